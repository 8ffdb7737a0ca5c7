import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens.ts';
import { atInputEnd, inputIconButton, stack, toggleChip, toggleChipStates } from '../../styles/controls.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const root = style(stack(space[5]));

export const controls = style({
  ...stack(space[4]),
  padding: space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: space[5] } },
});

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space[3],
});

export const search = style({ flex: '1 1 16rem' });

export const searchBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: space[3],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingInlineStart: '2.5rem',
  paddingInlineEnd: '3rem',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

/** Gone while the field is empty (react-aria marks the field `data-empty`). */
export const clearSearch = style({
  ...inputIconButton,
  ...atInputEnd,
  selectors: {
    ...inputIconButton.selectors,
    '[data-empty] &': { display: 'none' },
    [focusVisible]: { ...focusRing, outlineOffset: '-2px' },
  },
});

export const create = style({ flex: 'none' });

export const scopes = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const scope = style({
  ...toggleChip,
  outline: 'none',
  selectors: { ...toggleChipStates, [focusVisible]: focusRing },
});

/** Two columns on a phone, four where there is room. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))',
  gap: `${space[3]} ${space[4]}`,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[3]}`,
  minHeight: '36px',
  paddingTop: space[3],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-empty]': { minHeight: 0, marginTop: `calc(-1 * ${space[4]})`, paddingTop: 0, borderTop: 'none' },
  },
});

export const count = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const active = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const clear = style({ marginInlineStart: 'auto' });

const gridContainer = createContainer();

/** The columns follow the room the list has: one on phones, two on tablets, three on a desktop's width. */
export const container = style({ containerName: gridContainer, containerType: 'inline-size' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`${gridContainer} (min-width: 34rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[4] },
    [`${gridContainer} (min-width: 58rem)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const errorBody = style({ ...stack(space[2]), alignItems: 'flex-start' });

export const errorText = style({ margin: 0 });

export const empty = style({
  ...stack(space[3]),
  alignItems: 'center',
  padding: `${space[8]} ${space[4]}`,
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
});

export const emptyBody = style({ margin: 0, fontSize: fontSize.sm, maxWidth: '48ch' });

export const skeleton = style(stack(space[4]));

export const ghost = style({
  display: 'flex',
  gap: space[3],
  padding: space[3],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: space[4], gap: space[4] } },
});

export const ghostMedia = style({
  flex: 'none',
  width: '76px',
  height: '76px',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const ghostLines = style({ ...stack(space[2]), flex: 1, paddingTop: space[1] });

export const ghostLine = style({
  display: 'block',
  height: '0.8rem',
  width: '85%',
  borderRadius: radius.sm,
  background: vars.color.surfaceSunken,
});

export const ghostShort = style({ width: '55%' });

export const ghostShorter = style({ width: '40%' });
