import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { tabToRole } from '../story-helpers.tsx';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A zero count renders nothing at all. */
export const CountZero: Story = {
  args: { count: 0, label: 'No unread messages' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const CountFive: Story = {
  args: { count: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toBeVisible();
  },
};

/** 120 shows as "99+"; the label tells screen readers the real number. */
export const CountOverCap: Story = {
  args: { count: 120, label: '120 unread messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('120 unread messages')).toBeInTheDocument();
  },
};

export const CustomCap: Story = {
  args: { count: 12, cap: 9, tone: 'info', label: '12 new client requests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

/** On a button the label becomes part of its accessible name. */
export const CountOnButton: Story = {
  args: { count: 3, label: '3 unread' },
  render: (args) => (
    <Button variant="secondary">
      Messages <Badge {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'button', 'Messages 3 unread');
  },
};

export const StatusNeutral: Story = { args: { children: 'Draft' } };
export const StatusSuccess: Story = { args: { tone: 'success', children: 'Verified coach' } };
export const StatusWarning: Story = { args: { tone: 'warning', children: 'Payment due' } };
export const StatusDanger: Story = { args: { tone: 'danger', children: 'Overdue' } };
export const StatusInfo: Story = { args: { tone: 'info', children: 'New' } };

/** A short visible word with a fuller spoken label. */
export const StatusWithLabel: Story = {
  args: { tone: 'success', children: 'PRO', label: 'Pro coach subscription' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pro coach subscription')).toBeInTheDocument();
  },
};

/** Every tone, status and count, side by side. */
export const AllTones: Story = {
  args: { children: 'Status' },
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {badgeTones.map((tone, index) => (
          <Badge key={tone} tone={tone} count={[1, 7, 42, 99, 250][index] ?? 1} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
