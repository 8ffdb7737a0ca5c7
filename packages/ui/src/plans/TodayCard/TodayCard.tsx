import { useStore } from '@nanostores/react';
import type { PlanDay, PlanDetail } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { entryLabel, formatDayTitle } from '../format.ts';
import { formatPlanDate, positionOf } from '../PlanView/planDates.ts';
import * as styles from './TodayCard.css.ts';

export interface TodayCardProps {
  /** The client's current plan, or null when they have none. */
  plan: PlanDetail | null;
  /** The reader's date (YYYY-MM-DD). */
  today: string;
  /** The full plan's page. */
  planHref: string;
  /** Where a client without a plan finds a coach. */
  findCoachHref: string;
  /** Level of the card's heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The overview's "Today's training": today's day of the client's plan (its exercises and how many
 * sets, or a rest day), or when the plan starts, or that it is finished, with a link to the whole
 * plan; without a plan, a way to find a coach.
 */
export function TodayCard({ plan, today, planHref, findCoachHref, headingLevel = 2, className }: TodayCardProps) {
  const locale = useStore($locale);
  if (!plan) {
    return (
      <Card
        title={m.plans_today_title()}
        headingLevel={headingLevel}
        className={className}
        footer={
          <Link href={findCoachHref} buttonLike size="small">
            {m.plans_today_find_coach()}
          </Link>
        }
      >
        <div className={styles.empty}>
          <p className={styles.lead}>{m.plans_today_empty_title()}</p>
          <p className={styles.muted}>{m.plans_today_empty_body()}</p>
        </div>
      </Card>
    );
  }

  const position = positionOf(plan, today);
  return (
    <Card
      title={m.plans_today_title()}
      headingLevel={headingLevel}
      description={plan.name}
      className={cx(styles.root, className)}
      footer={
        <Link href={planHref} variant="standalone" className={styles.planLink}>
          {m.plans_today_open()}
        </Link>
      }
    >
      <div className={styles.body}>
        {plan.ended ? (
          <p>
            <Badge>{m.plans_list_ended()}</Badge>
          </p>
        ) : null}
        {position?.state === 'upcoming' && plan.startDate ? (
          <>
            <p className={styles.lead}>
              {m.plans_today_upcoming({ date: formatPlanDate(plan.startDate, locale, 'long') })}
            </p>
            <p className={styles.muted}>{m.plans_view_starts_in({ days: position.startsInDays })}</p>
          </>
        ) : position?.state === 'finished' ? (
          <>
            <p className={styles.lead}>{m.plans_today_finished()}</p>
            <p className={styles.muted}>{m.plans_today_finished_body({ name: plan.name })}</p>
          </>
        ) : position?.state === 'current' ? (
          <TodayDay
            day={position.dayInPlan === null ? null : plan.document.weeks[position.week]?.days[position.dayInPlan]}
            dayIndex={position.dayInPlan}
            week={position.week + 1}
            weeks={plan.weeks}
            exerciseName={(id) => plan.exercises.find((item) => item.id === id)?.name}
          />
        ) : null}
      </div>
    </Card>
  );
}

interface TodayDayProps {
  /** Today's day of the plan; null or missing on a free day past the plan's days of the week. */
  day: PlanDay | null | undefined;
  dayIndex: number | null;
  week: number;
  weeks: number;
  exerciseName: (exerciseId: string) => string | undefined;
}

function TodayDay({ day, dayIndex, week, weeks, exerciseName }: TodayDayProps) {
  const where = m.plans_view_week_of({ week, weeks });
  if (!day || day.rest || dayIndex === null) {
    return (
      <>
        <p className={styles.kicker}>
          {day && dayIndex !== null ? `${where} · ${formatDayTitle(dayIndex, day.name)}` : where}
        </p>
        <p className={styles.lead}>{m.plans_format_rest_day()}</p>
        <p className={styles.muted}>{m.plans_view_rest_body()}</p>
      </>
    );
  }
  return (
    <>
      <p className={styles.kicker}>{`${where} · ${formatDayTitle(dayIndex, day.name)}`}</p>
      {day.blocks.length === 0 ? (
        <p className={styles.muted}>{m.plans_view_day_empty()}</p>
      ) : (
        <ol className={styles.entries}>
          {day.blocks.flatMap((block, blockIndex) =>
            block.entries.map((entry, entryIndex) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.label}>{entryLabel(blockIndex, entryIndex, block.entries.length)}</span>
                <span className={styles.name}>{exerciseName(entry.exerciseId) ?? m.plans_view_exercise_missing()}</span>
                <span className={styles.sets}>{m.plans_today_sets({ count: entry.sets.length })}</span>
              </li>
            )),
          )}
        </ol>
      )}
    </>
  );
}
