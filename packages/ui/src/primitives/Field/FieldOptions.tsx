import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { CheckIcon } from '../../icons/index.ts';
import * as styles from './Field.css.ts';

/** One choice of a Select or a ComboBox. */
export interface FieldOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

/** The ids of the options marked disabled, as react-aria's `disabledKeys`. */
export function disabledOptionIds(options: readonly FieldOption[]): string[] {
  return options.filter((option) => option.isDisabled).map((option) => option.id);
}

export interface FieldOptionsProps {
  /** The options; leave out when the field hands the list its (filtered) collection, as a ComboBox does. */
  items?: readonly FieldOption[];
  /** Shown when no option is left (a ComboBox's filter matched nothing). */
  renderEmptyState?: () => ReactNode;
}

/** The popover list of a Select or a ComboBox: each option by its label, a tick on the chosen one. */
export function FieldOptions({ items, renderEmptyState }: FieldOptionsProps) {
  return (
    <Popover className={shared.popover}>
      <ListBox className={styles.optionList} items={items} renderEmptyState={renderEmptyState}>
        {(item: FieldOption) => (
          <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
            {item.label}
            <CheckIcon className={styles.optionCheck} size={18} strokeWidth={2.5} />
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
