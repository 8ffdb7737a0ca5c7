import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render, unmount } from '../../../test/render.tsx';
import { Button } from './Button.tsx';

function announcementsOf(button: HTMLElement): Element[] {
  return [...document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].filter((node) =>
    node.getAttribute('aria-labelledby')?.split(' ').includes(button.id),
  );
}

function PendingOnPress() {
  const [pending, setPending] = useState(false);
  return (
    <Button isPending={pending} onPress={() => setPending(true)}>
      Send reminder
    </Button>
  );
}

describe('Button pending', () => {
  test('the announcement of a focused button turning pending leaves the page with the button', async () => {
    render(<PendingOnPress />);
    const button = page.getByRole('button', { name: 'Send reminder' });
    await userEvent.click(button);
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    const element = button.element() as HTMLElement;
    // react-aria names the announcement by the button's id (the first one after a short delay).
    await expect.poll(() => announcementsOf(element).length).toBeGreaterThan(0);
    unmount();
    expect(announcementsOf(element)).toEqual([]);
  });
});
