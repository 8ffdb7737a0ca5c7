import type { StyleRule } from '@vanilla-extract/css';
import { media } from '../theme/tokens.ts';

/**
 * Animates an element react-aria mounts and unmounts (a modal, a drawer): `enter` while it appears,
 * `exit` while it goes, neither when the user asks for reduced motion. Spread it into a style.
 */
export function enterAndExit(enter: string, exit: string) {
  return {
    selectors: { '&[data-entering]': { animation: enter }, '&[data-exiting]': { animation: exit } },
    '@media': {
      [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
    },
  } satisfies StyleRule;
}
