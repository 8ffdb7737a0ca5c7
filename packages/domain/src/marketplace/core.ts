/**
 * The marketplace's shapes without schemas (GET /trainers, /trainers/{slug}, /page/{slug},
 * GET /api/trainers): the sorts, radii and limits of the search, the card a listing shows and the
 * public profile a trainer page shows. Public fields only: never a birth date, phone, email,
 * exact coordinates, health data, documents or hidden certifications.
 */
import type {
  Activity,
  NutritionExtra,
  Specialty,
  TimeSlot,
  TrainerServiceFeature,
  TrainingEnvironment,
  TrainingMode,
  Weekday,
} from '../options.ts';
import type { LanguageCode } from '../languages/core.ts';

export const marketplaceSorts = ['relevance', 'rating', 'distance', 'newest'] as const;
export type MarketplaceSort = (typeof marketplaceSorts)[number];

/** The radii offered around a city, in km. */
export const marketplaceRadiiKm = [5, 10, 25, 50, 100, 250] as const;
/** The minimum ratings offered. */
export const marketplaceMinRatings = [3, 3.5, 4, 4.5] as const;

export const marketplaceLimits = {
  pageSize: 12,
  maxPageSize: 48,
  queryChars: 100,
  cityChars: 120,
  /** The radius when a city is chosen without one. */
  defaultRadiusKm: 25,
  maxRadiusKm: 500,
  /** Trainers on the home page's featured row. */
  featured: 6,
  /** Public trainer pages per sitemap file (the protocol allows 50,000). */
  sitemapUrls: 50_000,
} as const;

/**
 * The query of a search as the URL carries it (GET form field names): every value optional, a
 * shared link reproduces the search. `goals=mine` matches a signed-in client's primary and
 * secondary goal; `after` is the cursor of the previous page's last card.
 */
export const marketplaceQueryKeys = [
  'q',
  'specialty',
  'goals',
  'type',
  'mode',
  'language',
  'city',
  'radius',
  'day',
  'slot',
  'rating',
  'sort',
  'after',
] as const;
export type MarketplaceQueryKey = (typeof marketplaceQueryKeys)[number];

/** A trainer's rating: the average of their reviews (null without any) and how many there are. */
export interface TrainerRating {
  average: number | null;
  count: number;
}

/** A trainer as the marketplace lists them. */
export interface TrainerCard {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  /** The profile photo's thumbnail. */
  photoUrl: string | null;
  shortDescription: string;
  specialties: Specialty[];
  city: string | null;
  countryCode: string | null;
  languages: LanguageCode[];
  modes: TrainingMode[];
  rating: TrainerRating;
  /** Identity verification completed. */
  verified: boolean;
  /**
   * From the searched city to the trainer's city, in whole km (0: under 1 km); null without a
   * city search. Never finer: a finer distance from a few cities would locate the trainer.
   */
  distanceKm: number | null;
}

export interface MarketplacePage {
  items: TrainerCard[];
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
  /** Trainers matching the filters (counted on the first page only; null on later pages). */
  total: number | null;
  /** The searched city as found in the cities table, when the search names one. */
  city: { name: string; countryCode: string } | null;
}

export interface PublicGym {
  name: string;
  city: string | null;
}

export interface PublicGalleryImage {
  id: string;
  url: string;
  thumbUrl: string;
  width: number | null;
  height: number | null;
  description: string | null;
  featured: boolean;
}

export interface PublicCertification {
  id: string;
  name: string;
  issuer: string | null;
  /** YYYY-MM-DD */
  expiryDate: string | null;
  expired: boolean;
  /** Checked by an admin. */
  approved: boolean;
}

/** A trainer as their public page shows them. */
export interface TrainerPublicProfile extends Omit<TrainerCard, 'distanceKm'> {
  description: string | null;
  trainerSince: number | null;
  trainingTypes: Activity[];
  environments: TrainingEnvironment[];
  serviceFeatures: TrainerServiceFeature[];
  nutritionExtras: NutritionExtra[];
  availability: Array<{ weekday: Weekday; slot: TimeSlot }>;
  timeZone: string | null;
  sessionDuration: number;
  cancellationPolicyHours: number;
  gyms: PublicGym[];
  /** Featured images first. */
  gallery: PublicGalleryImage[];
  certifications: PublicCertification[];
  /** The profile photo at display size. */
  photoLargeUrl: string | null;
  createdAt: string;
}

/** The cursor of a page: the sort key of the last card and its id. */
export function encodeCursor(key: string, id: string): string {
  return `${key}~${id}`;
}

export function decodeCursor(cursor: string): { key: string; id: string } | null {
  const at = cursor.lastIndexOf('~');
  if (at <= 0) return null;
  return { key: cursor.slice(0, at), id: cursor.slice(at + 1) };
}
