import type { Decorator } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, type within } from 'storybook/test';

/* Steps and decorators the stories of several components share. */

/** Presses Tab once and checks that the focus landed on `element`. */
export async function tabTo(element: Element | undefined) {
  await userEvent.tab();
  await expect(element).toHaveFocus();
}

type RoleQueries = Pick<ReturnType<typeof within>, 'getByRole'>;

/** Presses Tab once, checks that the focus landed on the control with this role and name, and returns it. */
export async function tabToRole(
  canvas: RoleQueries,
  role: Parameters<RoleQueries['getByRole']>[0],
  name: string | RegExp,
) {
  const control = canvas.getByRole(role, { name });
  await tabTo(control);
  return control;
}

/**
 * Checks a field in its invalid state: the error text shows, and the control is marked invalid and
 * described by the error (so a screen reader reads it with the field).
 */
export async function expectFieldError(
  canvas: { getByText: (text: string) => HTMLElement },
  control: HTMLElement,
  message: string,
) {
  await expect(canvas.getByText(message)).toBeVisible();
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
}

/**
 * Waits until no option list is open. While a combo box's list is open, react-aria hides the rest of
 * the page from assistive technology (`aria-hidden`, fields still tabbable): a story that chose from
 * a list ends here, so the page axe checks after it is the settled one, not one still closing.
 */
export async function listClosed() {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Renders the story in a column no wider than a form on a page. */
export function maxWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ maxWidth: width }}>
      <Story />
    </div>
  );
}
