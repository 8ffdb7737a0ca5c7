import type { TrainerPublicProfile } from '@spotter/domain';
import { m } from '@spotter/i18n';
import type { TrainerPageData } from './trainer-page.ts';

/** The meta description of a trainer page: the short description, then the start of the long one. */
export function trainerDescription(trainer: TrainerPublicProfile): string {
  const text = [trainer.shortDescription, trainer.description ?? ''].join(' ').replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** schema.org Person of a trainer page, with the reviews' aggregateRating once there is one. */
export function personJsonLd(trainer: TrainerPublicProfile, origin: string): Record<string, unknown> {
  const url = new URL(`/trainers/${trainer.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': url,
    url,
    name: `${trainer.firstName} ${trainer.lastName}`,
    givenName: trainer.firstName,
    familyName: trainer.lastName,
    jobTitle: 'Fitness coach',
    description: trainer.shortDescription,
    ...(trainer.photoLargeUrl ? { image: new URL(trainer.photoLargeUrl, origin).toString() } : {}),
    ...(trainer.city
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: trainer.city,
            ...(trainer.countryCode ? { addressCountry: trainer.countryCode } : {}),
          },
        }
      : {}),
    knowsLanguage: trainer.languages,
    hasCredential: trainer.certifications
      .filter((cert) => !cert.expired)
      .map((cert) => ({
        '@type': 'EducationalOccupationalCredential',
        name: cert.name,
        ...(cert.issuer ? { recognizedBy: { '@type': 'Organization', name: cert.issuer } } : {}),
      })),
    ...(trainer.rating.count > 0 && trainer.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: trainer.rating.average,
            reviewCount: trainer.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * What a trainer page (`/trainers/{slug}` or the branded `/page/{slug}`) tells the head of the
 * document: its title, description and SEO. Search engines list the marketplace page, so the
 * branded one names it as canonical; a missing trainer's page is not indexed.
 */
export function trainerPageHead(
  data: TrainerPageData,
  path: string,
  origin: string,
): {
  status: number;
  title: string;
  description: string | undefined;
  seo: {
    path: string;
    languages?: boolean;
    ogType?: 'profile';
    image?: string | null;
    jsonLd?: unknown;
    noindex?: boolean;
  };
} {
  if (data.state !== 'listed') {
    const gone = data.state === 'gone';
    return {
      status: gone ? 410 : 404,
      title: gone ? m.trainer_page_gone_title() : m.trainer_page_not_found_title(),
      description: undefined,
      seo: { path, noindex: true },
    };
  }
  const { trainer } = data;
  const name = `${trainer.firstName} ${trainer.lastName}`;
  return {
    status: 200,
    title: trainer.city ? m.trainer_page_title({ name, city: trainer.city }) : m.trainer_page_title_no_city({ name }),
    description: trainerDescription(trainer),
    seo: {
      path: `/trainers/${trainer.slug}`,
      languages: true,
      ogType: 'profile',
      image: trainer.photoLargeUrl,
      jsonLd: personJsonLd(trainer, origin),
    },
  };
}
