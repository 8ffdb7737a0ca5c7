import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { limits } from '@spotter/domain';
import { fontSize, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { message } from '../../styles/message.ts';
import { toneVariants } from '../../styles/tones.ts';

export const region = style({
  position: 'fixed',
  zIndex: zIndex.toast,
  insetInline: space[3],
  // Above the bottom navigation bar, which phones and tablets show (SPEC: 60 px).
  bottom: `calc(${limits.bottomNavHeightPx}px + env(safe-area-inset-bottom, 0px) + ${space[3]})`,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space[2],
  outline: 'none',
  borderRadius: radius.md,
  selectors: {
    [focusVisible]: { ...focusRing, outlineOffset: '4px' },
  },
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      insetInlineEnd: space[6],
      bottom: `calc(${limits.bottomNavHeightPx}px + env(safe-area-inset-bottom, 0px) + ${space[6]})`,
      width: '380px',
    },
    [media.desktop]: { bottom: space[6] },
  },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The status tone behind each toast tone. */
const toastTones = { success: 'success', error: 'danger', info: 'info' } as const;

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
    tone: toneVariants(toastTones, (tone) => ({ borderInlineStartColor: tone.solid })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: message.icon,
  variants: { tone: toneVariants(toastTones, (tone) => ({ color: tone.solid })) },
});

export const content = style({ ...message.content, paddingBlock: '2px' });

export const title = style(message.title);

export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const close = style(message.closeButton);
