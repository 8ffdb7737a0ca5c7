import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { cx, withClassName } from '../../styles/cx.ts';
import { CheckIcon, ChevronDownIcon } from '../../icons/index.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'selectionMode'>, FieldMessages {
  label: string;
  /** The options, in display order. */
  items: readonly SelectOption[];
  /** Shown while nothing is chosen; defaults to the localized "Select an option". */
  placeholder?: string;
}

/** A labelled single-choice dropdown over a short, fixed list of options. */
export function Select({ label, items, description, errorMessage, placeholder, className, ...props }: SelectProps) {
  const disabledKeys = props.disabledKeys ?? items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaSelect
      {...props}
      disabledKeys={disabledKeys}
      placeholder={placeholder ?? m.common_select_placeholder()}
      className={withClassName(className, shared.field, styles.select)}
    >
      <Label className={shared.label}>{label}</Label>
      <Button className={cx(shared.input, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} size={20} />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={shared.popover}>
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={shared.listBoxItem}>
              {item.label}
              <CheckIcon className={styles.check} size={18} strokeWidth={2.5} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
