import type { TrainerCard as TrainerCardData } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { cx } from '../../styles/cx.ts';
import { TrainerCard } from '../TrainerCard/index.ts';
import * as styles from './TrainerCardGrid.css.ts';

export interface TrainerCardGridProps {
  trainers: readonly TrainerCardData[];
  /** Each trainer's public page, e.g. `(trainer) => \`/trainers/${trainer.slug}\``. */
  hrefOf: (trainer: TrainerCardData) => string;
  /** Level of the cards' name headings, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Names the list for screen readers; "Trainers" when left out. */
  label?: string;
  className?: string;
}

/** Trainer cards in a list: one column on phones, two on tablets, three on a desktop's full width. */
export function TrainerCardGrid({ trainers, hrefOf, headingLevel = 3, label, className }: TrainerCardGridProps) {
  return (
    <div className={cx(styles.container, className)}>
      <ul role="list" aria-label={label ?? m.nav_trainers()} className={styles.grid}>
        {trainers.map((trainer) => (
          <li key={trainer.id} className={styles.item}>
            <TrainerCard trainer={trainer} href={hrefOf(trainer)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
