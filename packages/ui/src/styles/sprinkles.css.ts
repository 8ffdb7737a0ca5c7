import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, space } from '../theme/tokens.ts';

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: space,
    padding: space,
    paddingBlock: space,
    paddingInline: space,
    marginBlock: space,
    marginInline: space,
  },
  shorthands: { p: ['padding'], px: ['paddingInline'], py: ['paddingBlock'] },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
