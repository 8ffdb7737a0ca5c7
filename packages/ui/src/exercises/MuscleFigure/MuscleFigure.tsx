import type { Muscle } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { listFormat } from '../../i18n/formatters.ts';
import { cx } from '../../styles/cx.ts';
import { muscleLabels } from '../labels.ts';
import { absRows, backMuscles, figureSize, frontMuscles, head, silhouette } from './shapes.ts';
import * as styles from './MuscleFigure.css.ts';

export const muscleFigureSizes = ['small', 'large'] as const;
export type MuscleFigureSize = (typeof muscleFigureSizes)[number];

export interface MuscleFigureProps {
  /** Drawn in the theme's accent. */
  primary: readonly Muscle[];
  /** Drawn lighter. */
  secondary?: readonly Muscle[];
  /** `small` for a card's icon (64 px tall), `large` for an exercise's page (with "Front" and "Back"). */
  size?: MuscleFigureSize;
  /** Hides the figure from screen readers where the muscles are named in text beside it (a card). */
  decorative?: boolean;
  className?: string;
}

type Emphasis = 'primary' | 'secondary';

const mirrored = `matrix(-1 0 0 1 ${figureSize.width} 0)`;
const captionHeight = 16;

/**
 * A body from the front and from the back, side by side, in which each muscle group is a region:
 * the primary muscles filled in the accent colour, the secondary ones lighter, the rest neutral.
 * Screen readers hear the muscles named (role img).
 */
export function MuscleFigure({ primary, secondary = [], size = 'small', decorative, className }: MuscleFigureProps) {
  const emphasisOf = (muscle: Muscle): Emphasis | undefined =>
    primary.includes(muscle) ? 'primary' : secondary.includes(muscle) ? 'secondary' : undefined;
  const large = size === 'large';
  const width = figureSize.width * 2 + figureSize.gap;
  const height = figureSize.height + (large ? captionHeight : 0);
  const label = decorative ? undefined : figureLabel(primary, secondary);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={cx(styles.figure, className)}
      data-size={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <View muscles={frontMuscles} emphasisOf={emphasisOf} caption={large ? m.exercises_figure_front() : null} />
      <g transform={`translate(${figureSize.width + figureSize.gap} 0)`}>
        <View muscles={backMuscles} emphasisOf={emphasisOf} caption={large ? m.exercises_figure_back() : null} />
      </g>
    </svg>
  );
}

interface ViewProps {
  muscles: Partial<Record<Muscle, string>>;
  emphasisOf: (muscle: Muscle) => Emphasis | undefined;
  caption: string | null;
}

function View({ muscles, emphasisOf, caption }: ViewProps) {
  return (
    <>
      <ellipse {...head} className={styles.body} />
      <path d={silhouette} className={styles.body} />
      <path d={silhouette} className={styles.body} transform={mirrored} />
      {(Object.entries(muscles) as Array<[Muscle, string]>).map(([muscle, shape]) => (
        <g key={muscle} data-muscle={muscle} data-emphasis={emphasisOf(muscle)} className={styles.muscle}>
          <path d={shape} />
          <path d={shape} transform={mirrored} />
          {muscle === 'abs' ? (
            <>
              <path d={absRows} className={styles.detail} />
              <path d={absRows} className={styles.detail} transform={mirrored} />
            </>
          ) : null}
        </g>
      ))}
      {caption ? (
        <text
          x={figureSize.width / 2}
          y={figureSize.height + captionHeight - 3}
          textAnchor="middle"
          className={styles.caption}
        >
          {caption}
        </text>
      ) : null}
    </>
  );
}

/** "Primary muscles: chest and triceps. Secondary muscles: shoulders." in the reader's language. */
export function figureLabel(primary: readonly Muscle[], secondary: readonly Muscle[]): string {
  const list = listFormat(getLocale(), { type: 'conjunction' });
  const names = (muscles: readonly Muscle[]) => list.format(muscles.map((muscle) => muscleLabels[muscle]()));
  if (primary.length > 0 && secondary.length > 0) {
    return m.exercises_figure_label({ primary: names(primary), secondary: names(secondary) });
  }
  if (primary.length > 0) return m.exercises_figure_label_primary({ primary: names(primary) });
  if (secondary.length > 0) return m.exercises_figure_label_secondary({ secondary: names(secondary) });
  return m.exercises_figure_label_none();
}
