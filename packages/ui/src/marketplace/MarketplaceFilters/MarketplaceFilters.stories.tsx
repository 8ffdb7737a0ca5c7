import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { m } from '@spotter/i18n';
import { tabToRole } from '../../primitives/story-helpers.tsx';
import { MarketplaceFilters } from './MarketplaceFilters.tsx';

/** The query strings the form sent; the stories keep the page where it is. */
const sent = fn<(search: string) => void>();

const meta = {
  title: 'Marketplace/MarketplaceFilters',
  component: MarketplaceFilters,
  args: { query: {}, action: '/trainers', canMatchGoals: false },
  beforeEach: () => {
    sent.mockClear();
  },
  decorators: [
    (Story) => (
      <div
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.target as HTMLFormElement);
          sent(new URLSearchParams([...data].map(([key, value]) => [key, String(value)])).toString());
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketplaceFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh search: every filter at "Any"; choosing one searches at once, sending only what is set. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Search trainers' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/trainers');
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveDisplayValue('Any specialty');
    await expect(canvas.getByRole('combobox', { name: 'Distance' })).toHaveDisplayValue('Within 25 km');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
    await expect(canvas.queryByRole('checkbox', { name: 'Matches my goals' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Specialty' }), 'Strength');
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith('specialty=strength'));
  },
};

/** A search with filters set: the fields show them, the count and "Clear filters" appear. */
export const Filled: Story = {
  args: {
    query: {
      q: 'kettlebell',
      specialty: 'strength',
      type: 'weight_training',
      mode: 'inPerson',
      language: 'de',
      city: 'Zagreb',
      radius: 50,
      day: 'saturday',
      slot: 'Morning',
      rating: 4,
      sort: 'distance',
    },
    resultCount: 23,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Name or keyword' })).toHaveValue('kettlebell');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Zagreb');
    await expect(canvas.getByRole('combobox', { name: 'Distance' })).toHaveDisplayValue('Within 50 km');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('German');
    await expect(canvas.getByRole('combobox', { name: 'Time of day' })).toHaveDisplayValue(
      'Morning (6:00 AM – 11:59 AM)',
    );
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveDisplayValue('4.0+ stars');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Nearest');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/trainers');
    await expect(canvas.getByText('23 trainers found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sent).toHaveBeenLastCalledWith(
        'q=kettlebell&specialty=strength&city=Zagreb&radius=50&type=weight_training&mode=inPerson&language=de&day=saturday&slot=Morning&rating=4&sort=distance',
      ),
    );
  },
};

/** Typed words are searched with Enter, as in any form. */
export const SearchWithEnter: Story = {
  play: async ({ canvas }) => {
    const words = await tabToRole(canvas, 'searchbox', 'Name or keyword');
    await userEvent.type(words, 'yoga{Enter}');
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith('q=yoga'));
  },
};

/** A signed-in client with goals can match trainers to them; ticking the box searches. */
export const MatchMyGoals: Story = {
  args: { canMatchGoals: true, resultCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 trainer found')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Matches my goals' }));
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith('goals=mine'));
  },
};

/** "Nearest" needs a city: it is offered once one is typed. */
export const NearestNeedsCity: Story = {
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveAccessibleDescription('Sorting by distance needs a city.');
    await expect(within(sort).getByRole('option', { name: 'Nearest' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Sarajevo');
    await expect(within(sort).getByRole('option', { name: 'Nearest' })).toBeEnabled();
    await userEvent.selectOptions(sort, 'Nearest');
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith('city=Sarajevo&sort=distance'));
  },
};

/** The server's objections, under their fields and read with them. */
export const FieldErrors: Story = {
  args: {
    query: { sort: 'distance', radius: 700 },
    fieldErrors: { sort: ['marketplace_sort_needs_city'], radius: ['validation_invalid'], q: ['Too many words.'] },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveAttribute('aria-invalid', 'true');
    await expect(sort).toHaveAccessibleDescription(/Choose a city to sort by distance\./);
    await expect(canvas.getByRole('combobox', { name: 'Distance' })).toHaveAccessibleDescription(
      'This value is not valid.',
    );
    // A radius the list does not offer is kept as its own option.
    await expect(canvas.getByRole('combobox', { name: 'Distance' })).toHaveDisplayValue('Within 700 km');
    await expect(canvas.getByRole('searchbox', { name: 'Name or keyword' })).toHaveAccessibleDescription(
      'Too many words.',
    );
  },
};

/** A city the directory does not know: the page's message, in the reader's language, under the field. */
export const UnknownCity: Story = {
  args: { query: { city: 'Qqqzzzville' } },
  render: (args) => (
    <MarketplaceFilters {...args} fieldErrors={{ city: [m.marketplace_city_unknown({ city: 'Qqqzzzville' })] }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      "We don't know a city called “Qqqzzzville”. Check the spelling or try a larger city nearby.",
    );
  },
};

/** On a phone the secondary filters fold under "More filters". */
export const MobileFolded: Story = {
  args: { query: { city: 'Mostar' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const more = canvas.getByText('More filters').closest('summary')!;
    const type = canvas.getByRole('combobox', { name: 'Training type' });
    await expect(more.parentElement).not.toHaveAttribute('open');
    // Laid out or not, as the browser shows it (a closed disclosure hides its content from layout).
    await expect(type.checkVisibility()).toBe(false);
    await userEvent.click(more);
    await expect(more.parentElement).toHaveAttribute('open');
    await expect(type.checkVisibility()).toBe(true);
    await userEvent.click(more);
    await expect(type.checkVisibility()).toBe(false);
  },
};

/** Folded filters that are set keep the group open and are counted. */
export const MobileActive: Story = {
  args: { query: { rating: 4.5, day: 'monday' }, resultCount: 0 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const more = canvas.getByText('More filters (2 active)').closest('summary')!;
    await expect(more.parentElement).toHaveAttribute('open');
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveDisplayValue('4.5+ stars');
    await expect(canvas.getByText('No trainers found')).toBeVisible();
  },
};

/** On a desktop every filter shows; there is nothing to fold. */
export const Desktop: Story = {
  args: { canMatchGoals: true, resultCount: 128 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    // Shown although the disclosure is closed: the desktop has nothing to fold.
    await expect(canvas.getByRole('combobox', { name: 'Training type' }).checkVisibility()).toBe(true);
    await expect(canvas.getByText('More filters').checkVisibility()).toBe(false);
  },
};

export const Croatian: Story = {
  args: { query: { rating: 3.5, city: 'Split' }, resultCount: 3 },
  globals: { locale: 'hr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ocjena' })).toHaveDisplayValue('3,5+ zvjezdica');
    await expect(canvas.getByText('Pronađena 3 trenera')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Poništi filtre' })).toBeVisible();
  },
};
