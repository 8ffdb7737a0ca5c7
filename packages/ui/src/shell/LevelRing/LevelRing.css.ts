import { createVar, style, styleVariants } from '@vanilla-extract/css';
import type { LevelBand } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { centred } from '../../styles/controls.ts';
import { fontWeight, media, radius } from '../../theme/tokens.ts';

/** Ring geometry per size, in px. `content` matches the Avatar of the same size. */
export const ringGeometry = {
  sm: { content: 32, stroke: 3, gap: 2, badge: 16, badgeFont: 10 },
  md: { content: 40, stroke: 3, gap: 2, badge: 18, badgeFont: 11 },
  lg: { content: 64, stroke: 5, gap: 3, badge: 24, badgeFont: 13 },
} as const;

export type LevelRingSize = keyof typeof ringGeometry;

const ringBox = (g: (typeof ringGeometry)[LevelRingSize]) => g.content + 2 * (g.stroke + g.gap);

const ringColor = createVar();

/**
 * One colour per band. Each has a relative luminance between 0.17 and 0.25, so it keeps at least
 * 3:1 against every surface of both themes (white … #f1f5f9 light, #0b1120 … #1f2937 dark).
 */
export const band = styleVariants({
  starter: { vars: { [ringColor]: '#0284c7' } },
  rising: { vars: { [ringColor]: '#059669' } },
  strong: { vars: { [ringColor]: '#8b5cf6' } },
  elite: { vars: { [ringColor]: '#ea580c' } },
  legend: { vars: { [ringColor]: '#db2777' } },
} satisfies Record<LevelBand, unknown>);

export const root = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const size = styleVariants(ringGeometry, (g) => ({ width: `${ringBox(g)}px`, height: `${ringBox(g)}px` }));

/** The SVG and the content share one grid cell, so the content sits in the ring's centre. */
export const ring = style({ gridArea: '1 / 1', display: 'block', overflow: 'visible' });

export const content = style({
  gridArea: '1 / 1',
  ...centred,
  borderRadius: radius.full,
});

export const track = style({ stroke: vars.color.border, fill: 'none' });

export const arc = style({
  stroke: ringColor,
  fill: 'none',
  strokeLinecap: 'round',
  transition: 'stroke-dasharray 400ms ease-out',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const badge = style({
  position: 'absolute',
  insetInlineEnd: '-2px',
  bottom: '-2px',
  ...centred,
  boxSizing: 'border-box',
  paddingInline: '3px',
  borderRadius: radius.full,
  border: `2px solid ${ringColor}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const badgeSize = styleVariants(ringGeometry, (g) => ({
  minWidth: `${g.badge}px`,
  height: `${g.badge}px`,
  fontSize: `${g.badgeFont}px`,
}));

/** Without content the level number sits in the middle of the ring instead of in a badge. */
export const centreNumber = style({
  gridArea: '1 / 1',
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

export const centreNumberSize = styleVariants(ringGeometry, (g) => ({ fontSize: `${Math.round(g.content * 0.4)}px` }));
