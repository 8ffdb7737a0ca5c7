import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, lineHeight, radius, space } from '../../theme/tokens.ts';
import { message } from '../../styles/message.ts';
import { toneVariants } from '../../styles/tones.ts';

/** The status tone behind each banner tone. */
const bannerTones = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const;

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
    tone: toneVariants(bannerTones, (tone) => ({ background: tone.soft, borderColor: tone.solid })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: message.icon,
  variants: { tone: toneVariants(bannerTones, (tone) => ({ color: tone.solid })) },
});

export const content = style(message.content);

export const title = style(message.title);

export const body = style({ fontSize: fontSize.sm });

export const dismiss = style(message.closeButton);
