import { useId } from 'react';
import { m } from '@spotter/i18n';
import { button } from '../../primitives/Button/Button.css.ts';
import { cx } from '../../styles/cx.ts';
import type { MarketplaceWidening } from './widen.ts';
import * as styles from './MarketplaceEmpty.css.ts';

export interface MarketplaceEmptyProps {
  /** Wider searches to offer, e.g. from `marketplaceWidenings(query, action)`; may be empty. */
  widen: readonly MarketplaceWidening[];
  /** The search without any filter. */
  clearHref: string;
  /** Level of the heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a search that found nobody shows: that no trainer matches, and links to search wider. */
export function MarketplaceEmpty({ widen, clearHref, headingLevel = 2, className }: MarketplaceEmptyProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={cx(styles.empty, className)}>
      <Heading id={titleId} className={styles.title}>
        {m.marketplace_empty_title()}
      </Heading>
      {widen.length > 0 ? (
        <>
          <p className={styles.body}>{m.marketplace_empty_widen()}</p>
          <ul role="list" className={styles.links}>
            {widen.map((option) => (
              <li key={option.href}>
                <a href={option.href} className={styles.link}>
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.body}>{m.marketplace_empty_other()}</p>
      )}
      <a href={clearHref} className={cx(button({ variant: 'secondary' }), styles.clear)}>
        {m.marketplace_empty_clear()}
      </a>
    </section>
  );
}
