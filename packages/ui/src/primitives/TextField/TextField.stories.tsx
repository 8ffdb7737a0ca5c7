import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea, TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};
export const Filled: Story = { args: { defaultValue: 'ana@example.com' } };
export const WithDescription: Story = {
  args: { label: 'Password', type: 'password', description: '8 to 128 characters.' },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid email address.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Required: Story = { args: { isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };
export const RevealablePassword: Story = {
  args: { label: 'Password', type: 'password', revealable: true, defaultValue: 'secret-pass' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const TextAreaWithCharacterLimit: StoryObj<typeof TextArea> = {
  render: () => <TextArea label="Short description" maxChars={85} defaultValue="Strength coach in Sarajevo." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('27 / 85 characters')).toBeVisible();
  },
};
export const TextAreaOverLimit: StoryObj<typeof TextArea> = {
  render: () => <TextArea label="Short description" maxChars={20} defaultValue="Strength coach in Sarajevo." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Short description')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const TextAreaWordCount: StoryObj<typeof TextArea> = {
  render: () => (
    <TextArea
      label="About you"
      recommendedWords={{ min: 250, max: 300 }}
      defaultValue="I have coached for ten years."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 words (recommended 250–300)')).toBeVisible();
  },
};
