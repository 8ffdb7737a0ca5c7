import type { StyleRule } from '@vanilla-extract/css';
import { fontSize, fontWeight, space } from '../theme/tokens.ts';

/** The parts a banner and a toast share: tone icon, text column, bold title, close button at the end. */
export const message = {
  icon: { flexShrink: 0, marginTop: '2px' },
  content: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    overflowWrap: 'anywhere',
  },
  title: { fontWeight: fontWeight.semibold, fontSize: fontSize.md },
  closeButton: { flexShrink: 0, marginBlock: `calc(-1 * ${space[1]})` },
} satisfies Record<string, StyleRule>;
