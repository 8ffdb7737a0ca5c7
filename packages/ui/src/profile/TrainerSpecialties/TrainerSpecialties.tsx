import {
  activities,
  nutritionExtras,
  specialties,
  trainerServiceFeatures,
  trainingEnvironments,
  trainingModes,
  type TrainerSpecialties,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/index.ts';
import { cx } from '../../styles/cx.ts';
import {
  activityLabels,
  environmentLabels,
  nutritionExtraLabels,
  serviceFeatureLabels,
  specialtyLabels,
  trainingModeLabels,
} from '../optionLabels.ts';
import type { SectionFieldsProps } from '../types.ts';
import * as styles from './TrainerSpecialties.css.ts';

export type TrainerSpecialtiesFieldsProps = SectionFieldsProps<TrainerSpecialties> & { className?: string };

interface Group<K extends keyof TrainerSpecialties> {
  field: K;
  title: () => string;
  hint?: () => string;
  options: readonly TrainerSpecialties[K][number][];
  labels: Readonly<Record<TrainerSpecialties[K][number], () => string>>;
}

/** Each group once, in the order the editor shows them; the record type keeps every field covered. */
const groups: { [K in keyof TrainerSpecialties]: Group<K> } = {
  specialties: {
    field: 'specialties',
    title: m.profile_specialties_group_specialties,
    hint: m.profile_specialties_specialties_hint,
    options: specialties,
    labels: specialtyLabels,
  },
  trainingTypes: {
    field: 'trainingTypes',
    title: m.profile_specialties_group_training_types,
    options: activities,
    labels: activityLabels,
  },
  trainingModes: {
    field: 'trainingModes',
    title: m.profile_specialties_group_modes,
    options: trainingModes,
    labels: trainingModeLabels,
  },
  trainingEnvironments: {
    field: 'trainingEnvironments',
    title: m.profile_specialties_group_environments,
    options: trainingEnvironments,
    labels: environmentLabels,
  },
  serviceFeatures: {
    field: 'serviceFeatures',
    title: m.profile_specialties_group_features,
    options: trainerServiceFeatures,
    labels: serviceFeatureLabels,
  },
  nutritionExtras: {
    field: 'nutritionExtras',
    title: m.profile_specialties_group_nutrition,
    options: nutritionExtras,
    labels: nutritionExtraLabels,
  },
};

/**
 * What a trainer offers: specialties (matched against client goals), training types, modes and
 * environments, service features and nutrition extras, each a group of checkboxes with its count.
 */
export function TrainerSpecialtiesFields({
  value,
  onChange,
  errors,
  isDisabled = false,
  className,
}: TrainerSpecialtiesFieldsProps) {
  return (
    <div className={cx(styles.fields, className)}>
      {Object.values(groups).map((group) => (
        <OptionGroup
          key={group.field}
          group={group as Group<keyof TrainerSpecialties>}
          chosen={value[group.field]}
          errorMessage={Object.hasOwn(errors, group.field) ? errors[group.field]?.[0] : undefined}
          isDisabled={isDisabled}
          onChange={(next) => onChange({ ...value, [group.field]: next })}
        />
      ))}
    </div>
  );
}

interface OptionGroupProps {
  group: Group<keyof TrainerSpecialties>;
  chosen: readonly string[];
  errorMessage: string | undefined;
  isDisabled: boolean;
  onChange: (next: string[]) => void;
}

function OptionGroup({ group, chosen, errorMessage, isDisabled, onChange }: OptionGroupProps) {
  const count = m.profile_specialties_selected({ count: chosen.length, total: group.options.length });
  return (
    <section className={styles.group}>
      <CheckboxGroup
        label={group.title()}
        description={group.hint ? `${group.hint()} ${count}` : count}
        value={[...chosen]}
        // Kept in the list's own order, however the boxes were ticked.
        onChange={(next) => onChange(group.options.filter((option) => next.includes(option)))}
        orientation="horizontal"
        errorMessage={errorMessage}
        isInvalid={Boolean(errorMessage)}
        isDisabled={isDisabled}
        className={styles.checkboxes}
      >
        {group.options.map((option) => (
          <Checkbox key={option} value={option} label={(group.labels as Record<string, () => string>)[option]?.()} />
        ))}
      </CheckboxGroup>
    </section>
  );
}
