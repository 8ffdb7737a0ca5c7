import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  emptyPlan,
  planLimits,
  planWriteSchema,
  type PlanExercise,
  type PlanWeek,
  type PlanWriteInput,
} from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/index.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/index.ts';
import { TextArea, TextField } from '../../primitives/TextField/index.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';
import { dateStyle } from '../../i18n/intlLocale.ts';
import * as shared from '../../styles/shared.css.ts';
import { formatWeekTitle } from '../format.ts';
import { BuilderContext, fieldSelector, type BuilderApi, type PickerTarget } from './builderContext.ts';
import { DayCard } from './DayCard.tsx';
import { ErrorList } from './EntryEditor.tsx';
import { ExercisePicker } from './ExercisePicker.tsx';
import { CopyIcon } from './icons.tsx';
import { describeAnchor, sortIssues } from './issuePlaces.ts';
import { issuesFromServer, issuesFromZod, weekOf, type PlanIssue } from './issues.ts';
import {
  addWeek,
  daysBeyondHaveContent,
  duplicateWeek,
  newBlock,
  newEntry,
  removeWeek,
  setDaysPerWeek,
  toWriteInput,
  updateBlock,
  updateDay,
  type PlanDraft,
} from './planDraft.ts';
import * as styles from './PlanBuilder.css.ts';

export const saveStates = ['saved', 'unsaved', 'saving', 'error'] as const;
export type SaveState = (typeof saveStates)[number];

/** The plan the builder opens with: a template or client copy as read, or a new plan. */
export interface PlanBuilderInitial {
  name: string;
  goal: string | null;
  /** Empty for a new plan: the builder starts it with one week of three days. */
  weeks: PlanWeek[];
  startDate?: string | null;
  /** The version read (an existing plan); the server answers a stale one with a conflict. */
  version?: number;
}

export interface PlanBuilderProps {
  /** Read once, when the builder mounts: give it a new `key` to open another plan. */
  initial: PlanBuilderInitial;
  /** The exercises the plan names, for their names and pictures. */
  exercises: PlanExercise[];
  /** The picker's search: exercises whose name matches, the best first. */
  onSearchExercises: (query: string) => Promise<PlanExercise[]>;
  /** Every change, so the page can keep a draft (e.g. in localStorage). */
  onChange?: (draft: PlanDraft) => void;
  /** A plan that passed `planWriteSchema`, to send. */
  onSave: (plan: PlanWriteInput) => void;
  isSaving?: boolean;
  saveState?: SaveState;
  /** The server's answer when saving failed, in the reader's language. */
  error?: string | null;
  /** The plan was saved elsewhere since it was read (a 409): offers `onReload`. */
  conflict?: boolean;
  onReload?: () => void;
  /** The builder opened with a draft kept on this device: offers `onDiscardDraft`. */
  draftRestored?: boolean;
  onDiscardDraft?: () => void;
  /** Editing a client's copy: the heading names them. */
  clientName?: string;
  /** The server's field errors by dotted path ('weeks.0.days.1.name'), shown at their fields. */
  fieldErrors?: Record<string, string[]> | null;
}

const defaultDays = 3;

function startDraft(initial: PlanBuilderInitial): PlanDraft {
  return {
    name: initial.name,
    goal: initial.goal ?? '',
    weeks: initial.weeks.length > 0 ? initial.weeks : emptyPlan(1, defaultDays).weeks,
    ...(initial.startDate !== undefined ? { startDate: initial.startDate } : {}),
    ...(initial.version !== undefined ? { version: initial.version } : {}),
  };
}

/** An element that takes the focus for an anchor: itself when focusable, else its first field. */
function focusTarget(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.matches('input, textarea, select, button, [tabindex]')) return element;
  return element.querySelector<HTMLElement>('input, textarea, select, button:not([disabled]), [tabindex]');
}

/** Whether an anchor is cleared by a pattern: itself, or 'X*' for X and all inside it, '*' for all. */
const clears = (pattern: string, anchor: string) =>
  pattern === '*' ||
  (pattern.endsWith('*')
    ? anchor === pattern.slice(0, -1) || anchor.startsWith(`${pattern.slice(0, -1)}.`)
    : anchor === pattern);

/**
 * A trainer's editor of one training plan: its name and goal, weeks as tabs, each week's days as
 * cards of blocks (single exercises and supersets) with their sets. Keyboard first: every action is
 * a button or a menu item, blocks move with Move up/down (announced) as well as by dragging, the
 * exercise picker searches as you type and picks with Enter, and Ctrl+S (⌘S) saves. Saving checks
 * the plan with `planWriteSchema`; each problem shows at its field and in a summary, and the first
 * gets the focus.
 */
export function PlanBuilder({
  initial,
  exercises,
  onSearchExercises,
  onChange,
  onSave,
  isSaving = false,
  saveState = 'saved',
  error,
  conflict = false,
  onReload,
  draftRestored = false,
  onDiscardDraft,
  clientName,
  fieldErrors,
}: PlanBuilderProps) {
  const locale = getLocale();
  const [draft, setDraft] = useState(() => startDraft(initial));
  const [touched, setTouched] = useState(false);
  const [picked, setPicked] = useState<PlanExercise[]>([]);
  const [selectedWeek, setSelectedWeek] = useState(0);
  const [issues, setIssues] = useState<PlanIssue[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [reordering, setReordering] = useState<string | null>(null);
  const [removingWeek, setRemovingWeek] = useState<number | null>(null);
  const [fewerDays, setFewerDays] = useState<number | null>(null);
  const [shownFieldErrors, setShownFieldErrors] = useState<PlanBuilderProps['fieldErrors']>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The page's exercises, and those picked here since (the page learns of them only when saved).
  const known = useMemo(() => new Map([...exercises, ...picked].map((item) => [item.id, item])), [exercises, picked]);

  const notifyChange = useEffectEvent((next: PlanDraft) => onChange?.(next));
  useEffect(() => {
    if (touched) notifyChange(draft);
  }, [draft, touched]);

  const edit = (change: (draft: PlanDraft) => PlanDraft, ...anchors: string[]) => {
    setTouched(true);
    setDraft(change);
    if (anchors.length > 0) {
      setIssues((current) => {
        const left = current.filter((issue) => !anchors.some((pattern) => clears(pattern, issue.anchor)));
        return left.length === current.length ? current : left;
      });
    }
  };

  const announce = (message: string) => {
    // A repeated message is still a change of the live region's text, so it is read again.
    setAnnouncement((current) => (current === message ? `${message}\u00a0` : message));
  };

  const focusLater = (selector: string) => setFocusRequest({ selector });

  // Focus once the element is on screen, and again if a closing dialog gives the focus back to its trigger.
  useEffect(() => {
    if (!focusRequest) return;
    let frame = 0;
    let held = 0;
    let handle = 0;
    const attempt = () => {
      const target = focusTarget(rootRef.current?.querySelector(focusRequest.selector) ?? null);
      if (target && document.activeElement === target) held += 1;
      else if (target) {
        held = 0;
        target.focus();
      }
      if (held < 3 && ++frame < 30) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [focusRequest]);

  /** Shows the week and the field of an issue, and focuses it (the summary, for the plan as a whole). */
  const reveal = (issue: PlanIssue) => {
    setReordering(null);
    const week = weekOf(issue.anchor);
    if (week !== null) setSelectedWeek(week);
    focusLater(issue.anchor === '' ? summarySelector : fieldSelector(issue.anchor));
  };

  const revealIssues = (found: PlanIssue[]) => {
    const sorted = sortIssues(found);
    setIssues(sorted);
    if (sorted[0]) reveal(sorted[0]);
  };

  // New field errors from the server are shown as they arrive (state follows the prop, during render).
  if (fieldErrors !== shownFieldErrors) {
    setShownFieldErrors(fieldErrors);
    if (fieldErrors && Object.keys(fieldErrors).length > 0) revealIssues(issuesFromServer(fieldErrors));
  }

  const save = () => {
    if (isSaving) return;
    const parsed = planWriteSchema.safeParse(toWriteInput(draft));
    if (!parsed.success) {
      revealIssues(issuesFromZod(parsed.error));
      return;
    }
    setIssues([]);
    onSave(parsed.data);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };

  const errorsByAnchor = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues) map.set(issue.anchor, [...(map.get(issue.anchor) ?? []), issue.message]);
    return map;
  }, [issues]);

  const errorsAt = (anchor: string) => errorsByAnchor.get(anchor) ?? [];
  const exerciseName = (id: string) => known.get(id)?.name ?? m.plans_builder_unknown_exercise();
  const api: BuilderApi = {
    draft,
    edit,
    exercise: (id) => known.get(id),
    exerciseName,
    errorsAt,
    announce,
    focusLater,
    openPicker: setPicker,
    reordering,
    setReordering,
    locale,
  };

  const pick = (exercise: PlanExercise) => {
    if (!picker) return;
    setPicked((current) => [...current, exercise]);
    const { ref } = picker;
    const dayAnchor = `weeks.${ref.week}.days.${ref.day}`;
    if (picker.kind === 'day') {
      const block = newBlock(exercise);
      edit((current) => updateDay(current, ref, (day) => ({ ...day, blocks: [...day.blocks, block] })), dayAnchor);
      const index = draft.weeks[ref.week]?.days[ref.day]?.blocks.length ?? 0;
      focusLater(
        `${fieldSelector(`${dayAnchor}.blocks.${index}.entries.0.sets.0.${block.entries[0]?.measure === 'time' ? 'seconds' : 'reps'}`)} input`,
      );
    } else {
      const entry = newEntry(exercise);
      const { blockIndex } = picker;
      edit(
        (current) =>
          updateBlock(current, ref, blockIndex, (block) => ({ ...block, entries: [...block.entries, entry] })),
        `${dayAnchor}.blocks.${blockIndex}`,
      );
      const index = draft.weeks[ref.week]?.days[ref.day]?.blocks[blockIndex]?.entries.length ?? 0;
      focusLater(
        `${fieldSelector(`${dayAnchor}.blocks.${blockIndex}.entries.${index}.sets.0.${entry.measure === 'time' ? 'seconds' : 'reps'}`)} input`,
      );
    }
    announce(m.plans_builder_added({ name: exercise.name }));
  };

  const weeks = draft.weeks;
  const week = Math.min(selectedWeek, weeks.length - 1);
  const daysPerWeek = weeks[0]?.days.length ?? defaultDays;
  const title = clientName
    ? m.plans_builder_title_client({ client: clientName })
    : initial.version !== undefined
      ? m.plans_builder_title_edit()
      : m.plans_builder_title_new();

  const changeDays = (count: number) => {
    edit((current) => setDaysPerWeek(current, count), '*');
    announce(m.plans_builder_days_changed({ count }));
  };

  const pickerBlock =
    picker?.kind === 'superset' ? weeks[picker.ref.week]?.days[picker.ref.day]?.blocks[picker.blockIndex] : undefined;

  return (
    <BuilderContext.Provider value={api}>
      <div ref={rootRef} className={styles.builder} onKeyDownCapture={onKeyDownCapture}>
        <header className={styles.top}>
          <div className={styles.titleBox}>
            <h2 className={styles.title}>{title}</h2>
            {draft.startDate ? (
              <p className={styles.subtitle}>
                {m.plans_builder_starts({
                  date: dateTimeFormat(locale, { ...dateStyle(locale, 'long'), timeZone: 'UTC' }).format(
                    Date.parse(`${draft.startDate}T00:00:00Z`),
                  ),
                })}
              </p>
            ) : null}
          </div>
          <div className={styles.saveBar}>
            <span className={styles.saveState} data-state={saveState} role="status">
              {saveStateText[saveState]()}
            </span>
            <Button onPress={save} isPending={isSaving} aria-keyshortcuts="Control+S Meta+S">
              {m.plans_builder_save()}
            </Button>
          </div>
        </header>

        {conflict ? (
          <Banner tone="warning" title={m.plans_builder_conflict_title()}>
            <p className={styles.bannerText}>{m.plans_builder_conflict_body()}</p>
            {onReload ? (
              <Button size="small" variant="secondary" onPress={onReload}>
                {m.plans_builder_reload()}
              </Button>
            ) : null}
          </Banner>
        ) : null}
        {draftRestored ? (
          <Banner tone="info" title={m.plans_builder_draft_title()}>
            <p className={styles.bannerText}>{m.plans_builder_draft_body()}</p>
            {onDiscardDraft ? (
              <Button size="small" variant="secondary" onPress={onDiscardDraft}>
                {m.plans_builder_draft_discard()}
              </Button>
            ) : null}
          </Banner>
        ) : null}
        {error ? (
          <Banner tone="error" title={m.plans_builder_error_title()}>
            {error}
          </Banner>
        ) : null}
        <div tabIndex={-1} className={styles.summary} data-issue-summary="">
          {issues.length > 0 ? (
            <Banner tone="error" title={m.plans_builder_issues_title({ count: issues.length })}>
              <ul className={styles.issueList}>
                {issues.slice(0, maxListed).map((issue, index) => (
                  // Two issues may share their place and text only by accident; the index keeps keys apart.
                  <li key={`${issue.anchor}-${index}`}>
                    <button type="button" className={styles.issueLink} onClick={() => reveal(issue)}>
                      {m.plans_builder_issue_at({
                        place: describeAnchor(issue.anchor, draft, known),
                        message: issue.message,
                      })}
                    </button>
                  </li>
                ))}
              </ul>
              {issues.length > maxListed ? (
                <p className={styles.bannerText}>{m.plans_builder_issues_more({ count: issues.length - maxListed })}</p>
              ) : null}
            </Banner>
          ) : null}
        </div>

        <div className={styles.details}>
          <TextField
            label={m.plans_builder_name_label()}
            className={styles.nameField}
            data-field="name"
            value={draft.name}
            isRequired
            maxLength={planLimits.nameChars}
            isInvalid={errorsAt('name').length > 0}
            errorMessage={errorsAt('name').join(' ')}
            onChange={(name) => edit((current) => ({ ...current, name }), 'name')}
          />
          <TextArea
            label={m.plans_builder_goal_label()}
            description={m.plans_builder_goal_hint()}
            className={styles.goalField}
            data-field="goal"
            rows={2}
            maxChars={planLimits.goalChars}
            value={draft.goal}
            isInvalid={errorsAt('goal').length > 0}
            errorMessage={errorsAt('goal').join(' ')}
            onChange={(goal) => edit((current) => ({ ...current, goal }), 'goal')}
          />
          <NativeSelect
            label={m.plans_builder_days_label()}
            className={styles.daysField}
            isRequired
            items={Array.from({ length: planLimits.maxDaysPerWeek }, (_, index) => ({
              id: String(index + 1),
              label: m.plans_builder_days_option({ count: index + 1 }),
            }))}
            value={String(daysPerWeek)}
            onChange={(value) => {
              const count = Number(value);
              if (!count || count === daysPerWeek) return;
              if (count < daysPerWeek && daysBeyondHaveContent(draft, count)) setFewerDays(count);
              else changeDays(count);
            }}
          />
        </div>

        <Tabs
          selectedKey={weeks[week]?.id}
          onSelectionChange={(key) => {
            const index = weeks.findIndex((item) => item.id === key);
            if (index >= 0) setSelectedWeek(index);
          }}
          className={styles.tabs}
        >
          <div className={styles.weekBar}>
            <TabList aria-label={m.plans_builder_weeks_label()} className={styles.tabList}>
              {weeks.map((item, index) => {
                const hasIssues = issues.some((issue) => weekOf(issue.anchor) === index);
                return (
                  <Tab key={item.id} id={item.id}>
                    {formatWeekTitle(index)}
                    {hasIssues ? (
                      <span className={styles.issueDot}>
                        <span className={shared.visuallyHidden}>{m.plans_builder_tab_has_issues()}</span>
                      </span>
                    ) : null}
                  </Tab>
                );
              })}
            </TabList>
            <MenuTrigger>
              <Button size="small" variant="secondary" isDisabled={weeks.length >= planLimits.maxWeeks}>
                {m.plans_builder_add_week()}
                <ChevronDownIcon size={18} />
              </Button>
              <Menu placement="bottom end">
                <MenuItem
                  id="copy"
                  onAction={() => {
                    edit((current) => addWeek(current, true));
                    setSelectedWeek(weeks.length);
                    announce(m.plans_builder_week_added({ number: weeks.length + 1 }));
                  }}
                >
                  {m.plans_builder_add_week_copy({ number: weeks.length })}
                </MenuItem>
                <MenuItem
                  id="empty"
                  onAction={() => {
                    edit((current) => addWeek(current, false));
                    setSelectedWeek(weeks.length);
                    announce(m.plans_builder_week_added({ number: weeks.length + 1 }));
                  }}
                >
                  {m.plans_builder_add_week_empty()}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </div>
          {weeks.map((item, index) => (
            <TabPanel key={item.id} id={item.id} className={styles.panel}>
              <div className={styles.weekActions}>
                <span className={styles.weekCount}>{m.plans_builder_weeks_count({ count: weeks.length })}</span>
                <Button
                  size="small"
                  variant="ghost"
                  isDisabled={weeks.length >= planLimits.maxWeeks}
                  onPress={() => {
                    edit((current) => duplicateWeek(current, index), '*');
                    setSelectedWeek(index + 1);
                    announce(m.plans_builder_week_duplicated({ number: index + 1, copy: index + 2 }));
                  }}
                >
                  <CopyIcon size={18} />
                  {m.plans_builder_duplicate_week()}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  isDisabled={weeks.length <= 1}
                  onPress={() => setRemovingWeek(index)}
                >
                  {m.plans_builder_remove_week()}
                </Button>
              </div>
              <ErrorList messages={errorsAt(`weeks.${index}`)} anchor={`weeks.${index}`} />
              <div className={styles.days} data-count={item.days.length}>
                {item.days.map((day, dayIndex) => (
                  <DayCard key={day.id} dayRef={{ week: index, day: dayIndex }} day={day} />
                ))}
              </div>
            </TabPanel>
          ))}
        </Tabs>

        <ExercisePicker
          isOpen={picker !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen) setPicker(null);
          }}
          title={
            pickerBlock
              ? m.plans_builder_picker_title_superset({
                  name: pickerBlock.entries.map((entry) => exerciseName(entry.exerciseId)).join(' + '),
                })
              : m.plans_builder_picker_title()
          }
          onSearch={onSearchExercises}
          onPick={pick}
        />
        <AlertDialog
          isOpen={removingWeek !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen) setRemovingWeek(null);
          }}
          variant="danger"
          title={m.plans_builder_remove_week_title({ number: (removingWeek ?? 0) + 1 })}
          confirmLabel={m.plans_builder_remove_week()}
          onConfirm={() => {
            const index = removingWeek ?? 0;
            edit((current) => removeWeek(current, index), '*');
            setSelectedWeek(Math.max(0, index - 1));
            announce(m.plans_builder_week_removed({ number: index + 1 }));
          }}
        >
          {m.plans_builder_remove_week_body()}
        </AlertDialog>
        <AlertDialog
          isOpen={fewerDays !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen) setFewerDays(null);
          }}
          variant="danger"
          title={m.plans_builder_fewer_days_title({ count: fewerDays ?? 1 })}
          confirmLabel={m.plans_builder_fewer_days_confirm()}
          onConfirm={() => changeDays(fewerDays ?? daysPerWeek)}
        >
          {m.plans_builder_fewer_days_body({ count: fewerDays ?? 1 })}
        </AlertDialog>

        <div className={shared.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </div>
      </div>
    </BuilderContext.Provider>
  );
}

const maxListed = 6;

const summarySelector = '[data-issue-summary]';

const saveStateText: Record<SaveState, () => string> = {
  saved: m.plans_builder_state_saved,
  unsaved: m.plans_builder_state_unsaved,
  saving: m.plans_builder_state_saving,
  error: m.plans_builder_state_error,
};
