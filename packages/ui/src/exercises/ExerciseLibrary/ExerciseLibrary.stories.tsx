import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foldExerciseText, type ExerciseFilters, type ExercisePage, type ExerciseSummary } from '@spotter/domain';
import {
  archivedPage,
  clientFirstPage,
  emptyPage,
  filteredFilters,
  filteredPage,
  noFilters,
  trainerFirstPage,
  trainerSecondPage,
} from '../story-data.ts';
import { ExerciseLibrary, exerciseLibraryRoles, type ExerciseLibraryProps } from './ExerciseLibrary.tsx';

const everyExercise = [...trainerFirstPage.items, ...trainerSecondPage.items];

/** The search the endpoint would run, over the demo exercises: enough for trying the page by hand. */
function demoSearch(filters: ExerciseFilters, role: ExerciseLibraryProps['role']): ExercisePage {
  const unfiltered = !filters.q.trim() && !filters.muscle && !filters.equipment && !filters.category && !filters.level;
  if (filters.scope === 'archived')
    return unfiltered ? archivedPage : { items: archivedPage.items.filter(matches), next: null };
  if (unfiltered && filters.scope === 'all') return role === 'client' ? clientFirstPage : trainerFirstPage;
  const inScope = everyExercise.filter(
    (exercise) =>
      filters.scope === 'all' || (filters.scope === 'mine' ? exercise.origin === 'own' : exercise.origin === 'library'),
  );
  return { items: inScope.filter(matches), next: null };

  function matches(exercise: ExerciseSummary) {
    const words = foldExerciseText(filters.q).split(' ').filter(Boolean);
    const name = foldExerciseText(exercise.name);
    return (
      words.every((word) => name.includes(word)) &&
      (!filters.muscle ||
        exercise.primaryMuscles.includes(filters.muscle) ||
        exercise.secondaryMuscles.includes(filters.muscle)) &&
      (!filters.equipment || exercise.equipment.includes(filters.equipment)) &&
      (!filters.category || exercise.category === filters.category) &&
      (!filters.level || exercise.level === filters.level)
    );
  }
}

/** The page as its island runs it: the filters searched at once, "Load more" bringing the second page. */
function Live(args: ExerciseLibraryProps) {
  const [filters, setFilters] = useState(args.filters);
  const [page, setPage] = useState(args.page);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <ExerciseLibrary
      {...args}
      filters={filters}
      page={page}
      isLoadingMore={loadingMore}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
        setPage(demoSearch(next, args.role));
      }}
      onLoadMore={() => {
        args.onLoadMore();
        setLoadingMore(true);
        setTimeout(() => {
          setPage((current) => ({ items: [...(current?.items ?? []), ...trainerSecondPage.items], next: null }));
          setLoadingMore(false);
        }, 150);
      }}
    />
  );
}

const meta = {
  title: 'Exercises/ExerciseLibrary',
  component: ExerciseLibrary,
  args: {
    role: 'trainer',
    page: trainerFirstPage,
    filters: noFilters,
    onFiltersChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    isLoading: false,
    isLoadingMore: false,
    error: null,
    hrefOf: (id: string) => `/exercises/${id}`,
    createHref: '/exercises/new',
  },
  argTypes: { role: { control: 'inline-radio', options: exerciseLibraryRoles } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExerciseLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A trainer's library: the first 24 exercises of all they may use, with more to load. */
export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Exercises' });
    await expect(within(list).getAllByRole('article')).toHaveLength(24);
    await expect(canvas.getByRole('status')).toHaveTextContent('24 exercises shown');
    await expect(canvas.getByRole('link', { name: 'New exercise' })).toHaveAttribute('href', '/exercises/new');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** "Load more" adds the rest, says how many came, and moves the focus to the first new exercise. */
export const LoadMore: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Exercises' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Hanging knee raise' })).toHaveFocus());
    await expect(within(list).getAllByRole('article')).toHaveLength(30);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 more loaded. 30 exercises shown');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A client: no scope switch and no "New exercise"; their trainer's exercises are marked. */
export const Client: Story = {
  args: { role: 'client', page: clientFirstPage, createHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New exercise' })).toBeNull();
    await expect(canvas.getAllByText('From your trainer')).toHaveLength(3);
  },
};

/** Two filters set: three exercises, the count of filters, and "Clear filters" that brings back all. */
export const Filtering: Story = {
  args: { filters: filteredFilters, page: filteredPage },
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Muscle')).toHaveValue('glutes');
    await expect(canvas.getByLabelText('Equipment')).toHaveValue('barbell');
    await expect(canvas.getByText('2 filters on')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByLabelText('Level'), 'beginner');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filteredFilters, level: 'beginner' });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByText('3 filters on')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 exercise shown');
  },
};

/** Typing a search that matches nothing: what to try, and clearing brings the library back. */
export const SearchNoResults: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search exercises' });
    await userEvent.type(search, 'zercher');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes('zercher'.length);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noFilters, q: 'zercher' });
    await expect(await canvas.findByText('No exercise matches your search')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No exercises found');
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** "Clear filters" in the empty result brings every exercise back and puts the focus in the search field. */
export const ClearFilters: Story = {
  args: { filters: { ...filteredFilters, q: 'zercher' }, page: emptyPage },
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    const empty = canvas.getByRole('region', { name: 'No exercise matches your search' });
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noFilters);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search exercises' })).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** "Clear search" empties the field and searches again; the focus stays in the field. */
export const ClearSearch: Story = {
  args: { filters: { ...noFilters, q: 'squat' }, page: demoSearch({ ...noFilters, q: 'squat' }, 'trainer') },
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noFilters);
    const search = canvas.getByRole('searchbox', { name: 'Search exercises' });
    await expect(search).toHaveValue('');
    await waitFor(() => expect(search).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
  },
};

/** A trainer's own exercises, before they made any: an invitation to create the first. */
export const EmptyMine: Story = {
  args: { filters: { ...noFilters, scope: 'mine' }, page: emptyPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'My exercises' })).toBeChecked();
    await expect(canvas.getByText('You have no exercises of your own yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first exercise' })).toHaveAttribute(
      'href',
      '/exercises/new',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Switching the scope with the keyboard: arrows move between the choices, Space picks one. */
export const ScopeByKeyboard: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'My exercises' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noFilters, scope: 'mine' });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

/** The first page on its way: grey cards where the exercises will be. */
export const Loading: Story = {
  args: { page: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading exercises…' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Exercises' })).toBeNull();
  },
};

/** New filters are being searched: the results so far stay, marked busy, until the new ones come. */
export const Refreshing: Story = {
  args: { filters: { ...noFilters, level: 'beginner' }, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Exercises' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading exercises…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** "Load more" pressed: it spins and stays where it is. */
export const LoadingMore: Story = {
  args: { isLoadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The first page failed: what happened and a retry. */
export const Error: Story = {
  args: { page: null, error: 'The server did not answer. Check your connection.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Exercises could not be loaded');
    await expect(canvas.getByText('The server did not answer. Check your connection.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A later page failed: the exercises loaded so far stay, the retry sits above "Load more". */
export const LoadMoreError: Story = {
  args: { error: 'The server did not answer. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A trainer's archived exercises. */
export const Archived: Story = {
  args: { filters: { ...noFilters, scope: 'archived' }, page: archivedPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Archived' })).toBeChecked();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const ArchivedEmpty: Story = {
  args: { filters: { ...noFilters, scope: 'archived' }, page: emptyPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No archived exercises')).toBeVisible();
  },
};

export const German: Story = {
  args: { filters: filteredFilters, page: filteredPage },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 Filter aktiv')).toBeVisible();
  },
};

export const Dark: Story = { args: { page: filteredPage }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
