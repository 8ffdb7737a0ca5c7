import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { clientAccount, googleAccount, passwordlessAccount, trainerAccount } from '../story-data.ts';
import { AccountSummary } from './AccountSummary.tsx';

const meta = {
  title: 'Account/AccountSummary',
  component: AccountSummary,
  args: { account: trainerAccount },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof AccountSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email and password set, the email verified and masked. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('amr*******@spotter.test')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getAllByText('Set')).toHaveLength(2);
    await expect(canvas.queryByText('Required')).toBeNull();
  },
};

/** The email is not verified yet: a warning instead of the mark. */
export const Unverified: Story = {
  args: { account: clientAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
  },
};

/** Connected through Google: both read OAuth, with the notice. */
export const Provider: Story = {
  args: { account: googleAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('OAuth')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account is connected through Google.');
  },
};

/** Google and Facebook both linked. */
export const TwoProviders: Story = { args: { account: { ...googleAccount, providers: ['google', 'facebook'] } } };

/** No provider and no password: the password is Required. */
export const PasswordRequired: Story = {
  args: { account: passwordlessAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
    await expect(canvas.getByText('Required')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
