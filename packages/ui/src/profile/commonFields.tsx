/** Fields both profile editors' basic-info sections share: name, birth date with age, gender, contact. */
import { useEffect, useState } from 'react';
import { ageInYears, genders, type Gender } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { DateField } from '../primitives/DateField/index.ts';
import { Radio, RadioGroup } from '../primitives/RadioGroup/index.ts';
import { TextField } from '../primitives/TextField/index.ts';
import { fieldError } from './fieldErrors.ts';
import { formattedPhone, loadPhoneTools, usePhoneTools } from './phone.ts';
import * as styles from './commonFields.css.ts';

/** A required field's label: the mark is explained once at the top of the section. */
export function requiredLabel(label: string): string {
  return `${label} *`;
}

export function RequiredNote() {
  return <p className={styles.note}>{m.profile_basic_required_note()}</p>;
}

const genderLabels: Record<Gender, () => string> = { male: m.gender_male, female: m.gender_female };

interface PersonValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
}

interface PartProps<V> {
  value: V;
  onChange: (patch: Partial<V>) => void;
  errors: Record<string, string[]>;
  isDisabled?: boolean;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** First and last name, date of birth (with the age it gives) and gender, all required. */
export function PersonFields({ value, onChange, errors, isDisabled }: PartProps<PersonValues>) {
  const age = ageInYears(value.dateOfBirth);
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={requiredLabel(m.profile_basic_first_name())}
          name="firstName"
          autoComplete="given-name"
          isRequired
          value={value.firstName}
          onChange={(firstName) => onChange({ firstName })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'firstName')}
        />
        <TextField
          label={requiredLabel(m.profile_basic_last_name())}
          name="lastName"
          autoComplete="family-name"
          isRequired
          value={value.lastName}
          onChange={(lastName) => onChange({ lastName })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'lastName')}
        />
      </div>
      <div className={styles.pair}>
        <div className={styles.withAside}>
          <DateField
            label={requiredLabel(m.profile_basic_date_of_birth())}
            name="dateOfBirth"
            isRequired
            value={value.dateOfBirth}
            onChange={(dateOfBirth) => onChange({ dateOfBirth })}
            maxValue={todayIso()}
            placeholderValue="1990-01-01"
            isDisabled={isDisabled}
            {...fieldError(errors, 'dateOfBirth')}
          />
          {age !== null && age >= 0 ? (
            <span className={styles.aside} aria-live="polite">
              {m.profile_basic_age({ age: String(age) })}
            </span>
          ) : null}
        </div>
        <RadioGroup
          label={requiredLabel(m.profile_basic_gender())}
          name="gender"
          orientation="horizontal"
          isRequired
          value={value.gender}
          onChange={(gender) => onChange({ gender: gender as Gender })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'gender')}
        >
          {genders.map((gender) => (
            <Radio key={gender} value={gender} label={genderLabels[gender]()} />
          ))}
        </RadioGroup>
      </div>
    </>
  );
}

interface ContactValues {
  contactEmail: string | null;
  contactPhone: string | null;
}

/** Contact email and phone; the phone shows formatted ('+387 61 123 456') and is kept in E.164. */
export function ContactFields({
  value,
  onChange,
  errors,
  isDisabled,
  emailRequired,
}: PartProps<ContactValues> & { emailRequired: boolean }) {
  const [typing, setTyping] = useState<string | null>(null);
  const phoneTools = usePhoneTools();
  const formatted = formattedPhone(phoneTools, value.contactPhone);
  useEffect(() => {
    // A number the server did not format for this page (a draft, fresh values): format it here.
    if (formatted === null) void loadPhoneTools();
  }, [formatted]);
  const shownPhone = formatted ?? value.contactPhone ?? '';
  const emailLabel = m.profile_basic_contact_email();
  return (
    <div className={styles.pair}>
      <TextField
        label={emailRequired ? requiredLabel(emailLabel) : emailLabel}
        description={m.profile_basic_contact_email_hint()}
        name="contactEmail"
        type="email"
        autoComplete="email"
        isRequired={emailRequired}
        value={value.contactEmail ?? ''}
        onChange={(text) => onChange({ contactEmail: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'contactEmail')}
      />
      <TextField
        label={m.profile_basic_contact_phone()}
        description={m.profile_basic_contact_phone_hint()}
        name="contactPhone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={typing ?? shownPhone}
        onFocus={() => {
          setTyping(shownPhone);
          void loadPhoneTools();
        }}
        onBlur={() => setTyping(null)}
        onChange={(text) => {
          setTyping(text);
          // Kept in E.164 once the tools have loaded (they start loading on focus); until then as
          // typed: the check before sending and the server read it the same way.
          onChange({ contactPhone: phoneTools ? phoneTools.phoneAsStored(text) : text || null });
        }}
        isDisabled={isDisabled}
        {...fieldError(errors, 'contactPhone')}
      />
    </div>
  );
}
