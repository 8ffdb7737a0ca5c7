import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useStore } from '@nanostores/react';
import { locales, isLocale, type Locale } from '@spotter/domain';
import { m, translateKey } from '@spotter/i18n';
import { $locale, changeLanguage } from '../../stores/locale.ts';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './LanguagePicker.css.ts';

export interface LanguagePickerProps {
  /** The language in use. */
  value: Locale;
  /** Called with the chosen language (not called when the same one is picked again). */
  onChange: (locale: Locale) => void;
  /**
   * `true` shows only a globe and the two-letter code; `'auto'` does so below 768px and shows the
   * language name from there up (pure CSS, so server and client render the same markup).
   */
  compact?: boolean | 'auto';
  isDisabled?: boolean;
}

/** A language's name in that language ("Deutsch", "Slovenščina"), so everyone finds their own. */
export function nativeLanguageName(locale: Locale): string {
  return translateKey(`language_name_${locale}`, {}, locale);
}

/** Dropdown of the six interface languages, each named in itself. */
export function LanguagePicker({ value, onChange, compact = false, isDisabled }: LanguagePickerProps) {
  const showFull = compact !== true;
  const showCompact = compact !== false;
  return (
    <Select
      className={styles.picker}
      value={value}
      onChange={(key: Key | null) => {
        if (typeof key === 'string' && isLocale(key) && key !== value) onChange(key);
      }}
      isDisabled={isDisabled}
      data-compact={compact === 'auto' ? 'auto' : compact ? 'true' : undefined}
    >
      <Label className={shared.visuallyHidden}>{m.language_label()}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value}>
          {() => (
            <>
              {showFull ? (
                <span className={[styles.full, compact === 'auto' ? styles.auto.full : null].filter(Boolean).join(' ')}>
                  <GlobeIcon />
                  <span className={styles.name} lang={value}>
                    {nativeLanguageName(value)}
                  </span>
                  <ChevronIcon />
                </span>
              ) : null}
              {showCompact ? (
                <span className={[styles.compact, compact === 'auto' ? styles.auto.compact : null].filter(Boolean).join(' ')}>
                  <GlobeIcon />
                  <span className={styles.code}>{value}</span>
                  {/* The code alone says little to a screen reader, so the name follows it. */}
                  <span className={shared.visuallyHidden} lang={value}>
                    {` ${nativeLanguageName(value)}`}
                  </span>
                </span>
              ) : null}
            </>
          )}
        </SelectValue>
      </Button>
      <Popover className={[shared.popover, styles.popover].join(' ')} placement="bottom end">
        <ListBox className={styles.listBox}>
          {locales.map((locale) => (
            <ListBoxItem
              key={locale}
              id={locale}
              lang={locale}
              textValue={nativeLanguageName(locale)}
              className={shared.listBoxItem}
            >
              <span className={styles.chip} aria-hidden="true">
                {locale}
              </span>
              {nativeLanguageName(locale)}
              <CheckIcon />
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface ConnectedLanguagePickerProps {
  /** Saves the choice on the server for signed-in users; failures are only logged. */
  save?: (locale: Locale) => Promise<void>;
  compact?: boolean | 'auto';
}

/** The picker wired to the shared `$locale` store: choosing re-renders every island at once. */
export function ConnectedLanguagePicker({ save, compact }: ConnectedLanguagePickerProps) {
  const locale = useStore($locale);
  return <LanguagePicker value={locale} compact={compact} onChange={(next) => void changeLanguage(next, { save })} />;
}

function GlobeIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="M5 12.5 10 17 19 7" />
    </svg>
  );
}
