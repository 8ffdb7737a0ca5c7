import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { clientCoaches, departedCoaches } from '../story-data.ts';
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

/** A coach closed their account: the coaching ended, and the client reads who left and why, beside a current coach. */
export const CoachLeft: Story = {
  args: { coaches: clientCoaches.slice(0, 1), departed: departedCoaches },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Former coaches' })).toBeVisible();
    const former = within(canvas.getByRole('region', { name: 'Former coaches' }));
    await expect(former.getByText('Ivana Kovač')).toBeVisible();
    await expect(former.getByText('Left Spotter')).toBeVisible();
    await expect(former.getByText(/has closed their Spotter account/)).toBeVisible();
    await expect(former.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Marko Horvat' })).toBeVisible();
  },
};

/** The only coach left: the way to the marketplace, then who left. */
export const OnlyCoachLeft: Story = {
  args: { coaches: [], departed: departedCoaches },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no coach yet/)).toBeVisible();
    await expect(canvas.getByText(/Ivana Kovač has closed their Spotter account/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { coaches: clientCoaches, departed: departedCoaches },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
