import { style } from '@vanilla-extract/css';
import * as field from '../../primitives/Field/Field.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { dropZoneFrame, dropZoneStates } from '../dropZone.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const zone = style({
  display: 'flex',
  // On the narrowest phones the text and buttons go under the picture instead of out of the box.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  padding: space[3],
  ...dropZoneFrame,
  background: vars.color.surface,
  selectors: {
    ...dropZoneStates,
    '&[data-invalid]': { borderColor: vars.color.danger },
    // No fading: the guideline must keep its contrast; the disabled buttons say it cannot be used.
    '&[data-disabled]': { borderColor: vars.color.border, background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
  '@media': { [media.tablet]: { gap: space[4], padding: space[4] } },
});

export const frame = style({
  position: 'relative',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  selectors: {
    '&[data-shape="circle"]': { borderRadius: radius.full },
    '&[data-shape="square"]': { borderRadius: radius.md },
    '&[data-state="image"]': { background: vars.color.surface },
    '&[data-state="empty"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
  '@media': { [media.tablet]: { width: '96px', height: '96px' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    // A logo keeps its whole outline, on a light box with a little room around it.
    '&[data-fit="contain"]': { objectFit: 'contain', padding: space[1] },
  },
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  '@media': { [media.tablet]: { fontSize: fontSize['2xl'] } },
});

export const placeholderIcon = style({ display: 'block' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0, flex: '1 1 11rem' });

/** The field's help text, as every field shows it (FieldFooter), inside the drop zone. */
export const description = style([field.description, { margin: 0 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const dropHint = style({ fontSize: fontSize.xs, color: vars.color.textMuted });

/** The field's error, as every field shows it (FieldFooter), with an icon before it. */
export const error = style([field.fieldError, { display: 'flex', alignItems: 'flex-start', gap: space[2], margin: 0 }]);

export const errorIcon = style({ flex: 'none', marginTop: '2px' });

export const note = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });
