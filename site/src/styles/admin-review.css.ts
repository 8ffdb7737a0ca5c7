import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { breakpoints, fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';
import { visuallyHiddenRules } from '@spotter/ui/styles/shared.css.ts';

/* The admin's review queue (/admin/verifications) and a trainer's case page. */

/** Below the tablet breakpoint (media.tablet starts at it). */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 });

/** A part of the page under its own heading, set apart from the one before. */
export const block = style([section, { paddingTop: space[4] }]);

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space[2],
});

export const heading = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, lineHeight: 1.3 });

export const count = style({ color: vars.color.textMuted, fontSize: fontSize.sm, fontWeight: fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const empty = style({
  margin: 0,
  padding: space[5],
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: space[3], margin: 0, padding: 0 });
globalStyle(`${list} > li`, { listStyle: 'none' });

/** A waiting case: the trainer and their email, then the document and the day it came. */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space[2]} ${space[4]}`,
  alignItems: 'center',
  padding: space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const rowWho = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const rowLink = style({
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.primary,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  // The whole card answers a tap, not only the name (the link's box covers it).
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
globalStyle(`${row}:hover`, { borderColor: vars.color.borderStrong });

export const email = style({
  display: 'inline-block',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Label and value pairs, as many to a row as fit with room for an email address. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: `${space[2]} ${space[4]}`,
  margin: 0,
});
/** A waiting case's document and day: two short values, side by side even on phones. */
export const rowFacts = style([facts, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]);

globalStyle(`${facts} > div`, { display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${facts} dt`, {
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
globalStyle(`${facts} dd`, { margin: 0, fontSize: fontSize.sm, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

/** Whose certification it is: the label, the name linking to their case, the email (wrapping on phones). */
export const trainerLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${space[2]}`,
  margin: 0,
  fontSize: fontSize.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: space[3],
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: fontWeight.semibold,
  color: vars.color.primary,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  borderRadius: radius.sm,
  listStyle: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&::-webkit-details-marker': { display: 'none' },
    // A flex summary loses the browser's triangle: this one shows whether the list is open.
    '&::before': { content: '"▸"', display: 'inline-block', width: '1.25em', color: vars.color.textMuted },
  },
});
globalStyle(`details[open] > ${summary}::before`, { content: '"▾"' });

/** Document images side by side, as many as fit (one column on the narrowest phones). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: space[4],
  margin: 0,
  padding: 0,
});
globalStyle(`${figures} > li`, { listStyle: 'none' });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: space[2], margin: 0 });

export const figureLink = style({
  display: 'block',
  borderRadius: radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const figureImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});

export const caption = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: fontWeight.semibold,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: fontWeight.semibold,
  textUnderlineOffset: '3px',
});

export const caseHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

/** The access log: a plain table that wraps long addresses rather than scrolling sideways. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${space[2]} ${space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: fontWeight.semibold });
// On phones each opening is a short block (who, then when and what) instead of three narrow columns.
globalStyle(`${table} thead`, { '@media': { [phone]: visuallyHiddenRules } });
globalStyle(`${table} tr`, {
  '@media': { [phone]: { display: 'block', padding: `${space[2]} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${table} td`, { '@media': { [phone]: { display: 'block', padding: `0 ${space[1]}`, border: 'none' } } });
globalStyle(`${table} td:first-child`, { '@media': { [phone]: { fontWeight: fontWeight.semibold } } });

export const reason = style({
  margin: 0,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
