import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CoachingRequest, CoachingRequestStatus } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import {
  acceptedRequest,
  declinedRequest,
  morePendingRequests,
  pendingRequest,
  withdrawnRequest,
} from '../story-data.ts';
import { CoachingRequestList, type CoachingRequestListProps } from './CoachingRequestList.tsx';

const allRequests = [pendingRequest, acceptedRequest, declinedRequest, withdrawnRequest, ...morePendingRequests];
const counts: Record<CoachingRequestStatus, number> = { pending: 14, accepted: 37, declined: 6, withdrawn: 3 };

const meta = {
  title: 'Coaching/CoachingRequestList',
  component: CoachingRequestList,
  args: {
    items: [pendingRequest, ...morePendingRequests],
    viewer: 'trainer',
    onAccept: fn(async (_id: string) => undefined),
    onDecline: fn(async (_id: string, _reason: string | null) => undefined),
    onWithdraw: fn(async (_id: string) => undefined),
  },
  decorators: [maxWidth(760)],
} satisfies Meta<typeof CoachingRequestList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A trainer's new requests; accepting one answers it in place (as the page would after the call). */
export const TrainerInbox: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<CoachingRequest[]>([...args.items]);
    return (
      <CoachingRequestList
        {...args}
        items={items}
        onAccept={async (id) => {
          await args.onAccept?.(id);
          setItems((current) => current.map((item) => (item.id === id ? { ...item, status: 'accepted' } : item)));
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Coaching requests' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const first = canvas.getByRole('article', { name: 'Amra Hodžić' });
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(first).getByText('Accepted')).toBeVisible());
    await expect(args.onAccept).toHaveBeenCalledWith(pendingRequest.id);
    await expect(within(first).queryByRole('button')).toBeNull();
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** A client's requests in every state; only the waiting one can be withdrawn. */
export const ClientRequests: Story = {
  args: {
    viewer: 'client',
    items: [pendingRequest, { ...acceptedRequest, trainer: pendingRequest.trainer }, declinedRequest, withdrawnRequest],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Withdraw request' })).toHaveLength(1);
  },
};

export const EmptyTrainer: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No new requests')).toBeVisible();
  },
};

export const EmptyClient: Story = {
  args: { items: [], viewer: 'client', marketplaceHref: '/trainers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No requests yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a coach' })).toHaveAttribute('href', '/trainers');
  },
};

export const EmptyAdmin: Story = {
  args: { items: [], viewer: 'admin', status: 'withdrawn', counts: { ...counts, withdrawn: 0 }, onStatusChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No requests match')).toBeVisible();
  },
};

/** The page's own empty message replaces the built-in one. */
export const CustomEmptyMessage: Story = {
  args: { items: [], emptyTitle: 'Nothing this week', emptyBody: 'Requests from the last seven days show here.' },
};

function PagedList(args: CoachingRequestListProps) {
  const [items, setItems] = useState<CoachingRequest[]>([...args.items]);
  const [loading, setLoading] = useState<(() => void) | null>(null);
  return (
    <>
      <CoachingRequestList
        {...args}
        items={items}
        hasMore={items.length < allRequests.length}
        onLoadMore={() => {
          void args.onLoadMore?.();
          return new Promise<void>((resolve) =>
            setLoading(() => () => {
              setItems(allRequests);
              setLoading(null);
              resolve();
            }),
          );
        }}
      />
      {/* Stands in for the server's answer, so the busy state can be seen before it ends. */}
      {loading ? (
        <button type="button" onClick={loading} data-testid="answer">
          Answer
        </button>
      ) : null}
    </>
  );
}

/** 'Load more' shows its progress until the next page is there, then goes away on the last page. */
export const LoadMore: Story = {
  args: { items: [pendingRequest, acceptedRequest], viewer: 'admin', onLoadMore: fn(async () => undefined) },
  render: (args) => <PagedList {...args} />,
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(more).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(canvas.getByTestId('answer'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(allRequests.length));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** The admin's status filter with counts; arrow keys move between the statuses. */
export const AdminFilter: Story = {
  args: { viewer: 'admin', items: allRequests, counts, onStatusChange: fn() },
  render: function Render(args) {
    const [status, setStatus] = useState<CoachingRequestStatus | null>(null);
    return (
      <CoachingRequestList
        {...args}
        status={status}
        items={status ? allRequests.filter((item) => item.status === status) : allRequests}
        onStatusChange={(next) => {
          args.onStatusChange?.(next);
          setStatus(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const filter = canvas.getByRole('radiogroup', { name: 'Filter by status' });
    const all = within(filter).getByRole('radio', { name: 'All 60' });
    await expect(all).toBeChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const pending = within(filter).getByRole('radio', { name: 'Pending 14' });
    await expect(pending).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onStatusChange).toHaveBeenCalledWith('pending');
    await waitFor(() => expect(pending).toBeChecked());
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  args: { viewer: 'admin', items: allRequests.slice(0, 3), counts, onStatusChange: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
