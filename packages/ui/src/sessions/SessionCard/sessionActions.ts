import type { SessionDetail } from '@spotter/domain';
import { isPast } from '../format.ts';

export const sessionViewers = ['trainer', 'client'] as const;
export type SessionViewer = (typeof sessionViewers)[number];

/** What a reader may do with a session, in the order the card shows the buttons. */
export const sessionActions = ['accept', 'decline', 'propose', 'reschedule', 'cancel'] as const;
export type SessionAction = (typeof sessionActions)[number];

/** The page's answers to a card's buttons; a button shows only when its callback is given. */
export interface SessionActionHandlers {
  onAccept?: (session: SessionDetail) => void;
  onDecline?: (session: SessionDetail) => void;
  /** The trainer offers another time for a client's request. */
  onPropose?: (session: SessionDetail) => void;
  /** The trainer moves a scheduled session. */
  onReschedule?: (session: SessionDetail) => void;
  /** Either side cancels a session (a client withdraws their request). */
  onCancel?: (session: SessionDetail) => void;
}

export const handlerOf = {
  accept: 'onAccept',
  decline: 'onDecline',
  propose: 'onPropose',
  reschedule: 'onReschedule',
  cancel: 'onCancel',
} as const satisfies Record<SessionAction, keyof SessionActionHandlers>;

/**
 * What `viewer` may do with a session at `now`: the trainer answers a request (accept, decline,
 * propose another time), the client answers a proposal; either cancels an agreed session and the
 * trainer moves it; a client withdraws their own request. A cancelled, moved or past session is
 * only read.
 */
export function allowedActions(
  session: Pick<SessionDetail, 'status' | 'endsAt'>,
  viewer: SessionViewer,
  now: string,
): SessionAction[] {
  if (isPast(session, now)) return [];
  switch (session.status) {
    case 'requested':
      return viewer === 'trainer' ? ['accept', 'decline', 'propose'] : ['cancel'];
    case 'proposed':
      return viewer === 'client' ? ['accept', 'decline'] : ['cancel'];
    case 'scheduled':
      return viewer === 'trainer' ? ['reschedule', 'cancel'] : ['cancel'];
    default:
      return [];
  }
}
