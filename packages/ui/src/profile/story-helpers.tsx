import { useState, type ReactNode } from 'react';
import type { LanguageCode } from '@spotter/domain';
import { Checkbox, CheckboxGroup } from '../primitives/Checkbox/index.ts';
import type { SectionFieldsProps } from './types.ts';
import type { LanguagesFieldProps } from './ClientGoals/index.ts';

/* Stories of the section fields share a controlled host, as the editor section would be. */

export interface FieldsHostProps<T> {
  initial: T;
  errors?: Record<string, string[]>;
  isDisabled?: boolean;
  /** Called with every change, so play functions can check what the section would receive. */
  onChange?: (next: T) => void;
  render: (fields: SectionFieldsProps<T>) => ReactNode;
}

/** Holds the values like the section does, so the fields can be typed into. */
export function FieldsHost<T>({ initial, errors = {}, isDisabled, onChange, render }: FieldsHostProps<T>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {render({
        value,
        onChange: (next) => {
          setValue(next);
          onChange?.(next);
        },
        errors,
        isDisabled,
        isDirty: value !== initial,
      })}
    </>
  );
}

const storyLanguages: { code: LanguageCode; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'bs', label: 'Bosnian' },
  { code: 'de', label: 'German' },
];

/** A plain stand-in for the MultiLanguageSelector in stories: three languages as checkboxes. */
export function StoryLanguages({ value, onChange, label, errorMessage, isDisabled }: LanguagesFieldProps) {
  return (
    <CheckboxGroup
      label={label}
      orientation="horizontal"
      value={value}
      onChange={(codes) => onChange(codes as LanguageCode[])}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {storyLanguages.map((language) => (
        <Checkbox key={language.code} value={language.code} label={language.label} />
      ))}
    </CheckboxGroup>
  );
}
