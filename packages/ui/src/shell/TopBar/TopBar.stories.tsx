import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Branding } from '@spotter/domain';
import { amraBranding } from '../demo.tsx';
import { desktop, mobile, navigate, withRouter } from '../story-helpers.tsx';
import { TopBar, TopBarPreview } from './TopBar.tsx';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    homeHref: '/client/dashboard',
    messagesHref: '/client/dashboard/messages',
    unreadMessages: 3,
    onOpenMenu: fn(),
    saveLanguage: fn(async () => {}),
  },
  globals: desktop,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [withRouter()],
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: logo, messages with the unread badge and the language picker; no menu button. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(60);
    const messages = canvas.getByRole('link', { name: 'Messages, 3 unread' });
    await expect(messages).toHaveAttribute('href', '/client/dashboard/messages');
    await expect(canvasElement.querySelector('button[aria-label="Open menu"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spotter home' })).toHaveAttribute('href', '/client/dashboard');
  },
};

/** Mobile: the menu button opens the drawer; the picker shrinks to its code. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ args, canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

/** No unread messages: the icon is named "Messages" and has no badge. */
export const NoUnread: Story = {
  args: { unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadMessages: 150 },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, 150 unread' })).toHaveTextContent('99+');
  },
};

/** A trainer's own logo and colours. */
export const TrainerBranding: Story = {
  args: {
    branding: amraBranding,
    homeHref: '/trainer/dashboard',
    messagesHref: '/trainer/dashboard/messages',
    unreadMessages: 12,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amra Fit')).toBeVisible();
  },
};

/** Admins have no messages page, so no icon. */
export const Admin: Story = {
  args: { homeHref: '/admin/dashboard', messagesHref: null, unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Messages/ })).toBeNull();
  },
};

export const WithExtraControls: Story = {
  args: {
    children: (
      <span style={{ fontSize: '0.875rem', fontWeight: 600, color: 'var(--spotter-color-text-muted)' }}>Beta</span>
    ),
  },
};

// Brand titles of the longest allowed length (60 characters): words, long words, capitals.
const sixtyCharacters = 'Ana Marija Kovačević · Performance and Rehabilitation Studio';
const sixtyLongWords = 'Hochleistungssportlerbetreuung Rehabilitationszentrum Mostar';
const sixtyCapitals = 'WALKING & WELLNESS COACHING WITH ANA MARIJA KOVAČEVIĆ MOSTAR';

const squareLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#5b21b6"/><path d="M12 30l8-12 8 8 8-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;
const wideLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 144 48"><rect width="144" height="48" rx="10" fill="#9a3412"/><text x="72" y="32" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">AMK</text></svg>',
)}`;

function brand(title: string, { tagline = true, logo = null as string | null } = {}): Branding {
  return {
    useCustomLogo: true,
    hideLogoImage: false,
    customLogoUrl: logo,
    customLogoTitle: title,
    customLogoTagline: tagline ? 'Strength, mobility and recovery for every age and every body' : null,
    logoTitleColor: '#4c1d95',
    logoTaglineColor: '#6d28d9',
  };
}

/** The bar at an exact page width, whatever padding the story frame adds around it. */
function AtWidth({ width, children }: { width: number | '100%'; children: ReactNode }) {
  return <div style={{ width: width === '100%' ? undefined : `${width}px`, margin: '-1rem' }}>{children}</div>;
}

/**
 * The whole title is shown (no line cut off, nothing under the controls), at a readable size,
 * inside the 60 px bar. Returns the title for further checks.
 */
async function expectTitleFits(canvasElement: HTMLElement, minFontPx = 10): Promise<HTMLElement> {
  const bar = canvasElement.querySelector<HTMLElement>('header, [data-top-bar-preview]');
  const title = canvasElement.querySelector<HTMLElement>('[data-logo-title]');
  if (!bar || !title) throw new Error('no bar or title');
  await expect(Math.round(bar.getBoundingClientRect().height)).toBe(60);
  await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
  await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  const box = title.getBoundingClientRect();
  const barBox = bar.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(barBox.top);
  await expect(box.bottom).toBeLessThanOrEqual(barBox.bottom);
  const controls = bar.lastElementChild?.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(controls?.left ?? barBox.right);
  await expect(Number.parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(minFontPx);
  return title;
}

const lines = (element: HTMLElement) =>
  Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight));
const isShown = (element: HTMLElement | null) =>
  Boolean(element && element.getBoundingClientRect().height > 1 && element.getBoundingClientRect().width > 1);

/**
 * A story of the bar with a custom brand, at `width` px (a phone) or the whole window (desktop);
 * `check` runs after the title has been found whole inside the bar, at least `minFontPx` large.
 */
function titleStory(
  width: 320 | 375 | '100%',
  branding: Branding,
  check: (context: { canvasElement: HTMLElement; title: HTMLElement }) => Promise<void> = async () => {},
  minFontPx?: number,
): Story {
  return {
    args: { branding, homeHref: '/trainer/dashboard' },
    globals: width === '100%' ? desktop : mobile,
    render: (args) => (
      <AtWidth width={width}>
        <TopBar {...args} />
      </AtWidth>
    ),
    play: async ({ canvasElement }) => {
      const title = await expectTitleFits(canvasElement, minFontPx);
      await check({ canvasElement, title });
    },
  };
}

/**
 * The reported case: a 13-character title on a 320 px phone, once cut to "Walk Test …". It
 * fits on one line and keeps its tagline.
 */
export const ShortTitleSmallPhone = titleStory(
  320,
  brand('Walk Test Gym'),
  async ({ canvasElement, title }) => {
    await expect(lines(title)).toBe(1);
    await expect(isShown(canvasElement.querySelector('[data-logo-tagline]'))).toBe(true);
  },
  14,
);

/** 60 characters with a tagline and a logo on a 320 px phone: the title wraps and scales, the tagline and image step aside. */
export const LongTitleSmallPhone = titleStory(
  320,
  brand(sixtyCharacters, { logo: squareLogo }),
  async ({ canvasElement }) => {
    await expect(sixtyCharacters).toHaveLength(60);
    await expect(isShown(canvasElement.querySelector('[data-logo-tagline]'))).toBe(false);
    // The link still says everything, tagline included.
    await expect(
      within(canvasElement).getByRole('link', {
        name: `${sixtyCharacters} Strength, mobility and recovery for every age and every body`,
      }),
    ).toBeVisible();
  },
);

/** 60 characters on a 375 px phone, with tagline and logo. */
export const LongTitlePhone = titleStory(375, brand(sixtyCharacters, { logo: squareLogo }), undefined, 11);

/** One long word after another: words break only where they must. No tagline, no logo. */
export const LongWordsSmallPhone = titleStory(320, brand(sixtyLongWords, { tagline: false }), async () => {
  await expect(sixtyLongWords).toHaveLength(60);
});

/** Capitals are the widest letters. Wide logo, no tagline, on a 375 px phone. */
export const CapitalsPhone = titleStory(375, brand(sixtyCapitals, { tagline: false, logo: wideLogo }), async () => {
  await expect(sixtyCapitals).toHaveLength(60);
});

/** On a desktop the longest title stays on one line at full size, with its tagline and logo. */
export const LongTitleDesktop = titleStory(
  '100%',
  brand(sixtyCharacters, { logo: squareLogo }),
  async ({ canvasElement, title }) => {
    await expect(lines(title)).toBe(1);
    await expect(isShown(canvasElement.querySelector('[data-logo-tagline]'))).toBe(true);
    await expect(isShown(canvasElement.querySelector('header img'))).toBe(true);
  },
  18,
);

/** Long words and a wide logo on a desktop, without a tagline. */
export const LongWordsDesktop = titleStory(
  '100%',
  brand(sixtyLongWords, { tagline: false, logo: wideLogo }),
  async ({ title }) => {
    await expect(lines(title)).toBe(1);
  },
  18,
);

/** The still picture of the phone bar that the brand editor shows, with the longest title. */
export const Preview: Story = {
  args: { branding: brand(sixtyCharacters, { logo: squareLogo }) },
  render: (args) => <TopBarPreview branding={args.branding ?? null} locale="bs" />,
  play: async ({ canvasElement }) => {
    await expectTitleFits(canvasElement);
    await expect(canvasElement.querySelector('[data-top-bar-preview]')?.getBoundingClientRect().width).toBe(320);
  },
};
