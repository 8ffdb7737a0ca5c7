import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, space } from '@spotter/ui/theme/tokens.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const waiting = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const heading = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });

export const waitingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
