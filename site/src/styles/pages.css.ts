import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';

export const skipLink = style({
  position: 'absolute',
  left: space[2],
  top: '-100px',
  padding: space[2],
  background: vars.color.surface,
  zIndex: 1000,
  selectors: { '&:focus': { top: space[2] } },
});

/** The frame of sign-in and public pages: header, the page, footer. */
export const siteShell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  background: `radial-gradient(1200px 600px at 10% -10%, ${vars.color.primarySoft}, transparent), ${vars.color.background}`,
});

export const siteHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[3]} ${space[4]}`,
  '@media': { [media.tablet]: { padding: `${space[4]} ${space[8]}` } },
});

/** The link around the product logo on server-rendered pages (the logo itself is the app's LogoHeader). */
export const brandLink = style({
  display: 'inline-flex',
  borderRadius: radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

export const authMain = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${space[4]} ${space[4]} ${space[12]}`,
  '@media': { [media.tablet]: { alignItems: 'center', paddingTop: space[8] } },
});

export const authCard = style({
  width: '100%',
  maxWidth: '440px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.md,
  padding: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[5],
  '@media': { [media.tablet]: { padding: space[8] } },
});

export const title = style({ fontSize: fontSize['2xl'], lineHeight: 1.2, fontWeight: fontWeight.bold });
export const subtitle = style({ color: vars.color.textMuted, marginTop: space[1] });
export const switchLine = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: fontSize.sm });

export const footer = style({
  padding: `${space[5]} ${space[4]}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[3],
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', padding: `${space[5]} ${space[8]}` },
  },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space[1]} ${space[2]}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  display: 'inline-block',
  // A comfortable touch target on phones (WCAG 2.5.8).
  padding: `${space[2]} ${space[2]}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, textDecoration: 'none' },
  },
});

export const hero = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${space[12]} ${space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  textAlign: 'center',
  alignItems: 'center',
});

export const heroTitle = style({
  fontSize: fontSize['3xl'],
  lineHeight: 1.1,
  fontWeight: fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: '3rem' } },
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3], justifyContent: 'center' });

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
});

export const langForm = style({ display: 'flex', alignItems: 'center', gap: space[2] });

export const figureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const figureCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  boxShadow: vars.shadow.sm,
});

export const figureTitle = style({ fontSize: fontSize.md, fontWeight: fontWeight.semibold, lineHeight: 1.3 });

export const figureTitleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
});

export const figureArrow = style({ color: vars.color.primary, marginInlineStart: space[1] });

export const figureValue = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space[2],
  fontSize: fontSize['3xl'],
  fontWeight: fontWeight.bold,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

export const figureScale = style({ fontSize: fontSize.md, fontWeight: fontWeight.medium, color: vars.color.textMuted });

export const figureDetail = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const figureNext = style({
  marginTop: 'auto',
  paddingTop: space[3],
  borderTop: `1px dashed ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[1],
  fontSize: fontSize.sm,
});

export const figureNextLink = style({
  display: 'inline-block',
  paddingBlock: space[1],
  fontWeight: fontWeight.semibold,
  textUnderlineOffset: '3px',
});

/** Long-form pages (privacy, terms): a readable measure and calm spacing. */
export const legal = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${space[8]} ${space[4]} ${space[12]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  lineHeight: 1.6,
  '@media': { [media.tablet]: { padding: `${space[12]} ${space[6]} ${space[16]}` } },
});

export const legalHeader = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const legalSection = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const legalHeading = style({ fontSize: fontSize.xl, lineHeight: 1.25, fontWeight: fontWeight.bold });

export const legalList = style({
  margin: 0,
  paddingInlineStart: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const legalContents = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: `${space[4]} ${space[5]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const legalContentsTitle = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
});

export const legalContentsList = style({
  margin: 0,
  paddingInlineStart: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const contactLink = style({
  fontWeight: fontWeight.semibold,
  wordBreak: 'break-all',
  textUnderlineOffset: '3px',
});

/** A one-time note above a dashboard page (the account was reactivated by signing in). */
export const notice = style({
  maxWidth: `calc(960px - 2 * ${space[6]})`,
  margin: `${space[6]} ${space[6]} 0`,
  '@media': { [media.tablet]: { marginInline: 'auto' } },
});

/** A notice above an auth form (a password changed, a link sent): what happened, not an error. */
export const authNotice = style({
  padding: space[3],
  borderRadius: radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
});

/** The link under a password field that leads to a reset, at the form's end edge. */
export const authAside = style({ textAlign: 'end', fontSize: fontSize.sm, marginTop: `calc(-1 * ${space[2]})` });

/** The development mailbox: a plain table of kept messages and one message's text. */
export const mailboxTable = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${mailboxTable} th, ${mailboxTable} td`, {
  textAlign: 'start',
  padding: space[2],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const mailboxFrame = style({
  width: '100%',
  minHeight: '480px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: '#fff',
});
export const mailboxText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
