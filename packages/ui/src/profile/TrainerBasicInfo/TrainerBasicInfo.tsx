import { useMemo } from 'react';
import { trainerProfileLimits, trainerSinceYears, type TrainerBasicInfo } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import { fieldError } from '../fieldErrors.ts';
import { ContactFields, PersonFields, RequiredNote, requiredLabel } from '../commonFields.tsx';
import * as styles from '../commonFields.css.ts';

/** The trainer's basic info: name, birth date and age, gender, coaching since, descriptions and contact. */
export function TrainerBasicInfoFields({ value, onChange, errors, isDisabled }: SectionFieldsProps<TrainerBasicInfo>) {
  const patch = (next: Partial<TrainerBasicInfo>) => onChange({ ...value, ...next });
  const years = useMemo(() => trainerSinceYears().map((year) => ({ id: String(year), label: String(year) })), []);
  return (
    <div className={styles.section}>
      <RequiredNote />
      <PersonFields value={value} onChange={patch} errors={errors} isDisabled={isDisabled} />
      <div className={styles.pair}>
        <NativeSelect
          label={requiredLabel(m.profile_basic_trainer_since())}
          name="trainerSince"
          items={years}
          isRequired
          value={value.trainerSince === null ? null : String(value.trainerSince)}
          onChange={(year) => patch({ trainerSince: year === null ? null : Number(year) })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'trainerSince')}
        />
      </div>
      <TextArea
        label={m.profile_basic_short_description()}
        description={m.profile_basic_short_description_hint()}
        name="shortdescription"
        rows={2}
        maxChars={trainerProfileLimits.shortDescriptionChars}
        value={value.shortdescription ?? ''}
        onChange={(text) => patch({ shortdescription: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'shortdescription')}
      />
      <TextArea
        label={m.profile_basic_description()}
        description={m.profile_basic_description_hint_trainer()}
        name="description"
        rows={8}
        recommendedWords={trainerProfileLimits.descriptionWordsRecommended}
        maxLength={trainerProfileLimits.descriptionChars}
        value={value.description ?? ''}
        onChange={(text) => patch({ description: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'description')}
      />
      <ContactFields value={value} onChange={patch} errors={errors} isDisabled={isDisabled} emailRequired />
    </div>
  );
}
