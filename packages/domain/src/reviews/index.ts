/**
 * The reviews contract: a client who is or was coached by a trainer rates them once (1-5 with a
 * text) and may edit it; the trainer replies once. PUT /api/trainers/{id}/review writes the
 * signed-in client's review, POST /api/reviews/{id}/reply the trainer's reply, GET
 * /api/trainers/{id}/reviews pages them. Texts are shown escaped, never as markup.
 */
import { z } from 'zod';
import { requiredText } from '../profile/fields.ts';

export const reviewLimits = {
  minRating: 1,
  maxRating: 5,
  bodyChars: 2_000,
  replyChars: 2_000,
  pageSize: 10,
  maxPageSize: 50,
} as const;

export const reviewWriteSchema = z.object({
  rating: z
    .number({ error: 'validation_required' })
    .int({ error: 'validation_invalid' })
    .min(reviewLimits.minRating, { error: 'validation_invalid' })
    .max(reviewLimits.maxRating, { error: 'validation_invalid' }),
  body: requiredText(reviewLimits.bodyChars, { lines: true }),
});
export type ReviewWrite = z.infer<typeof reviewWriteSchema>;

export const reviewReplySchema = z.object({
  reply: requiredText(reviewLimits.replyChars, { lines: true }),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewListQuerySchema = z.object({
  before: z.uuid({ error: 'validation_invalid' }).optional(),
  limit: z.coerce
    .number({ error: 'validation_invalid' })
    .int({ error: 'validation_invalid' })
    .min(1, { error: 'validation_invalid' })
    .max(reviewLimits.maxPageSize, { error: 'validation_invalid' })
    .default(reviewLimits.pageSize),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** A review as the trainer page shows it: the author by first name and initial only. */
export interface TrainerReview {
  id: string;
  rating: number;
  body: string;
  /** "Adna B." */
  authorName: string;
  createdAt: string;
  updatedAt: string;
  reply: { body: string; at: string } | null;
}

export interface TrainerReviewPage {
  items: TrainerReview[];
  next: string | null;
}

/** "Adna B." from a client's names; the first name alone without a last name, "B." without a first name. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!initial) return first;
  return [first, `${initial.toUpperCase()}.`].filter(Boolean).join(' ');
}
