import {
  brandingUpdateSchema,
  certificationCreateSchema,
  certificationDecisionSchema,
  certificationUpdateSchema,
  clientSectionSchemas,
  coachingDeclineSchema,
  exerciseWriteSchema,
  coachingRequestCreateSchema,
  fieldErrorKeys,
  galleryUpdateSchema,
  gymCreateSchema,
  planAssignSchema,
  planWriteSchema,
  profilePhotoUpdateSchema,
  reviewReplySchema,
  reviewWriteSchema,
  sessionCancelSchema,
  sessionRequestSchema,
  sessionRescheduleSchema,
  sessionRespondSchema,
  sessionWriteSchema,
  trainerSectionSchemas,
  updateLanguageSchema,
  verificationDecisionSchema,
} from '@spotter/domain';
import { m, translateValidationErrors } from '@spotter/i18n';
import type { ApiFailure } from './api.ts';

/**
 * The contracts of the endpoints islands send to, the same schemas the endpoints validate with.
 * This module (and with it zod and the translated validation messages) is loaded when a form is
 * sent, not with the page: see `sendChecked`.
 */
export const contracts = {
  updateLanguage: updateLanguageSchema,
  brandingUpdate: brandingUpdateSchema,
  profilePhotoUpdate: profilePhotoUpdateSchema,
  galleryUpdate: galleryUpdateSchema,
  trainerBasicInfo: trainerSectionSchemas['basic-info'],
  trainerLanguages: trainerSectionSchemas.languages,
  trainerAvailability: trainerSectionSchemas.availability,
  trainerSpecialties: trainerSectionSchemas.specialties,
  trainerLocation: trainerSectionSchemas.location,
  clientBasicInfo: clientSectionSchemas['basic-info'],
  clientGoals: clientSectionSchemas.goals,
  clientHealth: clientSectionSchemas.health,
  clientLocation: clientSectionSchemas.location,
  certificationCreate: certificationCreateSchema,
  certificationUpdate: certificationUpdateSchema,
  gymCreate: gymCreateSchema,
  coachingDecline: coachingDeclineSchema,
  coachingRequestCreate: coachingRequestCreateSchema,
  reviewWrite: reviewWriteSchema,
  reviewReply: reviewReplySchema,
  verificationDecision: verificationDecisionSchema,
  certificationDecision: certificationDecisionSchema,
  exerciseWrite: exerciseWriteSchema,
  planWrite: planWriteSchema,
  planAssign: planAssignSchema,
  sessionWrite: sessionWriteSchema,
  sessionRequest: sessionRequestSchema,
  sessionRespond: sessionRespondSchema,
  sessionCancel: sessionCancelSchema,
  sessionReschedule: sessionRescheduleSchema,
};
export type Contracts = typeof contracts;
export type ContractName = keyof Contracts;

/** Why the endpoint would refuse this payload (translated, as the server words it), or null when it is valid. */
export function refusal(contract: ContractName, payload: unknown): ApiFailure | null {
  const checked = contracts[contract].safeParse(payload);
  if (checked.success) return null;
  return { error: m.error_validation(), fieldErrors: translateValidationErrors(fieldErrorKeys(checked.error)) };
}
