import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Input, Label, ListBox, ListBoxItem, SearchField, Text } from 'react-aria-components';
import type { PlanExercise } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import * as shared from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import { DumbbellIcon } from './icons.tsx';
import * as styles from './ExercisePicker.css.ts';

export interface ExercisePickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading: "Add exercise", "Add to superset with …". */
  title: string;
  onSearch: (query: string) => Promise<PlanExercise[]>;
  onPick: (exercise: PlanExercise) => void;
}

const searchDelayMs = 200;

/**
 * A dialog to find an exercise by name: typing searches (through `onSearch`), Enter in the field
 * takes the first result (once it has come), the Down arrow moves into the results to choose
 * another with Enter, and a click picks one too.
 */
export function ExercisePicker({ isOpen, onOpenChange, title, onSearch, onPick }: ExercisePickerProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="medium">
      <Dialog title={title}>
        {({ close }) => (
          <PickerSearch
            onSearch={onSearch}
            onPick={(exercise) => {
              onPick(exercise);
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

type Status = 'loading' | 'done' | 'failed';

/** Lives inside the dialog, so each opening starts with an empty search. */
function PickerSearch({ onSearch, onPick }: Pick<ExercisePickerProps, 'onSearch' | 'onPick'>) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PlanExercise[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);
  // Enter pressed while the results for the typed text were still coming: take the first when they come.
  const pickFirst = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);

  const runSearch = useEffectEvent((text: string, call: number) => {
    onSearch(text)
      .then((found) => {
        if (call !== latest.current) return;
        setResults(found);
        setStatus('done');
        const first = found[0];
        if (pickFirst.current && first) onPick(first);
        pickFirst.current = false;
      })
      .catch(() => {
        if (call === latest.current) setStatus('failed');
      });
  });

  useEffect(() => {
    const call = ++latest.current;
    const timer = setTimeout(() => runSearch(query.trim(), call), query ? searchDelayMs : 0);
    return () => clearTimeout(timer);
  }, [query]);

  const byId = new Map(results.map((exercise) => [exercise.id, exercise]));
  return (
    <div className={styles.picker}>
      <SearchField
        autoFocus
        value={query}
        onChange={(value) => {
          pickFirst.current = false;
          setStatus('loading');
          setQuery(value);
        }}
        onSubmit={() => {
          const first = results[0];
          if (status === 'done' && first) onPick(first);
          else if (status === 'loading') pickFirst.current = true;
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') {
            event.continuePropagation();
            return;
          }
          listRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
        }}
        className={shared.field}
      >
        <Label className={shared.label}>{m.plans_builder_picker_search()}</Label>
        <Input className={cx(shared.input, styles.search)} autoComplete="off" />
        <Text slot="description" className={styles.hint}>
          {m.plans_builder_picker_hint()}
        </Text>
      </SearchField>
      <ListBox
        ref={listRef}
        aria-label={m.plans_builder_picker_results()}
        items={results}
        className={styles.results}
        onAction={(key) => {
          const exercise = byId.get(String(key));
          if (exercise) onPick(exercise);
        }}
        renderEmptyState={() => (
          <p className={styles.empty}>
            {status === 'failed'
              ? m.plans_builder_picker_failed()
              : status === 'loading'
                ? m.plans_builder_picker_loading()
                : query.trim()
                  ? m.plans_builder_picker_empty({ query: query.trim() })
                  : m.plans_builder_picker_none()}
          </p>
        )}
      >
        {(exercise) => (
          <ListBoxItem id={exercise.id} textValue={exercise.name} className={styles.option}>
            <ExerciseThumbnail exercise={exercise} />
            <span className={styles.optionName}>{exercise.name}</span>
            {exercise.measure === 'time' ? (
              <span className={styles.optionMeta}>{m.plans_builder_measure_time()}</span>
            ) : null}
          </ListBoxItem>
        )}
      </ListBox>
      <p className={shared.visuallyHidden} role="status">
        {status === 'done' && query.trim() ? m.plans_builder_picker_count({ count: results.length }) : ''}
      </p>
    </div>
  );
}

/** An exercise's picture, or a dumbbell where it has none (decorative: the name stands beside it). */
export function ExerciseThumbnail({ exercise, size = 'small' }: { exercise?: PlanExercise; size?: 'small' | 'large' }) {
  return (
    <span className={styles.thumbnail} data-size={size}>
      {exercise?.thumbnailUrl ? (
        <img src={exercise.thumbnailUrl} alt="" className={styles.thumbnailImage} />
      ) : (
        <DumbbellIcon size="60%" />
      )}
    </span>
  );
}
