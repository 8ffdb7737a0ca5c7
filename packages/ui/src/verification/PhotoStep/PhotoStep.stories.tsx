import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { cardPhoto, fakeUpload, fileInputOf } from '../story-helpers.ts';
import { PhotoStep, type VerificationImageItem } from './PhotoStep.tsx';

const images: VerificationImageItem[] = [
  { key: 'idVerificationFront', title: 'Front of your document', hint: 'Lay the document on a plain, dark surface.' },
  { key: 'idVerificationBack', title: 'Back of your document' },
  { key: 'idSelfie', title: 'Selfie', camera: 'user' },
];

const meta = {
  title: 'Verification/PhotoStep',
  component: PhotoStep,
  decorators: [maxWidth(640)],
  args: {
    images,
    status: 'not_started',
    upload: fakeUpload(),
    onSubmit: fn(async () => 'in_progress' as const),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PhotoStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Next is disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText('Image 1 of 3')).toBeVisible();
  },
};

/** A photo chosen: preview, Clear Image and Retake. */
export const Chosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await expect(canvas.getByRole('img', { name: 'Preview: Front of your document' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retake' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Image' }));
    await expect(canvas.queryByRole('img', { name: /Preview/ })).toBeNull();
  },
};

/** Not a JPG or PNG: refused in the browser with the file's name. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInputOf(canvasElement);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('scan.pdf is not a JPG or PNG image.');
  },
};

/** Processing: the overlay and the progress bar while Next uploads. */
export const Processing: Story = {
  args: { upload: fakeUpload('hangs', 80) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Quality checked' })).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The last image reads Submit; after it, the submitted notes. */
export const Submitted: Story = {
  args: { images: images.slice(2) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto('selfie.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Submitted successfully')).toBeVisible();
    await expect(canvas.getByText('We will notify you once the review is complete')).toBeVisible();
    await expect(canvas.getByText(/Your verification is in review/)).toBeVisible();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The upload is refused: an Error banner with the server's text. */
export const UploadFailed: Story = {
  args: { upload: fakeUpload('refused') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(/This photo is blurry/)).toBeVisible();
  },
};

/** Next moves on to the second image. */
export const SecondImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Back of your document' })).toBeVisible();
    await expect(canvas.getByText('Image 2 of 3')).toBeVisible();
  },
};

/** In review: locked, with the note. */
export const InReview: Story = { args: { status: 'in_progress' } };

/** Verified: locked, without the in-review note. */
export const Verified: Story = { args: { status: 'completed' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
