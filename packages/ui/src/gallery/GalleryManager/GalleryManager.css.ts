import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const messageList = style({ margin: 0, paddingInlineStart: space[5], display: 'grid', gap: space[1] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[4]}`,
});

export const count = style({
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const reorderHint = style({ fontSize: fontSize.sm, color: vars.color.textMuted, flex: '1 1 16rem' });

export const saveArea = style({ display: 'flex', alignItems: 'center', gap: space[3], marginInlineStart: 'auto' });

export const unsaved = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const tabCount = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  padding: `0 ${space[2]}`,
  borderRadius: radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
