import { useEffect, useId, useRef, useState, type Key, type KeyboardEvent } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { placesLimits, type GymChoice, type GymSuggestion } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import * as fieldStyles from '../../primitives/Field/Field.css.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { FieldFooter } from '../../primitives/Field/index.ts';
import { ChevronDownIcon, CircleInfoIcon, CloseIcon } from '../../icons/index.ts';
import { checkGym } from '../checks.ts';
import { useAsyncSuggestions } from '../../location/LocationForm/useAsyncSuggestions.ts';
import * as styles from './GymPicker.css.ts';
import { numberFormat } from '../../i18n/formatters.ts';

export interface GymPoint {
  lat: number;
  lon: number;
}

export interface NewGym {
  name: string;
  address: string;
  lat: number;
  lon: number;
}

export interface GymPickerProps {
  value: GymChoice[];
  onChange: (next: GymChoice[]) => void;
  /** Translated messages by path ('gyms', 'gyms.0.value'). */
  errors: Record<string, string[]>;
  isDisabled?: boolean;
  /** The trainer's point; gyms are searched near it, and none can be searched without it. */
  near: GymPoint | null;
  /** Gyms whose name holds `query` near the point, nearest first; an empty query lists the nearest. */
  onSearchGyms: (query: string, near: GymPoint, signal: AbortSignal) => Promise<GymSuggestion[]>;
  /** Adds a gym to the directory; rejects with `{ error, fieldErrors? }` on failure. */
  onCreateGym: (input: NewGym) => Promise<GymSuggestion>;
}

const maxGyms = placesLimits.maxGyms;

/** The messages at 'gyms' and under it, as one line. */
function gymErrors(errors: Record<string, string[]>): string | undefined {
  const messages = Object.entries(errors)
    .filter(([path]) => path === 'gyms' || path.startsWith('gyms.'))
    .flatMap(([, list]) => list);
  return messages.length ? [...new Set(messages)].join(' ') : undefined;
}

/** '1.2 km', in the reader's number format. */
export function formatDistance(km: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}

/**
 * The gyms a trainer works at (at most three, each once): the chosen ones with remove buttons, and
 * an adder that searches the directory near the trainer's point or adds a missing gym to it.
 */
export function GymPicker({ value, onChange, errors, isDisabled, near, onSearchGyms, onCreateGym }: GymPickerProps) {
  const headingId = useId();
  const [adder, setAdder] = useState<'closed' | 'search' | 'create'>('closed');
  const [announcement, setAnnouncement] = useState('');
  const addButtonBox = useRef<HTMLDivElement>(null);
  const focusAddButton = () =>
    requestAnimationFrame(() => addButtonBox.current?.querySelector<HTMLButtonElement>('button')?.focus());
  const isFull = value.length >= maxGyms;
  const error = gymErrors(errors);

  const closeAdder = () => {
    setAdder('closed');
    // The adder's controls disappear; the focus goes back to the button that opened it.
    focusAddButton();
  };

  const add = (gym: GymChoice) => {
    if (value.length >= maxGyms || value.some((chosen) => chosen.value === gym.value)) return;
    onChange([...value, { value: gym.value, label: gym.label, address: gym.address }]);
    setAnnouncement(m.gyms_picker_added({ name: gym.label }));
    setAdder('closed');
    if (value.length + 1 < maxGyms) focusAddButton();
  };

  const remove = (index: number) => {
    onChange(value.filter((_gym, at) => at !== index));
    setAnnouncement('');
    focusAddButton();
  };

  return (
    <section aria-labelledby={headingId} className={styles.picker}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {m.gyms_picker_label()}
        </h3>
        <p className={styles.description}>{m.gyms_picker_description()}</p>
      </div>
      {value.length ? (
        <ul className={styles.chosenList} aria-labelledby={headingId}>
          {value.map((gym, index) => (
            // Keyed by position too: a list the server refused can hold the same gym twice.
            <li key={`${index}-${gym.value}`} className={styles.chosen}>
              <div className={styles.gymText}>
                <span className={styles.gymName}>{gym.label}</span>
                {gym.address ? <span className={styles.gymAddress}>{gym.address}</span> : null}
              </div>
              <IconButton
                label={m.gyms_picker_remove({ name: gym.label })}
                size="small"
                isDisabled={isDisabled}
                onPress={() => remove(index)}
              >
                <CloseIcon size={18} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{m.gyms_picker_empty()}</p>
      )}
      {error ? (
        <p className={fieldStyles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {isFull ? (
        <p className={styles.limit} data-gym-limit="">
          <CircleInfoIcon size={18} />
          {m.gyms_error_max()}
        </p>
      ) : adder === 'closed' ? (
        <div ref={addButtonBox}>
          <Button variant="secondary" isDisabled={isDisabled} onPress={() => setAdder('search')}>
            {m.gyms_picker_add()}
          </Button>
        </div>
      ) : (
        <GymAdder
          mode={adder}
          chosen={value}
          near={near}
          isDisabled={isDisabled}
          onSearchGyms={onSearchGyms}
          onCreateGym={onCreateGym}
          onChoose={add}
          onCreateMode={() => setAdder('create')}
          onSearchMode={() => setAdder('search')}
          onCancel={closeAdder}
        />
      )}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </section>
  );
}

interface GymAdderProps {
  mode: 'search' | 'create';
  chosen: GymChoice[];
  near: GymPoint | null;
  isDisabled?: boolean;
  onSearchGyms: GymPickerProps['onSearchGyms'];
  onCreateGym: GymPickerProps['onCreateGym'];
  onChoose: (gym: GymChoice) => void;
  onCreateMode: () => void;
  onSearchMode: () => void;
  onCancel: () => void;
}

function GymAdder({
  mode,
  chosen,
  near,
  isDisabled,
  onSearchGyms,
  onCreateGym,
  onChoose,
  onCreateMode,
  onSearchMode,
  onCancel,
}: GymAdderProps) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  return (
    <section aria-labelledby={titleId} className={styles.adder}>
      <h4 id={titleId} className={styles.adderTitle}>
        {mode === 'create' ? m.gyms_create_title() : m.gyms_adder_title()}
      </h4>
      {!near ? (
        <>
          <p className={styles.needsLocation}>{m.gyms_adder_needs_location()}</p>
          <div className={styles.actions}>
            <Button variant="ghost" autoFocus onPress={onCancel}>
              {m.common_cancel()}
            </Button>
          </div>
        </>
      ) : mode === 'search' ? (
        <GymSearch
          near={near}
          query={query}
          onQueryChange={setQuery}
          chosen={chosen}
          isDisabled={isDisabled}
          onSearchGyms={onSearchGyms}
          onChoose={onChoose}
          onCreateMode={onCreateMode}
          onCancel={onCancel}
        />
      ) : (
        <GymCreateForm
          near={near}
          initialName={query.trim()}
          isDisabled={isDisabled}
          onCreateGym={onCreateGym}
          onCreated={onChoose}
          onCancel={onSearchMode}
        />
      )}
    </section>
  );
}

/**
 * Focuses a field whose focus opens a list, once the page has stopped moving under it. React Aria
 * closes a combobox's list on any scroll of the page around it (the list would float away from its
 * field), and a scroll event arrives a frame after the scroll: after the focus, the list would open
 * and close again at once. Such a scroll is the focus's own (the field opened below the fold) or
 * one still on its way (the page scrolled to the button that opened the field). So the field is
 * scrolled into view first and focused in the next frame, after that frame's scroll events.
 */
function focusAfterScroll(field: HTMLElement | null): (() => void) | undefined {
  if (!field) return undefined;
  const box = field.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) field.scrollIntoView({ block: 'center' });
  const frame = requestAnimationFrame(() => field.focus({ preventScroll: true }));
  return () => cancelAnimationFrame(frame);
}

interface GymSearchProps {
  near: GymPoint;
  query: string;
  onQueryChange: (query: string) => void;
  chosen: GymChoice[];
  isDisabled?: boolean;
  onSearchGyms: GymPickerProps['onSearchGyms'];
  onChoose: (gym: GymChoice) => void;
  onCreateMode: () => void;
  onCancel: () => void;
}

function GymSearch({
  near,
  query,
  onQueryChange,
  chosen,
  isDisabled,
  onSearchGyms,
  onChoose,
  onCreateMode,
  onCancel,
}: GymSearchProps) {
  const locale = getLocale();
  const gyms = useAsyncSuggestions((text: string, signal: AbortSignal) => onSearchGyms(text, near, signal));
  const chosenIds = chosen.map((gym) => gym.value);
  const input = useRef<HTMLInputElement>(null);
  // Focused after mounting, not with autoFocus: react-aria then sees the focus and opens the nearest gyms.
  useEffect(() => focusAfterScroll(input.current), []);

  const type = (text: string) => {
    onQueryChange(text);
    gyms.search(text.trim());
  };

  const choose = (key: Key | null) => {
    const gym = gyms.items.find((item) => item.value === key);
    if (gym) onChoose(gym);
  };

  const status =
    gyms.status === 'error' ? m.gyms_adder_search_failed() : gyms.status === 'loading' ? m.gyms_adder_searching() : '';

  return (
    <>
      <AriaComboBox
        items={gyms.items}
        inputValue={query}
        onInputChange={type}
        selectedKey={null}
        onSelectionChange={choose}
        disabledKeys={chosenIds}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="focus"
        isDisabled={isDisabled}
        className={shared.field}
        onFocus={() => {
          if (gyms.status === 'idle') gyms.search(query.trim());
        }}
      >
        <Label className={shared.label}>{m.gyms_adder_search_label()}</Label>
        <div className={styles.inputWrap}>
          <Input
            placeholder={m.gyms_adder_search_placeholder()}
            autoComplete="off"
            ref={input}
            maxLength={placesLimits.maxQueryChars}
            className={styles.input}
          />
          <AriaButton className={styles.trigger}>
            <ChevronDownIcon size={20} />
          </AriaButton>
        </div>
        <FieldFooter />
        <Popover className={shared.popover}>
          <ListBox
            className={fieldStyles.optionList}
            renderEmptyState={() => (
              <div className={styles.listEmpty}>
                {gyms.status === 'error'
                  ? m.gyms_adder_search_failed()
                  : gyms.status === 'done'
                    ? m.gyms_adder_no_results()
                    : m.gyms_adder_searching()}
              </div>
            )}
          >
            {(gym: GymSuggestion) => (
              <ListBoxItem id={gym.value} textValue={gym.label} className={fieldStyles.option}>
                <span className={styles.suggestion}>
                  <span className={styles.gymText}>
                    <span className={styles.gymName}>{gym.label}</span>
                    <span className={styles.gymAddress}>
                      {chosenIds.includes(gym.value) ? `${m.gyms_adder_already_chosen()} · ` : ''}
                      {gym.address}
                    </span>
                  </span>
                  <span className={styles.distance}>{formatDistance(gym.distanceKm, locale)}</span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
      <p role="status" className={status ? styles.searchStatus : styles.announcement} data-tone={gyms.status}>
        {status}
      </p>
      <div className={styles.notListed}>
        <span>{m.gyms_adder_not_listed()}</span>
        <Button variant="ghost" size="small" isDisabled={isDisabled} onPress={onCreateMode}>
          {m.gyms_adder_add_to_directory()}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onCancel}>
          {m.common_cancel()}
        </Button>
      </div>
    </>
  );
}

interface GymCreateFormProps {
  near: GymPoint;
  initialName: string;
  isDisabled?: boolean;
  onCreateGym: GymPickerProps['onCreateGym'];
  onCreated: (gym: GymChoice) => void;
  onCancel: () => void;
}

function GymCreateForm({ near, initialName, isDisabled, onCreateGym, onCreated, onCancel }: GymCreateFormProps) {
  const [name, setName] = useState(initialName);
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  /** True while the new gym is being checked (the schema loads with the first check). */
  const checking = useRef(false);
  const errorAt = (path: string) => (Object.hasOwn(errors, path) ? errors[path]?.join(' ') : undefined);

  const submit = async () => {
    if (isSaving) return;
    if (checking.current) return;
    checking.current = true;
    const checked = await checkGym({ name, address, lat: near.lat, lon: near.lon });
    checking.current = false;
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const gym = await onCreateGym(checked.data);
      onCreated(gym);
    } catch (error) {
      const answer = error as { error?: string; fieldErrors?: Record<string, string[]> } | null;
      setErrors(answer?.fieldErrors ?? {});
      setFailure(answer?.error || m.gyms_create_failed());
      setSaving(false);
    }
  };

  // Not a <form>: the picker sits inside the section's own form, and forms cannot nest.
  const submitOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <div role="group" aria-label={m.gyms_create_title()} className={styles.createForm} onKeyDown={submitOnEnter}>
      <p className={styles.description}>{m.gyms_create_description()}</p>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <TextField
        label={m.gyms_create_name_label()}
        name="gymName"
        value={name}
        onChange={setName}
        autoFocus
        isRequired
        isDisabled={isDisabled || isSaving}
        maxLength={placesLimits.gymNameChars.max}
        isInvalid={errorAt('name') !== undefined}
        errorMessage={errorAt('name')}
      />
      <TextField
        label={m.gyms_create_address_label()}
        name="gymAddress"
        value={address}
        onChange={setAddress}
        isRequired
        isDisabled={isDisabled || isSaving}
        maxLength={placesLimits.gymAddressChars.max}
        isInvalid={errorAt('address') !== undefined}
        errorMessage={errorAt('address')}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onCancel} isDisabled={isSaving}>
          {m.common_cancel()}
        </Button>
        {isSaving ? <Spinner size="small" /> : null}
        {/* Not isPending: its announcement would outlive this form, which closes on success. */}
        <Button variant="primary" isDisabled={isDisabled || isSaving} onPress={() => void submit()}>
          {m.gyms_create_submit()}
        </Button>
      </div>
    </div>
  );
}
