import type { TrainerPublicProfile } from '@spotter/domain';

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
