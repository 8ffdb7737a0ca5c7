import { style, styleVariants } from '@vanilla-extract/css';
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

export const mark = style({ flex: 'none', display: 'block', width: 'auto', aspectRatio: '1', color: vars.color.primary });

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

export const wordmark = style({
  ...ellipsis,
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  selectors: {
    [`${link}[data-hovered] &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
});

/** A trainer's title and tagline read the brand variables, which `brandThemeStyle` re-points. */
export const title = style([wordmark, { color: vars.color.brandTitle }]);

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
