import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tones } from '../../styles/tones.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';

const statusTones = ['success', 'warning', 'danger', 'info'] as const;

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
    tone: { neutral: {}, success: {}, warning: {}, danger: {}, info: {} },
  },
  compoundVariants: [
    {
      variants: { kind: 'status', tone: 'neutral' },
      style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
    },
    ...statusTones.map((tone) => ({
      variants: { kind: 'status' as const, tone },
      style: { background: tones[tone].soft, color: tones[tone].text },
    })),
    {
      variants: { kind: 'count', tone: 'neutral' },
      style: { background: vars.color.text, color: vars.color.textInverse },
    },
    ...statusTones.map((tone) => ({
      variants: { kind: 'count' as const, tone },
      style: { background: tones[tone].solid, color: vars.color.textInverse },
    })),
  ],
  defaultVariants: { kind: 'status', tone: 'neutral' },
});
