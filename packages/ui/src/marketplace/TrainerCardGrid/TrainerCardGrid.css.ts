import { createContainer, style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

const gridContainer = createContainer();

/**
 * The columns follow the room the list has, not the screen: one on phones, two on tablets (or
 * beside a filter column), three on a desktop's full width.
 */
export const container = style({ containerName: gridContainer, containerType: 'inline-size' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`${gridContainer} (min-width: 34rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${gridContainer} (min-width: 58rem)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[6] },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
