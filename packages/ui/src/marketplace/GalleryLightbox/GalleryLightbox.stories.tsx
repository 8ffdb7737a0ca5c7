import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { galleryImages } from '../story-data.ts';
import { GalleryLightbox } from './GalleryLightbox.tsx';

const images = galleryImages(6, 2);

const meta = {
  title: 'Marketplace/GalleryLightbox',
  component: GalleryLightbox,
  // Featured images given last still come first.
  args: { images: [...images.slice(2), ...images.slice(0, 2)], trainerName: 'Marko Horvat' },
} satisfies Meta<typeof GalleryLightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lightbox, once it has faded in. */
async function lightbox(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The thumbnails: featured first and marked, each a link to the full image. */
export const Thumbnails: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Photos of Marko Horvat' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAccessibleName('Morning kettlebell class in the park Featured');
    await expect(links[1]).toHaveAccessibleName('Deadlift coaching session Featured');
    await expect(links[2]).toHaveAccessibleName('Gallery image 3');
    await expect(links[0]).toHaveAttribute('href', images[0]?.url);
  },
};

/** A click opens the lightbox; the arrow keys move, Escape closes and the focus returns. */
export const OpenWithClick: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await userEvent.click(links[1]!);
    const dialog = await lightbox('Photos of Marko Horvat');
    await expect(within(dialog).getByText('Image 2 of 6')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Deadlift coaching session' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('Image 3 of 6')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus goes to the thumbnail of the image shown last.
    await waitFor(() => expect(links[2]).toHaveFocus());
  },
};

/** Enter on a thumbnail opens it too; the buttons wrap around the ends. */
export const OpenWithEnter: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await lightbox();
    await expect(within(dialog).getByText('Image 1 of 6')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await expect(within(dialog).getByText('Image 6 of 6')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByText('Image 1 of 6')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(links[0]).toHaveFocus());
  },
};

/** One image: nothing to move to. */
export const SingleImage: Story = {
  args: { images: galleryImages(1) },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('list')).getByRole('link'));
    const dialog = await lightbox();
    await expect(within(dialog).getByText('Image 1 of 1')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

/** The lightbox open on a phone, on a portrait image. */
export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('list')).getAllByRole('link')[2]!);
    const dialog = await lightbox();
    await expect(within(dialog).getByText('Image 3 of 6')).toBeVisible();
  },
};

export const DesktopOpen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('list')).getAllByRole('link')[0]!);
    const dialog = await lightbox();
    await expect(within(dialog).getByText('Morning kettlebell class in the park')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
