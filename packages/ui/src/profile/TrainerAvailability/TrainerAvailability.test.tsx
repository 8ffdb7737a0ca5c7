import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createToastQueue, ToastRegion } from '../../primitives/Toast/index.ts';
import { ProfileSection, type SectionSnapshot } from '../ProfileSection/index.ts';
import { hasUnsavedChanges } from '../unsavedChanges.ts';
import {
  browserTimeZone,
  proposeTimeZone,
  TrainerAvailabilityFields,
  type TrainerAvailabilityValues,
} from './TrainerAvailability.tsx';

const draftKey = 'spotter.draft.test-user.trainer.availability';

/** A new trainer's availability: nothing saved, no time zone chosen. */
const newTrainer: SectionSnapshot<TrainerAvailabilityValues> = {
  values: { availability: [], sessionDuration: null, cancellationPolicy: null, timeZone: null },
  version: 0,
};

let root: Root | null = null;
let host: HTMLElement | null = null;

function mount(onSave: (values: TrainerAvailabilityValues, version: number) => Promise<typeof newTrainer>) {
  const queue = createToastQueue();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root?.render(
      <>
        <ProfileSection<TrainerAvailabilityValues>
          id="availability"
          title="Availability"
          initial={newTrainer}
          draftKey={draftKey}
          onSave={onSave}
          onReload={vi.fn()}
          toastQueue={queue}
          propose={proposeTimeZone}
        >
          {(fields) => <TrainerAvailabilityFields {...fields} />}
        </ProfileSection>
        <ToastRegion queue={queue} />
      </>,
    ),
  );
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  localStorage.removeItem(draftKey);
});

const zoneLabel = () => browserTimeZone().replaceAll('_', ' ');

describe('TrainerAvailabilityFields in its section', () => {
  test("a trainer without a time zone sees the browser's proposed, and nothing unsaved until they change something", async () => {
    const onSave = vi.fn(async (values: TrainerAvailabilityValues, version: number) => ({
      values,
      version: version + 1,
    }));
    mount(onSave);
    await expect.element(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zoneLabel());
    // Give the section every chance to count the proposal as a change before checking it did not.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();
    await expect.element(page.getByText("Don't forget to save your availability")).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(hasUnsavedChanges()).toBe(false);
    expect(localStorage.getItem(draftKey)).toBeNull();

    // The first change by the trainer saves the proposed zone with it.
    await userEvent.click(page.getByRole('gridcell', { name: 'Monday, Morning' }));
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => onSave.mock.calls.length).toBe(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      availability: [{ weekday: 'monday', timeSlot: 'Morning' }],
      sessionDuration: null,
      cancellationPolicy: null,
      timeZone: browserTimeZone(),
    });
    await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
