import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import {
  wallClock,
  type CalendarFeedState,
  type Locale,
  type SessionDetail,
  type SessionPlaceInput,
  type SessionWrite,
  type TimeSlot,
  type Weekday,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { Button } from '@spotter/ui/primitives/Button/index.ts';
import { showToast } from '@spotter/ui/primitives/Toast/index.ts';
import { SessionCalendar, type CalendarView } from '@spotter/ui/sessions/SessionCalendar/index.ts';
import { SessionCard, type SessionAction } from '@spotter/ui/sessions/SessionCard/index.ts';
import { ScheduleSessionDialog } from '@spotter/ui/sessions/ScheduleSessionDialog/index.ts';
import { CancelSessionDialog } from '@spotter/ui/sessions/CancelSessionDialog/index.ts';
import { ProposeTimeDialog } from '@spotter/ui/sessions/ProposeTimeDialog/index.ts';
import { RequestSessionDialog } from '@spotter/ui/sessions/RequestSessionDialog/index.ts';
import { CalendarFeedCard } from '@spotter/ui/sessions/CalendarFeedCard/index.ts';
import { addDays, mondayOf } from '@spotter/ui/sessions/format.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { getJson, sendChecked, sendJson, type ApiFailure } from './api.ts';
import * as styles from '../styles/sessions.css.ts';

interface Slot {
  weekday: Weekday;
  timeSlot: TimeSlot;
}

/** What a trainer schedules with: clients, gyms, zone, usual length, notice and availability. */
export interface TrainerSchedulingProps {
  /** The availability section's zone; without one the trainer plans in the browser's. */
  timeZone: string | null;
  minutes: number;
  policyHours: number;
  clients: Array<{ id: string; name: string }>;
  gyms: Array<{ id: string; name: string; address: string | null }>;
  availability: Slot[];
}

/** One of a client's current trainers, whose availability the client asks from. */
export interface ClientTrainerProps {
  id: string;
  name: string;
  timeZone: string;
  minutes: number;
  policyHours: number;
  availability: Slot[];
}

interface Props {
  locale: Locale;
  viewer: 'trainer' | 'client';
  /** The sessions of the server's week (a day either side), and the ones waiting for an answer. */
  sessions: SessionDetail[];
  /** The zone the server rendered in (the reader's from the last visit, else the trainer's). */
  serverZone: string;
  /** The instant the server rendered at (ISO). */
  now: string;
  feed: CalendarFeedState;
  trainer?: TrainerSchedulingProps;
  trainers?: ClientTrainerProps[];
}

/** The reader's zone: the browser's once it runs, the server's while rendering and hydrating. */
const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type Failure = Pick<ApiFailure, 'error' | 'fieldErrors'>;
const failureOf = (error: unknown): Failure => {
  const failure = error as Partial<ApiFailure>;
  return { error: failure.error || m.error_generic(), fieldErrors: failure.fieldErrors ?? {} };
};

type Dialog =
  | { kind: 'schedule' }
  | { kind: 'reschedule'; session: SessionDetail }
  | { kind: 'cancel'; session: SessionDetail }
  | { kind: 'propose'; session: SessionDetail }
  | { kind: 'request'; trainer: ClientTrainerProps }
  | null;

/** The place of a session as a write names it again. */
function placeInput(session: SessionDetail): SessionPlaceInput {
  if (session.place.kind === 'online') return { kind: 'online', url: session.place.url };
  if (session.place.kind === 'gym' && session.place.gymId) return { kind: 'gym', gymId: session.place.gymId };
  return { kind: 'client' };
}

/**
 * The upcoming-trainings page of both roles: the week or the list of sessions in the reader's own
 * zone, the answers waiting, and the dialogs that schedule, move, cancel, ask for and answer
 * sessions, with the calendar feed's card below.
 */
export default function SessionsIsland(props: Props) {
  initLocale(props.locale);
  const locale = useStore($locale);
  const zone = useSyncExternalStore(subscribe, browserZone, () => props.serverZone);
  const today = wallClock(props.now, zone).date;
  const [weekStart, setWeekStart] = useState(() => mondayOf(wallClock(props.now, props.serverZone).date));
  const [view, setView] = useState<CalendarView>('week');
  const [sessions, setSessions] = useState<SessionDetail[]>(props.sessions);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<{ sessionId: string; action: SessionAction } | null>(null);
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [feed, setFeed] = useState(props.feed);
  const [feedBusy, setFeedBusy] = useState(false);
  const [feedError, setFeedError] = useState<string | null>(null);

  // The server renders the next visit in this zone.
  useEffect(() => {
    document.cookie = `spotter_tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  }, [zone]);

  const merge = (changed: SessionDetail[], replaced: string[] = []) =>
    setSessions((current) => {
      const gone = new Set([...replaced, ...changed.map((session) => session.id)]);
      return [...current.filter((session) => !gone.has(session.id)), ...changed].sort((a, b) =>
        a.startsAt.localeCompare(b.startsAt),
      );
    });

  const load = async (from: string, to: string) => {
    try {
      const loaded = await getJson<SessionDetail[]>(`/api/sessions?from=${from}&to=${to}`);
      merge(loaded);
    } catch {
      showToast({ tone: 'error', title: m.sessions_page_load_failed() });
    }
  };

  const openDialog = (next: Dialog) => {
    setFailure(null);
    setDialog(next);
  };

  /** Runs a write from a dialog: closes it on success, keeps it open with the refusal otherwise. */
  const write = async (work: () => Promise<void>) => {
    setWriting(true);
    setFailure(null);
    try {
      await work();
      setDialog(null);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setWriting(false);
    }
  };

  /** Runs a one-click answer on a card (accept, decline), its refusal as a toast. */
  const answer = async (session: SessionDetail, action: 'accept' | 'decline') => {
    setBusy({ sessionId: session.id, action });
    try {
      const body =
        action === 'accept'
          ? // The trainer accepting a client's pick confirms the time, inside the availability or not.
            { action, version: session.version, overrideAvailability: true }
          : { action, version: session.version, reason: null };
      const changed = await sendChecked<SessionDetail, 'sessionRespond'>(
        'POST',
        `/api/sessions/${session.id}/respond`,
        'sessionRespond',
        body,
      );
      merge([changed]);
      showToast({
        tone: 'success',
        title: action === 'accept' ? m.sessions_page_accepted() : m.sessions_page_declined(),
      });
    } catch (error) {
      showToast({ tone: 'error', title: failureOf(error).error });
    } finally {
      setBusy(null);
    }
  };

  const waiting = sessions.filter(
    (session) =>
      Date.parse(session.startsAt) > Date.parse(props.now) &&
      (props.viewer === 'trainer' ? session.status === 'requested' : session.status === 'proposed'),
  );
  const trainer = props.trainer;
  const trainerZone = trainer?.timeZone ?? zone;
  const trainerFor = (session: SessionDetail) => props.trainers?.find((each) => each.id === session.trainer.id);
  const policyHoursOf = (session: SessionDetail) => trainer?.policyHours ?? trainerFor(session)?.policyHours ?? 24;

  const handlers = {
    onAccept: (session: SessionDetail) => void answer(session, 'accept'),
    onDecline: (session: SessionDetail) => void answer(session, 'decline'),
    onCancel: (session: SessionDetail) => openDialog({ kind: 'cancel', session }),
    ...(props.viewer === 'trainer' && {
      onPropose: (session: SessionDetail) => openDialog({ kind: 'propose', session }),
      onReschedule: (session: SessionDetail) => openDialog({ kind: 'reschedule', session }),
    }),
  };

  const scheduleButton = trainer ? (
    <Button
      variant="primary"
      onPress={() => openDialog({ kind: 'schedule' })}
      isDisabled={trainer.clients.length === 0}
    >
      {m.sessions_page_schedule()}
    </Button>
  ) : null;
  const requestButtons = (props.trainers ?? []).map((each) => (
    <Button key={each.id} variant="primary" onPress={() => openDialog({ kind: 'request', trainer: each })}>
      {(props.trainers ?? []).length > 1
        ? m.sessions_page_request_from({ name: each.name })
        : m.sessions_page_request()}
    </Button>
  ));
  const actions = props.viewer === 'trainer' ? scheduleButton : requestButtons.length > 0 ? requestButtons : null;

  return (
    <I18nProvider locale={intlLocale(locale)}>
      <div className={styles.layout}>
        <div className={styles.actions}>
          {actions}
          {props.viewer === 'trainer' && trainer?.clients.length === 0 && (
            <p className={styles.hint}>{m.sessions_page_no_clients()}</p>
          )}
          {props.viewer === 'client' && (props.trainers ?? []).length === 0 && (
            <p className={styles.hint}>
              {m.sessions_page_no_trainer()}{' '}
              <a href="/client/dashboard/trainwithcoach">{m.sessions_page_find_trainer()}</a>
            </p>
          )}
          <p className={styles.hint}>{m.sessions_page_zone({ zone: zone.replaceAll('_', ' ') })}</p>
        </div>

        {waiting.length > 0 && (
          <section aria-labelledby="waiting-heading" className={styles.waiting}>
            <h2 id="waiting-heading" className={styles.heading}>
              {props.viewer === 'trainer' ? m.sessions_page_waiting_trainer() : m.sessions_page_waiting_client()}
            </h2>
            <ul className={styles.waitingList}>
              {waiting.map((session) => (
                <li key={session.id}>
                  <SessionCard
                    session={session}
                    viewer={props.viewer}
                    timeZone={zone}
                    now={props.now}
                    headingLevel={3}
                    busy={busy?.sessionId === session.id ? busy.action : null}
                    {...handlers}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <SessionCalendar
          sessions={sessions}
          viewer={props.viewer}
          timeZone={zone}
          weekStart={weekStart}
          today={today}
          now={props.now}
          view={view}
          onViewChange={(next) => {
            setView(next);
            if (next === 'list') void load(today, addDays(today, 60));
          }}
          onWeekChange={(next) => {
            setWeekStart(next);
            void load(next, addDays(next, 6));
          }}
          busy={busy}
          emptyAction={actions}
          {...handlers}
        />

        <CalendarFeedCard
          state={feed}
          locale={locale}
          busy={feedBusy}
          error={feedError}
          onCreate={() => void renewFeed()}
          onRenew={() => void renewFeed()}
        />
      </div>

      {trainer && (dialog?.kind === 'schedule' || dialog?.kind === 'reschedule') && (
        <ScheduleSessionDialog
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          mode={dialog.kind}
          clients={trainer.clients}
          gyms={trainer.gyms}
          defaultMinutes={trainer.minutes}
          availability={trainer.availability}
          timeZone={trainerZone}
          locale={locale}
          today={wallClock(props.now, trainerZone).date}
          initial={dialog.kind === 'reschedule' ? rescheduleValues(dialog.session) : undefined}
          busy={writing}
          error={failure?.error}
          fieldErrors={failure?.fieldErrors}
          onSubmit={(values) =>
            void write(async () => {
              if (dialog.kind === 'reschedule') {
                const moved = await sendChecked<SessionDetail, 'sessionReschedule'>(
                  'POST',
                  `/api/sessions/${dialog.session.id}/reschedule`,
                  'sessionReschedule',
                  {
                    version: dialog.session.version,
                    date: values.date,
                    time: values.time,
                    minutes: values.minutes,
                    place: values.place,
                    overrideAvailability: values.overrideAvailability,
                  },
                );
                merge([moved], [dialog.session.id]);
                showToast({ tone: 'success', title: m.sessions_page_moved() });
                return;
              }
              const made = await sendChecked<SessionDetail[], 'sessionWrite'>('POST', '/api/sessions', 'sessionWrite', {
                ...values,
                timeZone: trainerZone,
              });
              merge(made);
              showToast({
                tone: 'success',
                title:
                  made.length === 1
                    ? m.sessions_page_scheduled()
                    : m.sessions_page_scheduled_series({ count: made.length }),
              });
            })
          }
        />
      )}

      {dialog?.kind === 'cancel' && (
        <CancelSessionDialog
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          session={dialog.session}
          viewer={props.viewer}
          readerZone={zone}
          policyHours={policyHoursOf(dialog.session)}
          now={new Date().toISOString()}
          locale={locale}
          busy={writing}
          error={failure?.error}
          fieldErrors={failure?.fieldErrors}
          onSubmit={(values) =>
            void write(async () => {
              const cancelled = await sendChecked<SessionDetail[], 'sessionCancel'>(
                'POST',
                `/api/sessions/${dialog.session.id}/cancel`,
                'sessionCancel',
                { version: dialog.session.version, ...values },
              );
              merge(cancelled);
              showToast({
                tone: 'success',
                title:
                  cancelled.length === 1
                    ? m.sessions_page_cancelled()
                    : m.sessions_page_cancelled_series({ count: cancelled.length }),
              });
            })
          }
        />
      )}

      {trainer && dialog?.kind === 'propose' && (
        <ProposeTimeDialog
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          session={dialog.session}
          availability={trainer.availability}
          locale={locale}
          today={wallClock(props.now, trainerZone).date}
          busy={writing}
          error={failure?.error}
          fieldErrors={failure?.fieldErrors}
          onSubmit={(values) =>
            void write(async () => {
              const proposed = await sendChecked<SessionDetail, 'sessionRespond'>(
                'POST',
                `/api/sessions/${dialog.session.id}/respond`,
                'sessionRespond',
                { action: 'propose', version: dialog.session.version, ...values },
              );
              merge([proposed], [dialog.session.id]);
              showToast({ tone: 'success', title: m.sessions_page_proposed() });
            })
          }
        />
      )}

      {dialog?.kind === 'request' && (
        <RequestSessionDialog
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          trainerName={dialog.trainer.name}
          availability={dialog.trainer.availability}
          timeZone={dialog.trainer.timeZone}
          readerZone={zone}
          minutes={dialog.trainer.minutes}
          today={today}
          locale={locale}
          busy={writing}
          error={failure?.error}
          fieldErrors={failure?.fieldErrors}
          onSubmit={(values) =>
            void write(async () => {
              const asked = await sendChecked<SessionDetail, 'sessionRequest'>(
                'POST',
                '/api/sessions/request',
                'sessionRequest',
                { trainerId: dialog.trainer.id, ...values },
              );
              merge([asked]);
              showToast({ tone: 'success', title: m.sessions_page_requested() });
            })
          }
        />
      )}
    </I18nProvider>
  );

  async function renewFeed() {
    setFeedBusy(true);
    setFeedError(null);
    try {
      setFeed(await sendJson<CalendarFeedState>('POST', '/api/sessions/feed'));
    } catch (error) {
      setFeedError(failureOf(error).error);
    } finally {
      setFeedBusy(false);
    }
  }
}

/** A session's own values as the schedule dialog takes them to move it (on the trainer's clock). */
function rescheduleValues(session: SessionDetail): Partial<SessionWrite> {
  const { date, time } = wallClock(session.startsAt, session.timeZone);
  return {
    clientId: session.client.id,
    date,
    time,
    minutes: session.minutes,
    place: placeInput(session),
    note: session.note,
  };
}
