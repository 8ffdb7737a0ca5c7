import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, radius, space } from '../theme/tokens.ts';

/** The colours of one status tone. */
export interface ToneColors {
  /** Icons, fills and borders. */
  solid: string;
  /** The pale background of a message or a status badge. */
  soft: string;
  /** Words on the soft background (danger needs a darker red than its fill to stay readable). */
  text: string;
}

/** The status tones every component draws with: badges, banners, toasts, danger menu items. */
export const tones = {
  success: { solid: vars.color.success, soft: vars.color.successSoft, text: vars.color.success },
  warning: { solid: vars.color.warning, soft: vars.color.warningSoft, text: vars.color.warning },
  danger: { solid: vars.color.danger, soft: vars.color.dangerSoft, text: vars.color.dangerText },
  info: { solid: vars.color.info, soft: vars.color.infoSoft, text: vars.color.info },
} as const satisfies Record<string, ToneColors>;

export type Tone = keyof typeof tones;

/**
 * One recipe variant per tone a component offers, under the component's own names for them
 * (a banner's `error` is the `danger` tone), each styled from that tone's colours.
 */
export function toneVariants<Name extends string>(
  toneOf: Record<Name, Tone>,
  styleFor: (colors: ToneColors) => StyleRule,
): Record<Name, StyleRule> {
  return Object.fromEntries(
    Object.entries<Tone>(toneOf).map(([name, tone]) => [name, styleFor(tones[tone])]),
  ) as Record<Name, StyleRule>;
}

/** The quiet grey of a note that is neither good nor bad news (a setting that is switched off). */
const neutral = { soft: vars.color.surfaceSunken, text: vars.color.textMuted };

/** A short boxed note inside a panel (offline, an upload failed, a setting is off) in a tone's soft colours. */
export function notice(tone: Tone | 'neutral') {
  const { soft, text } = tone === 'neutral' ? neutral : tones[tone];
  return {
    margin: 0,
    padding: `${space[2]} ${space[3]}`,
    borderRadius: radius.md,
    background: soft,
    color: text,
    fontSize: fontSize.sm,
  } satisfies StyleRule;
}
