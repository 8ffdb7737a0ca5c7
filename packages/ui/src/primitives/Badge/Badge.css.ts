import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[1],
    borderRadius: radius.full,
    fontSize: fontSize.xs,
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    kind: {
      /** A small solid pill with a number, e.g. unread messages. */
      count: { minWidth: '20px', height: '20px', padding: `0 ${space[1]}` },
      /** A soft label such as "Verified" or "Pending". */
      status: { minHeight: '22px', padding: `${space[1]} ${space[2]}`, border: '1px solid transparent' },
    },
    tone: {
      neutral: {},
      success: {},
      warning: {},
      danger: {},
      info: {},
    },
  },
  compoundVariants: [
    {
      variants: { kind: 'status', tone: 'neutral' },
      style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
    },
    {
      variants: { kind: 'status', tone: 'success' },
      style: { background: vars.color.successSoft, color: vars.color.success },
    },
    {
      variants: { kind: 'status', tone: 'warning' },
      style: { background: vars.color.warningSoft, color: vars.color.warning },
    },
    {
      variants: { kind: 'status', tone: 'danger' },
      style: { background: vars.color.dangerSoft, color: vars.color.dangerText },
    },
    { variants: { kind: 'status', tone: 'info' }, style: { background: vars.color.infoSoft, color: vars.color.info } },
    {
      variants: { kind: 'count', tone: 'neutral' },
      style: { background: vars.color.text, color: vars.color.textInverse },
    },
    {
      variants: { kind: 'count', tone: 'success' },
      style: { background: vars.color.success, color: vars.color.textInverse },
    },
    {
      variants: { kind: 'count', tone: 'warning' },
      style: { background: vars.color.warning, color: vars.color.textInverse },
    },
    {
      variants: { kind: 'count', tone: 'danger' },
      style: { background: vars.color.danger, color: vars.color.textInverse },
    },
    {
      variants: { kind: 'count', tone: 'info' },
      style: { background: vars.color.info, color: vars.color.textInverse },
    },
  ],
  defaultVariants: { kind: 'status', tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
