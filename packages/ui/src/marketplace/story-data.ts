import type { PublicGalleryImage, TrainerCard, TrainerPublicProfile } from '@spotter/domain';

/* Demo trainers, photos and gallery images for the marketplace stories and tests. */

const portrait = (background: string, figure: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="25" r="12" fill="${figure}"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="${figure}"/></svg>`,
  )}`;

export const markoHorvat: TrainerCard = {
  id: '5d0c1a8e-1111-4a1b-9c01-000000000001',
  slug: 'marko-horvat',
  firstName: 'Marko',
  lastName: 'Horvat',
  photoUrl: portrait('#bfdbfe', '#1e3a8a'),
  shortDescription: 'Strength coach for busy people: three short sessions a week, real progress in twelve.',
  specialties: ['strength', 'muscle_gain', 'weight_loss', 'endurance', 'rehabilitation'],
  city: 'Zagreb',
  countryCode: 'HR',
  languages: ['hr', 'en', 'de'],
  modes: ['inPerson', 'online'],
  rating: { average: 4.63, count: 23 },
  verified: true,
  distanceKm: 3,
};

export const lejlaBegovic: TrainerCard = {
  id: '5d0c1a8e-1111-4a1b-9c01-000000000002',
  slug: 'lejla-begovic',
  firstName: 'Lejla',
  lastName: 'Begović',
  photoUrl: null,
  shortDescription: 'Yoga and mobility for desk workers and runners.',
  specialties: ['flexibility', 'stress_reduction'],
  city: 'Sarajevo',
  countryCode: 'BA',
  languages: ['bs', 'en'],
  modes: ['hybrid'],
  rating: { average: null, count: 0 },
  verified: false,
  distanceKm: null,
};

export const janezNovak: TrainerCard = {
  id: '5d0c1a8e-1111-4a1b-9c01-000000000003',
  slug: 'janez-novak',
  firstName: 'Janez',
  lastName: 'Novak',
  photoUrl: portrait('#fde68a', '#92400e'),
  shortDescription:
    'Former national-team rower. I build endurance plans around your job, your family and your knees, and I answer every message within a day — on weekdays and on race weekends alike.',
  specialties: ['endurance', 'performance', 'sports_specific', 'seniors'],
  city: 'Ljubljana',
  countryCode: 'SI',
  languages: ['sl', 'en', 'eo', 'de', 'it', 'hr'],
  modes: ['online', 'selfGuided'],
  rating: { average: 5, count: 1 },
  verified: true,
  distanceKm: 13,
};

export const anaPetrovic: TrainerCard = {
  id: '5d0c1a8e-1111-4a1b-9c01-000000000004',
  slug: 'ana-petrovic',
  firstName: 'Ana',
  lastName: 'Petrović',
  photoUrl: portrait('#fbcfe8', '#9d174d'),
  shortDescription: 'Pre- and postnatal training, gentle and safe.',
  specialties: ['pre_postnatal'],
  city: null,
  countryCode: null,
  languages: ['sr'],
  modes: ['online'],
  rating: { average: 3.48, count: 1234 },
  verified: false,
  distanceKm: null,
};

export const stefanWeber: TrainerCard = {
  id: '5d0c1a8e-1111-4a1b-9c01-000000000005',
  slug: 'stefan-weber',
  firstName: 'Stefan',
  lastName: 'Weber',
  photoUrl: null,
  shortDescription: 'HIIT and boxing conditioning in small groups.',
  specialties: ['weight_loss', 'endurance', 'strength'],
  city: 'Graz',
  countryCode: 'AT',
  languages: ['de'],
  modes: ['inPerson'],
  rating: { average: 4.1, count: 8 },
  verified: true,
  distanceKm: 0,
};

export const storyTrainers: TrainerCard[] = [markoHorvat, lejlaBegovic, janezNovak, anaPetrovic, stefanWeber];

const hues = [152, 200, 24, 280, 340, 48];

/** A picture drawn inline (no network), `width` × `height`, numbered. */
function picture(index: number, width: number, height: number): string {
  const hue = hues[index % hues.length] ?? 152;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 38%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.75}" cy="${height * 0.27}" r="${Math.min(width, height) * 0.12}" fill="rgba(255,255,255,.55)"/><path d="M0 ${height} L${width * 0.3} ${height * 0.5} L${width * 0.5} ${height * 0.77} L${width * 0.68} ${height * 0.57} L${width} ${height}Z" fill="rgba(0,0,0,.28)"/><text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(height / 8)}" font-weight="700" fill="#fff">#${index + 1}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const descriptions = [
  'Morning kettlebell class in the park',
  'Deadlift coaching session',
  null,
  'Studio with rowing machines',
  null,
  'Mobility warm-up before a long run',
];

/** `count` gallery images, the first `featured` of them featured; every third one is portrait. */
export function galleryImages(count: number, featured = 0): PublicGalleryImage[] {
  return Array.from({ length: count }, (_, index) => {
    const [width, height] = index % 3 === 2 ? [800, 1100] : [1200, 800];
    return {
      id: `a0e1b2c3-4444-4d5e-9f06-${String(index + 1).padStart(12, '0')}`,
      url: picture(index, width, height),
      thumbUrl: picture(index, 400, 400),
      width,
      height,
      description: descriptions[index % descriptions.length] ?? null,
      featured: index < featured,
    };
  });
}

export const weekAvailability: TrainerPublicProfile['availability'] = [
  { weekday: 'monday', slot: 'Morning' },
  { weekday: 'monday', slot: 'Evening' },
  { weekday: 'tuesday', slot: 'Afternoon' },
  { weekday: 'wednesday', slot: 'Morning' },
  { weekday: 'wednesday', slot: 'Evening' },
  { weekday: 'thursday', slot: 'Afternoon' },
  { weekday: 'friday', slot: 'Morning' },
  { weekday: 'saturday', slot: 'Morning' },
  { weekday: 'saturday', slot: 'Afternoon' },
];
