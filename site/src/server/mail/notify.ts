import type { CoachingRequest } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { notificationRecipient } from '../repos/notifications.ts';
import { coachingAnswerMail, coachingRequestMail, sendInBackground } from './messages.ts';

const fullName = (party: { firstName: string; lastName: string }) =>
  `${party.firstName} ${party.lastName}`.trim() || null;

/**
 * Emails about coaching requests, sent once the change is committed (call after the repo
 * returns) and in the background: a mail server that fails never fails or slows the request.
 * Each goes only to a recipient who has that kind switched on, in their language.
 */
export function notifyRequestReceived(db: DB, request: CoachingRequest): void {
  sendInBackground(
    notificationRecipient(db, request.trainer.id, 'coachingRequestReceived').then((to) =>
      to
        ? coachingRequestMail(to.email, to.language, { clientName: fullName(request.client), message: request.message })
        : null,
    ),
  );
}

/** To the client, once the trainer accepted or declined their request. */
export function notifyRequestAnswered(db: DB, request: CoachingRequest): void {
  if (request.status !== 'accepted' && request.status !== 'declined') return;
  sendInBackground(
    notificationRecipient(db, request.client.id, 'coachingRequestAnswered').then((to) =>
      to
        ? coachingAnswerMail(to.email, to.language, {
            trainerName: fullName(request.trainer),
            accepted: request.status === 'accepted',
            reason: request.declineReason,
          })
        : null,
    ),
  );
}
