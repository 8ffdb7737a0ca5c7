import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { isLanguageCode, languageFlag, languageLimits, type LanguageCode } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { ChevronDownIcon, CloseIcon, GlobeIcon } from '../../icons/index.ts';
import { FieldFooter } from '../../primitives/Field/index.ts';
import * as shared from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import { languageEntries, languageName, searchLanguages, type LanguageEntry } from './languageNames.ts';
import * as styles from './MultiLanguageSelector.css.ts';

type ComboBoxStateValue = ContextType<typeof ComboBoxStateContext>;

export interface MultiLanguageSelectorProps {
  /** The chosen languages, in the order they were added. */
  value: readonly LanguageCode[];
  onChange: (next: LanguageCode[]) => void;
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** The most languages that can be chosen (default `languageLimits.maxLanguages`). */
  max?: number;
  className?: string;
}

/**
 * Chooses any number of languages from the ISO 639-1 list: a type-ahead search over their names in
 * the interface language, the chosen ones as removable chips, and a count of them.
 */
export function MultiLanguageSelector({
  value,
  onChange,
  label,
  description,
  errorMessage,
  isDisabled = false,
  max = languageLimits.maxLanguages,
  className,
}: MultiLanguageSelectorProps) {
  const locale = getLocale();
  const [inputValue, setInputValue] = useState('');
  /** The full list is named and sorted only once someone starts choosing. */
  const [listWanted, setListWanted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const comboBoxState = useRef<ComboBoxStateValue>(null);
  const removeButtons = useRef(new Map<LanguageCode, HTMLButtonElement>());

  const chosen = useMemo(() => new Set<string>(value), [value]);
  const items = useMemo(() => {
    if (!listWanted) return [];
    return searchLanguages(languageEntries(locale), inputValue, locale).filter((entry) => !chosen.has(entry.code));
  }, [listWanted, locale, inputValue, chosen]);
  const atMax = value.length >= max;

  const add = (key: Key | null) => {
    if (key === null || !isLanguageCode(key) || chosen.has(key)) return;
    setInputValue('');
    // Emptying the input would reopen the list over the new chip; it closes once that has happened.
    setTimeout(() => comboBoxState.current?.close());
    if (atMax) {
      setRefusal(m.profile_languages_max_reached({ max }));
      return;
    }
    setRefusal(null);
    onChange([...value, key]);
  };

  const remove = (code: LanguageCode, moveFocus: boolean) => {
    const at = value.indexOf(code);
    const next = value.filter((item) => item !== code);
    setRefusal(null);
    onChange(next);
    if (!moveFocus) return;
    // Focus stays on the chips: the one that took the removed one's place, else the input.
    const neighbour = next[Math.min(at, next.length - 1)];
    const target = neighbour === undefined ? null : removeButtons.current.get(neighbour);
    requestAnimationFrame(() => (target ?? inputRef.current)?.focus());
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = value.at(-1);
    if (event.key === 'Backspace' && inputValue === '' && last !== undefined && !isDisabled) {
      event.preventDefault();
      remove(last, false);
    }
  };

  const invalid = Boolean(errorMessage);
  return (
    <AriaComboBox<LanguageEntry>
      className={cx(shared.field, styles.selector, className)}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setListWanted(true);
        setInputValue(text);
      }}
      selectedKey={null}
      onSelectionChange={add}
      onOpenChange={(open) => open && setListWanted(true)}
      allowsEmptyCollection
      isDisabled={isDisabled}
      isInvalid={invalid}
    >
      <StateBridge stateRef={comboBoxState} />
      <div className={styles.labelRow}>
        <Label className={shared.label}>{label}</Label>
        <span className={styles.count} aria-live="polite">
          {value.length === 0 ? m.profile_languages_count_none() : m.profile_languages_count({ count: value.length })}
        </span>
      </div>
      {value.length > 0 ? (
        // The chips' buttons are not the combo box's own button: keep its context away from them.
        <ButtonContext.Provider value={null}>
          <ul className={styles.chips} aria-label={m.profile_languages_chosen()}>
            {value.map((code) => {
              const name = languageName(code, locale);
              return (
                <li key={code} className={styles.chip} lang={locale}>
                  <Flag code={code} />
                  <span>{name}</span>
                  <AriaButton
                    ref={(element) => {
                      if (element) removeButtons.current.set(code, element);
                      else removeButtons.current.delete(code);
                    }}
                    className={styles.chipRemove}
                    aria-label={m.profile_languages_remove({ language: name })}
                    isDisabled={isDisabled}
                    onPress={() => remove(code, true)}
                  >
                    <CloseIcon size={16} strokeWidth={2.5} />
                  </AriaButton>
                </li>
              );
            })}
          </ul>
        </ButtonContext.Provider>
      ) : null}
      <div className={styles.inputWrap}>
        <Input
          ref={inputRef}
          className={styles.input}
          placeholder={m.profile_languages_placeholder()}
          onFocus={() => setListWanted(true)}
          onKeyDown={onInputKeyDown}
        />
        <AriaButton className={styles.trigger} aria-label={m.profile_languages_show_all()}>
          <ChevronDownIcon size={20} />
        </AriaButton>
      </div>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={cx(shared.popover, styles.popover)}>
        <ListBox<LanguageEntry>
          className={styles.list}
          renderEmptyState={() => <div className={styles.empty}>{m.common_no_results()}</div>}
        >
          {(entry) => (
            <ListBoxItem id={entry.code} textValue={entry.name} className={styles.option}>
              <Flag code={entry.code} />
              <span className={styles.optionName}>{entry.name}</span>
              <span className={styles.optionCode} aria-hidden="true">
                {entry.code}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** The flag of a language, or a globe for a language of no one country (Esperanto, Latin …). */
function Flag({ code }: { code: string }) {
  const flag = languageFlag(code);
  return (
    <span className={styles.flag} aria-hidden="true" data-flag={flag ? 'emoji' : 'none'}>
      {flag || <GlobeIcon size={16} />}
    </span>
  );
}

/** Hands the combo box's state to the selector, which closes the list after adding a language. */
function StateBridge({ stateRef }: { stateRef: RefObject<ComboBoxStateValue> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    stateRef.current = state;
  }, [state, stateRef]);
  return null;
}
