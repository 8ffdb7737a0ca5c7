import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { anaPetrovic, janezNovak, lejlaBegovic, markoHorvat, stefanWeber } from '../story-data.ts';
import { TrainerCard } from './TrainerCard.tsx';

const meta = {
  title: 'Marketplace/TrainerCard',
  component: TrainerCard,
  args: { trainer: markoHorvat, href: '/trainers/marko-horvat' },
  decorators: [maxWidth(380)],
} satisfies Meta<typeof TrainerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A verified trainer found near the searched city, with more specialties than the card shows. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Marko Horvat' });
    const link = within(card).getByRole('link', { name: 'Marko Horvat' });
    await expect(link).toHaveAttribute('href', '/trainers/marko-horvat');
    await expect(within(card).getByRole('heading', { level: 3, name: 'Marko Horvat' })).toBeVisible();
    await expect(canvas.getByText('Identity verified')).toBeInTheDocument();
    await expect(canvas.getByText('4.6 out of 5 (23 reviews)')).toBeInTheDocument();
    await expect(canvas.getByText('Zagreb')).toBeVisible();
    await expect(canvas.getByText('3 km away')).toBeVisible();
    const specialties = canvas.getByRole('list', { name: 'Specialties' });
    await expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Strength', 'Muscle gain', 'Weight loss', '+2 more']);
    const languages = canvas.getByRole('list', { name: 'Languages' });
    await expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['🇭🇷Croatian', '🇬🇧English', '🇩🇪German']);
    const modes = canvas.getByRole('list', { name: 'Training modes' });
    await expect(
      within(modes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In person', 'Online']);
  },
};

/** No photo (initials), no reviews, not verified, no city search (no distance). */
export const NewTrainer: Story = {
  args: { trainer: lejlaBegovic, href: '/trainers/lejla-begovic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LB')).toBeVisible();
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByText('Verified')).toBeNull();
    await expect(canvas.queryByText(/away/)).toBeNull();
    await expect(canvas.getByText('Sarajevo')).toBeVisible();
  },
};

/** A long description is cut at three lines; four of six languages show, one without a flag. */
export const LongDescription: Story = {
  args: { trainer: janezNovak, href: '/trainers/janez-novak' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('13 km away')).toBeVisible();
    const languages = canvas.getByRole('list', { name: 'Languages' });
    await expect(within(languages).getByText('Esperanto')).toBeInTheDocument();
    await expect(within(languages).getByText('+2 more')).toBeVisible();
  },
};

/** In the searched city (distances are whole km between cities): under a kilometre, never "0 km". */
export const SameCity: Story = {
  args: { trainer: stefanWeber, href: '/trainers/stefan-weber' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Graz')).toBeVisible();
    await expect(canvas.getByText('under 1 km away')).toBeVisible();
    await expect(canvas.queryByText(/0 km/)).toBeNull();
  },
};

/** Without a city nothing about the place shows. */
export const NoCity: Story = {
  args: { trainer: anaPetrovic, href: '/trainers/ana-petrovic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.5 out of 5 (1,234 reviews)')).toBeInTheDocument();
    await expect(canvas.queryByText(/km/)).toBeNull();
  },
};

/** The name is the one link, so a keyboard reaches the card in one Tab; its ring frames the card. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'link', 'Marko Horvat');
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Marko Horvat' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 km entfernt')).toBeVisible();
    await expect(canvas.getByText('Verifiziert')).toBeInTheDocument();
    await expect(canvas.getByText('+2 weitere')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  decorators: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
