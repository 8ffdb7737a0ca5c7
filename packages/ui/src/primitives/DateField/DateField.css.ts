import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';
import { dateInput, group as pickerGroup } from '../DatePicker/DatePicker.css.ts';

/**
 * The date picker's box without its calendar button: the segments sit together as in the picker
 * (no gap between them) and the box's end padding is its own.
 */
export const group = style([pickerGroup, dateInput, { gap: 0, paddingInlineEnd: space[3], minHeight: '44px' }]);
