import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { ExerciseFilters, ExercisePage, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ExerciseLibrary } from '@spotter/ui/exercises/ExerciseLibrary/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { getJson } from './api.ts';

interface Props {
  locale: Locale;
  role: 'trainer' | 'client';
  /** The first page for `filters`, read by the server. */
  initial: ExercisePage;
  filters: ExerciseFilters;
  /** The page of the role's exercises (`<base>/<id>`). */
  base: string;
  createHref?: string;
}

/** Waits this long after the last keystroke before searching. */
const DEBOUNCE_MS = 250;

/** The query string of a search: only what differs from the defaults, so a plain address stays plain. */
function queryOf(filters: ExerciseFilters, after?: string): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  for (const key of ['muscle', 'equipment', 'category', 'level'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.scope !== 'all') query.set('scope', filters.scope);
  if (after) query.set('after', after);
  return query;
}

/**
 * The exercise library: searches as the reader types (debounced, the previous search cancelled),
 * keeps the search in the address so a reload or a shared link shows the same list, and pages on.
 */
export default function ExerciseLibraryIsland({
  locale,
  role,
  initial,
  filters: initialFilters,
  base,
  createHref,
}: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState<ExercisePage | null>(initial);
  const [isLoading, setLoading] = useState(false);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);

  const load = (wanted: ExerciseFilters) => {
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    setLoading(true);
    setError(null);
    getJson<ExercisePage>(`/api/exercises?${queryOf(wanted)}`, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setPage(answer);
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setError(m.exercises_page_load_error());
      });
  };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const query = queryOf(filters).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(filters), DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [filters]);

  useEffect(() => () => search.current?.abort(), []);

  const loadMore = () => {
    if (!page?.next || isLoadingMore) return;
    setLoadingMore(true);
    setError(null);
    getJson<ExercisePage>(`/api/exercises?${queryOf(filters, page.next)}`)
      .then((answer) => {
        setPage((now) => (now ? { items: [...now.items, ...answer.items], next: answer.next } : answer));
        setLoadingMore(false);
      })
      .catch(() => {
        setLoadingMore(false);
        setError(m.exercises_page_load_error());
      });
  };

  return (
    <I18nProvider locale={intlLocale(current)}>
      <ExerciseLibrary
        role={role}
        page={page}
        filters={filters}
        onFiltersChange={setFilters}
        onLoadMore={loadMore}
        isLoading={isLoading}
        isLoadingMore={isLoadingMore}
        error={error}
        onRetry={() => load(filters)}
        hrefOf={(id) => `${base}/${id}`}
        createHref={createHref}
        headingLevel={2}
      />
    </I18nProvider>
  );
}
