import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const certifications = style(stack(space[4]));

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const empty = style({
  margin: 0,
  padding: space[6],
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const list = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
});

export const rowMain = style(stack(space[1]));

export const rowTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const name = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const rowDocuments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[4]}`,
  margin: `${space[1]} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const rowActions = style({ display: 'flex', gap: space[2], flex: 'none' });

export const form = style(stack(space[4]));

export const bannerText = style({ margin: 0 });

export const documents = style({ ...stack(space[2]), margin: 0, padding: 0, border: 'none' });

export const legend = style({
  padding: 0,
  marginBottom: space[1],
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const documentList = style({ ...stack(space[1]), margin: 0, padding: 0, listStyle: 'none' });

export const documentRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  paddingInlineStart: space[3],
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const document = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space[2],
  minWidth: 0,
});

export const documentLink = style({
  color: vars.color.primary,
  fontWeight: fontWeight.medium,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const documentMeta = style({ fontSize: fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const problems = style({ margin: 0, paddingInlineStart: space[4] });

export const fieldError = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: fontWeight.medium,
});

export const addDocuments = style({ alignSelf: 'flex-start', gap: space[2] });

/** A button under a banner's message (Reload page). */
export const bannerAction = style({ marginTop: space[2] });
