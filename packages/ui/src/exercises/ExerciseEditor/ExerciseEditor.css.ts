import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const form = style({ ...stack(space[6]), maxWidth: '60rem' });

/** A titled group of fields on a card-like surface. */
export const section = style({
  ...stack(space[4]),
  padding: space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: space[6] } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const sectionHint = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Two fields side by side from tablet width up, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A checkbox group laid out as even columns, as many as fit. */
export const choiceGrid = style({});
globalStyle(`${choiceGrid} > :nth-child(2)`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
  columnGap: space[4],
  rowGap: 0,
});

export const images = style(stack(space[3]));

export const imagesHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[2],
});

export const imagesTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const imagesCount = style({
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: space[3],
});

export const thumbnail = style({
  ...stack(space[1]),
  padding: space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.color.surface,
});

export const thumbnailActions = style({ display: 'flex', justifyContent: 'space-between', gap: space[1] });

/** The tile of an image still on its way: its name under a spinner, where the image will appear. */
export const pendingThumbnail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  aspectRatio: '4 / 3',
  padding: space[2],
  borderRadius: radius.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.dangerText,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

export const pendingNote = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted, flexBasis: '100%' });

export const bannerAction = style({ marginTop: space[2] });

export const pendingSpinner = style({ flexDirection: 'column', textAlign: 'center' });
