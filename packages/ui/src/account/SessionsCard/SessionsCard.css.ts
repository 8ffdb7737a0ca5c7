import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, radius, space } from '../../theme/tokens.ts';

export const loading = style({ display: 'flex', alignItems: 'center', gap: space[2], margin: 0 });

export const retry = style({ marginTop: space[2] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  padding: space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  selectors: { '&[data-current]': { background: vars.color.surfaceSunken } },
});

export const device = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flex: 'none',
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const details = style({ display: 'grid', gap: space[1], flex: '1 1 12rem', minWidth: 0 });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const name = style({ fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });
