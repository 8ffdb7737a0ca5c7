import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, type Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabToRole } from '../../primitives/story-helpers.tsx';
import { mobile, navigate } from '../story-helpers.tsx';
import { TabBar, type TabBarItem } from './TabBar.tsx';

const galleryTabs: TabBarItem[] = [
  { id: 'all', label: 'All photos' },
  { id: 'featured', label: 'Featured' },
  { id: 'archived', label: 'Archived', isDisabled: true },
];

const meta = {
  title: 'Shell/TabBar',
  component: TabBar,
  args: {
    'aria-label': 'Gallery',
    items: galleryTabs,
    onSelectionChange: fn(),
    children: (id: string) => <p>{id === 'featured' ? '6 highlighted photos.' : '24 photos in the gallery.'}</p>,
  },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and select them; disabled tabs are skipped. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    const all = await tabToRole(canvas, 'tab', 'All photos');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const featured = canvas.getByRole('tab', { name: 'Featured' });
    await expect(featured).toHaveFocus();
    await expect(featured).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('featured');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('6 highlighted photos.');
    // Archived is disabled, so the arrow wraps back to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(featured).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
  },
};

export const WithIconsAndCounts: Story = {
  args: {
    'aria-label': 'Clients',
    items: [
      { id: 'active', label: 'Active', icon: 'users', count: 0 },
      { id: 'requests', label: 'Requests', icon: 'inbox', count: 3 },
      { id: 'invited', label: 'Invited', icon: 'mail', count: 120 },
    ],
    children: (id: string) => <p>Clients: {id}</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Requests 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Invited 120 unread' })).toHaveTextContent('99+');
  },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, items: galleryTabs.slice(0, 2) },
  globals: mobile,
};

const pages: TabBarItem[] = [
  { id: 'overview', label: 'Overview', href: '/trainer/dashboard/clients/adna' },
  { id: 'workouts', label: 'Workouts', href: '/trainer/dashboard/clients/adna/workouts' },
  { id: 'nutrition', label: 'Nutrition', href: '/trainer/dashboard/clients/adna/nutrition' },
];

function LinkTabBar({ onSelectionChange }: { onSelectionChange?: (key: Key) => void }) {
  // In the app the selected tab follows the URL; a state stands in for the router here.
  const [path, setPath] = useState(pages[0]!.href!);
  const current = pages.find((page) => page.href === path) ?? pages[0]!;
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <TabBar aria-label="Adna Begić" items={pages} selectedKey={current.id} onSelectionChange={onSelectionChange}>
        {(id) => <p>{`${pages.find((page) => page.id === id)?.label} of Adna Begić.`}</p>}
      </TabBar>
    </RouterProvider>
  );
}

/** Tabs with `href` render as links; choosing one (arrows or click) navigates. */
export const WithLinks: Story = {
  render: (args) => <LinkTabBar onSelectionChange={args.onSelectionChange} />,
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvas }) => {
    const overview = await tabToRole(canvas, 'tab', 'Overview');
    await expect(overview.tagName).toBe('A');
    await expect(overview).toHaveAttribute('href', '/trainer/dashboard/clients/adna');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/trainer/dashboard/clients/adna/workouts'));
    await expect(canvas.getByRole('tab', { name: 'Workouts' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(canvas.getByRole('tabpanel')).getByText('Workouts of Adna Begić.')).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Nutrition' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/trainer/dashboard/clients/adna/nutrition'));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nutrition of Adna Begić.'));
  },
};
