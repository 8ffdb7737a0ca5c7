import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { clientCoaches } from '../story-data.ts';
import { ClientCoachList } from './ClientCoachList.tsx';

const meta = {
  title: 'Coaching/ClientCoachList',
  component: ClientCoachList,
  args: { coaches: clientCoaches.slice(0, 1), locale: 'en', marketplaceHref: '/trainers' },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof ClientCoachList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One coach: the name leads to their page (the review form is there); their contact is for their clients. */
export const OneCoach: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Marko Horvat' })).toHaveAttribute('href', '/trainers/marko-horvat');
    await expect(canvas.getByText('Zagreb · Your coach since Oct 2, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'marko.coaching@example.test' })).toHaveAttribute(
      'href',
      'mailto:marko.coaching@example.test',
    );
    await expect(canvas.getByRole('link', { name: '+385911234567' })).toHaveAttribute('href', 'tel:+385911234567');
  },
};

/** Several coaches at once, each in their own card; a deactivated one is marked, explained and not linked. */
export const SeveralWithDeactivated: Story = {
  args: { coaches: clientCoaches },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const deactivated = within(items[1] as HTMLElement);
    await expect(deactivated.getByRole('heading', { level: 3, name: 'Lejla Begović' })).toBeVisible();
    await expect(deactivated.queryByRole('link', { name: 'Lejla Begović' })).toBeNull();
    await expect(deactivated.getByText('Deactivated')).toBeVisible();
    await expect(deactivated.getByText(/has deactivated their account for now/)).toBeVisible();
    await expect(deactivated.getByRole('link', { name: 'lejla.begovic@example.test' })).toBeVisible();
    await expect(deactivated.queryByText('Phone')).toBeNull();
  },
};

/** No coach yet: the way to the marketplace. */
export const NoCoach: Story = {
  args: { coaches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no coach yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a coach' })).toHaveAttribute('href', '/trainers');
  },
};

export const Mobile: Story = {
  args: { coaches: clientCoaches },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
