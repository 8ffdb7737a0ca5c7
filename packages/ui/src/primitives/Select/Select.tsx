import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'selectionMode'> {
  label: string;
  /** The options, in display order. */
  items: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
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
      className={composeRenderProps(className, (cls) => [shared.field, styles.select, cls].filter(Boolean).join(' '))}
    >
      <Label className={shared.label}>{label}</Label>
      <Button className={[shared.input, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <ChevronIcon />
      </Button>
      {description ? (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={shared.fieldError}>{errorMessage}</FieldError>
      <Popover className={shared.popover}>
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={shared.listBoxItem}>
              {item.label}
              <CheckIcon />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

function ChevronIcon() {
  return (
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
  );
}

function CheckIcon() {
  return (
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
  );
}
