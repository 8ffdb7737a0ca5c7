import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const region = style({
  position: 'fixed',
  zIndex: zIndex.toast,
  insetInline: space[3],
  bottom: space[3],
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space[2],
  outline: 'none',
  borderRadius: radius.md,
  selectors: {
    [focusVisible]: { ...focusRing, outlineOffset: '4px' },
  },
  '@media': {
    [media.tablet]: { insetInline: 'auto', insetInlineEnd: space[6], bottom: space[6], width: '380px' },
  },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `${space[3]} ${space[2]} ${space[3]} ${space[4]}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: radius.md,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animation: `${slideIn} 200ms ease-out`,
    selectors: {
      [focusVisible]: focusRing,
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  paddingBlock: '2px',
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.md });

export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const close = style({ flexShrink: 0, marginBlock: `calc(-1 * ${space[1]})` });
