import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { ClientHealth } from '@spotter/domain';
import { createToastQueue, ToastRegion } from '../../primitives/Toast/index.ts';
import { ClientHealthFields } from '../ClientHealth/index.ts';
import { $dirtySections, guardedLinkTarget } from '../unsavedChanges.ts';
import { ProfileSection, type ProfileSectionProps, type SectionSnapshot } from './ProfileSection.tsx';
import { readDraft } from './drafts.ts';

const draftKey = 'spotter.draft.test-user.client.health';
const saved: SectionSnapshot<ClientHealth> = { values: { medicalConditions: 'Asthma', allergies: null }, version: 2 };

type Props = Pick<ProfileSectionProps<ClientHealth>, 'onSave' | 'onReload' | 'validate'> & {
  initial?: SectionSnapshot<ClientHealth>;
};

let root: Root | null = null;
/** The toast queue of the mounted section. */
let queue = createToastQueue();
let host: HTMLElement | null = null;

function mount({ initial = saved, onSave, onReload, validate }: Props) {
  queue = createToastQueue();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root?.render(
      <>
        <ProfileSection<ClientHealth>
          id="health"
          title="Health"
          initial={initial}
          draftKey={draftKey}
          onSave={onSave}
          onReload={onReload}
          validate={validate}
          toastQueue={queue}
        >
          {(fields) => <ClientHealthFields {...fields} />}
        </ProfileSection>
        <ToastRegion queue={queue} />
      </>,
    ),
  );
}

function unmount() {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
}

afterEach(() => {
  unmount();
  localStorage.removeItem(draftKey);
});

const allergies = () => page.getByRole('textbox', { name: /allergies/i });
const medical = () => page.getByRole('textbox', { name: /medical conditions/i });
const saveButton = () => page.getByRole('button', { name: 'Save changes' });

describe('ProfileSection', () => {
  test('a changed section saves, shows a toast and takes the saved values as its new baseline', async () => {
    const onSave = vi.fn(async (values: ClientHealth, version: number) => ({ values, version: version + 1 }));
    mount({ onSave, onReload: vi.fn() });
    await expect.element(saveButton()).toBeDisabled();
    await userEvent.fill(allergies(), 'Peanuts');
    await expect.element(saveButton()).toBeEnabled();
    expect($dirtySections.get()).toContain('health');
    await userEvent.click(saveButton());
    await expect.element(page.getByText('Health saved.')).toBeVisible();
    expect(onSave).toHaveBeenCalledWith({ medicalConditions: 'Asthma', allergies: 'Peanuts' }, 2);
    await expect.element(saveButton()).toBeDisabled();
    expect($dirtySections.get()).not.toContain('health');
    expect(readDraft(draftKey)).toBeNull();
  });

  test('saving again replaces the section\'s "saved" toast instead of adding another', async () => {
    const onSave = vi.fn(async (values: ClientHealth, version: number) => ({ values, version: version + 1 }));
    mount({ onSave, onReload: vi.fn() });
    // Toasts that never time out, so only the section closes them.
    const add = queue.add.bind(queue);
    queue.add = (content, options) => add(content, { ...options, timeout: undefined });
    const added = vi.spyOn(queue, 'add');
    const closed = vi.spyOn(queue, 'close');
    for (const text of ['Peanuts', 'Peanuts, pollen', 'Peanuts, pollen, latex']) {
      await userEvent.fill(allergies(), text);
      await userEvent.click(saveButton());
      await expect.element(saveButton()).toBeDisabled();
      await expect.poll(() => onSave.mock.calls.at(-1)?.[0].allergies).toBe(text);
    }
    await expect.element(page.getByText('Health saved.')).toBeVisible();
    // Each save closed the toast of the one before it.
    const keys = added.mock.results.map((result) => result.value as string);
    expect(keys).toHaveLength(3);
    expect(closed.mock.calls.map(([key]) => key)).toEqual(keys.slice(0, 2));
  });

  test('a stale save (409) shows the fresh values and keeps the attempt as a draft to restore', async () => {
    const fresh: SectionSnapshot<ClientHealth> = {
      values: { medicalConditions: 'Asthma, knee surgery 2024', allergies: 'Latex' },
      version: 5,
    };
    const onSave = vi.fn(() =>
      Promise.reject(Object.assign(new Error('stale'), { error: 'Changed elsewhere.', fieldErrors: {}, status: 409 })),
    );
    const onReload = vi.fn(async () => fresh);
    mount({ onSave, onReload });
    await userEvent.fill(allergies(), 'Peanuts');
    await userEvent.click(saveButton());
    await expect.element(page.getByText('This section was changed elsewhere')).toBeVisible();
    await expect.element(medical()).toHaveValue('Asthma, knee surgery 2024');
    await expect.element(allergies()).toHaveValue('Latex');
    await expect.element(saveButton()).toBeDisabled();
    expect(readDraft<ClientHealth>(draftKey)?.values.allergies).toBe('Peanuts');
    await userEvent.click(page.getByRole('button', { name: 'Restore' }));
    await expect.element(allergies()).toHaveValue('Peanuts');
    await expect.element(medical()).toHaveValue('Asthma');
    await expect.element(saveButton()).toBeEnabled();
  });

  test('unsaved values are kept on the device and offered again after a remount', async () => {
    mount({ onSave: vi.fn(), onReload: vi.fn() });
    await userEvent.fill(allergies(), 'Shellfish');
    await vi.waitFor(() => expect(readDraft<ClientHealth>(draftKey)?.values.allergies).toBe('Shellfish'), {
      timeout: 15_000,
    });
    expect(readDraft(draftKey)?.version).toBe(2);
    unmount();
    mount({ onSave: vi.fn(), onReload: vi.fn() });
    await expect.element(allergies()).toHaveValue('');
    await expect.element(page.getByText(/restore unsaved changes from/i)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Restore' }));
    await expect.element(allergies()).toHaveValue('Shellfish');
    unmount();
    mount({ onSave: vi.fn(), onReload: vi.fn() });
    await userEvent.click(page.getByRole('button', { name: 'Discard' }));
    await expect.element(page.getByText(/restore unsaved changes from/i)).not.toBeInTheDocument();
    expect(readDraft(draftKey)).toBeNull();
  });

  test('values the browser-side check refuses are not sent; the message shows under the field', async () => {
    const onSave = vi.fn();
    const validate = vi.fn((values: ClientHealth) =>
      values.allergies && values.allergies.length > 5 ? { allergies: ['Too long for this test.'] } : null,
    );
    mount({ onSave, onReload: vi.fn(), validate });
    await userEvent.fill(allergies(), 'Peanuts');
    await userEvent.click(saveButton());
    await expect.element(allergies()).toHaveAccessibleDescription(/too long for this test/i);
    await expect.element(allergies()).toHaveFocus();
    expect(validate).toHaveBeenCalledWith({ medicalConditions: 'Asthma', allergies: 'Peanuts' }, 2);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.fill(allergies(), 'Nuts');
    await expect.element(allergies()).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a request that never reaches the server keeps the changes and says so', async () => {
    mount({ onSave: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))), onReload: vi.fn() });
    await userEvent.fill(allergies(), 'Pollen');
    await userEvent.click(saveButton());
    await expect.element(page.getByText(/kept on this device/i)).toBeVisible();
    expect(readDraft<ClientHealth>(draftKey)?.values.allergies).toBe('Pollen');
    await expect.element(allergies()).toHaveValue('Pollen');
  });

  test('an in-app link asks before leaving unsaved changes; Stay keeps the page', async () => {
    mount({ onSave: vi.fn(), onReload: vi.fn() });
    const link = document.createElement('a');
    link.href = '/client/dashboard';
    link.textContent = 'Dashboard';
    document.body.append(link);
    try {
      await userEvent.fill(allergies(), 'Dust');
      await userEvent.click(page.getByRole('link', { name: 'Dashboard' }));
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect.element(dialog).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Stay' }));
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(allergies()).toHaveValue('Dust');
    } finally {
      link.remove();
    }
  });
});

describe('guardedLinkTarget', () => {
  const here = new URL('https://spotter.test/client/dashboard/edit?from=menu') as unknown as Location;

  function clickOn(html: string, init: MouseEventInit = {}): string | null {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const anchor = holder.firstElementChild as Element;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: anchor });
    return guardedLinkTarget(event, here);
  }

  test('guards plain same-origin links only', () => {
    expect(clickOn('<a href="/client/dashboard">x</a>')).toBe('https://spotter.test/client/dashboard');
    expect(clickOn('<a href="https://elsewhere.example/">x</a>')).toBeNull();
    expect(clickOn('<a href="/client/dashboard" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a href="/client/dashboard">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/client/dashboard" download>x</a>')).toBeNull();
    expect(clickOn('<a href="?from=menu#goals">x</a>')).toBeNull();
    expect(clickOn('<button>x</button>')).toBeNull();
  });
});
