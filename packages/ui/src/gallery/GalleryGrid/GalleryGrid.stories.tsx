import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { m } from '@spotter/i18n';
import { makeImages, picture, uploadingImage } from '../demo.tsx';
import type { GalleryImage } from '../images.ts';
import { useGalleryOrder } from '../useGalleryOrder.ts';
import { useTileFocus } from '../useTileFocus.ts';
import { GalleryGrid } from './GalleryGrid.tsx';
import { RemovedTile } from './RemovedTile.tsx';

interface GridDemoProps {
  images: GalleryImage[];
  empty: ReactNode;
  removed?: { tile: ReactNode; index: number } | null;
  onChange: (images: GalleryImage[]) => void;
  onHighlightChange: (image: GalleryImage, isHighlighted: boolean) => void;
  onDescriptionChange: (image: GalleryImage, description: string) => void;
  onRemove: (image: GalleryImage) => void;
}

/** The grid of the whole gallery, reordered in state as the editor does. */
function GridDemo({ images: initial, onChange, ...props }: GridDemoProps) {
  const [images, setImages] = useState(initial);
  const focusTileLater = useTileFocus();
  const order = useGalleryOrder({
    images,
    onChange: (next) => {
      onChange(next);
      setImages(next);
    },
    announce: () => {},
    focusTileLater,
  });
  return <GalleryGrid {...props} images={images} gallery={images} order={order} />;
}

const meta = {
  title: 'Gallery/GalleryGrid',
  args: {
    images: makeImages(4, 1),
    empty: m.gallery_empty(),
    onChange: fn(),
    onHighlightChange: fn(),
    onDescriptionChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <GridDemo {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<GridDemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const ids = (list: GalleryImage[]) => list.map((image) => image.id);

/** Every kind of tile: highlighted, plain, new and uploading, without a preview yet, failed. */
export const Tiles: Story = {
  args: {
    images: [
      ...makeImages(2, 1),
      uploadingImage('up-1', 5, { progress: 0.6 }),
      uploadingImage('up-2', null, { progress: 0 }),
      uploadingImage('up-3', 7, { error: 'Upload failed' }),
    ],
  },
  play: async ({ args, canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Image 1 of 5',
      'Image 2 of 5',
      'Image 3 of 5',
      'Image 4 of 5',
      'Image 5 of 5',
    ]);
    await expect(within(tiles[0]!).getByText('Highlighted')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Uploading image 3' })).toHaveAttribute('aria-valuenow', '60');
    await expect(within(tiles[4]!).getByRole('alert')).toHaveTextContent('Upload failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight image 2' }));
    await expect(args.onHighlightChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-2' }), true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 5' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'up-3' }));
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/No images yet/)).toBeVisible();
  },
};

/** A removed image waits in its old place, second here, with Undo; its countdown is held still. */
export const WithRemovedTile: Story = {
  args: {
    images: makeImages(3),
    removed: {
      index: 1,
      tile: (
        <RemovedTile
          key="removed"
          image={{ id: 'img-9', url: picture(8), isHighlighted: false, description: '' }}
          position={2}
          undoTimeout={8000}
          paused
          onUndo={fn()}
        />
      ),
    },
  },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(4);
    await expect(tiles[1]).toHaveAccessibleName('Removed image 2');
    await expect(within(tiles[1]!).getByRole('button', { name: 'Undo removing image 2' })).toBeVisible();
  },
};

/** A tile dragged by its picture onto another takes that place; the others shift. */
export const DragToReorder: Story = {
  play: async ({ args, canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    const transfer = new DataTransfer();
    const drag = (target: Element, type: string) =>
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    drag(tiles[0]!.querySelector('[draggable="true"]')!, 'dragstart');
    drag(tiles[2]!, 'dragover');
    drag(tiles[2]!, 'drop');
    await expect(ids((args.onChange as unknown as { mock: { lastCall: [GalleryImage[]] } }).mock.lastCall[0])).toEqual([
      'img-2',
      'img-3',
      'img-1',
      'img-4',
    ]);
    await expect(canvas.getAllByRole('img')[2]).toHaveAccessibleName('Morning kettlebell class in the park');
  },
};
