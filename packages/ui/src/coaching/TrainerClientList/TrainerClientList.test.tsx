import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { trainerClients } from '../story-data.ts';
import { TrainerClientList } from './TrainerClientList.tsx';
import { render } from '../../../test/render.tsx';

describe('TrainerClientList', () => {
  test('Cancel ends nothing and gives the focus back to the button', async () => {
    const onEnd = vi.fn(async (_clientId: string) => undefined);
    render(<TrainerClientList clients={trainerClients} onEnd={onEnd} />);
    const third = page.getByRole('button', { name: 'End coaching' }).nth(2);
    await expect.element(third).toBeInTheDocument();
    (third.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alertdialog', { name: 'End coaching with Emir Mujić?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(third).toHaveFocus();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
