import { useId, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useStore } from '@nanostores/react';
import type { PlanBlock, PlanDay, PlanDetail, PlanEntry, PlanExercise, PlanPosition } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { entryLabel, formatDayTitle, formatWeekTitle } from '../format.ts';
import { dayDate, formatPlanDate, formatWeekday, positionOf } from './planDates.ts';
import { setLines } from './setTargets.ts';
import * as styles from './PlanView.css.ts';

export interface PlanViewProps {
  plan: PlanDetail;
  /** The reader's date (YYYY-MM-DD): it picks the week shown first and marks today's day. */
  today: string;
  /** The page of an exercise, which each exercise name links to. */
  exerciseHref: (exerciseId: string) => string;
  /** Shows that the coaching ended and the plan stays readable; the plan's own `ended` when omitted. */
  ended?: boolean;
  /** Level of the plan's name; days are one level below. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A training plan to read (the client's plan, the trainer's preview): name, goal, coach, start and
 * where the reader is in it, then a tab per week with each day as a card (today marked, rest days
 * said so) and each exercise with its sets, supersets grouped as A1, A2.
 */
export function PlanView({
  plan,
  today,
  exerciseHref,
  ended = plan.ended,
  headingLevel = 2,
  className,
}: PlanViewProps) {
  const locale = useStore($locale);
  const titleId = useId();
  const position = positionOf(plan, today);
  const weeks = plan.document.weeks;
  const [selectedWeek, setSelectedWeek] = useState<Key>(() => weeks[openingWeek(position, weeks.length)]?.id ?? '');
  const exercises = useMemo(() => new Map(plan.exercises.map((item) => [item.id, item])), [plan.exercises]);
  const Heading = `h${headingLevel}` as const;
  const currentWeek = position?.state === 'current' ? position.week : null;

  return (
    <article aria-labelledby={titleId} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <Heading id={titleId} className={styles.title}>
            {plan.name}
          </Heading>
          <StatusBadge position={position} weeks={plan.weeks} />
        </div>
        <p className={styles.meta}>
          <span>{m.plans_view_coach({ name: plan.trainer.name })}</span>
          {plan.startDate ? <span>{m.plans_view_start({ date: formatPlanDate(plan.startDate, locale) })}</span> : null}
        </p>
        {plan.goal ? (
          <p className={styles.goal}>
            <span className={styles.goalLabel}>{m.plans_view_goal()}: </span>
            {plan.goal}
          </p>
        ) : null}
      </header>

      {ended ? (
        <Banner tone="info">
          <p className={styles.bannerText}>{m.plans_view_ended({ name: plan.trainer.name })}</p>
        </Banner>
      ) : null}

      <Tabs selectedKey={selectedWeek} onSelectionChange={setSelectedWeek}>
        <TabList aria-label={m.plans_view_weeks()}>
          {weeks.map((week, weekIndex) => (
            <Tab key={week.id} id={week.id}>
              {formatWeekTitle(weekIndex)}
              {weekIndex === currentWeek ? (
                <>
                  <span className={styles.currentDot} aria-hidden="true" />
                  <span className={visuallyHidden}> ({m.plans_view_this_week()})</span>
                </>
              ) : null}
            </Tab>
          ))}
        </TabList>
        {weeks.map((week, weekIndex) => (
          <TabPanel key={week.id} id={week.id}>
            <ol className={styles.days}>
              {week.days.map((day, dayIndex) => (
                <li key={day.id} className={styles.dayItem}>
                  <DayCard
                    day={day}
                    dayIndex={dayIndex}
                    date={plan.startDate ? dayDate(plan.startDate, weekIndex, dayIndex) : null}
                    today={today}
                    locale={locale}
                    exercises={exercises}
                    exerciseHref={exerciseHref}
                    headingLevel={Math.min(headingLevel + 1, 6) as 2 | 3 | 4}
                  />
                </li>
              ))}
            </ol>
          </TabPanel>
        ))}
      </Tabs>
    </article>
  );
}

/** The week a reader sees first: this week, the first before the start, the last after the end. */
function openingWeek(position: PlanPosition | null, weekCount: number): number {
  if (position?.state === 'current') return Math.min(position.week, weekCount - 1);
  if (position?.state === 'finished') return weekCount - 1;
  return 0;
}

function StatusBadge({ position, weeks }: { position: PlanPosition | null; weeks: number }) {
  if (!position) return <Badge>{m.plans_view_template()}</Badge>;
  if (position.state === 'upcoming')
    return <Badge tone="warning">{m.plans_view_starts_in({ days: position.startsInDays })}</Badge>;
  if (position.state === 'finished') return <Badge>{m.plans_view_finished()}</Badge>;
  return <Badge tone="success">{m.plans_view_week_of({ week: position.week + 1, weeks })}</Badge>;
}

interface DayCardProps {
  day: PlanDay;
  dayIndex: number;
  /** The day's calendar date; null in a template. */
  date: string | null;
  today: string;
  locale: string;
  exercises: ReadonlyMap<string, PlanExercise>;
  exerciseHref: (exerciseId: string) => string;
  headingLevel: 2 | 3 | 4;
}

function DayCard({ day, dayIndex, date, today, locale, exercises, exerciseHref, headingLevel }: DayCardProps) {
  const titleId = useId();
  const isToday = date === today;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      aria-current={isToday ? 'date' : undefined}
      data-today={isToday || undefined}
      data-rest={day.rest || undefined}
      className={styles.day}
    >
      <div className={styles.dayHeader}>
        <div className={styles.dayTitles}>
          <Heading id={titleId} className={styles.dayTitle}>
            {formatDayTitle(dayIndex, day.name)}
          </Heading>
          {date ? <p className={styles.dayDate}>{formatWeekday(date, locale)}</p> : null}
        </div>
        {isToday ? <Badge tone="info">{m.plans_view_today()}</Badge> : null}
      </div>
      {day.rest ? (
        <div className={styles.rest}>
          <p className={styles.restTitle}>{m.plans_format_rest_day()}</p>
          <p className={styles.muted}>{m.plans_view_rest_body()}</p>
        </div>
      ) : day.blocks.length === 0 ? (
        <p className={styles.muted}>{m.plans_view_day_empty()}</p>
      ) : (
        <ol className={styles.blocks}>
          {day.blocks.map((block, blockIndex) => (
            <BlockItem
              key={block.id}
              block={block}
              blockIndex={blockIndex}
              locale={locale}
              exercises={exercises}
              exerciseHref={exerciseHref}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface BlockItemProps {
  block: PlanBlock;
  blockIndex: number;
  locale: string;
  exercises: ReadonlyMap<string, PlanExercise>;
  exerciseHref: (exerciseId: string) => string;
}

function BlockItem({ block, blockIndex, locale, exercises, exerciseHref }: BlockItemProps) {
  const captionId = useId();
  const entries = block.entries.map((entry, entryIndex) => (
    <EntryItem
      key={entry.id}
      entry={entry}
      label={entryLabel(blockIndex, entryIndex, block.entries.length)}
      locale={locale}
      exercise={exercises.get(entry.exerciseId)}
      exerciseHref={exerciseHref}
    />
  ));
  if (block.entries.length === 1) return <li className={styles.block}>{entries}</li>;
  return (
    <li className={styles.block} data-superset="">
      <p id={captionId} className={styles.supersetCaption}>
        {m.plans_format_superset()}
      </p>
      <ol aria-labelledby={captionId} className={styles.supersetEntries}>
        {entries.map((item) => (
          <li key={item.key}>{item}</li>
        ))}
      </ol>
    </li>
  );
}

interface EntryItemProps {
  entry: PlanEntry;
  label: string;
  locale: string;
  exercise: PlanExercise | undefined;
  exerciseHref: (exerciseId: string) => string;
}

function EntryItem({ entry, label, locale, exercise, exerciseHref }: EntryItemProps) {
  const lines = setLines(entry, locale);
  return (
    <div className={styles.entry}>
      <span className={styles.entryLabel}>{label}</span>
      <div className={styles.entryBody}>
        {exercise ? (
          <a href={exerciseHref(exercise.id)} className={styles.exerciseLink}>
            <Thumbnail url={exercise.thumbnailUrl} />
            <span className={styles.exerciseName}>{exercise.name}</span>
          </a>
        ) : (
          <span className={styles.exerciseMissing}>
            <Thumbnail url={null} />
            <span className={styles.exerciseName}>{m.plans_view_exercise_missing()}</span>
          </span>
        )}
        <ul className={styles.sets}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {entry.note ? (
          <p className={styles.note}>
            <span className={visuallyHidden}>{m.plans_view_note()}: </span>
            {entry.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The exercise's picture, or a plain tile in its place; decorative, as the name stands beside it. */
function Thumbnail({ url }: { url: string | null }) {
  if (!url) return <span className={styles.thumbnail} aria-hidden="true" />;
  return <img src={url} alt="" width={48} height={48} loading="lazy" className={styles.thumbnail} />;
}
