import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { zIndex } from '../theme/tokens.ts';

/**
 * The dimmed backdrop of a full-screen panel or drawer, at this layer. It fills the visual viewport so
 * the on-screen keyboard does not hide what it holds.
 */
export const viewportBackdrop = (layer: (typeof zIndex)[keyof typeof zIndex]) =>
  ({
    position: 'fixed',
    inset: 0,
    height: 'var(--visual-viewport-height, 100dvh)',
    zIndex: layer,
    background: vars.color.overlay,
  }) satisfies StyleRule;
