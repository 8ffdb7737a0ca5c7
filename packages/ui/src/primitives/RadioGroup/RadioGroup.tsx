import { createContext, useContext, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './RadioGroup.css.ts';

export const radioGroupAppearances = ['default', 'card'] as const;
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

type Appearance = (typeof radioGroupAppearances)[number];
const AppearanceContext = createContext<Appearance>('default');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
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
    <AriaRadioGroup
      {...props}
      className={composeRenderProps(className, (cls) => [shared.field, styles.group, cls].filter(Boolean).join(' '))}
    >
      <Label className={shared.label}>{label}</Label>
      <div className={appearance === 'card' ? styles.cardOptions : styles.options}>
        <AppearanceContext.Provider value={appearance}>{children}</AppearanceContext.Provider>
      </div>
      {description ? (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={shared.fieldError}>{errorMessage}</FieldError>
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
    <RadioField
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.radio, appearance === 'card' ? styles.card : '', cls].filter(Boolean).join(' '),
      )}
    >
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{label}</span>
      </RadioButton>
      {description ? (
        <Text slot="description" className={[shared.description, styles.indented].join(' ')}>
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
}
