/**
 * The request-coaching handoff (SPEC §3 request-coaching session data, §4): what a signed-out
 * visitor's 'Request coaching' keeps in sessionStorage while they sign in or register, read back
 * only while it has not expired (30 minutes) and only when its shape is intact.
 */
import { z } from 'zod';
import { specialties } from '../options.ts';
import { limits } from '../rules/limits.ts';
import { coachingSources, type CoachingSource } from './index.ts';

/**
 * The request panel's id: sign-in and registration come back to `…#request-coaching`, so the form
 * opens even when the visitor pressed the link before the page's scripts could keep the data.
 */
export const requestCoachingAnchor = 'request-coaching';

/** A trainer page's address that sign-in and registration return to, asking to open the request form. */
export function requestCoachingReturn(path: string): string {
  return `${path}#${requestCoachingAnchor}`;
}

export const requestCoachingDataSchema = z.object({
  trainer: z.object({
    id: z.uuid(),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    name: z.string().max(201),
    /** The trainer page's address part, so the resumed request can go back to it. */
    slug: z.string().max(80),
    specialties: z.array(z.enum(specialties)).max(specialties.length),
    trainerInfo: z.object({ rating: z.number().min(0).max(5).nullable() }),
    location: z.object({ city: z.string().max(120).nullable() }),
    certifications: z.array(z.string().max(200)).max(20),
  }),
  source: z.enum(coachingSources),
  coachId: z.uuid(),
  coachName: z.string().max(201),
  /** Epoch milliseconds. */
  timestamp: z.number().int(),
  expiresAt: z.number().int(),
});
export type RequestCoachingData = z.infer<typeof requestCoachingDataSchema>;

export interface RequestCoachingTrainer {
  id: string;
  firstName: string;
  lastName: string;
  slug: string;
  specialties: RequestCoachingData['trainer']['specialties'];
  rating: number | null;
  city: string | null;
  /** Names of the trainer's public certifications. */
  certifications: string[];
}

/** The data 'Request coaching' keeps, expiring 30 minutes after `now`. */
export function requestCoachingData(
  trainer: RequestCoachingTrainer,
  source: CoachingSource,
  now: number = Date.now(),
): RequestCoachingData {
  const name = `${trainer.firstName} ${trainer.lastName}`.trim();
  return {
    trainer: {
      id: trainer.id,
      firstName: trainer.firstName,
      lastName: trainer.lastName,
      name,
      slug: trainer.slug,
      specialties: trainer.specialties,
      trainerInfo: { rating: trainer.rating },
      location: { city: trainer.city },
      certifications: trainer.certifications.slice(0, 20),
    },
    source,
    coachId: trainer.id,
    coachName: name,
    timestamp: now,
    expiresAt: now + limits.coachingRequestLifetimeMs,
  };
}

/** Stored text read back: the data while it is intact and unexpired, else null (and it should be cleared). */
export function readRequestCoaching(stored: string | null, now: number = Date.now()): RequestCoachingData | null {
  if (!stored) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = requestCoachingDataSchema.safeParse(raw);
  if (!parsed.success || parsed.data.coachId !== parsed.data.trainer.id) return null;
  return now < parsed.data.expiresAt ? parsed.data : null;
}
