import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ExerciseImage } from '@spotter/domain';
import { ExerciseEditor, type ExerciseEditorProps, type ImageMoveDirection } from './ExerciseEditor.tsx';
import {
  emptyValues,
  gobletSquat,
  gobletSquatValues,
  gobletSquatValuesWithoutVideo,
  storyImages,
} from './story-data.ts';

/** The editor with the island's part played in memory: images move and go at once. */
function StatefulExerciseEditor(props: ExerciseEditorProps) {
  const [images, setImages] = useState<ExerciseImage[]>(props.images);
  const move = (id: string, direction: ImageMoveDirection) => {
    props.onMoveImage(id, direction);
    setImages((current) => {
      const from = current.findIndex((image) => image.id === id);
      const to = direction === 'left' ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  };
  const remove = (id: string) => {
    props.onRemoveImage(id);
    setImages((current) => current.filter((image) => image.id !== id));
  };
  return <ExerciseEditor {...props} images={images} onMoveImage={move} onRemoveImage={remove} />;
}

const meta = {
  title: 'Exercises/ExerciseEditor',
  component: ExerciseEditor,
  args: {
    mode: 'create',
    initial: emptyValues,
    images: [],
    video: null,
    onUploadImage: fn(),
    onUploadVideo: fn(),
    onRemoveImage: fn(),
    onMoveImage: fn(),
    onRemoveVideo: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onReload: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: ['create', 'edit'] } },
  render: (args) => <StatefulExerciseEditor {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExerciseEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const editArgs = {
  mode: 'edit',
  initial: gobletSquatValues,
  images: storyImages,
  video: gobletSquat.video,
} satisfies Partial<ExerciseEditorProps>;

/** The same exercise without its video: an embed loads from the network, which screenshots cannot hold still. */
const ownArgs = {
  ...editArgs,
  initial: gobletSquatValuesWithoutVideo,
  video: null,
} satisfies Partial<ExerciseEditorProps>;

/** Ticks a box of one group with the keyboard: focus, then Space. */
async function tick(canvas: ReturnType<typeof within>, group: string, option: string) {
  const box = within(canvas.getByRole('group', { name: group })).getByRole('checkbox', { name: option });
  box.focus();
  await userEvent.keyboard(' ');
  await expect(box).toBeChecked();
}

/** A new exercise, filled in with the keyboard and saved. */
export const Create: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Goblet squat');
    await expect(canvas.getByText('12 / 80 characters')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Language of the text' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Beginner' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Repetitions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Instructions' })).toHaveFocus();
    await userEvent.keyboard('Hold the bell at your chest.{Enter}Squat, then stand up.');

    await tick(canvas, 'Main muscles', 'Quadriceps');
    await tick(canvas, 'Main muscles', 'Glutes');
    const secondary = within(canvas.getByRole('group', { name: 'Secondary muscles' }));
    await expect(secondary.getByRole('checkbox', { name: 'Glutes' })).toBeDisabled();
    await tick(canvas, 'Secondary muscles', 'Adductors');
    await tick(canvas, 'Equipment', 'Kettlebell');

    canvas.getByRole('button', { name: 'Create exercise' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...emptyValues,
      name: 'Goblet squat',
      level: 'intermediate',
      instructions: 'Hold the bell at your chest.\nSquat, then stand up.',
      primaryMuscles: ['quadriceps', 'glutes'],
      secondaryMuscles: ['adductors'],
      equipment: ['kettlebell'],
      imageIds: [],
      videoId: null,
      videoUrl: '',
    });
  },
};

/** One of the trainer's exercises, with two images and a YouTube link; the images are reordered. */
export const Edit: Story = {
  args: editArgs,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Goblet squat');
    await expect(canvas.getAllByRole('img', { name: /^Image \d of 2$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move image 1 right' }));
    await expect(args.onMoveImage).toHaveBeenCalledWith(storyImages[0]!.id, 'right');
    // The moved image is now the last: the focus stays on it, on the way it can still go.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move image 2 left' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Goblet squat',
        imageIds: [storyImages[1]!.id, storyImages[0]!.id],
        videoId: null,
        videoUrl: 'https://www.youtube.com/watch?v=MeIiIdhvXT4',
        version: 4,
      }),
    );
    // Removing the first image leaves the focus on the one that takes its place.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith(storyImages[1]!.id);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove image 1' })).toHaveFocus());
    await expect(canvas.getAllByRole('img', { name: 'Image 1 of 1' })).toHaveLength(1);
  },
};

/** Saving an empty form: each problem under its field, the focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create exercise' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one main muscle.')).toBeVisible();
    await expect(canvas.getByText('Some fields need your attention. See the messages under them.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An image on its way to the server: its tile waits in the row, saving waits for it. */
export const Uploading: Story = {
  args: { ...ownArgs, uploads: { image: { progress: 40, name: 'goblet-squat-side.jpg' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Uploading goblet-squat-side.jpg…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getByText('Wait for the upload to finish, then save.')).toBeVisible();
  },
};

/** The server refused an upload; a file of the wrong type never leaves the browser. */
export const UploadError: Story = {
  args: {
    ...ownArgs,
    uploads: { image: { progress: null, error: 'Your storage is full. Remove some files and try again.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your storage is full. Remove some files and try again.');
  },
};

/** The server's field errors (message keys) under their fields, the first focused. */
export const ServerFieldErrors: Story = {
  args: {
    ...ownArgs,
    initial: { ...gobletSquatValuesWithoutVideo, secondaryMuscles: ['glutes', 'adductors'] },
    fieldErrors: {
      secondaryMuscles: ['exercises_error_muscle_twice'],
      imageIds: ['exercises_error_media'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A muscle can be main or secondary, not both.')).toBeVisible();
    await expect(canvas.getByText('That file is not one of your uploaded exercise media.')).toBeVisible();
    const secondary = within(canvas.getByRole('group', { name: 'Secondary muscles' }));
    // A muscle ticked in both lists stays free here, so it can be unticked.
    const glutes = secondary.getByRole('checkbox', { name: 'Glutes' });
    await expect(glutes).toBeEnabled();
    await waitFor(() => expect(secondary.getByRole('checkbox', { name: 'Chest' })).toHaveFocus());
    await userEvent.click(glutes);
    await expect(canvas.queryByText('A muscle can be main or secondary, not both.')).toBeNull();
  },
};

/** The trainer has reached the limit of exercises: the server's answer as a banner. */
export const LimitReached: Story = {
  args: { initial: { ...emptyValues, name: 'Bulgarian split squat' }, error: 'exercises_error_limit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You have reached the limit of 500 exercises. Archive or delete some to add more.',
    );
  },
};

/** Someone saved the exercise in another tab meanwhile: reload before saving again. */
export const Conflict: Story = {
  args: { ...ownArgs, conflict: true, error: 'exercises_error_conflict' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else saved this exercise');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** While the island sends: the button shows it and the media wait. */
export const Saving: Story = {
  args: { ...ownArgs, isSaving: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: ownArgs,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
