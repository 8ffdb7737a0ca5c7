import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { focusRingInset, focusVisible } from '../../styles/focus.ts';
import { enterAndExit } from '../../styles/motion.ts';
import { fadeIn } from '../../styles/fades.css.ts';
import { viewportBackdrop } from '../../styles/overlay.ts';
import { notice } from '../../styles/tones.ts';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(16px)' },
});

export const overlay = style({
  ...viewportBackdrop(zIndex.modal),
  selectors: { '&[data-entering]': { animation: `${fadeIn} 180ms ease-out` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

/** Fills the viewport. */
export const panel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  outline: 'none',
  ...enterAndExit(`${riseIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)`, `${sinkOut} 140ms ease-in`),
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  minHeight: '60px',
  padding: `env(safe-area-inset-top, 0px) ${space[2]} 0 ${space[4]}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${space[4]} ${space[4]} calc(${space[8]} + env(safe-area-inset-bottom, 0px))`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  maxWidth: '560px',
  margin: '0 auto',
});

export const card = style({
  padding: space[4],
  borderRadius: radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-flush]': { paddingInline: space[2], paddingBottom: space[2] } },
});

export const hero = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    background: `linear-gradient(160deg, ${vars.color.primarySoft}, ${vars.color.surface} 70%)`,
  },
]);

export const identity = style({ display: 'flex', alignItems: 'center', gap: space[4], minWidth: 0 });

export const identityText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
  // An email stands in when no name is set: smaller, so it usually fits on one line.
  selectors: { '&[data-email]': { fontSize: fontSize.lg } },
});

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[2],
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: space[1],
  padding: `${space[3]} ${space[2]}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const statValue = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: 1,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ fontSize: fontSize.xs, lineHeight: 1.25, color: vars.color.textMuted });

export const offline = style(notice('warning'));

export const languageRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  paddingBlock: space[2],
});

export const rowLabel = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.sm });

export const sectionTitle = style({
  margin: `0 0 ${space[3]}`,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { [`${card}[data-flush] &`]: { paddingInline: space[2], marginBottom: space[1] } },
});

export const empty = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const achievements = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] });

export const achievement = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  padding: space[2],
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const achievementIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const achievementName = style({ flex: 1, minWidth: 0, fontWeight: fontWeight.semibold, fontSize: fontSize.sm });

export const achievementXp = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.bold,
  color: vars.color.primary,
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const info = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${space[3]} ${space[4]}`,
  margin: 0,
});

export const infoRow = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const infoLabel = style({ fontSize: fontSize.xs, color: vars.color.textMuted });

export const infoValue = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  selectors: {
    '&[data-missing]': { color: vars.color.textMuted, fontWeight: fontWeight.regular, fontStyle: 'italic' },
  },
});

// Side by side only where both labels fit whole in every language; stacked on most phones.
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: space[2],
});

/** Edit profile and Settings: marked like a current link while their page is open. */
export const action = style({
  selectors: {
    '&[data-current]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primary,
    },
  },
});

globalStyle(`${action} svg`, { flexShrink: 0 });

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '48px',
  padding: `0 ${space[2]}`,
  borderRadius: radius.md,
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-current]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: fontWeight.semibold,
    },
    [focusVisible]: focusRingInset,
  },
});

export const linkIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  flexShrink: 0,
});

export const linkLabel = style({ flex: 1, minWidth: 0 });

export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 });

export const logout = style({ color: vars.color.dangerText });
