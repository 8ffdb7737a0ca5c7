import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  activities,
  marketplaceLimits,
  marketplaceMinRatings,
  marketplaceRadiiKm,
  specialties,
  timeSlots,
  trainingModes,
  weekdays,
  type MarketplaceQuery,
} from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { ChevronDownIcon } from '../../icons/index.ts';
import { button } from '../../primitives/Button/Button.css.ts';
import * as fieldStyles from '../../primitives/Field/Field.css.ts';
import type { FieldOption } from '../../primitives/Field/index.ts';
import { link } from '../../primitives/Link/Link.css.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import * as selectStyles from '../../primitives/NativeSelect/NativeSelect.css.ts';
import { slotHours } from '../../profile/AvailabilityGrid/index.ts';
import { languageEntries } from '../../profile/MultiLanguageSelector/languageNames.ts';
import {
  activityLabels,
  specialtyLabels,
  timeSlotLabels,
  trainingModeLabels,
  weekdayLabels,
} from '../../profile/optionLabels.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../../styles/shared.css.ts';
import { formatCount, formatDistance, formatRating } from '../format.ts';
import { filterErrorMessage } from './errors.ts';
import * as styles from './MarketplaceFilters.css.ts';

export interface MarketplaceFiltersProps {
  /** The search being shown, as parsed from the URL; the fields start at its values. */
  query: Partial<MarketplaceQuery>;
  /** Where the form is sent (GET), e.g. '/trainers'; "Clear filters" links there too. */
  action: string;
  /** A signed-in client with goals: offers "Matches my goals" (`goals=mine`). */
  canMatchGoals: boolean;
  /** Problems with the query by URL key, as message keys or translated text. */
  fieldErrors?: Record<string, string[]>;
  /** How many trainers match (the first page's total); nothing is said while null or left out. */
  resultCount?: number | null;
  className?: string;
}

/** The filters folded on phones and tablets under "More filters". */
const secondaryKeys = ['type', 'mode', 'language', 'day', 'slot', 'rating'] as const;
type SecondaryKey = (typeof secondaryKeys)[number];
type SelectKey = 'specialty' | SecondaryKey | 'radius' | 'sort';

const subscribeNever = () => () => undefined;

/** False on the server and while hydrating, true once the island runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The value the radius field shows: the default radius is its empty ("Within 25 km") option. */
const radiusValue = (radius: number | undefined) =>
  radius === undefined || radius === marketplaceLimits.defaultRadiusKm ? '' : String(radius);

function initialSelects(query: Partial<MarketplaceQuery>): Record<SelectKey, string> {
  return {
    specialty: text(query.specialty),
    type: text(query.type),
    mode: text(query.mode),
    language: text(query.language),
    day: text(query.day),
    slot: text(query.slot),
    rating: text(query.rating),
    radius: radiusValue(query.radius),
    sort: query.sort === 'relevance' ? '' : text(query.sort),
  };
}

/**
 * The marketplace search as a real GET form (`role="search"`) whose field names are the URL's
 * keys: it works as server HTML without JavaScript. Once hydrated, choosing an option searches at
 * once, empty fields stay out of the URL and "Nearest" waits for a city. Below 1024 px the
 * secondary filters fold under "More filters (N active)" (a native disclosure, with or without
 * scripts), open while any of them is set.
 */
export function MarketplaceFilters({
  query,
  action,
  canMatchGoals,
  fieldErrors = {},
  resultCount,
  className,
}: MarketplaceFiltersProps) {
  const locale = getLocale();
  const hydrated = useHydrated();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [selects, setSelects] = useState(() => initialSelects(query));
  const [goals, setGoals] = useState(query.goals === 'mine');
  const [city, setCity] = useState(text(query.city));
  const secondaryActive = secondaryKeys.filter((key) => selects[key] !== '').length;
  const secondaryInvalid = secondaryKeys.some((key) => errorsOf(fieldErrors, key).length > 0);
  const [moreOpen, setMoreOpen] = useState(secondaryActive > 0 || secondaryInvalid);

  // What the reader typed or chose before the island hydrated is kept: the controlled fields start
  // from the form as the browser holds it, not from the server's query (React would write that
  // back into the fields at the first render after hydration).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = (name: string) => form.elements.namedItem(name);
    const typedCity = field('city');
    if (typedCity instanceof HTMLInputElement) setCity(typedCity.value);
    const goalsBox = field('goals');
    if (goalsBox instanceof HTMLInputElement) setGoals(goalsBox.checked);
    setSelects((current) => {
      const next = { ...current };
      for (const key of Object.keys(current) as SelectKey[]) {
        const select = field(key);
        if (select instanceof HTMLSelectElement) next[key] = select.value;
      }
      return next;
    });
    const more = form.querySelector('details');
    if (more) setMoreOpen(more.open);
  }, []);

  // Empty fields and the default sort stay out of the URL, so a shared link is short and canonical.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const tidy = (event: FormDataEvent) => {
      for (const [key, value] of [...event.formData.entries()]) {
        if (value === '' || (key === 'sort' && value === 'relevance')) event.formData.delete(key);
      }
    };
    form.addEventListener('formdata', tidy);
    return () => form.removeEventListener('formdata', tidy);
  }, []);

  const choose = (key: SelectKey) => (value: string | null) => {
    setSelects((current) => ({ ...current, [key]: value ?? '' }));
    // The browser has already changed the select, so the form sends the new choice.
    formRef.current?.requestSubmit();
  };

  const errorText = (key: string) => {
    const messages = errorsOf(fieldErrors, key).map((message) => filterErrorMessage(message));
    return messages.length > 0 ? messages.join(' ') : undefined;
  };

  const anyFilter =
    Object.values(selects).some((value) => value !== '') ||
    goals ||
    text(query.q).trim() !== '' ||
    text(query.city).trim() !== '' ||
    query.radius !== undefined;

  const radiusItems: FieldOption[] = marketplaceRadiiKm
    .filter((km) => km !== marketplaceLimits.defaultRadiusKm)
    .map((km) => ({
      id: String(km),
      label: m.marketplace_filters_radius_option({ distance: formatDistance(km, locale) }),
    }));
  // A radius typed into the URL that the list does not offer is kept, so searching again keeps it.
  if (selects.radius !== '' && !radiusItems.some((item) => item.id === selects.radius)) {
    const km = Number(selects.radius);
    radiusItems.push({
      id: selects.radius,
      label: m.marketplace_filters_radius_option({ distance: formatDistance(km, locale) }),
    });
    radiusItems.sort((a, b) => Number(a.id) - Number(b.id));
  }

  const cityMissing = city.trim() === '';
  const sortItems: FieldOption[] = [
    { id: 'rating', label: m.marketplace_sort_rating() },
    // Before hydration the option stays enabled: a search without JavaScript gets the server's error.
    {
      id: 'distance',
      label: m.marketplace_sort_distance(),
      isDisabled: hydrated && cityMissing && selects.sort !== 'distance',
    },
    { id: 'newest', label: m.marketplace_sort_newest() },
  ];

  const qError = errorText('q');
  const cityError = errorText('city');

  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={m.marketplace_filters_label()}
      className={cx(styles.form, className)}
    >
      <div className={styles.fields}>
        <TextInput
          id={`${id}-q`}
          name="q"
          type="search"
          label={m.marketplace_filters_q()}
          defaultValue={text(query.q)}
          maxLength={marketplaceLimits.queryChars}
          error={qError}
        />
        <div className={styles.group}>
          <NativeSelect
            label={m.marketplace_filters_specialty()}
            name="specialty"
            placeholder={m.marketplace_filters_specialty_any()}
            items={specialties.map((specialty) => ({ id: specialty, label: specialtyLabels[specialty]() }))}
            value={selects.specialty || null}
            onChange={choose('specialty')}
            errorMessage={errorText('specialty')}
          />
          {canMatchGoals ? (
            <div className={shared.field}>
              <label className={styles.checkRow}>
                <input
                  type="checkbox"
                  name="goals"
                  value="mine"
                  checked={goals}
                  className={styles.checkbox}
                  aria-invalid={errorText('goals') ? true : undefined}
                  aria-describedby={errorText('goals') ? `${id}-goals-error` : undefined}
                  onChange={(event) => {
                    setGoals(event.target.checked);
                    formRef.current?.requestSubmit();
                  }}
                />
                <span>{m.marketplace_filters_goals()}</span>
              </label>
              <FieldError id={`${id}-goals-error`}>{errorText('goals')}</FieldError>
            </div>
          ) : null}
        </div>
        <TextInput
          id={`${id}-city`}
          name="city"
          label={m.marketplace_filters_city()}
          value={city}
          onChange={setCity}
          maxLength={marketplaceLimits.cityChars}
          autoComplete="address-level2"
          error={cityError}
        />
        <NativeSelect
          label={m.marketplace_filters_radius()}
          name="radius"
          placeholder={m.marketplace_filters_radius_option({
            distance: formatDistance(marketplaceLimits.defaultRadiusKm, locale),
          })}
          items={radiusItems}
          value={selects.radius || null}
          onChange={choose('radius')}
          errorMessage={errorText('radius')}
        />
      </div>

      {/* A native disclosure: it works without scripts, and the server renders it as the browser
          keeps it, so the page does not move when the island hydrates. */}
      <details className={styles.more} open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary className={styles.moreToggle}>
          <span>
            {secondaryActive > 0
              ? m.marketplace_filters_more_active({ count: secondaryActive })
              : m.marketplace_filters_more()}
          </span>
          <ChevronDownIcon size={20} className={styles.moreChevron} />
        </summary>
        <div className={styles.fields}>
          <NativeSelect
            label={m.marketplace_filters_type()}
            name="type"
            placeholder={m.marketplace_filters_type_any()}
            items={activities.map((activity) => ({ id: activity, label: activityLabels[activity]() }))}
            value={selects.type || null}
            onChange={choose('type')}
            errorMessage={errorText('type')}
          />
          <NativeSelect
            label={m.marketplace_filters_mode()}
            name="mode"
            placeholder={m.marketplace_filters_mode_any()}
            items={trainingModes.map((mode) => ({ id: mode, label: trainingModeLabels[mode]() }))}
            value={selects.mode || null}
            onChange={choose('mode')}
            errorMessage={errorText('mode')}
          />
          <LanguageSelect
            id={`${id}-language`}
            locale={locale}
            value={selects.language}
            onChange={choose('language')}
            error={errorText('language')}
          />
          <NativeSelect
            label={m.marketplace_filters_day()}
            name="day"
            placeholder={m.marketplace_filters_day_any()}
            items={weekdays.map((day) => ({ id: day, label: weekdayLabels[day]() }))}
            value={selects.day || null}
            onChange={choose('day')}
            errorMessage={errorText('day')}
          />
          <NativeSelect
            label={m.marketplace_filters_slot()}
            name="slot"
            placeholder={m.marketplace_filters_slot_any()}
            items={timeSlots.map((slot) => ({
              id: slot,
              label: m.marketplace_filters_slot_option({
                slot: timeSlotLabels[slot](),
                hours: slotHours(slot, locale),
              }),
            }))}
            value={selects.slot || null}
            onChange={choose('slot')}
            errorMessage={errorText('slot')}
          />
          <NativeSelect
            label={m.marketplace_filters_rating()}
            name="rating"
            placeholder={m.marketplace_filters_rating_any()}
            items={marketplaceMinRatings.map((rating) => ({
              id: String(rating),
              label: m.marketplace_filters_rating_option({ rating, ratingText: formatRating(rating, locale) }),
            }))}
            value={selects.rating || null}
            onChange={choose('rating')}
            errorMessage={errorText('rating')}
          />
        </div>
      </details>

      <div className={styles.footer}>
        <NativeSelect
          label={m.marketplace_filters_sort()}
          name="sort"
          placeholder={m.marketplace_sort_relevance()}
          items={sortItems}
          value={selects.sort || null}
          onChange={choose('sort')}
          description={cityMissing ? m.marketplace_filters_sort_hint() : undefined}
          errorMessage={errorText('sort')}
          className={styles.sort}
        />
        <div className={styles.actions}>
          <button type="submit" className={cx(button({ variant: 'primary' }), styles.submit)}>
            {m.marketplace_filters_submit()}
          </button>
          {anyFilter ? (
            <a href={action} className={cx(link({ variant: 'standalone' }), styles.clear)}>
              {m.marketplace_filters_clear()}
            </a>
          ) : null}
        </div>
        {resultCount === null || resultCount === undefined ? null : (
          <p className={styles.resultCount}>
            {resultCount === 0
              ? m.marketplace_filters_results_none()
              : m.marketplace_filters_results({
                  count: resultCount,
                  countText: formatCount(resultCount, locale),
                })}
          </p>
        )}
      </div>
    </form>
  );
}

function errorsOf(fieldErrors: Record<string, string[]>, key: string): string[] {
  return Object.hasOwn(fieldErrors, key) ? (fieldErrors[key] ?? []) : [];
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <span id={id} className={fieldStyles.fieldError} role="alert">
      {children}
    </span>
  ) : null;
}

interface TextInputProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'search';
  maxLength: number;
  autoComplete?: string;
  error: string | undefined;
  /** Uncontrolled: the browser keeps what is typed. */
  defaultValue?: string;
  /** Controlled, when the form reacts to the text. */
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled native text input: it submits with the form on Enter, before and after hydration. */
function TextInput({ id, label, type = 'text', error, onChange, ...input }: TextInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className={shared.field}>
      <label htmlFor={id} className={shared.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        className={cx(shared.input, styles.textInput)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? '' : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

interface LanguageSelectProps {
  id: string;
  locale: string;
  value: string;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

/**
 * The language filter: every language, named and sorted in the reader's language. NativeSelect's
 * look, with one difference: the names come from the platform's Intl data, which may differ
 * between the server and the browser, so each option keeps the server's text while hydrating.
 */
function LanguageSelect({ id, locale, value, onChange, error }: LanguageSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={shared.field}>
      <label htmlFor={id} className={shared.label}>
        {m.marketplace_filters_language()}
      </label>
      <div className={selectStyles.box}>
        <select
          id={id}
          name="language"
          className={cx(shared.input, selectStyles.select)}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-placeholder={value === '' ? '' : undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          <option value="" className={selectStyles.option}>
            {m.marketplace_filters_language_any()}
          </option>
          {languageEntries(locale).map((entry) => (
            <option key={entry.code} value={entry.code} className={selectStyles.option} suppressHydrationWarning>
              {entry.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={selectStyles.chevron} size={20} />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
