import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReorderControls } from './ReorderControls.tsx';

const meta = {
  title: 'Gallery/ReorderControls',
  component: ReorderControls,
  args: { position: 3, isFirst: false, isLast: false, onMove: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: '0.25rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReorderControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Between two images it moves either way; the buttons name the image by its place. */
export const Middle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move image 3 earlier' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('earlier');
    canvas.getByRole('button', { name: 'Move image 3 later' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith('later');
  },
};

/** The first image cannot move earlier. */
export const First: Story = {
  args: { position: 1, isFirst: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move image 1 later' })).toBeEnabled();
  },
};

/** The last image cannot move later. */
export const Last: Story = {
  args: { position: 8, isLast: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move image 8 later' })).toBeDisabled();
  },
};
