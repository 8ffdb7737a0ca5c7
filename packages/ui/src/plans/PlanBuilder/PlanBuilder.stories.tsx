import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { planWriteSchema, type PlanWeek, type PlanWriteInput } from '@spotter/domain';
import {
  adnaPlan,
  clientAdna,
  percentLoadWeeks,
  percentPlan,
  planExercises,
  restDayWeeks,
  searchPlanExercises,
  upperLowerPlan,
} from '../story-data.ts';
import { PlanBuilder, saveStates } from './PlanBuilder.tsx';

const meta = {
  title: 'Plans/PlanBuilder',
  component: PlanBuilder,
  args: {
    initial: {
      name: upperLowerPlan.name,
      goal: upperLowerPlan.goal,
      weeks: upperLowerPlan.document.weeks,
      version: upperLowerPlan.version,
    },
    exercises: planExercises,
    onSearchExercises: (query: string) => searchPlanExercises(query, 20),
    onSave: fn(),
    onChange: fn(),
    onReload: fn(),
    onDiscardDraft: fn(),
    isSaving: false,
    saveState: 'saved',
  },
  argTypes: { saveState: { control: 'inline-radio', options: saveStates } },
} satisfies Meta<typeof PlanBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabUntil(target: HTMLElement, shift = false) {
  for (let presses = 0; presses < 120 && document.activeElement !== target; presses += 1) {
    await userEvent.tab({ shift });
  }
  await expect(target).toHaveFocus();
}

/**
 * Opens the picker from the focused button and searches; Enter in the field takes the first result,
 * or the Down arrow moves into the results to pick `expected` from there.
 */
async function pickByKeyboard(query: string, expected: string, from: 'field' | 'list') {
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Add exercise' });
  const search = within(dialog).getByRole('searchbox', { name: 'Search exercises' });
  await waitFor(() => expect(search).toHaveFocus());
  await userEvent.keyboard(query);
  // The results for the whole query are in (as a person sees them) before choosing.
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/found/));
  const option = await within(dialog).findByRole('option', { name: expected });
  await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toBe(option));
  if (from === 'list') {
    await userEvent.keyboard('{ArrowDown}');
    await expect(option).toHaveFocus();
  } else {
    await expect(search).toHaveFocus();
  }
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A new plan: one week of three empty days. */
export const Empty: Story = {
  args: { initial: { name: '', goal: null, weeks: [] }, saveState: 'unsaved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New training plan' })).toBeVisible();
    await expect(canvas.getAllByText('No exercises yet.')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * A day built with the keyboard alone: the name typed, two exercises picked with Enter, a set
 * added, the first exercise moved down; Ctrl+S saves a plan that passes the contract.
 */
export const BuildByKeyboard: Story = {
  args: { initial: { name: '', goal: null, weeks: [] }, saveState: 'unsaved' },
  play: async ({ args, canvas }) => {
    await tabUntil(canvas.getByRole('textbox', { name: 'Plan name' }));
    await userEvent.keyboard('Push and legs');

    await tabUntil(canvas.getByRole('button', { name: 'Add exercise to Day 1' }));
    await pickByKeyboard('bench', 'Barbell bench press', 'field');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Reps, set 1, Barbell bench press' })).toHaveFocus(),
    );

    await tabUntil(canvas.getByRole('button', { name: 'Add set to Barbell bench press' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Reps, set 2, Barbell bench press' })).toHaveFocus(),
    );

    await tabUntil(canvas.getByRole('button', { name: 'Add exercise to Day 1' }));
    await pickByKeyboard('squat', 'Back squat', 'list');
    await expect(canvas.getByRole('heading', { level: 4, name: 'B Back squat' })).toBeVisible();

    await tabUntil(canvas.getByRole('button', { name: 'Move Barbell bench press down' }), true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Barbell bench press moved to position 2 of 2.')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Barbell bench press up' })).toHaveFocus());

    await userEvent.keyboard('{Control>}s{/Control}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const saved = (args.onSave as unknown as { mock: { calls: [PlanWriteInput][] } }).mock.calls[0]?.[0];
    const parsed = planWriteSchema.safeParse(saved);
    await expect(parsed.success).toBe(true);
    const day = parsed.data?.weeks[0]?.days[0];
    await expect(parsed.data?.name).toBe('Push and legs');
    await expect(day?.blocks.map((block) => block.entries[0]?.exerciseId)).toEqual([
      planExercises.find((item) => item.name === 'Back squat')?.id,
      planExercises.find((item) => item.name === 'Barbell bench press')?.id,
    ]);
    await expect(day?.blocks[1]?.entries[0]?.sets).toHaveLength(2);
  },
};

/** Four weeks of an upper/lower split: supersets (with their rail), a rest day, a deload week. */
export const WithSuperset: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    const superset = canvas.getAllByRole('group', { name: 'Superset B' })[0] as HTMLElement;
    await expect(within(superset).getByRole('heading', { name: 'B1 Bent-over barbell row' })).toBeVisible();
    await expect(within(superset).getByRole('heading', { name: 'B2 Pull-up' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Rest day', checked: true })).toBeInTheDocument();
  },
};

/** A day's blocks as a list to drag (with a pointer, or the keyboard from each handle). */
export const ReorderByDragging: Story = {
  play: async ({ canvas }) => {
    const [reorder] = canvas.getAllByRole('button', { name: 'Reorder' });
    await userEvent.click(reorder as HTMLElement);
    // The reorder list's code loads when first opened: wait for it as long as a busy machine needs.
    const list = await canvas.findByRole('grid', { name: 'Order of exercises, Day 1' }, { timeout: 15_000 });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4), { timeout: 15_000 });
    const handle = await within(list).findByRole(
      'button',
      { name: 'Drag Bent-over barbell row + Pull-up' },
      { timeout: 15_000 },
    );
    await expect(handle).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Done', pressed: true }, { timeout: 15_000 })).toBeVisible();
  },
};

/** A day copied to another from its menu: the copy replaces what that day held. */
export const CopyDay: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Day 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Week 1, Day 1' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Full body');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Week 1, Day 1 copied to Week 1, Day 4.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: 'Day name' })[3]).toHaveValue('Upper A');
  },
};

export const RestDay: Story = {
  args: { initial: { name: 'Back to training', goal: null, weeks: restDayWeeks, version: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No training planned: time to recover.')).toBeVisible();
    // Turning a training day into a rest day keeps its exercises until saving.
    const [first] = canvas.getAllByRole('switch', { name: 'Rest day' });
    await userEvent.click(first as HTMLElement);
    await expect(
      canvas.getByText('3 exercises are hidden while this is a rest day, and are removed when you save.'),
    ).toBeVisible();
    await userEvent.click(first as HTMLElement);
    await expect(canvas.getByRole('heading', { name: 'A Goblet squat' })).toBeVisible();
  },
};

/** Loads as a percent of each lift's 1RM, the kg each works out to in the summary line. */
export const PercentLoad: Story = {
  args: {
    initial: { name: percentPlan.name, goal: percentPlan.goal, weeks: percentLoadWeeks, version: percentPlan.version },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: '1RM (kg)' })[0]).toHaveValue('140');
    await expect(canvas.getByText('3 × 5 @ 65%–85% 1RM, rest 3 min–4 min')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: '% 1RM' })[0]).toBeChecked();
  },
};

const brokenWeeks: PlanWeek[] = percentLoadWeeks.map((week) => ({
  ...week,
  days: week.days.map((day, dayIndex) =>
    dayIndex !== 0
      ? day
      : {
          ...day,
          blocks: day.blocks.map((block, blockIndex) =>
            blockIndex === 0
              ? { ...block, entries: block.entries.map((entry) => ({ ...entry, oneRmKg: null })) }
              : {
                  ...block,
                  entries: block.entries.map((entry) => ({
                    ...entry,
                    sets: entry.sets.map((set, setIndex) => (setIndex === 1 ? { ...set, tempo: 'SLOW' } : set)),
                  })),
                },
          ),
        },
  ),
}));

/** Saving a plan with problems: each shows at its field and in the summary, and the first is focused. */
export const ValidationErrors: Story = {
  args: { initial: { name: '', goal: null, weeks: brokenWeeks, version: 7 }, saveState: 'unsaved' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(await canvas.findByText('Fix 3 problems before saving')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Plan name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const oneRm = canvas.getAllByRole('textbox', { name: '1RM (kg)' })[0] as HTMLElement;
    await expect(oneRm).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Tempo, set 2, Lying leg curl' })).toHaveAccessibleDescription(
      'Write the tempo as four digits or X, for example 3010 or 20X1.',
    );
    // A summary line takes the keyboard to its field.
    await userEvent.click(canvas.getByRole('button', { name: /Week 1, Squat, A Back squat, 1RM/ }));
    await waitFor(() => expect(oneRm).toHaveFocus());
  },
};

/** The server's field errors (here a day name it refused) show at their fields too. */
export const ServerFieldErrors: Story = {
  args: {
    saveState: 'error',
    error: 'Some fields need another look.',
    fieldErrors: { 'weeks.0.days.1.name': ['Use at most 60 characters.'] },
  },
  play: async ({ canvas }) => {
    const dayName = canvas.getAllByRole('textbox', { name: 'Day name' })[1] as HTMLElement;
    await waitFor(() => expect(dayName).toHaveFocus());
    await expect(dayName).toHaveAccessibleDescription('Use at most 60 characters.');
  },
};

export const Conflict: Story = {
  args: { conflict: true, saveState: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('This plan was changed in another tab')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload plan' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const DraftRestored: Story = {
  args: { draftRestored: true, saveState: 'unsaved' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('We restored your unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { isSaving: true, saveState: 'saving' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Saving…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Save plan/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A client's own copy: the heading names the client and the plan's first day. */
export const ClientCopy: Story = {
  args: {
    clientName: clientAdna.name,
    initial: {
      name: adnaPlan.name,
      goal: adnaPlan.goal,
      weeks: adnaPlan.document.weeks,
      startDate: adnaPlan.startDate,
      version: adnaPlan.version,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Plan for Adna B.' })).toBeVisible();
    await expect(canvas.getByText('Starts on March 9, 2026')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
