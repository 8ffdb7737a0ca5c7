import { memo } from 'react';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/index.ts';
import * as styles from './ExerciseEditor.css.ts';

export interface ChoiceGroupProps {
  /** The field's name, also the `data-field` the editor finds it by. */
  name: string;
  label: string;
  description: string;
  /** The option ids, in the order they are shown and sent. */
  options: readonly string[];
  labels: Readonly<Record<string, () => string>>;
  chosen: readonly string[];
  /** At most this many; the other boxes wait while the list is full. */
  max: number;
  /** Options chosen elsewhere (a main muscle, for the secondary ones): not offered unless already ticked here. */
  taken?: readonly string[];
  errorMessage?: string;
  isRequired?: boolean;
  onChange: (next: string[]) => void;
}

/**
 * A list of options to tick, laid out in columns. Memoised: typing elsewhere in the editor must
 * not redraw its dozens of checkboxes on every key.
 */
export const ChoiceGroup = memo(function ChoiceGroup({
  name,
  label,
  description,
  options,
  labels,
  chosen,
  max,
  taken,
  errorMessage,
  isRequired,
  onChange,
}: ChoiceGroupProps) {
  const full = chosen.length >= max;
  return (
    <div data-field={name}>
      <CheckboxGroup
        name={name}
        label={label}
        description={description}
        value={[...chosen]}
        // Kept in the list's own order, however the boxes were ticked.
        onChange={(next) => onChange(options.filter((option) => next.includes(option)))}
        isRequired={isRequired}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        className={styles.choiceGrid}
      >
        {options.map((option) => {
          // A ticked box can always be unticked, even one that is now taken elsewhere.
          const ticked = chosen.includes(option);
          return (
            <Checkbox
              key={option}
              value={option}
              label={labels[option]?.()}
              isDisabled={!ticked && (full || Boolean(taken?.includes(option)))}
            />
          );
        })}
      </CheckboxGroup>
    </div>
  );
});
