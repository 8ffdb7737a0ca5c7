import type { ReactNode } from 'react';
import { levelBand, normaliseLevel, normaliseLevelProgress } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { cx } from '../../styles/cx.ts';
import * as styles from './LevelRing.css.ts';

export const levelRingSizes = ['sm', 'md', 'lg'] as const satisfies readonly styles.LevelRingSize[];
export type LevelRingSize = (typeof levelRingSizes)[number];

export interface LevelRingProps {
  /** The client's level; missing or invalid means level 1. */
  level?: number | null;
  /** Progress through the current level, 0–100; missing means 75 (SPEC §9). */
  progress?: number | null;
  /** Matches the Avatar sizes: sm 32px, md 40px, lg 64px inside the ring. */
  size?: LevelRingSize;
  /** What the ring surrounds, usually an Avatar of the same size. */
  children?: ReactNode;
  className?: string;
}

/**
 * A progress ring around a client's avatar with a level badge. The ring's colour follows the
 * level band; the ring itself is one image named "Level 7, 75% of level 7 complete".
 */
export function LevelRing({ level, progress, size = 'md', children, className }: LevelRingProps) {
  const value = normaliseLevel(level);
  const percent = Math.round(normaliseLevelProgress(progress));
  const band = levelBand(value);
  const geometry = styles.ringGeometry[size];
  const box = geometry.content + 2 * (geometry.stroke + geometry.gap);
  const radius = (box - geometry.stroke) / 2;
  const label = `${m.shell_level({ level: value })}, ${m.shell_level_progress({ progress: percent, level: value })}`;

  return (
    <span className={cx(styles.root, styles.size[size], styles.band[band], className)} data-band={band}>
      <svg
        className={styles.ring}
        width={box}
        height={box}
        viewBox={`0 0 ${box} ${box}`}
        role="img"
        aria-label={label}
        focusable="false"
      >
        <circle className={styles.track} cx={box / 2} cy={box / 2} r={radius} strokeWidth={geometry.stroke} />
        {percent > 0 ? (
          <circle
            className={styles.arc}
            cx={box / 2}
            cy={box / 2}
            r={radius}
            strokeWidth={geometry.stroke}
            pathLength={100}
            strokeDasharray={`${percent} 100`}
            transform={`rotate(-90 ${box / 2} ${box / 2})`}
            data-progress={percent}
          />
        ) : null}
      </svg>
      {children ? (
        <>
          <span className={styles.content}>{children}</span>
          <span className={cx(styles.badge, styles.badgeSize[size])} aria-hidden="true">
            {value}
          </span>
        </>
      ) : (
        <span className={cx(styles.centreNumber, styles.centreNumberSize[size])} aria-hidden="true">
          {value}
        </span>
      )}
    </span>
  );
}
