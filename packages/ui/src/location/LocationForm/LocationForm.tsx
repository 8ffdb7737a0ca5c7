import { useId, useMemo, useRef, useState, type Key } from 'react';
import { ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { placesLimits, type CitySuggestion, type Location, type PlaceDetails } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { Card } from '../../primitives/Card/index.ts';
import { ComboBox } from '../../primitives/ComboBox/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { FieldFooter } from '../../primitives/Field/index.ts';
import * as fieldStyles from '../../primitives/Field/Field.css.ts';
import { countryName, countryOptions } from './countries.ts';
import { useAsyncSuggestions } from './useAsyncSuggestions.ts';
import * as styles from './LocationForm.css.ts';
import { numberFormat } from '../../i18n/formatters.ts';

export interface LocationFormProps {
  value: Location;
  onChange: (next: Location) => void;
  /** Translated messages by path: 'location.city', 'location.state', 'location.countryCode', 'location.lat'. */
  errors: Record<string, string[]>;
  isDisabled?: boolean;
  /** Cities whose name starts like `query`, most populous first; rejects on failure. */
  onSearchCities: (query: string, signal: AbortSignal) => Promise<CitySuggestion[]>;
  /** The state, country and point of a suggestion. */
  onPlaceDetails: (id: string, signal?: AbortSignal) => Promise<PlaceDetails>;
}

/** The messages of one path, as one line, or undefined when there are none. */
function messagesAt(errors: Record<string, string[]>, ...paths: string[]): string | undefined {
  const messages = paths.flatMap((path) => (Object.hasOwn(errors, path) ? errors[path] : []));
  return messages.length ? messages.join(' ') : undefined;
}

/** 'Banja Luka — Republika Srpska, Bosnia and Herzegovina'. */
export function suggestionLabel(suggestion: CitySuggestion, locale: string): string {
  const region = [suggestion.state, countryName(suggestion.countryCode, locale)].filter(Boolean).join(', ');
  return region ? `${suggestion.name} — ${region}` : suggestion.name;
}

/**
 * City, state and country of a place, with a city autocomplete that fills the rest (state,
 * country, coordinates) from the chosen suggestion, and a summary card. Typing a city by hand is
 * allowed: it stays as text without coordinates.
 */
export function LocationForm({
  value,
  onChange,
  errors,
  isDisabled,
  onSearchCities,
  onPlaceDetails,
}: LocationFormProps) {
  const locale = getLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const cities = useAsyncSuggestions(onSearchCities);
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const details = useRef<AbortController | null>(null);
  /** The name a chosen suggestion wrote into the input, so react-aria's echo of it is not taken as typing. */
  const chosenName = useRef<string | null>(null);

  const typeCity = (text: string) => {
    if (chosenName.current !== null && text === chosenName.current) return;
    chosenName.current = null;
    details.current?.abort();
    setNotice(null);
    // A typed city no longer matches the point of a chosen one.
    onChange({ ...value, city: text, lat: null, lon: null });
    if (text.trim().length >= placesLimits.minQueryChars) cities.search(text.trim());
    else cities.reset();
  };

  const chooseCity = (key: Key | null) => {
    const suggestion = cities.items.find((item) => item.id === key);
    if (!suggestion) return;
    chosenName.current = suggestion.name;
    const chosen: Location = {
      city: suggestion.name,
      state: suggestion.state,
      countryCode: suggestion.countryCode,
      lat: null,
      lon: null,
    };
    onChange(chosen);
    cities.reset();
    details.current?.abort();
    const controller = new AbortController();
    details.current = controller;
    onPlaceDetails(suggestion.id, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        onChange({
          city: place.city || chosen.city,
          state: place.state,
          countryCode: place.countryCode,
          lat: place.lat,
          lon: place.lon,
        });
        setNotice({ text: m.location_form_city_chosen({ city: place.city || chosen.city }), tone: 'info' });
      },
      () => {
        if (!controller.signal.aborted) setNotice({ text: m.location_form_details_failed(), tone: 'error' });
      },
    );
  };

  const chooseCountry = (key: Key | null) => {
    const code = key === null ? null : String(key);
    if (code === value.countryCode) return;
    onChange({ ...value, countryCode: code, lat: null, lon: null });
  };

  const searchNotice =
    cities.status === 'error'
      ? { text: m.location_form_city_search_failed(), tone: 'error' as const }
      : cities.status === 'loading'
        ? { text: m.location_form_city_searching(), tone: 'info' as const }
        : notice;
  const cityError = messagesAt(errors, 'location.city');
  const pointError = messagesAt(errors, 'location.lat', 'location.lon', 'location');

  return (
    <div className={styles.layout}>
      <div className={styles.fields}>
        <AriaComboBox
          items={cities.items}
          inputValue={value.city}
          onInputChange={typeCity}
          selectedKey={null}
          onSelectionChange={chooseCity}
          allowsCustomValue
          allowsEmptyCollection={cities.status !== 'idle'}
          menuTrigger="input"
          isDisabled={isDisabled}
          isInvalid={cityError !== undefined}
          name="city"
          className={shared.field}
        >
          <Label className={shared.label}>{m.location_form_city_label()}</Label>
          <div className={styles.inputWrap}>
            <Input
              placeholder={m.location_form_city_placeholder()}
              autoComplete="off"
              maxLength={placesLimits.cityChars}
              className={shared.input}
            />
            {cities.status === 'loading' ? <span className={styles.inputSpinner} aria-hidden="true" /> : null}
          </div>
          <FieldFooter description={m.location_form_city_description()} errorMessage={cityError} />
          <Popover className={shared.popover}>
            <ListBox
              className={fieldStyles.optionList}
              renderEmptyState={() => (
                <div className={styles.empty}>
                  {cities.status === 'loading'
                    ? m.location_form_city_searching()
                    : cities.status === 'error'
                      ? m.location_form_city_search_failed()
                      : m.location_form_city_no_results()}
                </div>
              )}
            >
              {(suggestion: CitySuggestion) => (
                <ListBoxItem id={suggestion.id} textValue={suggestion.name} className={fieldStyles.option}>
                  <CitySuggestionRow suggestion={suggestion} locale={locale} />
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </AriaComboBox>
        <p
          role="status"
          aria-live="polite"
          className={styles.notice}
          data-tone={searchNotice?.tone}
          data-empty={searchNotice ? undefined : ''}
        >
          {searchNotice?.text}
        </p>
        <div className={styles.pair}>
          <TextField
            label={m.location_form_state_label()}
            name="state"
            value={value.state}
            onChange={(state) => onChange({ ...value, state })}
            maxLength={placesLimits.stateChars}
            isDisabled={isDisabled}
            isInvalid={messagesAt(errors, 'location.state') !== undefined}
            errorMessage={messagesAt(errors, 'location.state')}
          />
          <ComboBox
            label={m.location_form_country_label()}
            name="countryCode"
            items={countries}
            selectedKey={value.countryCode}
            onSelectionChange={chooseCountry}
            placeholder={m.location_form_country_placeholder()}
            isDisabled={isDisabled}
            isInvalid={messagesAt(errors, 'location.countryCode') !== undefined}
            errorMessage={messagesAt(errors, 'location.countryCode')}
          />
        </div>
      </div>
      <LocationSummary value={value} locale={locale} error={pointError} />
    </div>
  );
}

function CitySuggestionRow({ suggestion, locale }: { suggestion: CitySuggestion; locale: string }) {
  const region = [suggestion.state, countryName(suggestion.countryCode, locale)].filter(Boolean).join(', ');
  return (
    <span className={styles.suggestion}>
      <span className={styles.suggestionName}>{suggestion.name}</span>
      {region ? (
        <>
          {' — '}
          <span className={styles.suggestionRegion}>{region}</span>
        </>
      ) : null}
    </span>
  );
}

function formatCoordinate(number: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(number);
}

/** The card titled 'Your Location': what the fields hold, in words, or a hint while empty. */
function LocationSummary({ value, locale, error }: { value: Location; locale: string; error?: string }) {
  const errorId = useId();
  const isEmpty = !value.city.trim() && !value.state.trim() && !value.countryCode;
  const hasPoint = value.lat !== null && value.lon !== null;
  return (
    <Card title={m.location_summary_title()} headingLevel={3} className={styles.summary}>
      {isEmpty ? (
        <p className={styles.hint}>{m.location_summary_empty()}</p>
      ) : (
        <dl className={styles.facts} aria-describedby={error ? errorId : undefined}>
          <SummaryRow term={m.location_form_city_label()} detail={value.city.trim() || '—'} />
          <SummaryRow term={m.location_form_state_label()} detail={value.state.trim() || '—'} />
          <SummaryRow
            term={m.location_form_country_label()}
            detail={value.countryCode ? countryName(value.countryCode, locale) : '—'}
          />
          <SummaryRow
            term={m.location_summary_coordinates()}
            detail={
              hasPoint
                ? `${formatCoordinate(value.lat as number, locale)}, ${formatCoordinate(value.lon as number, locale)}`
                : m.location_summary_no_coordinates()
            }
            muted={!hasPoint}
          />
        </dl>
      )}
      {error ? (
        <p id={errorId} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </Card>
  );
}

function SummaryRow({ term, detail, muted }: { term: string; detail: string; muted?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={muted ? styles.mutedDetail : styles.detail}>{detail}</dd>
    </div>
  );
}
