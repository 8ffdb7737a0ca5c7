import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, type Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabToRole } from '../story-helpers.tsx';
import { Tab, TabList, TabPanel, Tabs, tabsOrientations } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: tabsOrientations } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Coach profile">
        <Tab id="overview">Overview</Tab>
        <Tab id="programmes">Programmes</Tab>
        <Tab id="reviews">Reviews</Tab>
      </TabList>
      <TabPanel id="overview">
        <p>Amra Hodžić is a strength coach in Sarajevo with 9 years of experience in powerlifting.</p>
      </TabPanel>
      <TabPanel id="programmes">
        <p>12-week beginner strength · 8-week Summer Shred · Mobility for desk workers</p>
      </TabPanel>
      <TabPanel id="reviews">
        <p>4.9 out of 5 from 38 clients.</p>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses the selected tab; arrow keys move and select (wrapping around); Home/End jump. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const overview = await tabToRole(canvas, 'tab', 'Overview');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const programmes = canvas.getByRole('tab', { name: 'Programmes' });
    await expect(programmes).toHaveFocus();
    await expect(programmes).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('programmes');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Summer Shred');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel (it has no focusable content, so it takes focus itself).
    await tabToRole(canvas, 'tabpanel', 'Reviews');
  },
};

/** Starts on another tab. */
export const SecondSelected: Story = {
  args: { defaultSelectedKey: 'programmes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Programmes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Programmes' })).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['programmes'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Programmes' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Manual activation: arrows move focus only, Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const programmes = canvas.getByRole('tab', { name: 'Programmes' });
    await expect(programmes).toHaveFocus();
    await expect(programmes).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(programmes).toHaveAttribute('aria-selected', 'true');
  },
};

/** Vertical tabs use the up and down arrows. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Programmes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many tabs on a phone: the row scrolls sideways instead of wrapping. */
export const ManyTabsNarrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <Tabs {...args}>
        <TabList aria-label="Client record">
          {['Overview', 'Workouts', 'Nutrition', 'Measurements', 'Progress photos', 'Messages', 'Invoices'].map(
            (name) => (
              <Tab key={name} id={name}>
                {name}
              </Tab>
            ),
          )}
        </TabList>
        {['Overview', 'Workouts', 'Nutrition', 'Measurements', 'Progress photos', 'Messages', 'Invoices'].map(
          (name) => (
            <TabPanel key={name} id={name}>
              <p>{name} for Lejla Begić.</p>
            </TabPanel>
          ),
        )}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const invoices = canvas.getByRole('tab', { name: 'Invoices' });
    await expect(invoices).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Invoices for Lejla Begić.');
  },
};

const navigateSpy = fn();

const pages = [
  { id: 'overview', label: 'Overview', href: '/coach/amra/overview', text: 'Profile overview page.' },
  { id: 'programmes', label: 'Programmes', href: '/coach/amra/programmes', text: 'Programmes page.' },
  { id: 'reviews', label: 'Reviews', href: '/coach/amra/reviews', text: 'Reviews page.' },
];

function LinkTabs({
  navigate,
  onSelectionChange,
}: {
  navigate: (path: string) => void;
  onSelectionChange?: (key: Key) => void;
}) {
  // In the app the selected tab comes from the current URL; here a state stands in for the router.
  const [path, setPath] = useState('/coach/amra/overview');
  const current = pages.find((page) => page.href === path) ?? pages[0]!;
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <Tabs selectedKey={current.id} onSelectionChange={onSelectionChange}>
        <TabList aria-label="Coach profile sections">
          {pages.map((page) => (
            <Tab key={page.id} id={page.id} href={page.href}>
              {page.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={current.id}>
          <p>{current.text}</p>
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}

/** Tabs that are links to separate pages: each renders as `<a href>` and navigates when selected. */
export const WithLinks: Story = {
  args: { onSelectionChange: fn() },
  render: (args) => <LinkTabs navigate={navigateSpy} onSelectionChange={args.onSelectionChange} />,
  beforeEach: () => {
    navigateSpy.mockClear();
  },
  play: async ({ canvas }) => {
    const overview = await tabToRole(canvas, 'tab', 'Overview');
    await expect(overview.tagName).toBe('A');
    await expect(overview).toHaveAttribute('href', '/coach/amra/overview');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(navigateSpy).toHaveBeenLastCalledWith('/coach/amra/programmes'));
    const programmes = canvas.getByRole('tab', { name: 'Programmes' });
    await expect(programmes).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByText('Programmes page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenLastCalledWith('/coach/amra/reviews'));
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Reviews page.'));
  },
};
