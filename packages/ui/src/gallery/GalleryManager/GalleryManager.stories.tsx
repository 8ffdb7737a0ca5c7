import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dropFiles, MB } from '../../media/demo.ts';
import { file, makeImages, pickFiles, StatefulGalleryManager, uploadingImage } from '../demo.tsx';
import type { GalleryImage } from '../images.ts';
import { GalleryManager } from './GalleryManager.tsx';

const meta = {
  title: 'Gallery/GalleryManager',
  component: GalleryManager,
  args: { images: makeImages(8, 2), onChange: fn(), onAddFiles: fn() },
  render: (args) => <StatefulGalleryManager {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GalleryManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 50')).toBeVisible();
    await expect(canvas.getByText(/No images yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeEnabled();
  },
};

export const WithImages: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('8 / 50')).toBeVisible();
    const star = canvas.getByRole('button', { name: 'Highlight image 3' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Description' })[2] as HTMLElement, 'Squat rack');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ id: 'img-3', isHighlighted: true, description: 'Squat rack' }),
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 8' }));
    await expect(canvas.getByText('7 / 50')).toBeVisible();
    // Holding the pointer on the removed tile keeps its Undo (and the picture still).
    await userEvent.hover(canvas.getByRole('listitem', { name: 'Removed image 8' }));
  },
};

/** Switches to the Featured tab; returns its panel. */
async function openFeatured(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('tab', { name: /Featured/ }));
  return within(canvas.getByRole('tabpanel'));
}

const ids = (list: GalleryImage[]) => list.map((image) => image.id);
const lastList = (onChange: unknown) =>
  (onChange as { mock: { lastCall?: [GalleryImage[]] } }).mock.lastCall?.[0] ?? [];

/**
 * Remove acts at once but can be taken back: the tile waits in its place with Undo, the removal
 * is announced, and Undo puts the image back where it was, highlight and description kept.
 */
export const RemoveAndUndo: Story = {
  args: { images: makeImages(6, 2) },
  play: async ({ args, canvas }) => {
    const before = ids(args.images);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 2' }));
    await expect(canvas.getByText('5 / 50')).toBeVisible();
    await expect(ids(lastList(args.onChange))).toEqual(before.filter((id) => id !== 'img-2'));
    const ghost = canvas.getByRole('listitem', { name: 'Removed image 2' });
    await expect(within(ghost).getByText('Image removed')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 2 removed. You can undo this for a few seconds.');
    // The ghost stands where image 2 stood: second in the grid.
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')[1]).toBe(ghost);
    const undo = within(ghost).getByRole('button', { name: 'Undo removing image 2' });
    await expect(undo).toHaveFocus();
    await userEvent.click(undo);
    await expect(canvas.queryByRole('listitem', { name: 'Removed image 2' })).toBeNull();
    await expect(canvas.getByText('6 / 50')).toBeVisible();
    await expect(ids(lastList(args.onChange))).toEqual(before);
    await expect(lastList(args.onChange)[1]).toEqual(args.images[1]);
    const tile = canvas.getByRole('listitem', { name: 'Image 2 of 6' });
    await expect(within(tile).getByRole('img')).toHaveAccessibleName('Deadlift coaching session');
    await expect(within(tile).getByRole('textbox', { name: 'Description' })).toHaveValue('Deadlift coaching session');
    await expect(within(tile).getByRole('button', { name: 'Highlight image 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Image 2 restored.');
    await expect(within(tile).getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
  },
};

/** The same by keyboard: Enter on Remove lands on Undo, Enter on Undo lands back on Remove. */
export const RemoveAndUndoWithKeyboard: Story = {
  args: { images: makeImages(4, 1) },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Remove image 3' }).focus();
    await userEvent.keyboard('{Enter}');
    const undo = canvas.getByRole('button', { name: 'Undo removing image 3' });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(ids(lastList(args.onChange))).toEqual(['img-1', 'img-2', 'img-3', 'img-4']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove image 3' })).toHaveFocus());
  },
};

/**
 * Without Undo the gap closes after the countdown. It waits while the keyboard is on Undo or the
 * pointer on the tile, and runs once both have moved on.
 */
export const UndoExpires: Story = {
  args: { images: makeImages(4), undoTimeout: 400 },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Remove image 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const ghost = canvas.getByRole('listitem', { name: 'Removed image 2' });
    await waitFor(() => expect(within(ghost).getByRole('button', { name: 'Undo removing image 2' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.getByRole('listitem', { name: 'Removed image 2' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Removed image 2' })).toBeNull(), {
      timeout: 15_000,
    });
    await expect(ids(lastList(args.onChange))).toEqual(['img-1', 'img-3', 'img-4']);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('3 / 50')).toBeVisible();
  },
};

/** Removed from the Featured view: the ghost waits among the featured images. */
export const RemoveFeatured: Story = {
  args: { images: makeImages(6, 3) },
  play: async ({ canvas }) => {
    const panel = await openFeatured(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Remove image 2' }));
    await expect(panel.getAllByRole('listitem')[1]).toHaveAccessibleName('Removed image 2');
    await expect(canvas.getByRole('tab', { name: /Featured/ })).toHaveTextContent('2 / 6');
    await userEvent.click(panel.getByRole('button', { name: 'Undo removing image 2' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: /Featured/ })).toHaveTextContent('3 / 6');
  },
};

/** The removed tile with Undo on a phone (held still by the pointer). */
export const RemovedMobile: Story = {
  args: { images: makeImages(3, 1) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.hover(canvas.getByRole('listitem', { name: 'Removed image 1' }));
    await expect(canvas.getByRole('button', { name: 'Undo removing image 1' })).toBeVisible();
  },
};

export const WithSave: Story = {
  args: { onSave: fn(), isDirty: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { onSave: fn(), isDirty: true, isSaving: true } };

export const Saved: Story = {
  args: { onSave: fn(), isDirty: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Full: Story = {
  args: { images: makeImages(50, 4) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('50 / 50')).toBeVisible();
    pickFiles(canvasElement, [file('extra.jpg', 'image/jpeg')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your gallery is full. No more images could be added.',
    );
    await expect(args.onAddFiles).not.toHaveBeenCalled();
  },
};

export const HighlightFull: Story = {
  args: { images: makeImages(10, 6) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Featured/ })).toHaveTextContent('6 / 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight image 7' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can highlight a maximum of 6 images.');
    await expect(canvas.getByRole('button', { name: 'Highlight image 7' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Un-highlighting is always allowed, and the banner can be dismissed.
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight image 1' }));
    await expect(canvas.getByRole('button', { name: 'Highlight image 1' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const UnsupportedType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    pickFiles(canvasElement, [file('pose.webp', 'image/webp'), file('ok.png', 'image/png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File type image/webp is not supported. Please upload JPG, PNG, or GIF images.',
    );
    await expect(args.onAddFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
    await expect(canvas.getByText('9 / 50')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 1 * MB },
  play: async ({ args, canvas, canvasElement }) => {
    pickFiles(canvasElement, [file('huge-photo.jpg', 'image/jpeg', 1.5 * MB)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File huge-photo.jpg is too large. Maximum size is 1MB.',
    );
    await expect(args.onAddFiles).not.toHaveBeenCalled();
  },
};

export const MaxImagesExceeded: Story = {
  args: { images: makeImages(48, 3) },
  play: async ({ args, canvas, canvasElement }) => {
    pickFiles(
      canvasElement,
      ['a', 'b', 'c', 'd'].map((name) => file(`${name}.gif`, 'image/gif')),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can upload a maximum of 50 images. 2 images were added.',
    );
    await expect(args.onAddFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.gif' }),
      expect.objectContaining({ name: 'b.gif' }),
    ]);
    await expect(canvas.getByText('50 / 50')).toBeVisible();
  },
};

export const SeveralMessages: Story = {
  args: { maxBytes: 1 * MB },
  play: async ({ canvas, canvasElement }) => {
    pickFiles(canvasElement, [file('notes.pdf', 'application/pdf'), file('big.png', 'image/png', 2 * MB)]);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Uploading: Story = {
  args: {
    images: [
      ...makeImages(3, 1),
      uploadingImage('up-1', 5, { progress: 0.35 }),
      uploadingImage('up-2', 6, { progress: 0.8 }),
      uploadingImage('up-3', null, { progress: 0 }),
      uploadingImage('up-4', 7, { error: 'Upload failed' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading image 4' })).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText('Upload failed')).toBeVisible();
  },
};

export const FeaturedTab: Story = {
  args: { images: makeImages(9, 3) },
  play: async ({ canvas }) => {
    const panel = await openFeatured(canvas);
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    // Moving within the featured view swaps neighbours among the highlighted images.
    await userEvent.click(panel.getByRole('button', { name: 'Move image 1 later' }));
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')[0]).toHaveAccessibleName('Image 1 of 9');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('img')[1]).toHaveAccessibleName(
      'Morning kettlebell class in the park',
    );
  },
};

export const FeaturedEmpty: Story = {
  args: { images: makeImages(4, 0) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Featured/ }));
    await waitFor(() => expect(canvas.getByText(/No featured images yet/)).toBeVisible());
  },
};

export const KeyboardReorder: Story = {
  args: { images: makeImages(4, 1) },
  play: async ({ args, canvas }) => {
    const later = canvas.getByRole('button', { name: 'Move image 1 later' });
    await expect(canvas.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    later.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'img-2' }),
      expect.objectContaining({ id: 'img-1' }),
      expect.objectContaining({ id: 'img-3' }),
      expect.objectContaining({ id: 'img-4' }),
    ]);
    // Focus follows the moved image, so pressing again keeps moving it.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move image 2 later'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Image moved to position 4.');
    // At the end the "later" button is disabled and focus moves to "earlier".
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move image 4 earlier'));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'img-2' }),
      expect.objectContaining({ id: 'img-3' }),
      expect.objectContaining({ id: 'img-4' }),
      expect.objectContaining({ id: 'img-1' }),
    ]);
  },
};

export const DropFiles: Story = {
  args: { images: makeImages(2) },
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText(/Drag and drop images here/).parentElement as HTMLElement;
    dropFiles(zone, [file('coach.jpg', 'image/jpeg'), file('clip.mp4', 'video/mp4')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File type video/mp4 is not supported.');
    await expect(args.onAddFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'coach.jpg' })]);
  },
};

export const Mobile: Story = {
  args: { images: makeImages(6, 2), onSave: fn(), isDirty: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
