import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { m } from '@spotter/i18n';
import { avatarInitials } from '../../primitives/Avatar/index.ts';
import { ImageUploadField, imageUploadPurposes, imageUploadShapes, type ImageUploadFieldProps } from './ImageUploadField.tsx';

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

const MB = 1024 * 1024;
/** A file that claims `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
/** react-aria's FileTrigger keeps its <input type=file> hidden. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
/** Drops real files on the field the way a browser's drag and drop does. */
function dropFiles(canvasElement: HTMLElement, files: File[]) {
  // Any element inside the drop zone will do: the drag events bubble up to it.
  const target = canvasElement.querySelector<HTMLElement>('[role="group"] p');
  if (!target) throw new Error('no drop zone');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  transfer.effectAllowed = 'all';
  // Files made by a script have no file-system entry, which react-aria uses to tell files from
  // folders; stand one in for the length of this synthetic drop.
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop'] as const) {
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: 10, clientY: 10 }));
    }
  } finally {
    if (original) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }
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
    fallback: avatarInitials('Amra Hodžić'),
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
    await expect(canvas.getByText('JPG, PNG or GIF, max 1 MB')).toBeVisible();
    await expect(canvas.getByText('AH')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(/^JPG, PNG or GIF, max 1\sMB$/);
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
    const file = fakeFile('portrait.png', 'image/png', 0.8 * MB);
    await user.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
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
      /^JPG, PNG or GIF, max 1\sMB This image could not be read\. Try another file\.$/,
    );
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('holiday.jpg', 'image/jpeg', 3.2 * MB));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file holiday.jpg is too large. The maximum is 1 MB.');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('selfie.webp', 'image/webp'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file selfie.webp is not a supported image. Use JPG, PNG or GIF.');
    await expect(args.onSelect).not.toHaveBeenCalled();
    // A good file afterwards clears the message.
    await user.upload(fileInput(canvasElement), fakeFile('selfie.gif', 'image/gif'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const DropFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    dropFiles(canvasElement, [new File([new Uint8Array(1.5 * MB)], 'beach.png', { type: 'image/png' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file beach.png is too large. The maximum is 1 MB.');
    await expect(args.onSelect).not.toHaveBeenCalled();
    dropFiles(canvasElement, [new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' })]);
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file banner.gif is not a supported image. Use PNG, JPG or WebP.');
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
  args: { purpose: 'brand_logo', shape: 'square', fallback: undefined, error: 'Your storage is full. Remove some files and try again.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const German: Story = {
  args: { url: samplePhoto },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profilfoto' })).toBeVisible();
    await expect(canvas.getByText('JPG, PNG oder GIF, höchstens 1 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Foto ersetzen' })).toBeEnabled();
  },
};
