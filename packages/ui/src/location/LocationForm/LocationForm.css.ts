import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';

export const layout = style({
  display: 'grid',
  gap: space[6],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const pair = style({
  display: 'grid',
  gap: space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const inputSpinner = style({
  position: 'absolute',
  insetInlineEnd: space[3],
  width: '18px',
  height: '18px',
  borderRadius: radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 700ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2s' } },
});

export const notice = style({
  margin: `calc(-1 * ${space[2]}) 0 0`,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="error"]': { color: vars.color.dangerText, fontWeight: fontWeight.medium },
    // Kept in the page while empty, so the live region exists before its first message.
    '&[data-empty]': visuallyHiddenRules,
  },
});

export const empty = style({
  padding: `${space[2]} ${space[3]}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const suggestion = style({ minWidth: 0 });

export const suggestionName = style({ fontWeight: fontWeight.semibold });

export const suggestionRegion = style({ color: vars.color.textMuted });

export const summary = style({ minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: space[3], margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const term = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const detail = style({ margin: 0, fontSize: fontSize.md, overflowWrap: 'anywhere' });

export const mutedDetail = style([detail, { fontSize: fontSize.sm, color: vars.color.textMuted }]);
