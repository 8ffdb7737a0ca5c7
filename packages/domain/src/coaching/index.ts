/**
 * The coaching contract: a client asks a trainer for coaching, the trainer accepts (the two are
 * connected) or declines, the client may withdraw while it waits, and either coaching ends when
 * the trainer ends it. As POST/GET /api/coaching-requests, POST /api/coaching-requests/{id}/{action}
 * and GET /api/users/trainer/clients give and take them.
 */
import { z } from 'zod';
import {
  clientGoals,
  coachingRequestStatuses,
  type Activity,
  type ClientGoal,
  type CoachingRequestStatus,
} from '../options.ts';
import type { LanguageCode } from '../languages/index.ts';
import { clientBasicInfoSchema } from '../profile/client.ts';
import { optionalOption, optionalText, requiredText } from '../profile/fields.ts';

export const coachingLimits = {
  messageChars: 1_000,
  declineReasonChars: 500,
  /** Requests a client may have waiting at once. */
  maxPendingPerClient: 5,
  /** After a decline, a withdrawal or an ended coaching, the same trainer may be asked again after this. */
  cooldownDays: 7,
  pageSize: 20,
  maxPageSize: 100,
} as const;

export const COOLDOWN_MS = coachingLimits.cooldownDays * 24 * 60 * 60 * 1000;

/** Where a request was started from (SPEC §3 request-coaching data: source). */
export const coachingSources = ['trainers-marketplace', 'trainer-page', 'branded-page'] as const;
export type CoachingSource = (typeof coachingSources)[number];

/**
 * POST /api/coaching-requests: the client's request to one trainer. A client whose profile has no
 * name yet gives it here (the client profile's own name rules); the server refuses the request
 * without it and saves it to the profile with the request.
 */
export const coachingRequestCreateSchema = z.object({
  trainerId: z.uuid({ error: 'validation_invalid' }),
  message: requiredText(coachingLimits.messageChars, { lines: true }),
  goal: optionalOption(clientGoals),
  source: optionalOption(coachingSources),
  firstName: clientBasicInfoSchema.shape.firstName.optional(),
  lastName: clientBasicInfoSchema.shape.lastName.optional(),
});
export type CoachingRequestCreate = z.infer<typeof coachingRequestCreateSchema>;

/** POST /api/coaching-requests/{id}/decline: an optional reason the client reads. */
export const coachingDeclineSchema = z.object({
  reason: optionalText(coachingLimits.declineReasonChars, { lines: true }),
});
export type CoachingDecline = z.infer<typeof coachingDeclineSchema>;

/** The actions on one request, by who may take them. */
export const coachingActions = ['accept', 'decline', 'withdraw'] as const;
export type CoachingAction = (typeof coachingActions)[number];

const pageSize = z.coerce
  .number({ error: 'validation_invalid' })
  .int({ error: 'validation_invalid' })
  .min(1, { error: 'validation_invalid' })
  .max(coachingLimits.maxPageSize, { error: 'validation_invalid' })
  .default(coachingLimits.pageSize);

/**
 * GET /api/coaching-requests: a client sees their own, a trainer those sent to them, an admin
 * every request, narrowed by trainer and client. Newest first, `before` an earlier page's last id.
 */
export const coachingRequestListQuerySchema = z.object({
  status: z.enum(coachingRequestStatuses, { error: 'validation_option_invalid' }).optional(),
  trainerId: z.uuid({ error: 'validation_invalid' }).optional(),
  clientId: z.uuid({ error: 'validation_invalid' }).optional(),
  before: z.uuid({ error: 'validation_invalid' }).optional(),
  limit: pageSize,
});
export type CoachingRequestListQuery = z.infer<typeof coachingRequestListQuerySchema>;

/** A person on either side of a request, as the other side (and admins) may see them. */
export interface CoachingParty {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  city: string | null;
}

/** The client as a trainer sees a request: public info and goals, never health data. */
export interface CoachingClientSummary extends CoachingParty {
  primaryGoal: ClientGoal | null;
  secondaryGoal: ClientGoal | null;
  goalDescription: string | null;
  experienceLevel: string | null;
  /** The client's own words about themselves (the profile's description). */
  description: string | null;
  preferredActivities: Activity[];
  languages: LanguageCode[];
}

export interface CoachingRequest {
  id: string;
  status: CoachingRequestStatus;
  message: string | null;
  goal: ClientGoal | null;
  source: CoachingSource | null;
  declineReason: string | null;
  createdAt: string;
  respondedAt: string | null;
  trainer: CoachingParty;
  client: CoachingClientSummary;
}

export interface CoachingRequestPage {
  items: CoachingRequest[];
  /** Pass as `before` for the next page; null on the last. */
  next: string | null;
  /** Requests by status over the same filters (admins; the others get their own). */
  counts: Record<CoachingRequestStatus, number>;
}

/**
 * One of a client's coaches now, since when: what only their current clients read (the coach's
 * contact email and phone), and whether the coach's account is deactivated (SPEC §4).
 */
export interface ClientCoach extends CoachingParty {
  startedAt: string;
  deactivated: boolean;
  /** The coach's public page (/trainers/{slug}, with the review form) while it is listed; else null. */
  slug: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A trainer's active client (GET /api/users/trainer/clients). */
export interface TrainerClient extends CoachingClientSummary {
  connectionId: string;
  startedAt: string;
}

/** The moment a trainer may be asked again, or null when they may be asked now. */
export function askAgainAt(lastClosedAt: Date | null, now: Date = new Date()): Date | null {
  if (!lastClosedAt) return null;
  const at = new Date(lastClosedAt.getTime() + COOLDOWN_MS);
  return at > now ? at : null;
}

/** Where a signed-in client stands with one trainer, as the trainer's page offers a request. */
export type CoachingStanding =
  /** `askName`: the client's profile has no name yet, so the request form asks for it. */
  | { state: 'open'; askName?: boolean }
  | { state: 'pending'; requestId: string }
  | { state: 'connected' }
  /** Asked again only from this moment (ISO). */
  | { state: 'cooldown'; until: string }
  /** coachingLimits.maxPendingPerClient requests wait already. */
  | { state: 'full' };

/**
 * A coach who closed their account while coaching this client (SPEC §6: the client's data stays):
 * named on Train with coach so the client knows why the coaching ended.
 */
export interface DepartedCoach {
  id: string;
  firstName: string;
  lastName: string;
  /** When the coaching ended with the account (ISO). */
  endedAt: string;
}
