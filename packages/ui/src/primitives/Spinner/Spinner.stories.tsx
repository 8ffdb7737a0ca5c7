import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { tabToRole } from '../story-helpers.tsx';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named "Loading…" from the translations; indeterminate, so no value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading…' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your workouts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your workouts' })).toBeInTheDocument();
    await expect(canvas.queryByText('Loading your workouts')).not.toBeInTheDocument();
  },
};

/** The label shown next to the spinner also names it. */
export const VisibleLabel: Story = {
  args: { label: 'Finding coaches near you', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finding coaches near you')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Finding coaches near you' })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };

/** Spinner in a region while content loads; the rest of the page stays usable by keyboard. */
export const InContext: Story = {
  args: { label: 'Loading client list', showLabel: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Button variant="secondary">Invite a client</Button>
      <div aria-busy="true" style={{ padding: '2rem', border: '1px dashed currentColor', borderRadius: '10px' }}>
        <Spinner {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'button', 'Invite a client');
    await userEvent.tab();
    await expect(canvas.getByRole('progressbar')).not.toHaveFocus();
  },
};
