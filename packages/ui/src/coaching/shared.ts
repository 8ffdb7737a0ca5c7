import {
  displayName,
  type CoachingClientSummary,
  type CoachingParty,
  type CoachingRequestStatus,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { dateStyle } from '../i18n/intlLocale.ts';
import type { BadgeTone } from '../primitives/Badge/index.ts';
import { roleLabel } from '../i18n/labels.ts';
import { goalLabels } from '../profile/optionLabels.ts';
import { dateTimeFormat } from '../i18n/formatters.ts';

/** Who is looking at a request: the side decides which party is shown and which actions exist. */
export type CoachingViewer = 'client' | 'trainer' | 'admin';

export const statusTone: Record<CoachingRequestStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};

export const statusLabel: Record<CoachingRequestStatus, () => string> = {
  pending: m.coaching_card_status_pending,
  accepted: m.coaching_card_status_accepted,
  declined: m.coaching_card_status_declined,
  withdrawn: m.coaching_card_status_withdrawn,
};

/** A timestamp as a medium date in the reader's language ("Nov 20, 2026"). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, dateStyle(locale, 'medium')).format(date);
}

/** The client's primary and secondary goal as labels, in that order. */
export function goalsOf(client: Pick<CoachingClientSummary, 'primaryGoal' | 'secondaryGoal'>): string[] {
  return [client.primaryGoal, client.secondaryGoal].flatMap((goal) => (goal ? [goalLabels[goal]()] : []));
}

/** The message to show for a failed call: an Error's own message, else the given fallback. */
export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof Error && failure.message ? failure.message : fallback;
}

/**
 * The heading for one side of a coaching (domain rule `displayName`): the person's name, or for a
 * profile saved before a name was asked a translated "Client without a name", never their email.
 */
export function partyName(party: Pick<CoachingParty, 'firstName' | 'lastName'>, side: 'client' | 'trainer'): string {
  return displayName(party, {
    admin: roleLabel('admin'),
    unnamed: side === 'client' ? m.coaching_card_unnamed_client() : m.coaching_card_unnamed_trainer(),
  });
}
