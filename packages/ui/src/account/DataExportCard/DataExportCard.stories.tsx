import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { DataExportCard } from './DataExportCard.tsx';

const meta = {
  title: 'Account/DataExportCard',
  component: DataExportCard,
  decorators: [maxWidth(720)],
} satisfies Meta<typeof DataExportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute(
      'href',
      '/api/users/export',
    );
    await expect(canvas.getByRole('link', { name: 'Download my media (ZIP)' })).toHaveAttribute(
      'href',
      '/api/users/export/media',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
