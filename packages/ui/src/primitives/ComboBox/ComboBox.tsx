import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<ComboBoxOption, 'single'>,
  'children' | 'items' | 'defaultItems' | 'selectionMode'
> {
  label: string;
  /** All options; the list is filtered as the user types (see `defaultFilter`). */
  items: readonly ComboBoxOption[];
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
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
      className={composeRenderProps(className, (cls) => [shared.field, styles.comboBox, cls].filter(Boolean).join(' '))}
    >
      <Label className={shared.label}>{label}</Label>
      <div className={styles.inputWrap}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.trigger}>
          <svg
            className={styles.chevron}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={shared.fieldError}>{errorMessage}</FieldError>
      <Popover className={shared.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{m.common_no_results()}</div>}
        >
          {(item: ComboBoxOption) => (
            <ListBoxItem id={item.id} textValue={item.label} className={shared.listBoxItem}>
              {item.label}
              <svg
                className={styles.check}
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M5 12.5 10 17 19 7" />
              </svg>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
