import { useState, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  NumberField as AriaNumberField,
  TextField as AriaTextField,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { nextSet, planLimits, type PlanEntry, type PlanSet } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { IconButton, Button } from '../../primitives/Button/index.ts';
import { NumberField } from '../../primitives/NumberField/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { CloseIcon, TrashIcon } from '../../icons/index.ts';
import { formatEntryTargets } from '../format.ts';
import { useBuilder, fieldSelector } from './builderContext.ts';
import { ExerciseThumbnail } from './ExercisePicker.tsx';
import { PlusIcon } from './icons.tsx';
import {
  removeEntry,
  setLoadMode,
  updateDay,
  updateEntry,
  updateSet,
  usesPercent,
  type DayRef,
  type LoadMode,
} from './planDraft.ts';
import * as styles from './EntryEditor.css.ts';

export interface EntryEditorProps {
  dayRef: DayRef;
  blockIndex: number;
  entryIndex: number;
  entry: PlanEntry;
  /** 'A' alone, 'B1', 'B2' in a superset. */
  label: string;
  inSuperset: boolean;
  /** The entry's dotted path, e.g. 'weeks.0.days.1.blocks.2.entries.0'. */
  path: string;
}

/** One exercise of a block: its name, how its load is given, its sets as an editable table and a note. */
export function EntryEditor({ dayRef, blockIndex, entryIndex, entry, label, inSuperset, path }: EntryEditorProps) {
  const { edit, exercise, exerciseName, errorsAt, announce, focusLater, locale } = useBuilder();
  const name = exerciseName(entry.exerciseId);
  const found = exercise(entry.exerciseId);
  // The mode is the trainer's choice: a percent entry has no percents yet right after switching.
  const [mode, setMode] = useState<LoadMode>(() => (usesPercent(entry) ? 'percent' : 'kg'));
  const percent = mode === 'percent';
  const change = (next: (entry: PlanEntry) => PlanEntry, ...anchors: string[]) =>
    edit((draft) => updateEntry(draft, dayRef, blockIndex, entryIndex, next), ...anchors);
  const setsPath = `${path}.sets`;
  const entryErrors = errorsAt(path);
  const setsErrors = errorsAt(setsPath);
  const headingId = `${entry.id}-name`;

  const addSet = () => {
    change((current) => ({ ...current, sets: [...current.sets, nextSet(current)] }), setsPath);
    announce(m.plans_builder_set_added({ number: entry.sets.length + 1, name }));
    focusLater(
      `${fieldSelector(`${setsPath}.${entry.sets.length}.${entry.measure === 'time' ? 'seconds' : 'reps'}`)} input`,
    );
  };

  const removeSet = (index: number) => {
    change((current) => ({ ...current, sets: current.sets.filter((_, at) => at !== index) }), setsPath);
    announce(m.plans_builder_set_removed({ number: index + 1, name }));
    focusLater(`#${CSS.escape(`${entry.id}-add-set`)}`);
  };

  return (
    // A group, not a region: the same exercise may stand on several days, and regions need distinct names.
    <div
      role="group"
      className={styles.entry}
      aria-labelledby={headingId}
      data-field={path}
      tabIndex={-1}
      data-invalid={entryErrors.length > 0 || undefined}
    >
      <div className={styles.header}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <ExerciseThumbnail exercise={found} size="large" />
        <div className={styles.titleBox}>
          <h4 id={headingId} className={styles.name}>
            <span className={styles.hiddenLabel}>{label} </span>
            {name}
          </h4>
          <p className={styles.summary}>{formatEntryTargets(entry, locale)}</p>
        </div>
        {found?.archived ? <Badge tone="warning">{m.plans_builder_archived()}</Badge> : null}
        {inSuperset ? (
          <IconButton
            size="small"
            label={m.plans_builder_remove_from_superset({ name })}
            onPress={() => {
              edit((draft) => updateDay(draft, dayRef, (day) => removeEntry(day, blockIndex, entryIndex)));
              announce(m.plans_builder_removed({ name }));
              focusLater(`[data-block-index="${blockIndex}"][data-day="${dayRef.week}.${dayRef.day}"]`);
            }}
          >
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
      </div>
      <ErrorList messages={entryErrors} />

      <div className={styles.loadRow}>
        <ToggleButtonGroup
          aria-label={m.plans_builder_load_mode({ name })}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[mode]}
          onSelectionChange={(keys) => {
            const next: LoadMode = keys.has('percent') ? 'percent' : 'kg';
            if (next === mode) return;
            setMode(next);
            change((current) => setLoadMode(current, next), setsPath);
            if (next === 'percent' && entry.oneRmKg === null) focusLater(`${fieldSelector(`${path}.oneRmKg`)} input`);
          }}
          className={styles.toggleGroup}
        >
          <ToggleButton id="kg" className={styles.toggle}>
            {m.plans_builder_load_kg()}
          </ToggleButton>
          <ToggleButton id="percent" className={styles.toggle}>
            {m.plans_builder_load_percent()}
          </ToggleButton>
        </ToggleButtonGroup>
        {percent ? (
          <NumberField
            label={m.plans_builder_one_rm()}
            unit="kg"
            className={styles.oneRm}
            data-field={`${path}.oneRmKg`}
            value={entry.oneRmKg ?? Number.NaN}
            minValue={1}
            maxValue={planLimits.maxOneRmKg}
            step={0.5}
            formatOptions={{ maximumFractionDigits: 2 }}
            isInvalid={errorsAt(`${path}.oneRmKg`).length > 0}
            errorMessage={errorsAt(`${path}.oneRmKg`).join(' ')}
            onChange={(value) =>
              change((current) => ({ ...current, oneRmKg: Number.isNaN(value) ? null : value }), `${path}.oneRmKg`)
            }
          />
        ) : null}
      </div>

      <SetsTable
        entry={entry}
        name={name}
        percent={percent}
        setsPath={setsPath}
        onSetChange={(index, values, anchor) => change((current) => updateSet(current, index, values), anchor)}
        onRemove={removeSet}
      />
      <ErrorList messages={setsErrors} anchor={setsPath} />
      <div className={styles.setActions}>
        <Button
          id={`${entry.id}-add-set`}
          size="small"
          variant="secondary"
          onPress={addSet}
          isDisabled={entry.sets.length >= planLimits.maxSetsPerEntry}
          aria-label={m.plans_builder_add_set_to({ name })}
        >
          <PlusIcon size={18} />
          {m.plans_builder_add_set()}
        </Button>
      </div>

      <TextArea
        label={m.plans_builder_note_label()}
        rows={2}
        maxChars={planLimits.noteChars}
        className={styles.note}
        data-field={`${path}.note`}
        value={entry.note ?? ''}
        isInvalid={errorsAt(`${path}.note`).length > 0}
        errorMessage={errorsAt(`${path}.note`).join(' ')}
        onChange={(note) => change((current) => ({ ...current, note: note || null }), `${path}.note`)}
      />
    </div>
  );
}

interface SetsTableProps {
  entry: PlanEntry;
  name: string;
  percent: boolean;
  setsPath: string;
  onSetChange: (index: number, values: Partial<PlanSet>, anchor: string) => void;
  onRemove: (index: number) => void;
}

type NumberColumn = 'reps' | 'seconds' | 'loadKg' | 'percent1rm' | 'restSeconds' | 'rir';

/** The sets of an entry, one row each; every cell is a small field named by its column and set. */
function SetsTable({ entry, name, percent, setsPath, onSetChange, onRemove }: SetsTableProps) {
  const { errorsAt } = useBuilder();
  const work: NumberColumn = entry.measure === 'time' ? 'seconds' : 'reps';
  const load: NumberColumn = percent ? 'percent1rm' : 'loadKg';
  const columns: { key: NumberColumn; title: string; min: number; max: number; step?: number }[] = [
    work === 'reps'
      ? { key: 'reps', title: m.plans_builder_col_reps(), min: 1, max: planLimits.maxReps }
      : { key: 'seconds', title: m.plans_builder_col_seconds(), min: 1, max: planLimits.maxSeconds },
    load === 'loadKg'
      ? { key: 'loadKg', title: m.plans_builder_col_load_kg(), min: 0, max: planLimits.maxLoadKg, step: 0.5 }
      : { key: 'percent1rm', title: m.plans_builder_col_load_percent(), min: 1, max: planLimits.maxPercent },
    { key: 'restSeconds', title: m.plans_builder_col_rest(), min: 0, max: planLimits.maxRestSeconds, step: 15 },
    { key: 'rir', title: m.plans_builder_col_rir(), min: 0, max: planLimits.maxRir },
  ];
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.hiddenLabel}>{m.plans_builder_sets_caption({ name })}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.setNumberHead}>
              {m.plans_builder_col_set()}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.title}
              </th>
            ))}
            <th scope="col">{m.plans_builder_col_tempo()}</th>
            <th scope="col">
              <span className={styles.hiddenLabel}>{m.plans_builder_col_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.sets.map((set, index) => {
            const number = index + 1;
            const tempoAnchor = `${setsPath}.${index}.tempo`;
            const tempoErrors = errorsAt(tempoAnchor);
            return (
              // Sets have no ids of their own; a row is its place in the list.
              <tr key={index}>
                <th scope="row" className={styles.setNumber}>
                  {number}
                </th>
                {columns.map((column) => {
                  const anchor = `${setsPath}.${index}.${column.key}`;
                  return (
                    <td key={column.key}>
                      <NumberCell
                        anchor={anchor}
                        label={m.plans_builder_cell_label({ column: column.title, number, name })}
                        value={set[column.key]}
                        min={column.min}
                        max={column.max}
                        step={column.step}
                        errors={errorsAt(anchor)}
                        onChange={(value) => onSetChange(index, { [column.key]: value }, anchor)}
                      />
                    </td>
                  );
                })}
                <td>
                  <AriaTextField
                    aria-label={m.plans_builder_cell_label({ column: m.plans_builder_col_tempo(), number, name })}
                    value={set.tempo ?? ''}
                    maxLength={4}
                    isInvalid={tempoErrors.length > 0}
                    onChange={(tempo) => onSetChange(index, { tempo: tempo.toUpperCase() || null }, tempoAnchor)}
                    className={styles.cell}
                    data-field={tempoAnchor}
                  >
                    <Input className={styles.cellInput} data-wide="" autoComplete="off" />
                    <FieldError className={styles.cellError}>{tempoErrors.join(' ')}</FieldError>
                  </AriaTextField>
                </td>
                <td>
                  <IconButton
                    size="small"
                    label={m.plans_builder_remove_set({ number, name })}
                    isDisabled={entry.sets.length <= 1}
                    onPress={() => onRemove(index)}
                  >
                    <TrashIcon size={18} />
                  </IconButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface NumberCellProps {
  anchor: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  step?: number;
  errors: string[];
  onChange: (value: number | null) => void;
}

function NumberCell({ anchor, label, value, min, max, step, errors, onChange }: NumberCellProps) {
  return (
    <AriaNumberField
      aria-label={label}
      value={value ?? Number.NaN}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={{ maximumFractionDigits: 2, useGrouping: false }}
      isInvalid={errors.length > 0}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      className={styles.cell}
      data-field={anchor}
    >
      <Input className={styles.cellInput} />
      <FieldError className={styles.cellError}>{errors.join(' ')}</FieldError>
    </AriaNumberField>
  );
}

/** Messages of issues that belong to a part rather than one field (a card, a table). */
export function ErrorList({ messages, anchor }: { messages: string[]; anchor?: string }): ReactNode {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.errors} data-field={anchor} tabIndex={anchor ? -1 : undefined}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
