import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Verification } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { cardPhoto, fakeSubmit, fakeUpload, fileInputOf } from '../story-helpers.ts';
import { VerificationSection } from './VerificationSection.tsx';

const base: Verification = {
  status: 'not_started',
  documentType: null,
  documentParts: [],
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
};

const meta = {
  title: 'Verification/VerificationSection',
  component: VerificationSection,
  decorators: [maxWidth(760)],
  args: { verification: base, upload: fakeUpload(), submit: fakeSubmit(), retentionDays: 30 },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof VerificationSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Started')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Step by step' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The other way: photos one after another, for the chosen document. */
export const UploadPhotos: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload photos' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Passport' }));
    await expect(canvas.getByRole('heading', { name: 'Passport photo page' })).toBeVisible();
    await expect(canvas.getByText('Image 1 of 2')).toBeVisible();
  },
};

export const Started: Story = { args: { verification: { ...base, status: 'started' } } };

export const Rejected: Story = {
  args: {
    verification: {
      ...base,
      status: 'rejected',
      documentType: 'passport',
      rejectionReason: 'The photo page is cut off at the bottom; please photograph the whole page.',
      reviewedAt: '2026-11-20T10:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The photo page is cut off/)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Step by step' })).toBeVisible();
  },
};

export const InReview: Story = {
  args: {
    verification: { ...base, status: 'in_progress', documentType: 'id_card', submittedAt: '2026-11-26T09:00:00.000Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('under review')[0]).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const Verified: Story = {
  args: { verification: { ...base, status: 'completed', documentType: 'id_card' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('verified')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Submitting from the section: the form locks and the success shows. */
export const JustSubmitted: Story = {
  args: { initialDocumentType: 'passport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Selfie' })).toBeVisible();
    await userEvent.upload(fileInputOf(canvasElement), await cardPhoto('selfie.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Submitted successfully')).toBeVisible();
    await expect(canvas.getByText(/Your documents were submitted successfully\./)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};
