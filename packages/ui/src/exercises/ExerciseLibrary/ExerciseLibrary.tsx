import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  SearchField,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import {
  equipmentKinds,
  exerciseCategories,
  exerciseLimits,
  exerciseScopes,
  experienceLevels,
  muscles,
  type ExerciseFilters,
  type ExercisePage,
  type ExerciseScope,
} from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { CloseIcon, Icon, type IconProps } from '../../icons/index.ts';
import { numberFormat } from '../../i18n/formatters.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import type { FieldOption } from '../../primitives/Field/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../../styles/shared.css.ts';
import { ExerciseCard } from '../ExerciseCard/index.ts';
import {
  equipmentLabels,
  exerciseCategoryLabels,
  exerciseLevelLabels,
  exerciseScopeLabels,
  muscleLabels,
} from '../labels.ts';
import * as styles from './ExerciseLibrary.css.ts';

export const exerciseLibraryRoles = ['trainer', 'client'] as const;
export type ExerciseLibraryRole = (typeof exerciseLibraryRoles)[number];

export interface ExerciseLibraryProps {
  /** A trainer chooses a scope (all, library, their own, archived) and may create exercises. */
  role: ExerciseLibraryRole;
  /** The exercises loaded so far (every page joined); null while the first page loads. */
  page: ExercisePage | null;
  filters: ExerciseFilters;
  /** Called on every change, each keystroke of the search included: the caller debounces its fetch. */
  onFiltersChange: (filters: ExerciseFilters) => void;
  /** Loads the page after `page.next` and adds it to `page`. */
  onLoadMore: () => void;
  /** A search is running (the first page, or new filters). */
  isLoading?: boolean;
  isLoadingMore?: boolean;
  /** What went wrong with the last load, translated; shown with a retry button. */
  error?: string | null;
  onRetry: () => void;
  /** Each exercise's page. */
  hrefOf: (id: string) => string;
  /** Trainer: where "New exercise" leads; no button without it. */
  createHref?: string;
  /** Level of the cards' name headings, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const filterKeys = ['muscle', 'equipment', 'category', 'level'] as const;
type FilterKey = (typeof filterKeys)[number];

/** The choices of each filter, in their lists' order, by their translated labels. */
const filterItems: Record<FilterKey, () => FieldOption[]> = {
  muscle: () => muscles.map((id) => ({ id, label: muscleLabels[id]() })),
  equipment: () => equipmentKinds.map((id) => ({ id, label: equipmentLabels[id]() })),
  category: () => exerciseCategories.map((id) => ({ id, label: exerciseCategoryLabels[id]() })),
  level: () => experienceLevels.map((id) => ({ id, label: exerciseLevelLabels[id]() })),
};

const filterLabels: Record<FilterKey, { label: () => string; any: () => string }> = {
  muscle: { label: m.exercises_library_muscle, any: m.exercises_library_muscle_any },
  equipment: { label: m.exercises_library_equipment, any: m.exercises_library_equipment_any },
  category: { label: m.exercises_library_category, any: m.exercises_library_category_any },
  level: { label: m.exercises_library_level, any: m.exercises_library_level_any },
};

/**
 * The exercise library: a search, filters by muscle, equipment, category and level (and, for a
 * trainer, which exercises), the results as cards with "Load more", and what to say while loading,
 * when nothing matches, when a trainer has no exercises of their own yet and when loading failed.
 * The number of exercises shown is announced as it changes.
 */
export function ExerciseLibrary({
  role,
  page,
  filters,
  onFiltersChange,
  onLoadMore,
  isLoading = false,
  isLoadingMore = false,
  error = null,
  onRetry,
  hrefOf,
  createHref,
  headingLevel = 3,
  className,
}: ExerciseLibraryProps) {
  const locale = getLocale();
  const items = page?.items ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Where the last "Load more" started: the first new card takes the focus once it arrives.
  const [moreFrom, setMoreFrom] = useState<number | null>(null);
  const focusFirstNew = useRef(false);

  // The search box keeps what was typed even if the caller passes the text back only later.
  const [query, setQuery] = useState(filters.q);
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    setQuery(filters.q);
  }

  useEffect(() => {
    if (!focusFirstNew.current || isLoadingMore || moreFrom === null || items.length <= moreFrom) return;
    focusFirstNew.current = false;
    listRef.current?.children[moreFrom]?.querySelector<HTMLElement>('a')?.focus();
  }, [items.length, isLoadingMore, moreFrom]);

  const change = (next: Partial<ExerciseFilters>) => {
    setMoreFrom(null);
    focusFirstNew.current = false;
    onFiltersChange({ ...filters, ...next });
  };

  const activeFilters = filterKeys.filter((key) => filters[key] !== undefined).length;
  const searching = query.trim() !== '';
  const filtered = activeFilters > 0 || searching;
  // Both "Clear filters" buttons go with the filters: the focus moves to the search field.
  const clearFilters = () => {
    setQuery('');
    change({ q: '', muscle: undefined, equipment: undefined, category: undefined, level: undefined });
    searchRef.current?.focus();
  };

  const loadMore = () => {
    setMoreFrom(items.length);
    focusFirstNew.current = true;
    onLoadMore();
  };

  const added = moreFrom !== null && items.length > moreFrom ? items.length - moreFrom : 0;
  const count = (value: number) => numberFormat(locale).format(value);
  const firstLoad = page === null;

  let status = '';
  if (!firstLoad && !isLoading && !(error && items.length === 0)) {
    status =
      items.length === 0
        ? m.exercises_library_count_none()
        : m.exercises_library_count({ count: items.length, countText: count(items.length) });
  }

  const refreshing = !firstLoad && isLoading;
  // The status line stays in the page (a live region must be there before it speaks), folded while it says nothing.
  const summaryEmpty = !status && added === 0 && !refreshing && !filtered;

  return (
    <div className={cx(styles.root, className)}>
      <div role="search" aria-label={m.exercises_library_search_label()} className={styles.controls}>
        <div className={styles.searchRow}>
          <SearchField
            value={query}
            onChange={(value) => {
              setQuery(value);
              change({ q: value });
            }}
            maxLength={exerciseLimits.queryChars}
            className={cx(shared.field, styles.search)}
          >
            <Label className={shared.label}>{m.exercises_library_search()}</Label>
            <div className={styles.searchBox}>
              <SearchIcon size={20} className={styles.searchIcon} />
              <Input ref={searchRef} className={cx(shared.input, styles.searchInput)} />
              <AriaButton className={styles.clearSearch} aria-label={m.exercises_library_search_clear()}>
                <CloseIcon size={18} />
              </AriaButton>
            </div>
          </SearchField>
          {role === 'trainer' && createHref ? (
            <Link href={createHref} buttonLike className={styles.create}>
              <PlusIcon size={20} />
              {m.exercises_library_create()}
            </Link>
          ) : null}
        </div>

        {role === 'trainer' ? (
          <ToggleButtonGroup
            aria-label={m.exercises_library_scope()}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[filters.scope]}
            onSelectionChange={(keys) => {
              const [scope] = [...keys];
              if (scope !== undefined && scope !== filters.scope) change({ scope: String(scope) as ExerciseScope });
            }}
            className={styles.scopes}
          >
            {exerciseScopes.map((scope) => (
              <ToggleButton key={scope} id={scope} className={styles.scope}>
                {exerciseScopeLabels[scope]()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}

        <div className={styles.filters}>
          {filterKeys.map((key) => (
            <NativeSelect
              key={key}
              label={filterLabels[key].label()}
              placeholder={filterLabels[key].any()}
              items={filterItems[key]()}
              value={filters[key] ?? null}
              onChange={(value) => change({ [key]: value ?? undefined })}
            />
          ))}
        </div>

        <div className={styles.summary} data-empty={summaryEmpty || undefined}>
          <p role="status" className={styles.count}>
            {added > 0 ? (
              <span className={shared.visuallyHidden}>
                {m.exercises_library_count_added({ count: added, countText: count(added) })}{' '}
              </span>
            ) : null}
            {status}
          </p>
          {refreshing ? <Spinner size="small" label={m.exercises_library_loading()} /> : null}
          {activeFilters > 0 ? (
            <span className={styles.active}>
              {m.exercises_library_filters_active({ count: activeFilters, countText: count(activeFilters) })}
            </span>
          ) : null}
          {filtered ? (
            <Button variant="ghost" size="small" onPress={clearFilters} className={styles.clear}>
              {m.exercises_library_clear()}
            </Button>
          ) : null}
        </div>
      </div>

      {error && items.length === 0 ? <LoadError error={error} onRetry={onRetry} /> : null}

      {firstLoad ? (
        error ? null : (
          <Skeleton />
        )
      ) : items.length > 0 ? (
        <div className={styles.container}>
          <ul
            ref={listRef}
            role="list"
            aria-label={m.exercises_library_results()}
            aria-busy={isLoading || undefined}
            className={styles.grid}
          >
            {items.map((exercise) => (
              <li key={exercise.id} className={styles.item}>
                <ExerciseCard exercise={exercise} href={hrefOf(exercise.id)} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        </div>
      ) : isLoading || error ? null : (
        <Empty role={role} scope={filters.scope} filtered={filtered} createHref={createHref} onClear={clearFilters} />
      )}

      {error && items.length > 0 ? <LoadError error={error} onRetry={onRetry} /> : null}

      {page?.next && !isLoading ? (
        <div className={styles.more}>
          <Button variant="secondary" isPending={isLoadingMore} onPress={loadMore}>
            {m.exercises_library_load_more()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function LoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <Banner tone="error" title={m.exercises_library_error_title()}>
      <div className={styles.errorBody}>
        <p className={styles.errorText}>{error}</p>
        <Button variant="secondary" size="small" onPress={onRetry}>
          {m.exercises_library_retry()}
        </Button>
      </div>
    </Banner>
  );
}

/** Grey cards where the first page's will be, so the page does not jump when they come. */
function Skeleton() {
  return (
    <div className={styles.skeleton}>
      <Spinner label={m.exercises_library_loading()} showLabel />
      <div className={styles.container}>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={styles.ghost}>
              <span className={styles.ghostMedia} />
              <span className={styles.ghostLines}>
                <span className={styles.ghostLine} />
                <span className={cx(styles.ghostLine, styles.ghostShort)} />
                <span className={cx(styles.ghostLine, styles.ghostShorter)} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

interface EmptyProps {
  role: ExerciseLibraryRole;
  scope: ExerciseScope;
  filtered: boolean;
  createHref: string | undefined;
  onClear: () => void;
}

/** Nothing to show: a search that matched nothing, a trainer's empty own list or archive, or an empty library. */
function Empty({ role, scope, filtered, createHref, onClear }: EmptyProps) {
  if (filtered) {
    return (
      <section aria-label={m.exercises_library_none_title()} className={styles.empty}>
        <p className={styles.emptyTitle}>{m.exercises_library_none_title()}</p>
        <p className={styles.emptyBody}>{m.exercises_library_none_body()}</p>
        <Button variant="secondary" onPress={onClear}>
          {m.exercises_library_clear()}
        </Button>
      </section>
    );
  }
  if (role === 'trainer' && scope === 'mine') {
    return (
      <section aria-label={m.exercises_library_mine_empty_title()} className={styles.empty}>
        <p className={styles.emptyTitle}>{m.exercises_library_mine_empty_title()}</p>
        <p className={styles.emptyBody}>{m.exercises_library_mine_empty_body()}</p>
        {createHref ? (
          <Link href={createHref} buttonLike>
            <PlusIcon size={20} />
            {m.exercises_library_mine_empty_create()}
          </Link>
        ) : null}
      </section>
    );
  }
  if (role === 'trainer' && scope === 'archived') {
    return (
      <section aria-label={m.exercises_library_archived_empty_title()} className={styles.empty}>
        <p className={styles.emptyTitle}>{m.exercises_library_archived_empty_title()}</p>
        <p className={styles.emptyBody}>{m.exercises_library_archived_empty_body()}</p>
      </section>
    );
  }
  return (
    <section aria-label={m.exercises_library_empty_title()} className={styles.empty}>
      <p className={styles.emptyTitle}>{m.exercises_library_empty_title()}</p>
      <p className={styles.emptyBody}>{m.exercises_library_empty_body()}</p>
    </section>
  );
}

function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Icon>
  );
}

function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
