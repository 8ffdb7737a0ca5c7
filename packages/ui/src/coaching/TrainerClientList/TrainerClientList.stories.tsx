import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TrainerClient } from '@spotter/domain';
import { maxWidth, tabTo } from '../../primitives/story-helpers.tsx';
import { clients as people, trainerClients } from '../story-data.ts';
import { TrainerClientList } from './TrainerClientList.tsx';

const meta = {
  title: 'Coaching/TrainerClientList',
  component: TrainerClientList,
  args: { clients: trainerClients, onEnd: fn(async (_clientId: string) => undefined) },
  decorators: [maxWidth(760)],
  // Ending removes the client, as the page does once the call succeeded.
  render: function Render(args) {
    const [clients, setClients] = useState<TrainerClient[]>([...args.clients]);
    return (
      <TrainerClientList
        {...args}
        clients={clients}
        onEnd={async (clientId) => {
          await args.onEnd(clientId);
          setClients((current) => current.filter((client) => client.id !== clientId));
        }}
      />
    );
  },
} satisfies Meta<typeof TrainerClientList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clients: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 active clients')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your clients' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Client since Sep 1, 2026')).toBeVisible();
    await expect(canvas.getByText('Goals: Weight loss, Endurance')).toBeVisible();
  },
};

export const OneClient: Story = {
  args: { clients: trainerClients.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 active client')).toBeVisible();
  },
};

/** A client saved before names were asked still has a heading, and the end dialog names them so. */
export const NamelessClient: Story = {
  args: {
    clients: [
      {
        ...people.nameless,
        connectionId: 'c0a1b2c3-4444-4d5e-b004-000000000009',
        startedAt: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Client without a name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End coaching' }));
    const alert = await screen.findByRole('alertdialog', { name: 'End coaching with Client without a name?' });
    await expect(within(alert).getAllByText(/Client without a name/).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Ending with the keyboard: the dialog explains the 7-day wait, and the client leaves the list. */
export const EndCoaching: Story = {
  play: async ({ args, canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'End coaching' });
    await tabTo(first);
    await tabTo(second);
    await expect(second).toHaveAccessibleDescription('Jonas Weber');
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alertdialog', { name: 'End coaching with Jonas Weber?' });
    await expect(alert).toHaveTextContent('They may ask you for coaching again after 7 days.');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledWith(trainerClients[1]?.id);
    await waitFor(() => expect(canvas.queryByText('Jonas Weber')).toBeNull());
    await expect(canvas.getByText('2 active clients')).toBeVisible();
  },
};

/** The call failed: the dialog stays open with the message, and the client stays. */
export const EndFails: Story = {
  args: { onEnd: fn(async (_clientId: string) => Promise.reject(new Error('The connection could not be found.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'End coaching' })[0] as HTMLElement);
    const alert = await screen.findByRole('alertdialog', { name: 'End coaching with Amra Hodžić?' });
    await userEvent.click(within(alert).getByRole('button', { name: 'End coaching' }));
    await expect(await within(alert).findByRole('alert')).toHaveTextContent('The connection could not be found.');
    await expect(within(alert).getByRole('button', { name: 'End coaching' })).toBeEnabled();
    await expect(canvas.getByText('Amra Hodžić')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { clients: [], inviteHref: '/trainer/dashboard/invite' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clients yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Invite clients' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
