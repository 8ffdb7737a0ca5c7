import { useId, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { SessionDetail } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Button, type ButtonProps } from '../../primitives/Button/index.ts';
import { VideoIcon } from '../../icons/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { dayKey, formatTimeRange, formatTrainerTime, formatWhen, isPast } from '../format.ts';
import {
  allowedActions,
  handlerOf,
  type SessionAction,
  type SessionActionHandlers,
  type SessionViewer,
} from './sessionActions.ts';
import * as styles from './SessionCard.css.ts';

export interface SessionCardProps extends SessionActionHandlers {
  session: SessionDetail;
  /** Who reads the card: the trainer sees the client's name, the client the trainer's. */
  viewer: SessionViewer;
  /** The reader's IANA zone, in which the times are shown. */
  timeZone: string;
  /** The current instant (ISO); a session that ended before it reads as done. The real clock when omitted. */
  now?: string;
  /** Inside a day of a calendar, which names the day: the heading is the time only. */
  compact?: boolean;
  /** The action the page runs for this session: its button waits, the others are disabled. */
  busy?: SessionAction | null;
  /** Level of the card's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

const actionLabels: Record<SessionAction, (viewer: SessionViewer, session: SessionDetail) => string> = {
  accept: () => m.sessions_ui_action_accept(),
  decline: () => m.sessions_ui_action_decline(),
  propose: () => m.sessions_ui_action_propose(),
  reschedule: () => m.sessions_ui_action_reschedule(),
  cancel: (viewer, session) =>
    viewer === 'client' && session.status === 'requested'
      ? m.sessions_ui_action_withdraw()
      : m.sessions_ui_action_cancel(),
};

const actionVariants: Record<SessionAction, ButtonProps['variant']> = {
  accept: 'primary',
  decline: 'secondary',
  propose: 'secondary',
  reschedule: 'secondary',
  cancel: 'ghost',
};

/**
 * One training session as its reader sees it: when (in the reader's zone, and on the trainer's
 * clock when that differs), with whom, where, the note, its state (asked for, proposed, cancelled,
 * moved, done) and the buttons the reader may press now.
 */
export function SessionCard({
  session,
  viewer,
  timeZone,
  now,
  compact = false,
  busy = null,
  headingLevel = 3,
  className,
  ...handlers
}: SessionCardProps) {
  const locale = useStore($locale);
  const headingId = useId();
  const personId = useId();
  const at = now ?? new Date().toISOString();
  const Heading = `h${headingLevel}` as const;
  const past = isPast(session, at);
  const closed = session.status === 'cancelled' || session.status === 'rescheduled';
  const when = compact
    ? formatTimeRange(session.startsAt, session.endsAt, timeZone, locale)
    : formatWhen(session, timeZone, locale);
  const trainerTime = formatTrainerTime(session, timeZone, locale);
  const person =
    viewer === 'trainer'
      ? m.sessions_ui_card_client({ name: session.client.name })
      : m.sessions_ui_card_trainer({ name: session.trainer.name });
  const actions = allowedActions(session, viewer, at).filter((action) => handlers[handlerOf[action]]);
  const history = compact ? session.history.slice(-1) : session.history;

  return (
    <article
      aria-labelledby={`${headingId} ${personId}`}
      aria-busy={busy ? true : undefined}
      data-status={session.status}
      data-past={(past && !closed) || undefined}
      className={cx(styles.card, className)}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.when}>
          {when}
        </Heading>
        {trainerTime ? <p className={styles.zoneLine}>{trainerTime}</p> : null}
      </div>
      <StatusBadges session={session} viewer={viewer} past={past} />
      <p id={personId} className={styles.person}>
        {person}
      </p>
      <Place session={session} viewer={viewer} joinable={!closed && !past} />
      {history.length > 0 ? (
        <ul className={styles.history}>
          {history.map((earlier) => (
            <li key={earlier.changedAt}>
              {m.sessions_ui_card_moved_from({
                when:
                  compact && dayKey(earlier.startsAt, timeZone) === dayKey(session.startsAt, timeZone)
                    ? formatTimeRange(earlier.startsAt, earlier.endsAt, timeZone, locale)
                    : formatWhen(earlier, timeZone, locale),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {session.status === 'cancelled' && session.cancelReason ? (
        <p className={styles.text}>{m.sessions_ui_card_reason({ reason: session.cancelReason })}</p>
      ) : null}
      {session.note ? (
        <p className={cx(styles.note, compact && styles.noteCompact)}>
          <span className={styles.noteLabel}>{m.sessions_ui_card_note()}</span> {session.note}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={actionVariants[action]}
              size="small"
              className={styles.action}
              aria-describedby={headingId}
              isPending={busy === action}
              isDisabled={busy !== null && busy !== action}
              onPress={() => handlers[handlerOf[action]]?.(session)}
            >
              {actionLabels[action](viewer, session)}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}

function StatusBadges({ session, viewer, past }: { session: SessionDetail; viewer: SessionViewer; past: boolean }) {
  const badges: { tone: BadgeTone; text: string }[] = [];
  switch (session.status) {
    case 'requested':
      badges.push({
        tone: 'info',
        text: viewer === 'trainer' ? m.sessions_ui_status_requested_trainer() : m.sessions_ui_status_requested_client(),
      });
      break;
    case 'proposed':
      badges.push({ tone: 'info', text: m.sessions_ui_status_proposed() });
      break;
    case 'cancelled':
      badges.push({
        tone: 'danger',
        text:
          session.cancelledBy === viewer
            ? m.sessions_ui_status_cancelled_by_you()
            : session.cancelledBy === 'client'
              ? m.sessions_ui_status_cancelled_by_client()
              : m.sessions_ui_status_cancelled_by_trainer(),
      });
      if (session.lateCancel) badges.push({ tone: 'warning', text: m.sessions_ui_status_late_cancel() });
      break;
    case 'rescheduled':
      badges.push({ tone: 'neutral', text: m.sessions_ui_status_moved() });
      break;
    case 'scheduled':
      if (past) badges.push({ tone: 'success', text: m.sessions_ui_status_done() });
      break;
  }
  const open = session.status !== 'cancelled' && session.status !== 'rescheduled';
  if (open && viewer === 'trainer' && session.outsideAvailability && !past)
    badges.push({ tone: 'warning', text: m.sessions_ui_status_outside_availability() });
  if (badges.length === 0) return null;
  return (
    <p className={styles.badges}>
      {badges.map((badge) => (
        <Badge key={badge.text} tone={badge.tone} className={styles.badge}>
          {badge.text}
        </Badge>
      ))}
    </p>
  );
}

function Place({ session, viewer, joinable }: { session: SessionDetail; viewer: SessionViewer; joinable: boolean }) {
  const { place } = session;
  let content: ReactNode;
  if (place.kind === 'gym') {
    content = (
      <>
        <span className={styles.placeName}>{place.name}</span>
        {place.address ? <span className={styles.address}>{place.address}</span> : null}
      </>
    );
  } else if (place.kind === 'online') {
    content = joinable ? (
      <Link href={place.url} target="_blank" rel="noopener noreferrer" variant="standalone" className={styles.join}>
        <VideoIcon size={18} />
        {m.sessions_ui_card_join_online()}
        <span className={visuallyHidden}> {m.sessions_ui_card_new_tab()}</span>
      </Link>
    ) : (
      <span className={styles.placeName}>{m.sessions_ui_card_online()}</span>
    );
  } else {
    content = (
      <span className={styles.placeName}>
        {viewer === 'trainer' ? m.sessions_ui_card_place_client_trainer() : m.sessions_ui_card_place_client_own()}
      </span>
    );
  }
  return <p className={styles.place}>{content}</p>;
}
