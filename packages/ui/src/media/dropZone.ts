import { focusRing } from '../styles/focus.ts';
import { vars } from '../theme/contract.css.ts';
import { radius } from '../theme/tokens.ts';

/** The dashed frame of a file drop zone (media fields and the gallery). */
export const dropZoneFrame = {
  borderRadius: radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  outline: 'none',
  transition: 'border-color 120ms, background-color 120ms',
} as const;

/** How a media field's drop zone answers the pointer, a file held over it and keyboard focus. */
export const dropZoneStates = {
  '&[data-hovered]': { borderColor: vars.color.primary },
  '&[data-drop-target]': { borderColor: vars.color.primary, borderStyle: 'solid', background: vars.color.primarySoft },
  '&[data-focus-visible]': focusRing,
} as const;
