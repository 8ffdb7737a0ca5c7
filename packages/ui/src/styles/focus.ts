import { vars } from '../theme/contract.css.ts';

/**
 * Keyboard focus, whether react-aria marks it (`data-focus-visible`, hydrated islands) or only the
 * browser knows it (`:focus-visible`, pages served without JavaScript for their forms).
 */
export const focusVisible = '&[data-focus-visible], &:focus-visible';

/** The ring around a focused control, outside its edge. */
export const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** The ring inside the edge, for controls that fill a bar or a list where an outer ring is clipped. */
export const focusRingInset = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } as const;
