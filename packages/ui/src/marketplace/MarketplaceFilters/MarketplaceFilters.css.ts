import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';
import { focusRing } from '../../styles/focus.ts';

/**
 * The secondary filters' disclosure: folded below the desktop breakpoint; from it up, where the
 * browser lets the closed content be shown (`::details-content`), there is nothing to fold and the
 * toggle goes. A browser without it keeps the toggle on desktops too.
 */
const unfoldable = `selector(::details-content)`;

export const more = style({
  '@supports': {
    [unfoldable]: {
      '@media': {
        [media.desktop]: { selectors: { '&::details-content': { contentVisibility: 'visible' } } },
      },
    },
  },
});

export const form = style({
  ...stack(space[4]),
  padding: space[4],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: space[5] } },
});

/** As many columns as the room allows, so the form fits a sidebar as well as the page's width. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: `${space[3]} ${space[4]}`,
  alignItems: 'start',
});

/** A field with something under it (the specialty and "Matches my goals"). */
export const group = style(stack(space[1]));

export const textInput = style({
  selectors: {
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});

export const checkRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '44px',
  fontSize: fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const checkbox = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const moreToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  width: '100%',
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    'details[open] > &': { marginBottom: space[4] },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
  '@supports': { [unfoldable]: { '@media': { [media.desktop]: { display: 'none' } } } },
});

export const moreChevron = style({
  flex: 'none',
  color: vars.color.textMuted,
  transition: 'transform 160ms',
  selectors: { [`details[open] > ${moreToggle} &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${space[3]} ${space[4]}`,
  paddingTop: space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const sort = style({ flex: '1 1 13rem', maxWidth: '20rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[4]}`,
});

export const submit = style({
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

export const clear = style({
  minHeight: '44px',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.primaryHover } },
});

export const resultCount = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
});
