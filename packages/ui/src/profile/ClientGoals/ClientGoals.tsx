import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import {
  activities,
  clientGoals,
  clientProfileLimits,
  type Activity,
  type ClientGoal,
  type ClientGoals,
  type LanguageCode,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import * as fieldStyles from '../../primitives/Field/Field.css.ts';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { activityLabels, goalLabels } from '../optionLabels.ts';
import type { SectionFieldsProps } from '../types.ts';
import { fieldError } from '../fieldErrors.ts';
import * as styles from './ClientGoals.css.ts';

/** What the languages field receives: the props of the MultiLanguageSelector. */
export interface LanguagesFieldProps {
  value: LanguageCode[];
  onChange: (next: LanguageCode[]) => void;
  label: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

export interface ClientGoalsFieldsProps extends SectionFieldsProps<ClientGoals> {
  /** Renders the languages field; the page passes the MultiLanguageSelector. */
  renderLanguages: (field: LanguagesFieldProps) => ReactNode;
}

interface GoalChoiceProps {
  label: string;
  description: string;
  value: ClientGoal | null;
  onChange: (goal: ClientGoal | null) => void;
  /** The goal chosen in the other field, which this one cannot take. */
  taken: ClientGoal | null;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A single choice among the goals that can be pressed again to clear it. */
function GoalChoice({ label, description, value, onChange, taken, errorMessage, isDisabled }: GoalChoiceProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const selectedKeys: Key[] = value === null ? [] : [value];
  return (
    <div className={shared.field}>
      <span id={labelId} className={shared.label}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
        selectionMode="single"
        selectedKeys={selectedKeys}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          onChange(next === undefined ? null : (String(next) as ClientGoal));
        }}
        isDisabled={isDisabled}
        className={styles.choices}
        data-invalid={errorMessage ? true : undefined}
      >
        {clientGoals.map((goal) => (
          <ToggleButton key={goal} id={goal} isDisabled={goal === taken} className={styles.choice}>
            {goalLabels[goal]()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <span id={descriptionId} className={fieldStyles.description}>
        {description}
      </span>
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

/** The client's goals, preferred activities and languages. */
export function ClientGoalsFields({ value, onChange, errors, isDisabled, renderLanguages }: ClientGoalsFieldsProps) {
  const patch = (next: Partial<ClientGoals>) => onChange({ ...value, ...next });
  return (
    <div className={styles.fields}>
      <GoalChoice
        label={m.profile_goals_primary()}
        description={m.profile_goals_primary_hint()}
        value={value.primaryGoal}
        taken={value.secondaryGoal}
        onChange={(primaryGoal) =>
          patch({
            primaryGoal,
            // Never equal, on both sides: taking the secondary's goal as primary clears the secondary.
            secondaryGoal: primaryGoal !== null && primaryGoal === value.secondaryGoal ? null : value.secondaryGoal,
          })
        }
        isDisabled={isDisabled}
        errorMessage={fieldError(errors, 'primaryGoal').errorMessage}
      />
      <GoalChoice
        label={m.profile_goals_secondary()}
        description={m.profile_goals_secondary_hint()}
        value={value.secondaryGoal}
        taken={value.primaryGoal}
        onChange={(secondaryGoal) => patch({ secondaryGoal })}
        isDisabled={isDisabled}
        errorMessage={fieldError(errors, 'secondaryGoal').errorMessage}
      />
      <TextArea
        label={m.profile_goals_description()}
        description={m.profile_goals_description_hint()}
        name="goalDescription"
        rows={4}
        maxChars={clientProfileLimits.longTextChars}
        value={value.goalDescription ?? ''}
        onChange={(text) => patch({ goalDescription: text === '' ? null : text })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'goalDescription')}
      />
      <CheckboxGroup
        label={m.profile_goals_activities()}
        name="preferredActivities"
        orientation="horizontal"
        value={value.preferredActivities}
        // Kept in the order of the option list, whatever order they were ticked in.
        onChange={(ids) => patch({ preferredActivities: activities.filter((id) => ids.includes(id)) as Activity[] })}
        isDisabled={isDisabled}
        {...fieldError(errors, 'preferredActivities')}
      >
        {activities.map((activity) => (
          <Checkbox key={activity} value={activity} label={activityLabels[activity]()} />
        ))}
      </CheckboxGroup>
      {renderLanguages({
        value: value.languages,
        onChange: (languages) => patch({ languages }),
        label: m.profile_goals_languages(),
        errorMessage: fieldError(errors, 'languages').errorMessage,
        isDisabled,
      })}
    </div>
  );
}
