import { useState } from 'react';
import {
  Input,
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { cx, withClassName } from '../../styles/cx.ts';
import { Icon } from '../../icons/index.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import { IconButton } from '../Button/Button.tsx';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldMessages {
  label: string;
  placeholder?: string;
  /** Show a button that reveals the password (type must be 'password'). */
  revealable?: boolean;
}

/** A labelled single-line text input with help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  revealable,
  type,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const effectiveType = revealable && revealed ? 'text' : type;
  return (
    <AriaTextField {...props} type={effectiveType} className={withClassName(className, shared.field)}>
      <Label className={shared.label}>{label}</Label>
      <div className={styles.inputWrap}>
        <Input placeholder={placeholder} className={cx(shared.input, revealable && styles.inputWithAction)} />
        {revealable ? (
          <IconButton
            className={styles.inlineAction}
            size="small"
            label={revealed ? m.common_hide_password() : m.common_show_password()}
            onPress={() => setRevealed((value) => !value)}
            // Lets a page that does not hydrate this field wire the same toggle with a small script.
            data-password-toggle=""
            data-label-show={m.common_show_password()}
            data-label-hide={m.common_hide_password()}
          >
            <EyeIcon open={!revealed} />
          </IconButton>
        ) : null}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <Icon size={20}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" data-eye-slash="" opacity={open ? 0 : 1} />
    </Icon>
  );
}

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'>, FieldMessages {
  label: string;
  placeholder?: string;
  /** Counts characters against this maximum; typing past it is allowed but flagged. */
  maxChars?: number;
  /** Shows a word count with this recommended range. */
  recommendedWords?: { min: number; max: number };
  rows?: number;
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** A multi-line text input with an optional live character or word counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxChars,
  recommendedWords,
  rows = 4,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [inner, setInner] = useState(defaultValue ?? '');
  const text = value ?? inner;
  const chars = [...text].length;
  const over = maxChars !== undefined && chars > maxChars;
  const words = countWords(text);
  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        setInner(next);
        onChange?.(next);
      }}
      isInvalid={props.isInvalid || over}
      className={withClassName(className, shared.field)}
    >
      <div className={styles.labelRow}>
        <Label className={shared.label}>{label}</Label>
        {maxChars !== undefined ? (
          <span className={styles.counter} data-over={over || undefined} aria-live="polite">
            {over
              ? m.counter_characters_over({ count: chars, max: maxChars, over: chars - maxChars })
              : m.counter_characters({ count: chars, max: maxChars })}
          </span>
        ) : recommendedWords ? (
          <span className={styles.counter} aria-live="polite">
            {m.counter_words_recommended({ count: words, min: recommendedWords.min, max: recommendedWords.max })}
          </span>
        ) : null}
      </div>
      <AriaTextArea rows={rows} placeholder={placeholder} className={cx(shared.input, styles.textarea)} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
