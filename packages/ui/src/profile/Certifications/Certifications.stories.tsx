import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Certification, CertificationCreate, CertificationDocument, CertificationUpdate } from '@spotter/domain';
import { ToastRegion, toastQueue } from '../../primitives/Toast/index.ts';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { Certifications } from './Certifications.tsx';

const today = '2026-11-24';

const document = (id: string, contentType: string, byteSize: number): CertificationDocument => ({
  id,
  url: `/api/media/${id}/file`,
  contentType,
  byteSize,
});

const base = { createdAt: '2026-03-02T10:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z', version: 1 };

const approved: Certification = {
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3e01',
  name: 'NASM Certified Personal Trainer',
  issuer: 'National Academy of Sports Medicine',
  expiryDate: '2028-06-30',
  status: 'approved',
  hidden: false,
  documents: [
    document('1a2b3c4d-0000-4000-8000-000000000001', 'application/pdf', 1_468_006),
    document('1a2b3c4d-0000-4000-8000-000000000002', 'image/jpeg', 640_000),
  ],
};
const pending: Certification = {
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3e02',
  name: 'Precision Nutrition Level 1',
  issuer: 'Precision Nutrition',
  expiryDate: null,
  status: 'pending',
  hidden: false,
  documents: [document('1a2b3c4d-0000-4000-8000-000000000003', 'application/pdf', 2_400_000)],
};
const rejected: Certification = {
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3e03',
  name: 'Kettlebell Instructor',
  issuer: null,
  expiryDate: '2027-01-15',
  status: 'rejected',
  hidden: false,
  documents: [],
};
const expired: Certification = {
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3e04',
  name: 'First Aid and CPR',
  issuer: 'Red Cross',
  expiryDate: '2025-09-01',
  status: 'approved',
  hidden: false,
  documents: [document('1a2b3c4d-0000-4000-8000-000000000004', 'image/png', 380_000)],
};
const hidden: Certification = {
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3e05',
  name: 'Yoga Alliance RYT 200',
  issuer: 'Yoga Alliance',
  expiryDate: null,
  status: 'pending',
  hidden: true,
  documents: [],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let uploaded = 0;

/** Pretends to upload: reports progress in a few steps, then answers like the server would. */
function fakeUploader(outcome: 'ok' | 'fail') {
  return fn(async (file: File, onProgress: (fraction: number) => void) => {
    for (const fraction of [0.25, 0.6, 0.9]) {
      await wait(150);
      onProgress(fraction);
    }
    await wait(150);
    if (outcome === 'fail') return Promise.reject({ error: 'The upload was interrupted.' });
    uploaded += 1;
    return document(`2b3c4d5e-0000-4000-8000-${String(uploaded).padStart(12, '0')}`, file.type, file.size);
  });
}

/** Answers like the server: a new certification is pending, with the documents it was given. */
const fakeCreate = fn(async (payload: CertificationCreate): Promise<Certification> => ({
  ...base,
  id: '0b7f8c52-6f3e-4b8e-9a51-1d6a1c2b3eff',
  version: 0,
  name: payload.name,
  issuer: payload.issuer,
  expiryDate: payload.expiryDate,
  hidden: payload.hidden,
  status: 'pending',
  documents: payload.documentIds.map((id) => document(id, 'application/pdf', 120_000)),
}));

const fakeUpdate = fn(async (id: string, payload: CertificationUpdate): Promise<Certification> => ({
  ...base,
  id,
  version: payload.version + 1,
  name: payload.name,
  issuer: payload.issuer,
  expiryDate: payload.expiryDate,
  hidden: payload.hidden,
  status: 'pending',
  documents: [],
}));

function fileInput(): HTMLInputElement {
  const input = window.document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

// The picker's accept filter would drop wrong files before our own check could explain why.
const user = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Profile/Certifications',
  component: Certifications,
  args: {
    initial: [],
    today,
    onCreate: fakeCreate,
    onUpdate: fakeUpdate,
    onDelete: fn(async () => undefined),
    onUploadDocument: fakeUploader('ok'),
  },
  // The toast queue is app-wide: start every story empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  decorators: [
    maxWidth(760),
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
} satisfies Meta<typeof Certifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not added any certifications yet.')).toBeVisible();
  },
};

/** Each review status, an expired one, a hidden one; documents open in a new tab. */
export const Filled: Story = {
  args: { initial: [approved, pending, rejected, expired, hidden] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your certifications' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.getAllByText('Approved')).toHaveLength(2);
    await expect(canvas.getAllByText('Pending review')).toHaveLength(2);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await expect(canvas.getByText('Expired Sep 1, 2025')).toBeVisible();
    const link = canvas.getAllByRole('link', { name: /Document 1/ })[0];
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(canvas.getByText('PDF · 1.4 MB')).toBeVisible();
  },
};

export const Expired: Story = { args: { initial: [expired] } };
export const HiddenFromProfile: Story = { args: { initial: [hidden] } };
export const Pending: Story = { args: { initial: [pending] } };
export const Approved: Story = { args: { initial: [approved] } };
export const Rejected: Story = { args: { initial: [rejected] } };

/** Adding with the keyboard alone: the dialog opens, a document uploads with progress, and the new one is pending. */
export const AddWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add certification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a certification' });
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.keyboard('ACE Group Fitness Instructor');
    await userEvent.tab();
    await userEvent.keyboard('American Council on Exercise');
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'ace-certificate.pdf', { type: 'application/pdf' }));
    await expect(
      await within(dialog).findByRole('progressbar', { name: /Uploading ace-certificate\.pdf/ }),
    ).toBeVisible();
    await expect(await within(dialog).findByRole('link', { name: /ace-certificate\.pdf/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save certification' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'ACE Group Fitness Instructor',
        issuer: 'American Council on Exercise',
        expiryDate: null,
        hidden: false,
        documentIds: [expect.any(String)],
      }),
    );
    await expect(canvas.getByRole('heading', { name: 'ACE Group Fitness Instructor' })).toBeVisible();
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(await screen.findByText('Certification saved. It will be reviewed.')).toBeInTheDocument();
  },
};

/** The schema's errors show under their fields before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add certification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save certification' }));
    await expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Wrong kinds and oversized files are refused in the browser, with the file named. */
export const RejectedFiles: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add certification' }));
    await screen.findByRole('dialog');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(fileInput(), [new File(['GIF89a'], 'badge.gif', { type: 'image/gif' }), big]);
    // Waits until each message is shown, not only in the page: in one run of the story tests one was
    // once found before it was visible.
    await waitFor(() => expect(screen.getByText('badge.gif is not a PDF, JPG or PNG file.')).toBeVisible());
    await waitFor(() => expect(screen.getByText('scan.png is too large. The maximum is 10 MB.')).toBeVisible());
    await expect(args.onUploadDocument).not.toHaveBeenCalled();
  },
};

/** A failed upload is reported with the server's reason; the form stays usable. */
export const UploadError: Story = {
  args: { onUploadDocument: fakeUploader('fail') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add certification' }));
    await screen.findByRole('dialog');
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'diploma.pdf', { type: 'application/pdf' }));
    await expect(await screen.findByText('diploma.pdf: The upload was interrupted.')).toBeVisible();
  },
};

/** Editing one that changed elsewhere: the server answers 409 and the dialog asks to reload. */
export const Conflict: Story = {
  args: {
    initial: [approved],
    onUpdate: fn((_id: string, _payload: CertificationUpdate): Promise<Certification> =>
      Promise.reject({ status: 409, error: 'This was changed in the meantime.' }),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit NASM Certified Personal Trainer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit certification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save certification' }));
    await expect(await within(dialog).findByText(/was changed elsewhere/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledWith(approved.id, expect.objectContaining({ version: 1 }));
  },
};

/** While a save runs the form is locked and the button shows a spinner. */
export const Saving: Story = {
  args: {
    initial: [pending],
    onUpdate: fn((_id: string, _payload: CertificationUpdate) => new Promise<Certification>(() => undefined)),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Precision Nutrition Level 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save certification' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeDisabled());
  },
};

/** Delete asks first; confirmed, the row goes. */
export const Delete: Story = {
  args: { initial: [approved, pending] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Precision Nutrition Level 1' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Delete Precision Nutrition Level 1?' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete certification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /Delete Precision/ })).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(pending.id, pending.version);
    await expect(canvas.queryByText('Precision Nutrition Level 1')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { initial: [approved, expired, hidden] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
