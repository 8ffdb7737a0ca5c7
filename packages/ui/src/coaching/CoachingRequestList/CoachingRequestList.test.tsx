import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { acceptedRequest, pendingRequest } from '../story-data.ts';
import { CoachingRequestList, type CoachingRequestListProps } from './CoachingRequestList.tsx';
import { render } from '../../../test/render.tsx';

function renderList(props: Partial<CoachingRequestListProps>) {
  render(<CoachingRequestList items={[pendingRequest, acceptedRequest]} viewer="admin" {...props} />);
}

describe('CoachingRequestList', () => {
  test('choosing All again clears the status filter', async () => {
    const onStatusChange = vi.fn();
    renderList({
      status: 'accepted',
      counts: { pending: 1, accepted: 1, declined: 0, withdrawn: 0 },
      onStatusChange,
    });
    await expect.element(page.getByRole('radio', { name: 'Accepted 1' })).toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: 'All 2' }));
    expect(onStatusChange).toHaveBeenCalledWith(null);
  });

  test('a failed page shows its message and keeps Load more usable', async () => {
    const onLoadMore = vi.fn(async () => {
      throw new Error('offline');
    });
    renderList({ hasMore: true, onLoadMore });
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect.element(page.getByText('offline')).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toContain('offline');
    await expect.element(page.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  test('the actions of a card reach the list callbacks with the request id', async () => {
    const onWithdraw = vi.fn(async (_id: string) => undefined);
    renderList({ viewer: 'client', onWithdraw });
    await userEvent.click(page.getByRole('button', { name: 'Withdraw request' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw request' }));
    await vi.waitFor(() => expect(onWithdraw).toHaveBeenCalledWith(pendingRequest.id));
  });
});
