import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import * as shared from '../../styles/shared.css.ts';

export const day = style({
  ...stack(space[3]),
  padding: space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surfaceSunken,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-rest]': { background: vars.color.surface, borderStyle: 'dashed' },
  },
  '@media': { [media.tablet]: { padding: space[4] } },
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[2] });

export const title = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });

export const hidden = shared.visuallyHidden;

export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[3] });

export const name = style({ flex: '1 1 12rem', minWidth: 0 });

export const restNote = style({ ...stack(space[1]), color: vars.color.textMuted });

globalStyle(`${restNote} p`, { margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const empty = style({
  margin: 0,
  padding: space[4],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const reorderBar = style({ display: 'flex', justifyContent: 'flex-end', marginBlock: `calc(-1 * ${space[2]})` });

export const blocks = style(stack(space[3]));

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const copyFields = style(stack(space[4]));
