import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, radius } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const link = recipe({
  base: {
    color: vars.color.primary,
    borderRadius: radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    transition: 'color 120ms, text-decoration-color 120ms',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { color: vars.color.primaryHover },
      [focusVisible]: focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
      '&[data-current]': { color: vars.color.text, fontWeight: fontWeight.semibold, cursor: 'default' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined so it is not told apart by colour alone. */
      inline: { textDecoration: 'underline', textDecorationThickness: '1px' },
      /** On its own (navigation, "See all"): bolder, underlined on hover. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.25em',
        fontWeight: fontWeight.semibold,
        textDecoration: 'none',
        selectors: {
          [`&[data-hovered]:not([data-disabled]), ${focusVisible}`]: { textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
