import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { dropFiles, MB } from '../../media/demo.ts';
import { file, pickFiles } from '../demo.tsx';
import { GalleryDropZone } from './GalleryDropZone.tsx';

const meta = {
  title: 'Gallery/GalleryDropZone',
  component: GalleryDropZone,
  args: { maxBytes: 5 * MB, onFiles: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GalleryDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Files from the picker go on as they are: the editor checks them. */
export const PickFiles: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(/up to 5MB each/)).toBeVisible();
    pickFiles(canvasElement, [file('coach.jpg', 'image/jpeg'), file('notes.pdf', 'application/pdf')]);
    await expect(args.onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'coach.jpg' }),
      expect.objectContaining({ name: 'notes.pdf' }),
    ]);
  },
};

/** So do dropped files. */
export const DropFiles: Story = {
  play: async ({ args, canvas }) => {
    dropFiles(canvas.getByText(/Drag and drop images here/), [file('coach.jpg', 'image/jpeg')]);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'coach.jpg' })]));
  },
};
