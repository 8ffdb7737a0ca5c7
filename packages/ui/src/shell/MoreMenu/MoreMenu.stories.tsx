import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ageInYears, blankShellProfile } from '@spotter/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { media } from '../../theme/tokens.ts';
import {
  adminProfile,
  adminStats,
  clientAchievements,
  clientProfile,
  clientStats,
  trainerProfile,
  trainerStats,
} from '../demo.tsx';
import {
  endlessLogout,
  fakeMatchMedia,
  mobile,
  moreMenuDialog,
  narrow,
  narrowViewport,
  navigate,
  logoutFailureStory,
  logoutPendingStory,
  visible,
  withRouter,
} from '../story-helpers.tsx';
import { MoreMenu, type MoreMenuProps } from './MoreMenu.tsx';

/** A 'More' button and the menu it opens, as the bottom bar does. */
function MoreMenuDemo({ isOpen, onOpenChange, ...props }: MoreMenuProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        More
      </Button>
      <MoreMenu
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/MoreMenu',
  component: MoreMenu,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    role: 'client',
    profile: clientProfile,
    stats: clientStats,
    achievements: clientAchievements,
    onLogout: endlessLogout(),
    currentPath: '/client/dashboard',
  },
  globals: mobile,
  parameters: { layout: 'fullscreen', viewport: narrowViewport },
  render: (args) => <MoreMenuDemo {...args} />,
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [withRouter()],
} satisfies Meta<typeof MoreMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `name` is the menu's one link marked as the current page. */
async function expectOnlyCurrent(menu: ReturnType<typeof within>, name: string) {
  await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getAllByRole('link', { current: 'page' })).toHaveLength(1);
}

/** Amra, the trainer, instead of Adna. */
const trainer = { role: 'trainer', profile: trainerProfile, stats: trainerStats, achievements: [] } as const;

/** Adna: level ring, years of service, top three achievements by XP, personal info. */
export const Client: Story = {
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('Adna Begić')).toBeVisible();
    await expect(menu.getByRole('img', { name: 'Level 7, 40% of level 7 complete' })).toBeVisible();
    await expect(menu.getByText(`Years of service: ${ageInYears(clientProfile.memberSince)}`)).toBeVisible();
    await expect(menu.getByText('Goals completed').nextElementSibling).toHaveTextContent('4');
    await expect(menu.getByText('Workouts this month').nextElementSibling).toHaveTextContent('12');
    await expect(menu.getByText('Average rating').nextElementSibling).toHaveTextContent('4.8');
    const achievements = within(menu.getByRole('heading', { name: 'Top achievements' }).parentElement!).getAllByRole(
      'listitem',
    );
    await expect(achievements.map((item) => item.textContent)).toEqual([
      '7-day streak300 XP',
      '10 sessions200 XP',
      'Early bird150 XP',
    ]);
    await expect(menu.getByText('Age').nextElementSibling).toHaveTextContent(
      `${ageInYears(clientProfile.dateOfBirth)} years`,
    );
    await expect(menu.getByText('Gender').nextElementSibling).toHaveTextContent('Female');
    await expect(menu.getByText('Height').nextElementSibling).toHaveTextContent('168 cm');
    await expect(menu.getByText('Weight').nextElementSibling).toHaveTextContent('61 kg');
    await expect(menu.getByText('Experience').nextElementSibling).toHaveTextContent('Intermediate');
    await expect(menu.getByText('Member since').nextElementSibling).toHaveTextContent('9/5/2022');
    await expect(menu.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/client/dashboard/edit');
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/client/dashboard/settings');
    const links = within(menu.getByRole('heading', { name: 'Go to' }).parentElement!).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Exercise Library', 'Health', 'Support']);
    await expect(menu.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Amra: professional info with the year she started coaching; no level or achievements. */
export const Trainer: Story = {
  args: trainer,
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('Amra Hodžić')).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Professional info' })).toBeVisible();
    await expect(menu.getByText('Coaching since').nextElementSibling).toHaveTextContent('2013');
    await expect(menu.getByText('Sessions').nextElementSibling).toHaveTextContent('342');
    await expect(menu.getByText('Average rating').nextElementSibling).toHaveTextContent('4.9');
    await expect(menu.queryByRole('img', { name: /Level/ })).toBeNull();
    await expect(menu.queryByRole('heading', { name: 'Top achievements' })).toBeNull();
    await expect(menu.queryByText('Height')).toBeNull();
    await expect(menu.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/trainer/dashboard/edit');
    const links = within(menu.getByRole('heading', { name: 'Go to' }).parentElement!).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Exercises',
      'Meals',
      'Brand customization',
      'Pricing plans',
      'Invite clients',
      'Support',
    ]);
  },
};

/**
 * The trainer's bottom bar has no Overview (SPEC §2 fixes its four items), so the menu leads there
 * first; on the home page that link is the current one.
 */
export const TrainerHomeLink: Story = {
  args: { ...trainer, currentPath: '/trainer/dashboard' },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/trainer/dashboard');
    await expectOnlyCurrent(menu, 'Overview');
  },
};

/** On Settings (or Edit profile) its button is marked as the current page, and no role link is. */
export const OnSettings: Story = {
  args: { currentPath: '/client/dashboard/settings' },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByRole('link', { name: 'Edit profile' })).not.toHaveAttribute('aria-current');
    await expectOnlyCurrent(menu, 'Settings');
  },
};

/** A page of the menu's role links is marked there. */
export const OnRoleLink: Story = {
  args: { currentPath: '/client/dashboard/health' },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expectOnlyCurrent(menu, 'Health');
  },
};

/** No edit-profile button for admins; with no name set the email stands in; missing info reads "Not set". */
export const Admin: Story = {
  args: { role: 'admin', profile: adminProfile, stats: adminStats, achievements: [] },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('admin@spotter.test')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    await expect(menu.getByText('Active users').nextElementSibling).toHaveTextContent('1,284');
    await expect(menu.getAllByText('Not set')).toHaveLength(2);
    const links = within(menu.getByRole('heading', { name: 'Go to' }).parentElement!).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Users',
      'Trainers',
      'Clients',
      'Verifications',
      'Support',
    ]);
  },
};

/** Opened from its button with the keyboard: page scroll locks, Escape closes and focus returns. */
export const KeyboardAndScrollLock: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'More' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await moreMenuDialog();
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.documentElement.style.overflow).not.toBe('hidden');
  },
};

let desktopQuery: ReturnType<typeof fakeMatchMedia> | undefined;

/** Growing the window to desktop width (≥1024 px) closes the menu by itself. */
export const ClosesAtDesktopWidth: Story = {
  beforeEach: () => {
    desktopQuery = fakeMatchMedia(media.desktop);
    return () => desktopQuery?.restore();
  },
  play: async ({ args }) => {
    await moreMenuDialog();
    await waitFor(() => expect(desktopQuery?.listenerCount()).toBe(1));
    desktopQuery?.set(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(desktopQuery?.listenerCount()).toBe(0);
  },
};

/** While the figures load they read 0. */
export const StatsLoading: Story = {
  args: { stats: undefined },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('Goals completed').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('Workouts this month').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('Average rating').nextElementSibling).toHaveTextContent('0.0');
  },
};

/** Offline, every figure is 0 and a note says why. */
export const Offline: Story = {
  args: { ...trainer, offline: true },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('Clients').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('Sessions').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('You are offline. Figures will update when the connection returns.')).toBeVisible();
  },
};

/** A new client: nothing unlocked yet, no profile details filled in, a photo. */
export const NewClient: Story = {
  args: {
    profile: {
      ...blankShellProfile({
        role: 'client',
        email: clientProfile.email,
        memberSince: new Date().toISOString().slice(0, 10),
      }),
      firstName: 'Lena',
      lastName: 'Schmidt',
      xp: clientProfile.xp,
    },
    achievements: clientAchievements.map((achievement) => ({ ...achievement, unlocked: false })),
  },
  play: async () => {
    const menu = within(await moreMenuDialog());
    await expect(menu.getByText('No achievements unlocked yet.')).toBeVisible();
    await expect(menu.getAllByText('Not set')).toHaveLength(5);
    await expect(menu.getByText('Years of service: 0')).toBeVisible();
    await expect(menu.getByRole('img', { name: 'Level 1, 75% of level 1 complete' })).toBeVisible();
  },
};

/** Logout disables its button until the page moves on. */
export const LogoutPending: Story = logoutPendingStory(async () => within(await moreMenuDialog()));

/** A failed logout is logged and the button works again. */
export const LogoutFailure: Story = logoutFailureStory('Network unreachable', async () =>
  within(await moreMenuDialog()),
);

/** Role links and the profile buttons navigate and close the menu. */
export const NavigatesAndCloses: Story = {
  play: async ({ args }) => {
    const menu = within(await moreMenuDialog());
    await userEvent.click(menu.getByRole('link', { name: 'Health' }));
    await expect(navigate).toHaveBeenCalledWith('/client/dashboard/health', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** German on a 320 px phone: the longest labels of Edit profile and Settings fit whole, icons included. */
export const GermanNarrow: Story = {
  args: { ...trainer, currentPath: '/trainer/dashboard/edit' },
  globals: { ...narrow, locale: 'de' },
  play: async () => {
    const menu = within(await visible(screen.findByRole('dialog')));
    await expect(document.documentElement.clientWidth).toBe(320);
    for (const name of ['Profil bearbeiten', 'Einstellungen']) {
      const action = menu.getByRole('link', { name });
      await expect(action.scrollWidth, name).toBeLessThanOrEqual(action.clientWidth);
      await expect(action.querySelector('svg')!.getBoundingClientRect().width, `${name}: icon`).toBe(18);
    }
    await expect(menu.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getAllByRole('link', { name: 'Übersicht' })).toHaveLength(1);
  },
};
