import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { Branding, BrandingUpdate } from '@spotter/domain';
import { BrandingEditor } from './BrandingEditor.tsx';

const custom: Branding = {
  useCustomLogo: true,
  hideLogoImage: false,
  customLogoUrl: null,
  customLogoTitle: 'Amra Strength',
  customLogoTagline: 'Move well. Lift with confidence.',
  logoTitleColor: '#5b21b6',
  logoTaglineColor: '#6d28d9',
};

// An inline logo so stories never touch the network.
const sampleLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <rect x="10" y="10" width="180" height="180" rx="36" fill="#5b21b6"/>
    <path d="M40 110h28l16-40 24 72 18-50 10 18h24" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`,
)}`;
const uploadedId = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pretends to upload: reports progress in a few steps, then answers like the server would. */
function fakeUploader(outcome: 'ok' | 'fail') {
  return fn(async (_file: File, onProgress: (fraction: number) => void) => {
    for (const fraction of [0.2, 0.55, 0.9]) {
      await wait(120);
      onProgress(fraction);
    }
    await wait(120);
    if (outcome === 'fail') return Promise.reject({ error: 'The logo could not be uploaded. Try another file.' });
    return { id: uploadedId, url: sampleLogo };
  });
}

/** Saves like the server: a new logo id becomes its address, null removes it, absent keeps it. */
function fakeSave(initial: Branding) {
  let logoUrl = initial.customLogoUrl;
  return fn(async (update: BrandingUpdate): Promise<Branding> => {
    if (update.customLogoMediaId !== undefined) logoUrl = update.customLogoMediaId ? sampleLogo : null;
    const { customLogoMediaId: _id, ...rest } = update;
    return {
      ...initial,
      ...rest,
      customLogoTitle: rest.customLogoTitle || null,
      customLogoTagline: rest.customLogoTagline || null,
      customLogoUrl: logoUrl,
    };
  });
}

/** What the last save sent; without `customLogoMediaId` the server keeps the logo as it is. */
function lastUpdate(onSave: unknown): BrandingUpdate {
  const update = (onSave as Mock).mock.lastCall?.[0] as BrandingUpdate | undefined;
  if (!update) throw new Error('not saved');
  return update;
}

function logoInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const meta = {
  title: 'Brand/BrandingEditor',
  component: BrandingEditor,
  args: { initial: null, onSave: fn(async (update) => ({ ...custom, ...update, customLogoUrl: null })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandingEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Branding off: the fields that need it are disabled and look it, with a note on how to edit them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Turn on “Use my own branding” to edit the title, tagline and colours.'),
    ).toBeVisible();
    for (const name of ['Logo title', 'Tagline', 'Title colour', 'Tagline colour']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toBeDisabled();
      await expect(getComputedStyle(field).borderStyle).toBe('dashed');
    }
    await expect(canvas.getByLabelText('Pick the title colour')).toBeDisabled();
    await userEvent.click(canvas.getByText('Use my own branding'));
    await expect(canvas.queryByText(/Turn on “Use my own branding”/)).toBeNull();
    const title = canvas.getByRole('textbox', { name: 'Logo title' });
    await expect(title).toBeEnabled();
    await expect(getComputedStyle(title).borderStyle).toBe('solid');
  },
};

/** Disabled fields with text in them: switched off, the saved values stay visible but muted. */
export const DisabledWithValues: Story = {
  args: { initial: { ...custom, useCustomLogo: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Logo title' });
    await expect(title).toBeDisabled();
    await expect(title).toHaveValue('Amra Strength');
    // Sunken and dashed, not the white of a field waiting for input.
    await expect(getComputedStyle(title).backgroundColor).not.toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(title).borderStyle).toBe('dashed');
  },
};

/**
 * No colours chosen: each swatch shows the default colour the header really uses (not black), and
 * the hint says it is the default. The text field and its swatch each have their own name.
 */
export const EmptyColours: Story = {
  args: { initial: { ...custom, logoTitleColor: null, logoTaglineColor: null } },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('complementary', { name: 'Preview' });
    const previewTitle = within(preview).getAllByText('Amra Strength')[0] as HTMLElement;
    const previewTagline = within(preview).getAllByText('Move well. Lift with confidence.')[0] as HTMLElement;
    for (const [name, picker, shown] of [
      ['Title colour', 'Pick the title colour', previewTitle],
      ['Tagline colour', 'Pick the tagline colour', previewTagline],
    ] as const) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('placeholder', 'Default colour');
      await expect(field).toHaveAccessibleDescription(
        'The default colour is used. Type a hex colour such as #1D4ED8 to change it.',
      );
      const swatch = canvas.getByLabelText(picker);
      await expect(swatch).toHaveAccessibleName(picker);
      await expect(swatch).toHaveAccessibleDescription(/default colour/);
      await expect(getComputedStyle(swatch.parentElement as HTMLElement).backgroundColor).toBe(
        getComputedStyle(shown).color,
      );
    }
    await expect(getComputedStyle(previewTitle).color).toBe('rgb(15, 23, 42)');
    // Typing a colour replaces the default, in the swatch and the preview.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title colour' }), '#b91c1c');
    await expect(
      getComputedStyle(canvas.getByLabelText('Pick the title colour').parentElement as HTMLElement).backgroundColor,
    ).toBe('rgb(185, 28, 28)');
    await expect(getComputedStyle(previewTitle).color).toBe('rgb(185, 28, 28)');
    await expect(canvas.getByRole('textbox', { name: 'Title colour' })).toHaveAccessibleDescription(
      'A hex colour such as #1D4ED8.',
    );
  },
};

export const EmptyColoursMobile: Story = {
  args: { initial: { ...custom, logoTitleColor: null, logoTaglineColor: null } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The longest title: the phone header preview shows it whole, scaled and wrapped, as a 320 px phone would. */
export const PhonePreviewLongTitle: Story = {
  args: {
    initial: {
      ...custom,
      customLogoUrl: sampleLogo,
      customLogoTitle: 'Ana Marija Kovačević · Performance and Rehabilitation Studio',
    },
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('complementary', { name: 'Preview' });
    await expect(within(preview).getByText('Phone header (320 px wide)')).toBeVisible();
    const bar = preview.querySelector<HTMLElement>('[data-top-bar-preview]');
    const title = bar?.querySelector<HTMLElement>('[data-logo-title]');
    if (!bar || !title) throw new Error('no phone header');
    await expect(title).toHaveTextContent('Ana Marija Kovačević · Performance and Rehabilitation Studio');
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().bottom);
  },
};

export const Custom: Story = { args: { initial: custom } };

export const LivePreviewAndSave: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Use my own branding'));
    const title = canvas.getByLabelText('Logo title');
    await userEvent.type(title, 'Coach Luka');
    // The phone header and the three sizes.
    await expect(canvas.getAllByText('Coach Luka')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ useCustomLogo: true, customLogoTitle: 'Coach Luka' }),
    );
    await expect(lastUpdate(args.onSave)).not.toHaveProperty('customLogoMediaId');
    await expect(await canvas.findByText('Your branding is saved.')).toBeVisible();
  },
};

export const InvalidColour: Story = {
  args: { initial: custom },
  play: async ({ args, canvas }) => {
    const colour = canvas.getByRole('textbox', { name: 'Title colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'purple');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Use a hex colour such as #1D4ED8.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    initial: custom,
    onSave: fn(async (_update: unknown) => Promise.reject({ error: 'Your branding could not be saved.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your branding could not be saved.');
  },
};

export const Mobile: Story = {
  args: { initial: custom },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const WithLogoUpload: Story = {
  args: { initial: custom, onSave: fakeSave(custom), onUploadLogo: fakeUploader('ok') },
  play: async ({ args, canvas, canvasElement }) => {
    const field = canvas.getByRole('group', { name: 'Logo image' });
    await expect(within(field).getByText('PNG, JPG or WebP, max 2 MB')).toBeVisible();
    const file = new File([new Uint8Array(4096)], 'amra-logo.png', { type: 'image/png' });
    await userEvent.upload(logoInput(canvasElement), file);
    await expect(args.onUploadLogo).toHaveBeenCalledWith(file, expect.any(Function));
    await expect(await within(field).findByRole('progressbar', { name: 'Uploading logo…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(await within(field).findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', sampleLogo);
    await expect(within(field).queryByRole('progressbar')).toBeNull();
    // The preview shows the new image in the phone header and all three sizes.
    const preview = canvas.getByRole('complementary', { name: 'Preview' });
    await expect(within(preview).getAllByRole('img', { name: 'Amra Strength' })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ customLogoMediaId: uploadedId }));
    await expect(await canvas.findByText('Your branding is saved.')).toBeVisible();
    // Saved: a second save leaves the logo as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(lastUpdate(args.onSave)).not.toHaveProperty('customLogoMediaId');
  },
};

export const LogoUploaded: Story = {
  args: {
    initial: { ...custom, customLogoUrl: sampleLogo },
    onSave: fakeSave({ ...custom, customLogoUrl: sampleLogo }),
    onUploadLogo: fakeUploader('ok'),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('group', { name: 'Logo image' });
    await expect(within(field).getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', sampleLogo);
    await expect(within(field).getByRole('button', { name: 'Replace logo' })).toBeEnabled();
    await expect(within(field).getByRole('button', { name: 'Remove logo' })).toBeEnabled();
  },
};

export const RemoveLogo: Story = {
  args: {
    initial: { ...custom, customLogoUrl: sampleLogo },
    onSave: fakeSave({ ...custom, customLogoUrl: sampleLogo }),
    onUploadLogo: fakeUploader('ok'),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload logo' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(lastUpdate(args.onSave)).toHaveProperty('customLogoMediaId', null);
    await expect(await canvas.findByText('Your branding is saved.')).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { initial: custom, onSave: fakeSave(custom), onUploadLogo: fakeUploader('fail') },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(
      logoInput(canvasElement),
      new File([new Uint8Array(4096)], 'logo.webp', { type: 'image/webp' }),
    );
    const field = canvas.getByRole('group', { name: 'Logo image' });
    await expect(await within(field).findByRole('alert')).toHaveTextContent(
      'The logo could not be uploaded. Try another file.',
    );
    await expect(within(field).queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onUploadLogo).toHaveBeenCalledTimes(1);
  },
};

export const LogoUploadOff: Story = {
  args: { onUploadLogo: fakeUploader('ok') },
  play: async ({ canvas }) => {
    // The logo image belongs to the custom branding: it waits until that is switched on.
    await expect(canvas.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Use my own branding'));
    await expect(canvas.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
  },
};

export const MobileWithLogo: Story = {
  args: {
    initial: { ...custom, customLogoUrl: sampleLogo },
    onSave: fakeSave({ ...custom, customLogoUrl: sampleLogo }),
    onUploadLogo: fakeUploader('ok'),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
