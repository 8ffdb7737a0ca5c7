import { createContext, useContext, type ReactNode } from 'react';
import {
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { FieldDescription, FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioGroupAppearances = ['default', 'card'] as const;
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

type Appearance = (typeof radioGroupAppearances)[number];
const AppearanceContext = createContext<Appearance>('default');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldMessages {
  label: string;
  /** `card` draws each option as a bordered, fully clickable card (e.g. client or trainer at sign-up). */
  appearance?: Appearance;
  /** `Radio` elements. */
  children: ReactNode;
}

/** A labelled set of mutually exclusive options; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  appearance = 'default',
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClassName(className, shared.field, styles.group)}>
      <Label className={shared.label}>{label}</Label>
      <div className={appearance === 'card' ? styles.cardOptions : styles.options}>
        <AppearanceContext.Provider value={appearance}>{children}</AppearanceContext.Provider>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's visible label. */
  label: ReactNode;
  /** Help text for this option, read out with it. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ label, description, className, ...props }: RadioProps) {
  const appearance = useContext(AppearanceContext);
  return (
    <RadioField {...props} className={withClassName(className, styles.radio, appearance === 'card' && styles.card)}>
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{label}</span>
      </RadioButton>
      <FieldDescription className={styles.indented}>{description}</FieldDescription>
    </RadioField>
  );
}
