import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, FieldMessages {
  /** The visible label, clickable together with the switch. */
  label: ReactNode;
}

/** An on/off setting that takes effect at once (e.g. "Accepting new clients"). */
export function Switch({ label, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={withClassName(className, shared.field)}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{label}</span>
      </SwitchButton>
      <FieldFooter description={description} errorMessage={errorMessage} className={styles.indented} />
    </SwitchField>
  );
}
