import {
  Button,
  Label,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { cx, withClassName } from '../../styles/cx.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { FieldFooter, FieldOptions, disabledOptionIds, type FieldMessages, type FieldOption } from '../Field/index.ts';
import * as styles from './Select.css.ts';

export type SelectOption = FieldOption;

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
  const disabledKeys = props.disabledKeys ?? disabledOptionIds(items);
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
      <FieldOptions items={items} />
    </AriaSelect>
  );
}
