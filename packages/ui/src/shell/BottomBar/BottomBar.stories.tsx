import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { limits, type Role } from '@spotter/domain';
import type { Locale } from '@spotter/i18n';
import { vibrateTap } from '../haptics.ts';
import { desktop, mobile, narrow, narrowViewport, navigate, withRouter } from '../story-helpers.tsx';
import { BottomBar } from './BottomBar.tsx';

const vibrate = fn((_pattern: VibratePattern) => true);

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBar,
  args: { role: 'client', currentPath: '/client/dashboard', onOpenMore: fn() },
  globals: mobile,
  parameters: { layout: 'fullscreen', viewport: narrowViewport },
  beforeEach: () => {
    navigate.mockClear();
    vibrate.mockClear();
    // A spy in place of the Vibration API (Chromium has it, but a test cannot feel it).
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
    return () => {
      delete (navigator as { vibrate?: unknown }).vibrate;
    };
  },
  decorators: [withRouter({ minHeight: '200px' })],
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation'));
const hrefs = (canvas: ReturnType<typeof within>) =>
  bar(canvas)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The label a cell shows: the child with text that is not the hidden full name or the badge. */
const visibleLabel = (control: Element) =>
  [...control.children].find(
    (child) => child.textContent && getComputedStyle(child).position !== 'absolute',
  ) as HTMLElement;

/**
 * Every label of the bar is at least 12 px, on one line, inside its own cell, apart from its
 * neighbours, and the whole row (More included) inside the window: nothing is cut or off screen.
 */
async function expectLabelsFit(canvasElement: HTMLElement) {
  const nav = canvasElement.querySelector('nav')!;
  const cells = [...nav.querySelectorAll('li')];
  await expect(cells.length).toBeGreaterThan(0);
  let previousRight = -Infinity;
  for (const cell of cells) {
    const control = cell.firstElementChild as HTMLElement;
    const label = visibleLabel(control);
    const style = getComputedStyle(label);
    const text = label.textContent;
    await expect(parseFloat(style.fontSize), `${text}: font size`).toBeGreaterThanOrEqual(12);
    await expect(label.getClientRects(), `${text}: one line`).toHaveLength(1);
    await expect(label.getBoundingClientRect().height, `${text}: one line`).toBeLessThan(
      parseFloat(style.fontSize) * 2,
    );
    await expect(label.scrollWidth, `${text}: not cut`).toBeLessThanOrEqual(label.clientWidth);
    const box = label.getBoundingClientRect();
    const cellBox = control.getBoundingClientRect();
    await expect(box.left, `${text}: inside its cell`).toBeGreaterThanOrEqual(cellBox.left);
    await expect(box.right, `${text}: inside its cell`).toBeLessThanOrEqual(cellBox.right);
    await expect(cellBox.right, `${text}: on screen`).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.left - previousRight, `${text}: apart from the label before`).toBeGreaterThanOrEqual(6);
    previousRight = box.right;
  }
}

/** The six client destinations of SPEC §2 plus More; the current page is marked. */
export const Client: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(hrefs(canvas)).toEqual([
      '/client/dashboard/trainwithcoach',
      '/client/dashboard',
      '/client/dashboard/upcoming-trainings',
      '/client/dashboard/trainings',
      '/client/dashboard/progress',
      '/client/dashboard/diet-tracker',
    ]);
    // Short words on screen, the full names for screen readers and voice control.
    await expect(bar(canvas).getByRole('link', { name: 'Train with a coach' })).toHaveTextContent(
      /^CoachTrain with a coach$/,
    );
    await expect(bar(canvas).getByRole('link', { name: 'Upcoming trainings' })).toBeVisible();
    await expect(bar(canvas).getByRole('link', { name: 'Diet tracker' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
    await expectLabelsFit(canvasElement);
  },
};

/** The bar of `role`: its destinations in order, `current` marked, every label whole; `alsoShown` are visible too. */
function roleBar(
  role: Role,
  currentPath: string,
  destinations: string[],
  current: string,
  alsoShown: string[] = [],
): Story {
  return {
    args: { role, currentPath },
    play: async ({ canvas, canvasElement }) => {
      await expect(hrefs(canvas)).toEqual(destinations);
      for (const name of alsoShown) await expect(canvas.getByRole('link', { name })).toBeVisible();
      await expect(canvas.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
      await expectLabelsFit(canvasElement);
    },
  };
}

export const Trainer = roleBar(
  'trainer',
  '/trainer/dashboard/clients/42',
  [
    '/trainer/dashboard/new-clients',
    '/trainer/dashboard/clients',
    '/trainer/dashboard/upcoming-trainings',
    '/trainer/dashboard/plans',
  ],
  'Clients',
);

export const Admin = roleBar(
  'admin',
  '/admin/support',
  ['/admin/dashboard', '/admin/users', '/admin/coaching-requests', '/admin/support'],
  'Support',
  ['Coaching requests'],
);

/** No link is marked on `currentPath`; More is marked when the page is reached through the More menu. */
function noLinkMarked(args: { role?: Role; currentPath: string }, moreMarked: boolean): Story {
  return {
    args,
    play: async ({ canvas }) => {
      await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
      const more = canvas.getByRole('button', { name: 'More' });
      if (moreMarked) await expect(more).toHaveAttribute('data-active', 'true');
      else await expect(more).not.toHaveAttribute('data-active');
    },
  };
}

/** The trainer's home is not in the bar: nothing is marked, More included (SPEC §2 fixes the four items). */
export const TrainerHome = noLinkMarked({ role: 'trainer', currentPath: '/trainer/dashboard' }, false);

/** Settings and Edit profile open from the More menu, so More is marked and no link is. */
export const SettingsMarksMore = noLinkMarked({ currentPath: '/client/dashboard/settings' }, true);

export const EditProfileMarksMore = noLinkMarked({ role: 'trainer', currentPath: '/trainer/dashboard/edit' }, true);

/** The page belongs to an item kept in the More menu, so More shows as active. */
export const ActiveInMore = noLinkMarked({ currentPath: '/client/dashboard/health' }, true);

/** Counts cap at 99+ on mobile; the spoken label keeps the real number. */
export const UnreadBadges: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard/new-clients', unread: { new_clients: 3, clients: 150 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New clients 3 unread' })).toHaveTextContent('3');
    const clients = canvas.getByRole('link', { name: 'Clients 150 unread' });
    await expect(clients).toHaveTextContent('99+');
  },
};

/** The shell can pass its own labels; the full name stays the accessible name. */
export const ShortLabels: Story = {
  args: { shortLabels: { progress: 'Stats' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/client/dashboard/progress');
    await expect(canvas.getByText('Stats')).toBeVisible();
  },
};

/** The client's seven cells on a 320 px phone, in each language: every label whole, on one line, 12 px. */
const localeStory = (locale: Locale, names: string[]): Story => ({
  globals: { ...narrow, locale },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.clientWidth).toBe(320);
    const labels = bar(canvas)
      .getAllByRole('link')
      .map((link) => visibleLabel(link).textContent);
    await expect(labels).toEqual(names);
    await expectLabelsFit(canvasElement);
  },
});

export const EnglishNarrow = localeStory('en', ['Coach', 'Home', 'Upcoming', 'Trainings', 'Progress', 'Diet']);
export const BosnianNarrow = localeStory('bs', ['Trener', 'Pregled', 'Termini', 'Treninzi', 'Napredak', 'Hrana']);
export const GermanNarrow = localeStory('de', ['Coach', 'Start', 'Termine', 'Trainings', 'Fortschritt', 'Essen']);
export const CroatianNarrow = localeStory('hr', ['Trener', 'Pregled', 'Termini', 'Treninzi', 'Napredak', 'Hrana']);
export const SerbianNarrow = localeStory('sr', ['Trener', 'Pregled', 'Termini', 'Treninzi', 'Napredak', 'Hrana']);
export const SlovenianNarrow = localeStory('sl', ['Trener', 'Pregled', 'Termini', 'Treningi', 'Napredek', 'Hrana']);

/** German admin and trainer bars at 320 px: the longest words of the other roles. */
export const GermanAdminNarrow: Story = {
  args: { role: 'admin', currentPath: '/admin/coaching-requests' },
  globals: { ...narrow, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Coaching-Anfragen' })).toHaveAttribute('aria-current', 'page');
    await expectLabelsFit(canvasElement);
  },
};

export const SlovenianTrainerNarrow: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard/new-clients' },
  globals: { ...narrow, locale: 'sl' },
  play: async ({ canvasElement }) => {
    await expectLabelsFit(canvasElement);
  },
};

/** Every tap buzzes for 10 ms; keyboard users reach More with Tab and open it with Enter. */
export const TapVibrates: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Progress' }));
    await expect(vibrate).toHaveBeenCalledWith(limits.tapVibrationMs);
    await expect(navigate).toHaveBeenCalledWith('/client/dashboard/progress', undefined);
    await userEvent.tab();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMore).toHaveBeenCalledTimes(1);
    await expect(vibrate).toHaveBeenCalledTimes(2);
  },
};

/** `vibrateTap()` on its own: it vibrates where the API exists and is a no-op elsewhere. */
export const VibrateTapHelper: Story = {
  play: async () => {
    await expect(vibrateTap()).toBe(true);
    await expect(vibrate).toHaveBeenCalledWith(10);
    Object.defineProperty(navigator, 'vibrate', { value: undefined, configurable: true, writable: true });
    await expect(vibrateTap()).toBe(false);
    await expect(vibrate).toHaveBeenCalledTimes(1);
  },
};

/** From 1024 px the bar is hidden by CSS (the sidebar takes over). */
export const HiddenOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  },
};
