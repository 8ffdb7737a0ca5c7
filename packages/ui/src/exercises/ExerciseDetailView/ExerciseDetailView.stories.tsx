import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  archivedDetail,
  backSquatDetail,
  clientDetail,
  kettlebellSwingDetail,
  pushUpDetail,
  uploadDetail,
} from '../story-data.ts';
import { ExerciseDetailView, type ExerciseDetailViewProps } from './ExerciseDetailView.tsx';

const meta = {
  title: 'Exercises/ExerciseDetailView',
  component: ExerciseDetailView,
  args: {
    exercise: backSquatDetail,
    isBusy: false,
    error: null,
    hrefOf: (id: string) => `/exercises/${id}`,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExerciseDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const findAlert = async (name: string | RegExp) => {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const dialogGone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** A starter-library exercise as a trainer sees it: pictures, a YouTube video, and "Copy to my exercises". */
export const Library: Story = {
  args: { onCopy: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Barbell back squat' })).toBeVisible();
    await expect(canvas.getByText('Starter library')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Barbell back squat, image 1 of 3' })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Main muscles: Quadriceps and Glutes. Secondary muscles: Hamstrings, Adductors, and Lower back.',
      }),
    ).toBeVisible();
    const steps = canvas.getByRole('region', { name: 'How to do it' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Play video: Barbell back squat' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 3' }));
    await expect(canvas.getByRole('img', { name: 'Barbell back squat, image 2 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy to my exercises' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

/** Copying: the pressed button spins while the request runs. */
export const Copying: Story = {
  args: { onCopy: fn() },
  render: function Render(args: ExerciseDetailViewProps) {
    const [busy, setBusy] = useState(false);
    return (
      <ExerciseDetailView
        {...args}
        isBusy={busy}
        onCopy={() => {
          void args.onCopy?.();
          setBusy(true);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const copy = canvas.getByRole('button', { name: 'Copy to my exercises' });
    await userEvent.click(copy);
    await waitFor(() => expect(copy).toHaveAttribute('aria-disabled', 'true'));
  },
};

/**
 * The trainer's own exercise, used by three plans: Edit and Archive. The confirmation says that it
 * stays in those plans; Cancel leaves it as it was.
 */
export const Own: Story = {
  args: { exercise: kettlebellSwingDetail, editHref: `/exercises/${kettlebellSwingDetail.id}/edit`, onArchive: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Mine')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/exercises/${kettlebellSwingDetail.id}/edit`,
    );
    await expect(canvas.queryByRole('button', { name: 'Copy to my exercises' })).toBeNull();
    await expect(canvas.getByText('Copied from the library exercise')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kettlebell swing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play video: Kettlebell swing (hip hinge focus)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const dialog = await findAlert('Archive “Kettlebell swing (hip hinge focus)”?');
    await expect(dialog).toHaveTextContent('It is used in 3 plans and stays in them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    await expect(args.onArchive).not.toHaveBeenCalled();
  },
};

/** Archiving for real: confirmed, it turns archived in place and the focus moves to Restore. */
export const ArchiveAndRestore: Story = {
  args: { exercise: kettlebellSwingDetail, editHref: `/exercises/${kettlebellSwingDetail.id}/edit`, onArchive: fn() },
  render: function Render(args: ExerciseDetailViewProps) {
    const [exercise, setExercise] = useState(args.exercise);
    return (
      <ExerciseDetailView
        {...args}
        exercise={exercise}
        onArchive={() => {
          void args.onArchive?.();
          setExercise((current) => ({ ...current, archived: true }));
        }}
        onRestore={() => setExercise((current) => ({ ...current, archived: false }))}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const dialog = await findAlert(/^Archive/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive exercise' }));
    await dialogGone();
    await expect(args.onArchive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Restore' })).toHaveFocus());
    await expect(canvas.getByText(/It stays in the 3 plans that use it/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Archive' })).toHaveFocus());
  },
};

/** An archived exercise no plan uses: Restore, and a plain link as its video. */
export const Archived: Story = {
  args: {
    exercise: archivedDetail,
    editHref: `/exercises/${archivedDetail.id}/edit`,
    onRestore: fn(),
    onArchive: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Archived')[0]).toBeVisible();
    await expect(canvas.getByText(/This exercise is archived: it cannot be added to plans/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Watch the video/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
  },
};

/** A client sees their trainer's exercise: no actions, and the steps and muscles as the trainer wrote them. */
export const ClientView: Story = {
  args: { exercise: clientDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From your trainer')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /Archive|Restore|Copy/ })).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Video' })).toBeNull();
  },
};

/** No pictures, a Vimeo video that loads only when played. */
export const WithVideo: Story = {
  args: { exercise: pushUpDetail },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Plays from Vimeo')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** An uploaded video plays in the browser's own player, fetched only when played. */
export const WithUpload: Story = {
  args: { exercise: uploadDetail },
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText('Video: Kettlebell swing (hip hinge focus)');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
  },
};

/** An action failed: the reason shows above the exercise. */
export const WithError: Story = {
  args: { onCopy: fn(), error: 'This exercise could not be copied. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This exercise could not be copied.');
  },
};

/** The steps are in the exercise's language, marked for screen readers when it is not the page's. */
export const OtherLanguage: Story = {
  args: { exercise: { ...kettlebellSwingDetail, language: 'hr' as const } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'hr');
  },
};

export const German: Story = {
  args: { exercise: kettlebellSwingDetail, editHref: '/exercises/x/edit', onArchive: fn() },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Archivieren' })).toBeVisible();
    await expect(canvas.getByText('Beanspruchte Muskeln')).toBeVisible();
  },
};

export const Dark: Story = { args: { onCopy: fn() }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { exercise: kettlebellSwingDetail, editHref: `/exercises/${kettlebellSwingDetail.id}/edit`, onArchive: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
