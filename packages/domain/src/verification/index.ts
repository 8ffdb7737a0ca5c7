/**
 * The identity-verification contract (SPEC §2, §3 Verification, §7): what
 * POST /api/users/trainer/verification takes, and what an admin's decision takes. Parts are
 * checked against the document type here; that each part was uploaded by the same trainer is the
 * server's check.
 */
import { z } from 'zod';
import { documentPartTypes, documentTypes } from '../options.ts';
import { requiredOption, requiredText } from '../profile/fields.ts';
import { requiredPartsOf, verificationReasonChars } from './core.ts';

export * from './core.ts';

/** The address an upload answered for an identity part (`/media/identity_document/<uuid>.<ext>`). */
export const identityPartUrl = /^\/media\/identity_document\/[0-9a-f-]{36}\.(jpg|png)$/;

const partSchema = z.object({
  type: requiredOption(documentPartTypes),
  url: z.string({ error: 'validation_required' }).regex(identityPartUrl, { error: 'verification_error_part_unknown' }),
});

/** POST /api/users/trainer/verification: the document type and one upload for each part it needs. */
export const verificationSubmitSchema = z
  .object({
    documentType: requiredOption(documentTypes),
    documentParts: z.array(partSchema, { error: 'verification_error_missing_images' }).max(documentPartTypes.length),
  })
  .superRefine((value, ctx) => {
    const given = new Map(value.documentParts.map((part) => [part.type, part.url]));
    const required = requiredPartsOf[value.documentType];
    const complete =
      given.size === value.documentParts.length &&
      required.every((type) => given.has(type)) &&
      value.documentParts.every((part) => required.includes(part.type));
    if (!complete)
      ctx.addIssue({ code: 'custom', path: ['documentParts'], message: 'verification_error_missing_images' });
    if (new Set(given.values()).size !== given.size)
      ctx.addIssue({ code: 'custom', path: ['documentParts'], message: 'verification_error_missing_images' });
  });
export type VerificationSubmit = z.infer<typeof verificationSubmitSchema>;

/** An admin's decision on a submitted case: approve, or reject with a reason the trainer reads. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    // Written in a multi-line field: line breaks are part of the reason.
    z.object({ decision: z.literal('reject'), reason: requiredText(verificationReasonChars, { lines: true }) }),
  ],
  { error: 'validation_option_invalid' },
);
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;
