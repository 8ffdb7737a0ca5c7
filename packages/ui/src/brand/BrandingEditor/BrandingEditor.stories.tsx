import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Branding } from '@spotter/domain';
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

const meta = {
  title: 'Brand/BrandingEditor',
  component: BrandingEditor,
  args: { initial: null, onSave: fn(async (update) => ({ ...custom, ...update, customLogoUrl: null })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandingEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Logo title')).toBeDisabled();
  },
};

export const Custom: Story = { args: { initial: custom } };

export const LivePreviewAndSave: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Use my own branding'));
    const title = canvas.getByLabelText('Logo title');
    await userEvent.type(title, 'Coach Luka');
    await expect(canvas.getAllByText('Coach Luka')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ useCustomLogo: true, customLogoTitle: 'Coach Luka' }));
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
  args: { initial: custom, onSave: fn(async (_update: unknown) => Promise.reject({ error: "Your branding could not be saved." })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your branding could not be saved.');
  },
};

export const Mobile: Story = { args: { initial: custom }, globals: { viewport: { value: 'mobile', isRotated: false } } };
