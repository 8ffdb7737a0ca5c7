import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, radius, space } from '@spotter/ui/theme/tokens.ts';

/** The profile editor's list of sections: chips that wrap, jumping to each section's heading. */
export const sectionNav = style({ marginTop: `-${space[2]}` });

export const sectionNavList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const sectionNavLink = style({
  display: 'inline-block',
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const sections = style({ display: 'grid', gap: space[8] });
