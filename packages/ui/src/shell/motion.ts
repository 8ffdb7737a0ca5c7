import type { StyleRule } from '@vanilla-extract/css';
import { media } from '../theme/tokens.ts';

/**
 * An overlay's entrance (and exit) animation, played in react-aria's `data-entering` and
 * `data-exiting` states; none for people who ask for reduced motion.
 */
export function overlayAnimation(entering: string, exiting?: string): Pick<StyleRule, 'selectors' | '@media'> {
  const animated = exiting ? '&[data-entering], &[data-exiting]' : '&[data-entering]';
  return {
    selectors: {
      '&[data-entering]': { animation: entering },
      ...(exiting ? { '&[data-exiting]': { animation: exiting } } : {}),
    },
    '@media': { [media.reducedMotion]: { selectors: { [animated]: { animation: 'none' } } } },
  };
}
