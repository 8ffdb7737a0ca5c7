import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { coachingLimits } from '@spotter/domain';
import { namelessRequest, pendingRequest } from '../story-data.ts';
import { CoachingRequestCard, type CoachingRequestCardProps } from './CoachingRequestCard.tsx';
import { render } from '../../../test/render.tsx';

function renderCard(props: Partial<CoachingRequestCardProps>) {
  render(<CoachingRequestCard request={pendingRequest} viewer="trainer" {...props} />);
}

describe('CoachingRequestCard', () => {
  test('declining without a reason sends null', async () => {
    const onDecline = vi.fn(async (_reason: string | null) => undefined);
    renderCard({ onDecline, onAccept: vi.fn(async () => undefined) });
    await userEvent.click(page.getByRole('button', { name: 'Decline', exact: true }));
    await userEvent.keyboard('   ');
    await userEvent.click(page.getByRole('button', { name: 'Decline request' }));
    await vi.waitFor(() => expect(onDecline).toHaveBeenCalledWith(null));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('a reason past the limit cannot be sent; a failure keeps the dialog and the reason', async () => {
    const onDecline = vi.fn(async (_reason: string | null) => {
      throw new Error('This request has already been answered or withdrawn.');
    });
    renderCard({ onDecline });
    await userEvent.click(page.getByRole('button', { name: 'Decline', exact: true }));
    const reason = page.getByRole('textbox', { name: /Reason/ });
    await userEvent.fill(reason, 'x'.repeat(coachingLimits.declineReasonChars + 1));
    await expect.element(page.getByText('501 / 500 characters — 1 over the limit')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Decline request' })).toBeDisabled();
    await userEvent.fill(reason, 'Fully booked until spring.');
    await userEvent.click(page.getByRole('button', { name: 'Decline request' }));
    await expect.element(page.getByText('This request has already been answered or withdrawn.')).toBeVisible();
    expect(page.getByRole('dialog').getByRole('alert').element().textContent).toContain('already been answered');
    await expect.element(reason).toHaveValue('Fully booked until spring.');
    await expect.element(page.getByRole('button', { name: 'Decline request' })).toBeEnabled();
    expect(onDecline).toHaveBeenCalledWith('Fully booked until spring.');
  });

  test('a rejection that is not an Error shows the general message', async () => {
    renderCard({ onAccept: () => Promise.reject({ status: 500 }) });
    await userEvent.click(page.getByRole('button', { name: 'Accept' }));
    await expect.element(page.getByText('That did not work. Please try again.')).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toContain('That did not work.');
  });

  test('a client without a name is headed by a translated stand-in, in the dialogs too', async () => {
    renderCard({ request: namelessRequest, onDecline: vi.fn(async () => undefined) });
    await expect.element(page.getByRole('heading', { name: 'Client without a name' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Decline', exact: true }));
    await expect
      .element(page.getByRole('dialog', { name: 'Decline the request from Client without a name?' }))
      .toBeVisible();
  });

  test('the trainer reads what the client wrote about themselves, their activities and languages', async () => {
    renderCard({});
    await expect.element(page.getByText(/Nurse on rotating shifts/)).toBeVisible();
    await expect.element(page.getByText('Walking, Swimming, Yoga')).toBeVisible();
    await expect.element(page.getByText('Bosnian, English')).toBeVisible();
    await expect.element(page.getByText('Banja Luka')).toBeVisible();
  });
});
