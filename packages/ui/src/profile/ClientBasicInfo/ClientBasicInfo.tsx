import { clientProfileLimits, experienceLevels, type ClientBasicInfo, type ExperienceLevel } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { NumberField } from '../../primitives/NumberField/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import { fieldError } from '../fieldErrors.ts';
import { ContactFields, PersonFields, RequiredNote } from '../commonFields.tsx';
import * as styles from '../commonFields.css.ts';

const experienceLabels: Record<ExperienceLevel, { label: () => string; description: () => string }> = {
  beginner: { label: m.experience_beginner, description: m.experience_beginner_description },
  intermediate: { label: m.experience_intermediate, description: m.experience_intermediate_description },
  advanced: { label: m.experience_advanced, description: m.experience_advanced_description },
};

/** NumberField speaks NaN for empty; the section stores null. */
const toField = (value: number | null) => value ?? Number.NaN;
const fromField = (value: number) => (Number.isNaN(value) ? null : value);

/** The client's basic info: person, body measures, description, contact, experience and past activities. */
export function ClientBasicInfoFields({ value, onChange, errors, isDisabled }: SectionFieldsProps<ClientBasicInfo>) {
  const patch = (next: Partial<ClientBasicInfo>) => onChange({ ...value, ...next });
  const { heightCm, weightKg } = clientProfileLimits;
  return (
    <div className={styles.section}>
      <RequiredNote />
      <PersonFields value={value} onChange={patch} errors={errors} isDisabled={isDisabled} />
      <div className={styles.pair}>
        <NumberField
          label={m.profile_basic_height()}
          description={m.profile_basic_height_hint({ min: String(heightCm.min), max: String(heightCm.max) })}
          name="height"
          unit="cm"
          minValue={heightCm.min}
          maxValue={heightCm.max}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          value={toField(value.height)}
          onChange={(height) => patch({ height: fromField(height) })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'height')}
        />
        <NumberField
          label={m.profile_basic_weight()}
          description={m.profile_basic_weight_hint({ min: String(weightKg.min), max: String(weightKg.max) })}
          name="weight"
          unit="kg"
          minValue={weightKg.min}
          maxValue={weightKg.max}
          step={0.1}
          formatOptions={{ maximumFractionDigits: 1 }}
          value={toField(value.weight)}
          onChange={(weight) => patch({ weight: fromField(weight) })}
          isDisabled={isDisabled}
          {...fieldError(errors, 'weight')}
        />
      </div>
      <RadioGroup
        label={m.profile_basic_experience()}
        name="experienceLevel"
        appearance="card"
        orientation="horizontal"
        value={value.experienceLevel}
        onChange={(level) => patch({ experienceLevel: level as ExperienceLevel })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'experienceLevel')}
      >
        {experienceLevels.map((level) => (
          <Radio
            key={level}
            value={level}
            label={experienceLabels[level].label()}
            description={experienceLabels[level].description()}
          />
        ))}
      </RadioGroup>
      <TextArea
        label={m.profile_basic_description()}
        description={m.profile_basic_description_hint_client()}
        name="description"
        rows={5}
        maxChars={clientProfileLimits.descriptionChars}
        value={value.description ?? ''}
        onChange={(text) => patch({ description: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'description')}
      />
      <TextArea
        label={m.profile_basic_previous_activities()}
        description={m.profile_basic_previous_activities_hint()}
        name="previousActivities"
        rows={3}
        maxChars={clientProfileLimits.longTextChars}
        value={value.previousActivities ?? ''}
        onChange={(text) => patch({ previousActivities: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'previousActivities')}
      />
      <ContactFields value={value} onChange={patch} errors={errors} isDisabled={isDisabled} emailRequired={false} />
    </div>
  );
}
