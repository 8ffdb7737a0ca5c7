import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  maxWidth: '100%',
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  verticalAlign: 'middle',
});

export const link = style({
  borderRadius: radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

/** Image and mark height per size (SPEC §9: small 24px, default 32px, large 40px). */
export const markSize = styleVariants(limits.logoSizesPx, (px) => ({ height: `${px}px` }));

export const mark = style({
  flex: 'none',
  display: 'block',
  width: 'auto',
  aspectRatio: '1',
  color: vars.color.primary,
});

export const markGlyph = style({ stroke: vars.color.primaryText });

export const image = style({
  flex: 'none',
  display: 'block',
  width: 'auto',
  maxWidth: '160px',
  objectFit: 'contain',
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const name = {
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.01em',
} as const;

/** The product's name is never cut: it keeps its width, and what is around it gives way. */
export const wordmark = style({
  ...name,
  flex: 'none',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  selectors: {
    [`${link}[data-hovered] &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
});

/** A trainer's title and tagline read the brand variables, which `brandThemeStyle` re-points. */
export const title = style({
  ...ellipsis,
  ...name,
  color: vars.color.brandTitle,
  selectors: {
    [`${link}[data-hovered] &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
});

export const tagline = style({
  ...ellipsis,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.tight,
  color: vars.color.brandTagline,
});

export const titleSize = styleVariants({
  small: { fontSize: fontSize.md },
  default: { fontSize: fontSize.lg },
  large: { fontSize: fontSize.xl },
});

export const taglineSize = styleVariants({
  small: { fontSize: fontSize.xs },
  default: { fontSize: fontSize.xs },
  large: { fontSize: fontSize.sm },
});

/**
 * `fit`: the logo fills the width its inline-size container gives it (the top bar's logo slot).
 * The narrowest line that holds the title in one to four lines, in em (estimated on render, the
 * same on server and browser), drives pure CSS: the largest size at which the title fits, the
 * tagline only while the title fits on one line at 14px or more, and the image only while it
 * leaves the title room for four lines at 11px.
 */
export const lineEm = [createVar(), createVar(), createVar(), createVar()] as const;
/** The tagline's one-line width in em (0 without a tagline). */
export const taglineEm = createVar();

const maxTitle = { small: fontSize.md, default: fontSize.lg, large: fontSize.xl } as const;
const taglineFont = { small: fontSize.xs, default: fontSize.xs, large: fontSize.sm } as const;

/** The largest font size at which the title fits in `lines` lines of the container's width. */
const tier = (lines: 1 | 2 | 3 | 4, cap: string) => `min(100cqi / ${lineEm[lines - 1]}, ${cap})`;

const fitFontSize = (max: string) =>
  `max(${[tier(1, max), tier(2, `min(0.875rem, ${max})`), tier(3, '0.75rem'), tier(4, '0.6875rem'), '0.5625rem'].join(', ')})`;

/** Width left for the image once the title has what four lines at 11px need. */
const imageRoom = `(100cqi - 0.5rem - ${lineEm[3]} * 0.6875rem)`;

/** The product name's one-line width in em (estimated like a title's). */
export const wordmarkEm = createVar();

/**
 * `fit` with the product's logo: the name keeps its size while the container has room for the
 * mark and the whole name, and is drawn smaller when it has not, never cut.
 */
export const fitWordmarkSize = styleVariants(maxTitle, (max, size) => ({
  fontSize: `min(${max}, (100cqi - ${limits.logoSizesPx[size]}px - ${space[2]}) / ${wordmarkEm})`,
}));

export const fitRoot = style({ flex: '0 1 auto', gap: 0 });

export const fitImage = style({
  maxWidth: `clamp(0px, (${imageRoom} - 31px) * 100, min(6rem, ${imageRoom}))`,
  marginInlineEnd: `clamp(0px, (${imageRoom} - 31px) * 100, 0.5rem)`,
});

export const fitText = style({ flex: '0 1 auto', minWidth: 0, containerType: 'inline-size' });

/** As wide as the title at full size on one line, or the tagline if that is wider; narrower when the space is. */
export const fitTextSize = styleVariants(maxTitle, (max, size) => ({
  width: `max(${lineEm[0]} * ${max} + 1px, ${taglineEm} * ${taglineFont[size]})`,
}));

export const fitTitle = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const fitTitleSize = styleVariants(maxTitle, (max) => ({ fontSize: fitFontSize(max) }));

export const fitTagline = style({
  display: 'block',
  maxHeight: `clamp(0px, (100cqi - ${lineEm[0]} * 0.875rem) * 100, 2em)`,
});
