import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import * as shared from '../../styles/shared.css.ts';
import { atInputEnd, inputIconButton } from '../../styles/controls.ts';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
});

export const description = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const chosenList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  padding: `${space[2]} ${space[2]} ${space[2]} ${space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const gymText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const gymName = style({ fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const gymAddress = style({ fontSize: fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const limit = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const adder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const adderTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.semibold });

export const needsLocation = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text });

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  width: '100%',
  minWidth: 0,
});

export const distance = style({
  flex: 'none',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const listEmpty = style({
  padding: `${space[2]} ${space[3]}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const searchStatus = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.dangerText, fontWeight: fontWeight.medium } },
});

/** A live region that is read out but not seen. */
export const announcement = style(shared.visuallyHiddenRules);

export const notListed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space[2],
});

export const createForm = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([shared.input, { paddingRight: '44px' }]);

export const trigger = style({ ...atInputEnd, ...inputIconButton });
