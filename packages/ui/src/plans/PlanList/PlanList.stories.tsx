import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PlanSummary } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { currentClients, trainerToday } from '../AssignPlanDialog/story-data.ts';
import { planSummaries } from '../story-data.ts';
import { PlanList } from './PlanList.tsx';

const [upperLower, fiveThreeOne, adnaCopy] = planSummaries as [PlanSummary, PlanSummary, PlanSummary, PlanSummary];

const meta = {
  title: 'Plans/PlanList',
  component: PlanList,
  args: {
    plans: planSummaries,
    clients: currentClients,
    hrefOf: (id: string) => `/trainer/dashboard/plans/${id}`,
    today: trainerToday,
    onCreate: fn(async () => undefined),
    onDuplicate: fn(),
    onAssign: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
  decorators: [maxWidth(960)],
  // Deleting removes the plan, as the page does once the call succeeded.
  render: function Render(args) {
    const [plans, setPlans] = useState<PlanSummary[]>([...args.plans]);
    return (
      <PlanList
        {...args}
        plans={plans}
        onDelete={async (id) => {
          await args.onDelete(id);
          setPlans((current) => current.filter((plan) => plan.id !== id));
        }}
      />
    );
  },
} satisfies Meta<typeof PlanList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two templates and two client copies, one of them from a coaching that ended. */
export const Plans: Story = {
  play: async ({ canvas }) => {
    const templates = canvas.getByRole('region', { name: 'Templates' });
    await expect(within(templates).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(templates).getByRole('link', { name: fiveThreeOne.name })).toHaveAttribute(
      'href',
      `/trainer/dashboard/plans/${fiveThreeOne.id}`,
    );
    await expect(within(templates).getByText('4 weeks · 4 days a week')).toBeVisible();
    await expect(within(templates).getByText('Updated Mar 2, 2026')).toBeVisible();
    await expect(within(templates).getAllByRole('button', { name: 'Assign' })).toHaveLength(2);

    const copies = canvas.getByRole('region', { name: 'Client plans' });
    await expect(within(copies).getByText('Client: Adna B.')).toBeVisible();
    await expect(within(copies).getByText('Start date: Mar 9, 2026')).toBeVisible();
    await expect(within(copies).getByText('1 week · 3 days a week')).toBeVisible();
    await expect(within(copies).getByText('Coaching ended')).toBeVisible();
    await expect(within(copies).queryByRole('button', { name: 'Assign' })).toBeNull();
  },
};

/** A new plan of 6 weeks of 4 days, typed and sent from the dialog. */
export const NewPlan: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New plan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create plan' }));
    await expect(await dialog.findByText('This field is required.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Hypertrophy block');
    const weeks = dialog.getByRole('textbox', { name: 'Weeks' });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '6');
    const days = dialog.getByRole('textbox', { name: 'Training days per week' });
    await userEvent.clear(days);
    await userEvent.type(days, '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Create plan' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Hypertrophy block', weeks: 6, daysPerWeek: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server refused the new plan: the dialog stays open and says why. */
export const NewPlanRefused: Story = {
  args: { onCreate: fn(async () => Promise.reject({ error: 'plans_error_limit' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New plan' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Mobility');
    await userEvent.click(dialog.getByRole('button', { name: 'Create plan' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 300 plans. Delete some to add more.',
    );
  },
};

/** Assign opens the dialog for that template, with the trainer's clients. */
export const Assign: Story = {
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Assign' });
    await expect(first).toHaveAccessibleDescription(upperLower.name);
    await userEvent.click(first as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: `Assign “${upperLower.name}”` }));
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(currentClients.length);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Emina Kovačević' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign plan' }));
    await expect(args.onAssign).toHaveBeenCalledWith(upperLower.id, {
      clientIds: ['9a4e2b71-3c5d-4e6f-8a9b-000000000003'],
      startDate: '2026-03-16',
    });
    await expect(await dialog.findByText('Plan assigned to 1 client, who now has their own copy.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Deleting a client's copy asks first, says who loses it, and removes it. */
export const Delete: Story = {
  play: async ({ args, canvas }) => {
    const copies = within(canvas.getByRole('region', { name: 'Client plans' }));
    const [first] = copies.getAllByRole('button', { name: 'Delete' });
    await userEvent.click(first as HTMLElement);
    const alert = await screen.findByRole('alertdialog', { name: `Delete “${adnaCopy.name}”?` });
    await expect(alert).toHaveTextContent('Adna B. will no longer see this plan. This cannot be undone.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(adnaCopy.id);
    await waitFor(() => expect(copies.queryByText('Client: Adna B.')).toBeNull());
  },
};

/** The delete failed: the dialog stays open with the reason, and the plan stays. */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject({ error: 'plans_error_not_found' })) },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Delete' });
    await userEvent.click(first as HTMLElement);
    const alert = await screen.findByRole('alertdialog', { name: `Delete “${upperLower.name}”?` });
    await expect(alert).toHaveTextContent('Plans already assigned to clients stay as they are.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete plan' }));
    await expect(await within(alert).findByRole('alert')).toHaveTextContent(
      'This plan does not exist or you cannot see it.',
    );
    await expect(canvas.getAllByRole('link', { name: upperLower.name }).length).toBeGreaterThan(0);
  },
};

/** Duplicating runs: that plan's buttons wait, the pressed one with a spinner. */
export const Busy: Story = {
  args: { busyId: fiveThreeOne.id },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: fiveThreeOne.name }).closest('li') as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(row).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The page's last action failed. */
export const WithError: Story = {
  args: { error: 'plans_error_conflict' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This plan was changed in another tab or on another device. Reload to see the latest version.',
    );
  },
};

/** A new trainer: both sections say what goes there. */
export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No templates yet')).toBeVisible();
    await expect(canvas.getByText('No client plans yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New plan' })).toBeEnabled();
  },
};

/** Templates only, before any was assigned. */
export const NoClientPlans: Story = {
  args: { plans: planSummaries.filter((plan) => plan.client === null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No client plans yet')).toBeVisible();
    await expect(canvas.queryByText('No templates yet')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
