import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, radius } from '../../theme/tokens.ts';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radius.full,
    background: vars.color.primarySoft,
    color: vars.color.primary,
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: '0.8125rem' },
      md: { width: '40px', height: '40px', fontSize: '0.9375rem' },
      lg: { width: '64px', height: '64px', fontSize: '1.375rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});
