import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clientAdna } from '../story-data.ts';
import { currentClients, trainerToday } from './story-data.ts';
import { AssignPlanDialog } from './AssignPlanDialog.tsx';

const meta = {
  title: 'Plans/AssignPlanDialog',
  component: AssignPlanDialog,
  args: {
    defaultOpen: true,
    planName: 'Upper/lower strength, 4 weeks',
    clients: currentClients,
    today: trainerToday,
    onAssign: fn(async () => undefined),
  },
} satisfies Meta<typeof AssignPlanDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once it has faded in. */
async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Assign “Upper/lower strength, 4 weeks”' });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** Two clients chosen, the start left on next Monday: each gets a copy, and the dialog says so. */
export const Open: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('group', { name: 'Start date' })).toHaveTextContent('3/16/2026');
    await userEvent.click(body.getByRole('checkbox', { name: 'Adna B.' }));
    await userEvent.click(body.getByRole('checkbox', { name: 'Jonas Weber' }));
    await userEvent.click(body.getByRole('button', { name: 'Assign plan' }));
    await expect(args.onAssign).toHaveBeenCalledWith({
      clientIds: [clientAdna.id, '9a4e2b71-3c5d-4e6f-8a9b-000000000004'],
      startDate: '2026-03-16',
    });
    await expect(await body.findByText('Plan assigned to 2 clients. Each has their own copy now.')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Nobody chosen: the list says to choose, and nothing is sent. */
export const NobodyChosen: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Assign plan' }));
    await expect(await body.findByText('Choose at least one client.')).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'Adna B.' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAssign).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('checkbox', { name: 'Nika Zupan' }));
    await waitFor(() => expect(body.queryByText('Choose at least one client.')).toBeNull());
  },
};

/** The trainer has no clients yet: a way to invite some instead of a list. */
export const NoClients: Story = {
  args: { clients: [], inviteHref: '/trainer/dashboard/invite-clients' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('No clients yet')).toBeVisible();
    await expect(body.getByRole('link', { name: 'Invite clients' })).toHaveAttribute(
      'href',
      '/trainer/dashboard/invite-clients',
    );
    await expect(body.queryByRole('button', { name: 'Assign plan' })).toBeNull();
  },
};

/** The server refused: one of the clients is no longer coached, and the date was not a date. */
export const WithError: Story = {
  args: {
    onAssign: fn(async () =>
      Promise.reject({ error: 'plans_error_not_your_client', fieldErrors: { startDate: ['validation_date_invalid'] } }),
    ),
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('checkbox', { name: 'Luka M.' }));
    await userEvent.click(body.getByRole('button', { name: 'Assign plan' }));
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'You can assign plans only to your current clients.',
    );
    await expect(body.getByRole('checkbox', { name: 'Luka M.' })).toBeChecked();
  },
};

/** Errors handed in by the page, as an island shows its own call's answer. */
export const ErrorFromPage: Story = {
  args: {
    error: 'plans_error_limit',
    fieldErrors: { clientIds: ['plans_error_too_many_clients'] },
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(
      'You have reached the limit of 300 plans. Delete some to add more.',
    );
    const message = 'You can assign a plan to at most 50 clients at once.';
    await expect(body.getByText(message)).toBeVisible();
    await expect(body.getByRole('group', { name: 'Clients' })).toHaveAccessibleDescription(message);
    await expect(body.getByRole('checkbox', { name: 'Nika Zupan' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
