import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `${space[3]} ${space[3]} ${space[3]} ${space[4]}`,
    borderRadius: radius.md,
    border: '1px solid transparent',
    borderInlineStartWidth: '4px',
    color: vars.color.text,
    lineHeight: lineHeight.normal,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      error: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
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
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.md });

export const body = style({ fontSize: fontSize.sm });

export const dismiss = style({ flexShrink: 0, marginBlock: `calc(-1 * ${space[1]})` });
