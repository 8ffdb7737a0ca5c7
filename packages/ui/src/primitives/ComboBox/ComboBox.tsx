import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { CheckIcon, ChevronDownIcon } from '../../icons/index.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps
  extends
    Omit<AriaComboBoxProps<ComboBoxOption, 'single'>, 'children' | 'items' | 'defaultItems' | 'selectionMode'>,
    FieldMessages {
  label: string;
  /** All options; the list is filtered as the user types (see `defaultFilter`). */
  items: readonly ComboBoxOption[];
  placeholder?: string;
}

/** A labelled text input with a filtered list of suggestions to choose from. */
export function ComboBox({ label, items, description, errorMessage, placeholder, className, ...props }: ComboBoxProps) {
  const disabledKeys = props.disabledKeys ?? items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      defaultItems={items}
      disabledKeys={disabledKeys}
      className={withClassName(className, shared.field, styles.comboBox)}
    >
      <Label className={shared.label}>{label}</Label>
      <div className={styles.inputWrap}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.trigger}>
          <ChevronDownIcon className={styles.chevron} size={20} />
        </Button>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={shared.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{m.common_no_results()}</div>}
        >
          {(item: ComboBoxOption) => (
            <ListBoxItem id={item.id} textValue={item.label} className={shared.listBoxItem}>
              {item.label}
              <CheckIcon className={styles.check} size={18} strokeWidth={2.5} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
