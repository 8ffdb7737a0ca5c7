import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Branding } from '@spotter/domain';
import { LogoHeader, logoSizes } from './LogoHeader.tsx';

/** A small inline logo, so stories need no network. */
const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#9a3412"/><path d="M14 30l10-14 10 14z" fill="#fff7ed"/></svg>',
)}`;

const brand: Branding = {
  useCustomLogo: true,
  hideLogoImage: false,
  customLogoUrl: logoUrl,
  customLogoTitle: 'Peak Form Coaching',
  customLogoTagline: 'Strength for every age',
  logoTitleColor: null,
  logoTaglineColor: null,
};

const meta = {
  title: 'Brand/LogoHeader',
  component: LogoHeader,
  args: { size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof LogoHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

function heightOf(element: Element | null): number {
  return Math.round(element?.getBoundingClientRect().height ?? 0);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Spotter')).toBeVisible();
    await expect(heightOf(canvasElement.querySelector('svg'))).toBe(32);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const DefaultSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'flex-start' }}>
      {logoSizes.map((size) => (
        <LogoHeader key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('svg')].map(heightOf);
    await expect(heights).toEqual([24, 32, 40]);
  },
};

/** `useCustomLogo: false` ignores the rest of the branding. */
export const BrandingTurnedOff: Story = {
  args: { branding: { ...brand, useCustomLogo: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spotter')).toBeVisible();
    await expect(canvas.queryByText('Peak Form Coaching')).not.toBeInTheDocument();
  },
};

export const CustomWithImage: Story = {
  args: { branding: brand },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Peak Form Coaching' });
    await expect(heightOf(image)).toBe(32);
    await expect(canvas.getByText('Strength for every age')).toBeVisible();
  },
};

export const CustomSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'flex-start' }}>
      {logoSizes.map((size) => (
        <LogoHeader key={size} size={size} branding={brand} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('img', { name: 'Peak Form Coaching' }).map(heightOf);
    await expect(heights).toEqual([24, 32, 40]);
  },
};

export const CustomWithoutImage: Story = {
  args: { branding: { ...brand, hideLogoImage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Peak Form Coaching')).toBeVisible();
  },
};

/** Custom logo turned on but nothing filled in: the app name stands in, with no image. */
export const CustomEmpty: Story = {
  args: {
    branding: { ...brand, customLogoUrl: null, customLogoTitle: null, customLogoTagline: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Spotter')).toBeVisible();
  },
};

/** The trainer's colours reach the title and tagline through the brand theme variables. */
export const CustomColours: Story = {
  args: { branding: { ...brand, logoTitleColor: '#7c2d12', logoTaglineColor: '#9a3412' } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Peak Form Coaching')).color).toBe('rgb(124, 45, 18)');
    await expect(getComputedStyle(canvas.getByText('Strength for every age')).color).toBe('rgb(154, 52, 18)');
  },
};

/** Invalid colour values are ignored, so the theme's own colours stay. */
export const InvalidColours: Story = {
  args: { branding: { ...brand, logoTitleColor: 'red; background: url(x)', logoTaglineColor: '#12' } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Peak Form Coaching')).color).toBe('rgb(15, 23, 42)');
  },
};

export const LongTitleAndTagline: Story = {
  args: {
    branding: {
      ...brand,
      customLogoTitle: 'Ana Marija Kovačević Performance & Rehabilitation Studio',
      customLogoTagline: 'Personal training, nutrition coaching and recovery plans in Sarajevo and online',
    },
  },
  render: (args) => (
    <div style={{ width: '260px', border: '1px dashed var(--spotter-color-border)', padding: '0.5rem' }}>
      <LogoHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByText(/Performance & Rehabilitation/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    const tagline = canvas.getByText(/Personal training/);
    await expect(tagline.scrollWidth).toBeGreaterThan(tagline.clientWidth);
  },
};

export const DefaultLink: Story = {
  args: { href: '/client/dashboard' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Spotter home' });
    await expect(link).toHaveAttribute('href', '/client/dashboard');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const CustomLink: Story = {
  args: { href: '/trainer/dashboard', branding: brand },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Peak Form Coaching Strength for every age' });
    await expect(link).toHaveAttribute('href', '/trainer/dashboard');
    // The image repeats the title, so inside the link it is decorative.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const CustomLinkWithoutTagline: Story = {
  args: { href: '/trainer/dashboard', branding: { ...brand, customLogoTagline: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Peak Form Coaching' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'flex-start' }}>
      <LogoHeader />
      <LogoHeader branding={brand} />
    </div>
  ),
};

/** A room of a given width that `fit` fills, as the top bar's logo slot does. */
function Room({ width, children }: { width: number; children: ReactNode }) {
  return (
    <div
      style={{
        width: `${width}px`,
        height: '60px',
        display: 'flex',
        alignItems: 'center',
        containerType: 'inline-size',
        outline: '1px dashed var(--spotter-color-border)',
      }}
    >
      {children}
    </div>
  );
}

const sixty = 'Ana Marija Kovačević · Performance and Rehabilitation Studio';

/** Whether the title shows every line (nothing clamped) inside its room. */
function titleFits(room: Element): boolean {
  const title = room.querySelector<HTMLElement>('[data-logo-title]');
  if (!title) return false;
  const box = title.getBoundingClientRect();
  const roomBox = room.getBoundingClientRect();
  return (
    title.scrollHeight <= title.clientHeight + 1 &&
    box.right <= roomBox.right + 0.5 &&
    box.bottom <= roomBox.bottom + 0.5
  );
}

/**
 * `fit` in rooms from a small phone's to a desktop's: the longest title scales and wraps, the
 * tagline shows only while the title fits on one line, the image steps aside in the narrowest.
 */
export const FitLongTitle: Story = {
  args: { branding: { ...brand, customLogoTitle: sixty }, fit: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {[134, 200, 320, 700].map((width) => (
        <Room key={width} width={width}>
          <LogoHeader {...args} />
        </Room>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rooms = [...canvasElement.querySelectorAll('[style*="container-type"]')];
    for (const room of rooms) await expect(titleFits(room)).toBe(true);
    const shown = (room: Element | undefined, selector: string) =>
      (room?.querySelector(selector)?.getBoundingClientRect().width ?? 0) > 1 &&
      (room?.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 1;
    await expect(shown(rooms[0], 'img')).toBe(false);
    await expect(shown(rooms[3], 'img')).toBe(true);
    await expect(shown(rooms[0], '[data-logo-tagline]')).toBe(false);
    await expect(shown(rooms[3], '[data-logo-tagline]')).toBe(true);
    await expect(getComputedStyle(rooms[3]?.querySelector('[data-logo-title]') as Element).fontSize).toBe('18px');
  },
};

/** Without `fit` nothing changes for short titles; with it a short title keeps its full size and tagline. */
export const FitShortTitle: Story = {
  args: { branding: { ...brand, customLogoTitle: 'Walk Test Gym' }, fit: true },
  render: (args) => (
    <Room width={200}>
      <LogoHeader {...args} />
    </Room>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(titleFits(canvasElement.querySelector('[style*="container-type"]') as Element)).toBe(true);
    await expect(canvas.getByText('Strength for every age')).toBeVisible();
  },
};
