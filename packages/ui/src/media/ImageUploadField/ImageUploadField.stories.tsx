import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { initialsOf } from '@spotter/domain';
import { m } from '@spotter/i18n';
import {
  ImageUploadField,
  imageUploadPurposes,
  imageUploadShapes,
  type ImageUploadFieldProps,
} from './ImageUploadField.tsx';
import { dropFiles, fakeFile, MB } from '../demo.ts';

// Inline pictures so stories never touch the network.
const samplePhoto = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#065f46"/></linearGradient></defs>
    <rect width="240" height="240" fill="url(#g)"/>
    <circle cx="120" cy="96" r="44" fill="#fde7d3"/>
    <path d="M120 44c-30 0-48 20-46 46 10-14 30-22 46-22s36 8 46 22c2-26-16-46-46-46Z" fill="#3f2a1d"/>
    <path d="M36 240c6-52 40-80 84-80s78 28 84 80Z" fill="#f8fafc"/>
  </svg>`,
)}`;
const sampleLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
    <rect x="20" y="20" width="280" height="160" rx="28" fill="#5b21b6"/>
    <path d="M80 120h40l20-50 30 90 22-60 12 20h36" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`,
)}`;

/** A real image file drawn in the browser: plain halves, or photo-like grain (hard to compress). */
async function realImage(name: string, type: string, width = 64, height = 48, grain = false): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  if (grain) {
    const pixels = context.createImageData(width, height);
    let seed = 7;
    for (let at = 0; at < pixels.data.length; at += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) & 0xff;
      pixels.data[at] = noise;
      pixels.data[at + 1] = (noise * 7) & 0xff;
      pixels.data[at + 2] = 255 - noise;
      pixels.data[at + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
  } else {
    context.fillStyle = '#0ea5e9';
    context.fillRect(0, 0, width / 2, height);
    context.fillStyle = '#065f46';
    context.fillRect(width / 2, 0, width / 2, height);
  }
  const blob = await canvas.convertToBlob({ type, quality: 0.95 });
  return new File([blob], name, { type });
}
/** A real GIF (one pixel) made `size` bytes large by a comment block, as an animated GIF would be. */
function largeGif(name: string, size: number): File {
  const bytes = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) =>
    c.charCodeAt(0),
  );
  const blocks = Math.ceil(size / 256);
  const comment = new Uint8Array(3 + blocks * 256);
  comment.set([0x21, 0xfe]);
  for (let block = 0; block < blocks; block += 1)
    comment.set([255, ...new Array<number>(255).fill(0x61)], 2 + block * 256);
  return new File([bytes.subarray(0, -1), comment, new Uint8Array([0x3b])], name, { type: 'image/gif' });
}
/** react-aria's FileTrigger keeps its <input type=file> hidden. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
/** Drops files on the field; any element inside the drop zone will do, the drag events bubble up. */
function dropOnField(canvasElement: HTMLElement, files: File[]) {
  const target = canvasElement.querySelector<HTMLElement>('[role="group"] p');
  if (!target) throw new Error('no drop zone');
  dropFiles(target, files);
}
// The picker's accept filter would drop wrong files before our own check could explain why.
const user = userEvent.setup({ applyAccept: false });

/** The label in the story's language unless the story sets one. */
function Field({ label, ...props }: ImageUploadFieldProps) {
  const fallbackLabel = props.purpose === 'brand_logo' ? m.image_upload_label_logo() : m.image_upload_label_photo();
  return <ImageUploadField {...props} label={label || fallbackLabel} />;
}

/** Keeps the image in state like a parent would, so Remove really empties the field. */
function Stateful(props: ImageUploadFieldProps) {
  const [url, setUrl] = useState(props.url);
  return (
    <Field
      {...props}
      url={url}
      onRemove={() => {
        props.onRemove?.();
        setUrl(null);
      }}
    />
  );
}

const meta = {
  title: 'Media/ImageUploadField',
  component: ImageUploadField,
  args: {
    purpose: 'profile_photo',
    label: '',
    url: null,
    shape: 'circle',
    fallback: initialsOf('Amra Hodžić'),
    onSelect: fn(),
    onRemove: fn(),
  },
  argTypes: {
    purpose: { control: 'inline-radio', options: [...imageUploadPurposes] },
    shape: { control: 'inline-radio', options: [...imageUploadShapes] },
    progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
  },
  render: (args) => <Field {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toBeVisible();
    await expect(canvas.getByText('JPG, PNG or GIF. Photos over 1 MB are made smaller before upload.')).toBeVisible();
    await expect(canvas.getByText('AH')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(
      /^JPG, PNG or GIF\. Photos over 1\sMB are made smaller before upload\.$/,
    );
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ProfileWithPhoto: Story = {
  args: { url: samplePhoto },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Current profile photo' })).toHaveAttribute('src', samplePhoto);
    await expect(canvas.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const ChoosePhoto: Story = {
  play: async ({ args, canvasElement }) => {
    // Small enough and of an allowed type: it goes as it is.
    const file = await realImage('portrait.png', 'image/png');
    await user.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
  },
};

export const Uploading: Story = {
  args: { url: samplePhoto, progress: 0.45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading photo…' })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: 'Replace photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'This image could not be read. Try another file.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This image could not be read. Try another file.');
    // The button names the problem too, so it is heard when focus returns to it.
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(
      /^JPG, PNG or GIF\. Photos over 1\sMB are made smaller before upload\. This image could not be read\. Try another file\.$/,
    );
  },
};

/**
 * A phone photo over the 1 MB limit is not refused: it is downscaled and re-encoded in the
 * browser (a "Preparing photo…" bar meanwhile), and the JPEG that fits is what gets uploaded.
 */
export const LargePhotoShrunk: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const photo = await realImage('holiday.jpg', 'image/jpeg', 2400, 1800, true);
    await expect(photo.size).toBeGreaterThan(1 * MB);
    await user.upload(fileInput(canvasElement), photo);
    await expect(await canvas.findByRole('progressbar', { name: 'Preparing photo…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    // React redraws the field just after the hand-over: wait until it is usable again and the
    // keyboard is back on its button before checking the rest (a screenshot follows this story).
    const upload = canvas.getByRole('button', { name: 'Upload photo' });
    await waitFor(() => expect(upload).toBeEnabled());
    await waitFor(() => expect(upload).toHaveFocus());
    const sent = (args.onSelect as unknown as { mock: { lastCall: [File] } }).mock.lastCall[0];
    await expect(sent).toMatchObject({ name: 'holiday.jpg', type: 'image/jpeg' });
    await expect(sent.size).toBeLessThanOrEqual(1 * MB);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The drop zone fades back from its disabled look.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};

/** Bytes that are not an image, named like a photo: refused in the browser, nothing uploaded. */
export const Unreadable: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(
      fileInput(canvasElement),
      new File(['these bytes are not a picture'], 'holiday.jpg', { type: 'image/jpeg' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file holiday.jpg could not be read as an image. Choose another file.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A GIF over the limit becomes a still picture, and the field says so. */
export const LargeGifBecomesStill: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), largeGif('dance.gif', 1.2 * MB));
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'dance.jpg', type: 'image/jpeg' })),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The GIF was over 1 MB, so it is uploaded as a still picture.',
    );
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('selfie.webp', 'image/webp'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file selfie.webp is not a supported image. Use JPG, PNG or GIF.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    // A good file afterwards clears the message.
    await user.upload(fileInput(canvasElement), largeGif('selfie.gif', 100));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DropFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // 1.5 MB of zeros is no picture at all.
    dropOnField(canvasElement, [new File([new Uint8Array(1.5 * MB)], 'beach.png', { type: 'image/png' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file beach.png could not be read as an image. Choose another file.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    dropOnField(canvasElement, [await realImage('me.jpg', 'image/jpeg')]);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.jpg' })));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RemoveKeepsFocus: Story = {
  args: { url: samplePhoto },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Remove photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload photo' })).toHaveFocus());
    await expect(canvas.getByText('AH')).toBeVisible();
  },
};

export const LogoEmpty: Story = {
  args: { purpose: 'brand_logo', shape: 'square', fallback: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Logo image' })).toBeVisible();
    await expect(canvas.getByText('PNG, JPG or WebP, max 2 MB')).toBeVisible();
    const file = fakeFile('mark.webp', 'image/webp', 1.5 * MB);
    await user.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const LogoWithImage: Story = {
  args: { purpose: 'brand_logo', shape: 'square', fallback: undefined, url: sampleLogo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', sampleLogo);
    await expect(canvas.getByRole('button', { name: 'Replace logo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove logo' })).toBeEnabled();
  },
};

export const LogoTooLarge: Story = {
  args: { purpose: 'brand_logo', shape: 'square', fallback: undefined, url: sampleLogo },
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('banner.gif', 'image/gif', 3 * MB));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file banner.gif is not a supported image. Use PNG, JPG or WebP.',
    );
    await user.upload(fileInput(canvasElement), fakeFile('banner.png', 'image/png', 3 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file banner.png is too large. The maximum is 2 MB.');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { url: samplePhoto, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Replace photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { url: samplePhoto, progress: 0.7 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileLogoError: Story = {
  args: {
    purpose: 'brand_logo',
    shape: 'square',
    fallback: undefined,
    error: 'Your storage is full. Remove some files and try again.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const German: Story = {
  args: { url: samplePhoto },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profilfoto' })).toBeVisible();
    await expect(
      canvas.getByText('JPG, PNG oder GIF. Fotos über 1 MB werden vor dem Hochladen verkleinert.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Foto ersetzen' })).toBeEnabled();
  },
};
