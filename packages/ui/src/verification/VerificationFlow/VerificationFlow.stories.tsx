import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { cardPhoto, fakeSubmit, fakeUpload, fileInputOf } from '../story-helpers.ts';
import { VerificationFlow } from './VerificationFlow.tsx';

const meta = {
  title: 'Verification/VerificationFlow',
  component: VerificationFlow,
  decorators: [maxWidth(640)],
  args: { status: 'not_started', upload: fakeUpload(), submit: fakeSubmit(), retentionDays: 30 },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof VerificationFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the document type. */
export const ChooseDocument: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please choose a document type.')).toBeVisible();
  },
};

/** The consent dialog: its checkbox is required before the type is set. */
export const ConsentRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Passport' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    await expect(within(dialog).getByText('Please tick the box to agree before you continue.')).toBeVisible();
  },
};

/** Agreeing opens the first step of the chosen document (the type changed with the arrow keys). */
export const ConsentGiven: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Passport' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Driving licence' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Front of your document' })).toBeVisible();
    await expect(canvas.getByText('Driving licence · Step 1 of 3')).toBeVisible();
  },
};

/** A passport asks for its photo page, then a selfie. */
export const PassportPage: Story = { args: { initialDocumentType: 'passport' } };

/** The selfie step of an ID card (the phone's front camera). */
export const SelfieStep: Story = {
  args: { initialDocumentType: 'id_card', initialStep: 2 },
  play: async ({ canvasElement }) => {
    await expect(fileInputOf(canvasElement)).toHaveAttribute('capture', 'user');
  },
};

/** Continue without a photo. */
export const ImageRequired: Story = {
  args: { initialDocumentType: 'id_card' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please upload an image to continue.')).toBeVisible();
  },
};

/** Processing: real stages, and Cancel only after the 2.5 s guard. */
export const CancelGuard: Story = {
  args: { initialDocumentType: 'id_card', upload: fakeUpload('hangs', 60) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Quality checked' })).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeDisabled();
    await expect(canvas.getByText('You can cancel in a moment.')).toBeVisible();
    await waitFor(() => expect(cancel).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(cancel);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Preview: Front of your document' })).toBeVisible();
  },
};

/** The server refuses the photo: its message shows under it. */
export const PhotoRefused: Story = {
  args: { initialDocumentType: 'id_card', upload: fakeUpload('refused') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This photo is blurry.');
  },
};

/** A passport from start to submission. */
export const Submitted: Story = {
  args: { initialDocumentType: 'passport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Selfie' })).toBeVisible();
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto('selfie.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Your documents were submitted successfully.')).toBeVisible();
  },
};

/** The last step with an earlier part missing (started on the selfie): nothing is submitted. */
export const MissingImages: Story = {
  args: { initialDocumentType: 'passport', initialStep: 1 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto('selfie.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/Please provide all required images before submitting\./)).toBeVisible();
  },
};

/** The submission fails: the server's text in an error banner. */
export const SubmissionFailed: Story = {
  args: { initialDocumentType: 'passport', submit: fakeSubmit('fail') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Selfie' })).toBeVisible();
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto('selfie.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/cannot be changed now/)).toBeVisible();
  },
};

/** Back starts over: the type and the photos go. */
export const BackResets: Story = {
  args: { initialDocumentType: 'id_card' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Document type' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'ID card' })).not.toBeChecked();
  },
};

/** In review: the form is locked. */
export const InReview: Story = { args: { status: 'in_progress' } };

/** Verified: nothing to do. */
export const Verified: Story = { args: { status: 'completed' } };

export const Mobile: Story = {
  args: { initialDocumentType: 'id_card' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
