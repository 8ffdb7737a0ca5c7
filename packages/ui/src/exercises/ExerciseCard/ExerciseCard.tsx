import { useId } from 'react';
import type { ExerciseSummary } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { VideoIcon } from '../../icons/index.ts';
import { listFormat } from '../../i18n/formatters.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { card as cardSurface } from '../../primitives/Card/Card.css.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { equipmentLabels, exerciseCategoryLabels, exerciseLevelLabels, muscleLabels } from '../labels.ts';
import { MuscleFigure } from '../MuscleFigure/index.ts';
import * as styles from './ExerciseCard.css.ts';

export interface ExerciseCardProps {
  exercise: ExerciseSummary;
  /** The exercise's page. The whole card links there. */
  href: string;
  /** Level of the name heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * An exercise as a list shows it: its picture (or the muscle figure when it has none), name (the
 * link; the whole card is clickable), category and level, primary muscles, equipment, and badges
 * for whose it is, archived and a video.
 */
export function ExerciseCard({ exercise, href, headingLevel = 3, className }: ExerciseCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const list = listFormat(getLocale(), { type: 'unit', style: 'short' });
  const origin =
    exercise.origin === 'own'
      ? m.exercises_card_mine()
      : exercise.origin === 'trainer'
        ? m.exercises_card_from_trainer()
        : null;

  return (
    <article
      aria-labelledby={titleId}
      className={cx(cardSurface, styles.card, className)}
      data-archived={exercise.archived || undefined}
    >
      <div className={styles.media}>
        {exercise.thumbnailUrl ? (
          <img src={exercise.thumbnailUrl} alt="" className={styles.thumbnail} loading="lazy" decoding="async" />
        ) : (
          <MuscleFigure
            primary={exercise.primaryMuscles}
            secondary={exercise.secondaryMuscles}
            size="small"
            decorative
          />
        )}
        {exercise.hasVideo ? (
          <span className={styles.videoMark}>
            <VideoIcon size={14} strokeWidth={2.25} label={m.exercises_card_video()} />
          </span>
        ) : null}
      </div>

      <div className={styles.content}>
        <Heading id={titleId} className={styles.name}>
          <a href={href} className={styles.link}>
            {exercise.name}
          </a>
        </Heading>
        <p className={styles.meta}>
          <span>{exerciseCategoryLabels[exercise.category]()}</span>
          <span aria-hidden="true"> · </span>
          <span className={visuallyHidden}>, </span>
          <span>{exerciseLevelLabels[exercise.level]()}</span>
        </p>
        <dl className={styles.facts}>
          {exercise.primaryMuscles.length > 0 ? (
            <div>
              <dt className={visuallyHidden}>{m.exercises_card_muscles()}</dt>
              <dd className={styles.muscles}>
                {list.format(exercise.primaryMuscles.map((muscle) => muscleLabels[muscle]()))}
              </dd>
            </div>
          ) : null}
          {exercise.equipment.length > 0 ? (
            <div>
              <dt className={visuallyHidden}>{m.exercises_card_equipment()}</dt>
              <dd className={styles.equipment}>
                {list.format(exercise.equipment.map((equipment) => equipmentLabels[equipment]()))}
              </dd>
            </div>
          ) : null}
        </dl>
        {origin || exercise.archived ? (
          <div className={styles.badges}>
            {origin ? <Badge tone={exercise.origin === 'own' ? 'success' : 'info'}>{origin}</Badge> : null}
            {exercise.archived ? <Badge tone="warning">{m.exercises_card_archived()}</Badge> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
