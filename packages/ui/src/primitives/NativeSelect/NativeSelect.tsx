import { useId } from 'react';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import type { FieldOption } from '../Field/index.ts';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps {
  label: string;
  /** The options, in display order. */
  items: readonly FieldOption[];
  /** The chosen option's id, or null while none is chosen (controlled). */
  value: string | null;
  onChange: (id: string | null) => void;
  name?: string;
  /** Shown while nothing is chosen; defaults to the localized "Select an option". */
  placeholder?: string;
  description?: string;
  /** Shown (and announced) while set. */
  errorMessage?: string;
  /** Marks the select invalid (also implied by an error message). */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A labelled single-choice dropdown that is the browser's own select: no script of its own, the
 * platform's picker on phones (a wheel on iOS, a sheet on Android). For long plain lists such as
 * years; use Select where options need more than text.
 */
export function NativeSelect({
  label,
  items,
  value,
  onChange,
  name,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  className,
}: NativeSelectProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(shared.field, className)}>
      <label htmlFor={id} className={shared.label}>
        {label}
      </label>
      <div className={styles.box}>
        <select
          id={id}
          name={name}
          className={cx(shared.input, styles.select)}
          value={value ?? ''}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || errorMessage ? true : undefined}
          aria-describedby={describedBy}
          data-placeholder={value === null ? '' : undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          <option value="" disabled={isRequired} className={styles.option}>
            {placeholder ?? m.common_select_placeholder()}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id} disabled={item.isDisabled} className={styles.option}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} size={20} />
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.fieldError} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
