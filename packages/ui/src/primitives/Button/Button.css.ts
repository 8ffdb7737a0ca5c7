import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[2],
    borderRadius: radius.md,
    border: '1px solid transparent',
    fontWeight: fontWeight.semibold,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms, transform 80ms',
    outline: 'none',
    selectors: {
      [focusVisible]: focusRing,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      small: { minHeight: '36px', padding: `0 ${space[3]}`, fontSize: fontSize.sm },
      medium: { minHeight: '44px', padding: `0 ${space[4]}`, fontSize: fontSize.md },
      large: { minHeight: '52px', padding: `0 ${space[6]}`, fontSize: fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    iconOnly: { true: { padding: 0, aspectRatio: '1' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pendingSpinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
