import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  Label,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { FieldFooter, FieldOptions, disabledOptionIds, type FieldMessages, type FieldOption } from '../Field/index.ts';
import * as styles from './ComboBox.css.ts';

export type ComboBoxOption = FieldOption;

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
  const disabledKeys = props.disabledKeys ?? disabledOptionIds(items);
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
      <FieldOptions renderEmptyState={() => <div className={styles.empty}>{m.common_no_results()}</div>} />
    </AriaComboBox>
  );
}
