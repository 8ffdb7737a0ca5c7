import type { ReactNode } from 'react';
import {
  FieldError,
  SwitchButton,
  SwitchField,
  Text,
  composeRenderProps,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The visible label, clickable together with the switch. */
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** An on/off setting that takes effect at once (e.g. "Accepting new clients"). */
export function Switch({ label, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (cls) => [shared.field, cls].filter(Boolean).join(' '))}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{label}</span>
      </SwitchButton>
      {description ? (
        <Text slot="description" className={[shared.description, styles.indented].join(' ')}>
          {description}
        </Text>
      ) : null}
      <FieldError className={[shared.fieldError, styles.indented].join(' ')}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
