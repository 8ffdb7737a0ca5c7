import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Profile completion', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = {
  args: { value: 100, label: 'Weekly workouts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** A goal on its own scale with custom wording. */
export const CustomScale: Story = {
  args: { label: 'Workouts this week', value: 3, minValue: 0, maxValue: 8, valueLabel: '3 of 8 workouts' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Workouts this week' });
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 workouts');
    await expect(canvas.getByText('3 of 8 workouts')).toBeVisible();
  },
};

/** Unknown duration: no value, a sliding bar (still with reduced motion). */
export const Indeterminate: Story = {
  args: { label: 'Uploading progress photos', isIndeterminate: true, value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading progress photos' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** No visible label: named with `aria-label`, the value still shows. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Programme progress', value: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Programme progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
  },
};

export const ValueHidden: Story = {
  args: { showValueLabel: false, label: 'Macro goal' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('40%')).not.toBeInTheDocument();
  },
};
