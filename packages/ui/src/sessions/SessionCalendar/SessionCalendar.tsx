import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useStore } from '@nanostores/react';
import type { SessionDetail } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { addDays, formatDay, formatDayLong, formatWeekRange, groupByDay, mondayOf, weekDays } from '../format.ts';
import { SessionCard } from '../SessionCard/SessionCard.tsx';
import type { SessionAction, SessionActionHandlers, SessionViewer } from '../SessionCard/sessionActions.ts';
import * as styles from './SessionCalendar.css.ts';

export const calendarViews = ['week', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface SessionCalendarProps extends SessionActionHandlers {
  /** The sessions the page loaded: the week's for the week view, the coming ones for the list. */
  sessions: readonly SessionDetail[];
  /** Who reads the calendar: the trainer sees clients' names, a client the trainer's. */
  viewer: SessionViewer;
  /** The reader's IANA zone: each session stands on the day it starts in this zone. */
  timeZone: string;
  /** The Monday (YYYY-MM-DD, reader's zone) of the week shown. */
  weekStart: string;
  /** The reader's date (YYYY-MM-DD): marked in the week, and where the list starts. */
  today: string;
  /** The current instant (ISO), which tells sessions that are over; the real clock when omitted. */
  now?: string;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** Asks for another week: its Monday (YYYY-MM-DD). */
  onWeekChange: (weekStart: string) => void;
  /** The action the page runs and for which session: that button waits, the session's others are disabled. */
  busy?: { sessionId: string; action: SessionAction } | null;
  /** What the empty state offers, e.g. the page's "Schedule a session" button. */
  emptyAction?: ReactNode;
  /** Level of the calendar's heading (the week or "Upcoming sessions"); days are one below, sessions two. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The body of the "upcoming trainings" pages of trainers and clients: a week, day by day (stacked on
 * phones, seven columns where there is room), or the coming sessions as a list by day, with the
 * reader's buttons on each session. Times and days are the reader's (`timeZone`).
 */
export function SessionCalendar({
  sessions,
  viewer,
  timeZone,
  weekStart,
  today,
  now,
  view,
  onViewChange,
  onWeekChange,
  busy = null,
  emptyAction,
  headingLevel = 2,
  className,
  ...handlers
}: SessionCalendarProps) {
  const locale = useStore($locale);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const byDay = groupByDay(sessions, timeZone);
  const days = weekDays(weekStart);
  const weekEmpty = days.every((day) => !byDay.has(day));
  const coming = [...byDay].filter(([day]) => day >= today);
  const at = now ?? new Date().toISOString();

  const card = (session: SessionDetail) => (
    <li key={session.id}>
      <SessionCard
        className={view === 'week' ? styles.weekCard : undefined}
        session={session}
        viewer={viewer}
        timeZone={timeZone}
        now={at}
        compact
        busy={busy?.sessionId === session.id ? busy.action : null}
        headingLevel={(headingLevel + 2) as 4 | 5}
        {...handlers}
      />
    </li>
  );
  const DayHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const empty = view === 'week' ? weekEmpty : coming.length === 0;

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.toolbar}>
        <Heading id={headingId} className={styles.title} aria-live="polite">
          {view === 'week' ? formatWeekRange(weekStart, locale) : m.sessions_ui_calendar_upcoming()}
        </Heading>
        <div className={styles.controls}>
          {view === 'week' ? (
            <div className={styles.weekNav}>
              <IconButton
                label={m.sessions_ui_calendar_previous_week()}
                variant="secondary"
                size="small"
                onPress={() => onWeekChange(addDays(weekStart, -7))}
              >
                <ChevronLeftIcon size={20} />
              </IconButton>
              <Button
                variant="secondary"
                size="small"
                onPress={() => {
                  if (mondayOf(today) !== weekStart) onWeekChange(mondayOf(today));
                }}
              >
                {m.sessions_ui_calendar_this_week()}
              </Button>
              <IconButton
                label={m.sessions_ui_calendar_next_week()}
                variant="secondary"
                size="small"
                onPress={() => onWeekChange(addDays(weekStart, 7))}
              >
                <ChevronRightIcon size={20} />
              </IconButton>
            </div>
          ) : null}
          <ToggleButtonGroup
            aria-label={m.sessions_ui_calendar_view()}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[view]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next !== undefined && next !== view) onViewChange(next as CalendarView);
            }}
            className={styles.views}
          >
            <ToggleButton id="week" className={styles.viewButton}>
              {m.sessions_ui_calendar_view_week()}
            </ToggleButton>
            <ToggleButton id="list" className={styles.viewButton}>
              {m.sessions_ui_calendar_view_list()}
            </ToggleButton>
          </ToggleButtonGroup>
        </div>
      </div>

      {empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {view === 'week' ? m.sessions_ui_calendar_empty_week_title() : m.sessions_ui_calendar_empty_list_title()}
          </p>
          <p className={styles.emptyBody}>
            {view === 'week'
              ? viewer === 'trainer'
                ? m.sessions_ui_calendar_empty_week_trainer()
                : m.sessions_ui_calendar_empty_week_client()
              : viewer === 'trainer'
                ? m.sessions_ui_calendar_empty_list_trainer()
                : m.sessions_ui_calendar_empty_list_client()}
          </p>
          {emptyAction ? <div className={styles.emptyAction}>{emptyAction}</div> : null}
        </div>
      ) : view === 'week' ? (
        <div className={styles.weekContainer}>
          <ol className={styles.week} aria-labelledby={headingId}>
            {days.map((day) => {
              const daySessions = byDay.get(day) ?? [];
              const isToday = day === today;
              return (
                <li
                  key={day}
                  className={styles.day}
                  aria-current={isToday ? 'date' : undefined}
                  data-today={isToday || undefined}
                  data-empty={daySessions.length === 0 || undefined}
                >
                  <div className={styles.dayHeader}>
                    <DayHeading className={styles.dayTitle}>{formatDay(day, locale)}</DayHeading>
                    {isToday ? <Badge tone="success">{m.sessions_ui_calendar_today()}</Badge> : null}
                  </div>
                  {daySessions.length > 0 ? (
                    <ul className={styles.sessions}>{daySessions.map(card)}</ul>
                  ) : (
                    <p className={styles.quiet}>{m.sessions_ui_calendar_no_sessions()}</p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      ) : (
        <div className={styles.list}>
          {coming.map(([day, daySessions]) => (
            <ListDay key={day} day={day} isToday={day === today} heading={DayHeading} locale={locale}>
              <ul className={styles.sessions}>{daySessions.map(card)}</ul>
            </ListDay>
          ))}
        </div>
      )}
    </div>
  );
}

interface ListDayProps {
  day: string;
  isToday: boolean;
  heading: 'h3' | 'h4';
  locale: string;
  children: ReactNode;
}

function ListDay({ day, isToday, heading: DayHeading, locale, children }: ListDayProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-current={isToday ? 'date' : undefined} className={styles.listDay}>
      <div className={styles.dayHeader}>
        <DayHeading id={titleId} className={styles.dayTitle}>
          {formatDayLong(day, locale)}
        </DayHeading>
        {isToday ? <Badge tone="success">{m.sessions_ui_calendar_today()}</Badge> : null}
      </div>
      {children}
    </section>
  );
}
