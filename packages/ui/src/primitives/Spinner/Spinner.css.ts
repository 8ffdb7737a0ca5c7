import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, media, space } from '../../theme/tokens.ts';

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const circle = recipe({
  base: {
    flexShrink: 0,
    borderRadius: '50%',
    border: `2px solid ${vars.color.border}`,
    borderTopColor: vars.color.primary,
    animation: `${spin} 700ms linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2s' } },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      medium: { width: '24px', height: '24px', borderWidth: '3px' },
      large: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
