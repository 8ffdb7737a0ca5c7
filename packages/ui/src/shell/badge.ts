import { vars } from '../theme/contract.css.ts';

/** Where a corner badge sits on its icon. */
interface Corner {
  top: string;
  insetInlineStart?: string;
  insetInlineEnd?: string;
}

/** A count badge made small to sit on an icon's corner, ringed in the surface colour to stand off it. */
export function cornerBadge(corner: Corner) {
  return {
    position: 'absolute',
    ...corner,
    minWidth: '18px',
    height: '18px',
    fontSize: '0.6875rem',
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  } as const;
}
