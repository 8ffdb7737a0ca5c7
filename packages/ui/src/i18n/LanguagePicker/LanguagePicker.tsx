import { useStore } from '@nanostores/react';
import { locales, isLocale, type Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { nativeLanguageLabel } from '../labels.ts';
import { $locale, changeLanguage } from '../../stores/locale.ts';
import * as shared from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import * as icons from '../../icons/index.ts';
import * as styles from './LanguagePicker.css.ts';

export interface LanguagePickerProps {
  /** The language in use. */
  value: Locale;
  /** Called with the chosen language. Optional for server-rendered forms that submit themselves. */
  onChange?: (locale: Locale) => void;
  /**
   * `true` shows only a globe and the two-letter code; `'auto'` does so below 768px and shows the
   * language name from there up (pure CSS, so server and client render the same markup).
   */
  compact?: boolean | 'auto';
  isDisabled?: boolean;
  /** Form field name, for a picker inside a plain form (default `lang`). */
  name?: string;
}

/** A language's name in that language ("Deutsch", "Slovenščina"), so everyone finds their own. */
export function nativeLanguageName(locale: Locale): string {
  return nativeLanguageLabel(locale);
}

/**
 * Dropdown of the six interface languages, each named in itself. It is a native select under a
 * styled face, so it works before hydration, on phones' own pickers and without JavaScript.
 */
export function LanguagePicker({ value, onChange, compact = false, isDisabled, name = 'lang' }: LanguagePickerProps) {
  const showFull = compact !== true;
  const showCompact = compact !== false;
  return (
    <label className={styles.picker} data-disabled={isDisabled || undefined} data-language-picker="">
      <span className={shared.visuallyHidden}>{m.language_label()}</span>
      {showFull ? (
        <span className={cx(styles.full, compact === 'auto' && styles.auto.full)} aria-hidden="true">
          <GlobeIcon />
          <span className={styles.name} lang={value}>
            {nativeLanguageName(value)}
          </span>
          <icons.ChevronDownIcon className={styles.icon} size={16} />
        </span>
      ) : null}
      {showCompact ? (
        <span className={cx(styles.compact, compact === 'auto' && styles.auto.compact)} aria-hidden="true">
          <GlobeIcon />
          <span className={styles.code}>{value}</span>
        </span>
      ) : null}
      <select
        className={styles.select}
        name={name}
        value={value}
        disabled={isDisabled}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== value) onChange?.(next);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeLanguageName(locale)}
          </option>
        ))}
      </select>
    </label>
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

/** The language globe as the picker draws it; the top-bar preview draws the same. */
export function GlobeIcon({ className = styles.icon }: { className?: string }) {
  return <icons.GlobeIcon className={className} size={18} strokeWidth={1.8} strokeLinecap="round" />;
}
