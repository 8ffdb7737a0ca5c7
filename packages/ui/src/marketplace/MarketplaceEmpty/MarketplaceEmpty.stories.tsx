import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketplaceEmpty } from './MarketplaceEmpty.tsx';
import { marketplaceWidenings } from './widen.ts';

const meta = {
  title: 'Marketplace/MarketplaceEmpty',
  component: MarketplaceEmpty,
  args: {
    widen: [
      { label: 'Any rating', href: '/trainers?city=Zagreb&day=saturday' },
      { label: 'Any day and time', href: '/trainers?city=Zagreb&rating=4.5' },
      { label: 'Within 50 km', href: '/trainers?city=Zagreb&radius=50&day=saturday&rating=4.5' },
    ],
    clearHref: '/trainers',
  },
} satisfies Meta<typeof MarketplaceEmpty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody found: the wider searches the page offers, and a way to start over. */
export const WithWiderSearches: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No trainer matches your search' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Within 50 km' })).toHaveAttribute(
      'href',
      '/trainers?city=Zagreb&radius=50&day=saturday&rating=4.5',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/trainers');
  },
};

/** Only words were searched: nothing to widen but the words themselves. */
export const NothingToWiden: Story = {
  args: { widen: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Try other words or clear the filters.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The links `marketplaceWidenings` makes for a narrow search. */
export const FromTheHelper: Story = {
  args: {
    widen: marketplaceWidenings(
      { q: 'boxing', city: 'Tuzla', radius: 250, language: 'de', rating: 4, sort: 'distance' },
      '/trainers',
    ),
  },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Any rating',
      'Anywhere',
      'Any language',
      'Without “boxing”',
    ]);
    await expect(canvas.getByRole('link', { name: 'Anywhere' })).toHaveAttribute(
      'href',
      '/trainers?q=boxing&language=de&rating=4',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kein Trainer passt zu Ihrer Suche' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
