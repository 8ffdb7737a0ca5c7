import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { getLocale, m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { showToast, toastQueue as appToastQueue, type ToastQueue } from '../../primitives/Toast/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import { $leaveDialogOwner, $pendingNavigation, registerSection, setSectionDirty } from '../unsavedChanges.ts';
import { changedFields, readDraft, removeDraft, sameValues, writeDraft, type SectionDraft } from './drafts.ts';
import * as styles from './ProfileSection.css.ts';

const LeaveConfirmation = lazy(() => import('./LeaveConfirmation.tsx'));
import { dateTimeStyle } from '../../i18n/intlLocale.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';

/** A section's values and the version they were read at. */
export interface SectionSnapshot<T> {
  values: T;
  version: number;
}

/** What a refused save carries (an Error with these fields): the server's answer, or the browser's own check. */
export interface SectionSaveFailure {
  error: string;
  fieldErrors: Record<string, string[]>;
  /** The HTTP status; 409 means the section was saved elsewhere since it was read. */
  status?: number;
}

export interface ProfileSectionProps<T extends object> {
  /** The section id ('basic-info'); the heading carries it, so the page can link to `#basic-info`. */
  id: string;
  title: string;
  description?: ReactNode;
  /** The saved values the page was rendered with. */
  initial: SectionSnapshot<T>;
  /** Where unsaved values are kept in localStorage: `spotter.draft.<userId>.<role>.<section>`. */
  draftKey: string;
  /** The browser-side check with the shared schema: translated messages by field, or null when valid. */
  validate?: (values: T, version: number) => Record<string, string[]> | null;
  /** Saves and resolves with the stored values and their new version; rejects with a `SectionSaveFailure`. */
  onSave: (values: T, version: number) => Promise<SectionSnapshot<T>>;
  /** Reads the latest saved values, after a save was refused as stale. */
  onReload: () => Promise<SectionSnapshot<T>>;
  /** The section's fields. */
  children: (fields: SectionFieldsProps<T>) => ReactNode;
  /** Where the "saved" toast goes; the app-wide queue by default. */
  toastQueue?: ToastQueue;
  /** How long typing pauses before the draft is written, in ms. */
  draftDelayMs?: number;
  /**
   * Fills what the device can propose for values not saved yet (the availability's time zone is
   * the browser's). Applied in the browser to the saved values themselves, so a proposal is shown
   * and saved with the section but is not a change: only the user changes a section.
   */
  propose?: (values: T) => T;
}

type Notice =
  { kind: 'refused'; message: string } | { kind: 'conflict' } | { kind: 'reload-failed' } | { kind: 'offline' };

function isSaveFailure(error: unknown): error is Error & SectionSaveFailure {
  return error instanceof Error && 'fieldErrors' in error && typeof error.fieldErrors === 'object';
}

/** fetch rejects with a TypeError when the request never reached the server. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

function draftTime(savedAt: string): string {
  const locale = getLocale();
  return dateTimeFormat(locale, dateTimeStyle(locale)).format(new Date(savedAt));
}

/**
 * One section of a profile editor: its heading, its fields (controlled here), and a Save button.
 * It keeps unsaved values as a draft on the device and offers them back, shows field errors under
 * the fields, a toast on success, a banner when the save is refused, stale (409) or cannot reach
 * the server, and asks before the page is left with unsaved changes.
 */
export function ProfileSection<T extends object>({
  id,
  title,
  description,
  initial,
  draftKey,
  validate,
  onSave,
  onReload,
  children,
  toastQueue,
  draftDelayMs = 400,
  propose,
}: ProfileSectionProps<T>) {
  const [baseline, setBaseline] = useState<SectionSnapshot<T>>(initial);
  const [values, setValues] = useState<T>(initial.values);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [draftOffer, setDraftOffer] = useState<SectionDraft<T> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const wasDirty = useRef(false);
  /** The section's last "saved" toast: a newer save replaces it, so saves do not pile toasts up. */
  const savedToast = useRef<string | null>(null);

  const dirty = !sameValues(values, baseline.values);
  const proposal = useRef(propose);
  /** Saved values with the device's proposals filled in. */
  const proposed = (snapshot: SectionSnapshot<T>): SectionSnapshot<T> => {
    const fill = proposal.current;
    return fill ? { ...snapshot, values: fill(snapshot.values) } : snapshot;
  };

  // The device's proposals join the saved values once, in the browser (the server cannot know
  // them, and the first render must match its HTML).
  useEffect(() => {
    const fill = proposal.current;
    if (!fill) return;
    setBaseline((saved) => ({ ...saved, values: fill(saved.values) }));
    setValues((current) => fill(current));
  }, []);

  // A draft from an earlier visit is offered once, after hydration (the server has no storage).
  useEffect(() => {
    const stored = readDraft<T>(draftKey);
    if (stored === null) return;
    if (sameValues(stored.values, initial.values) || sameValues(stored.values, proposed(initial).values))
      removeDraft(draftKey);
    // Storage exists only in the browser, so the offer can appear only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setDraftOffer(stored);
    // Only the draft found when the section first appears is offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  useEffect(() => registerSection(id), [id]);

  useEffect(() => {
    setSectionDirty(id, dirty);
  }, [id, dirty]);

  useEffect(() => {
    if (!dirty) {
      if (wasDirty.current) removeDraft(draftKey);
      wasDirty.current = false;
      return;
    }
    wasDirty.current = true;
    const timer = setTimeout(() => {
      writeDraft(draftKey, { values, version: baseline.version, savedAt: new Date().toISOString() });
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [dirty, values, baseline.version, draftKey, draftDelayMs]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (next: T) => {
    const changed = changedFields(values, next);
    setValues(next);
    if (changed.length === 0) return;
    setErrors((shown) => {
      const kept = Object.entries(shown).filter(
        ([path]) => !changed.some((field) => path === field || path.startsWith(`${field}.`)),
      );
      return kept.length === Object.keys(shown).length ? shown : Object.fromEntries(kept);
    });
  };

  const showErrors = (fieldErrors: Record<string, string[]>) => {
    focusFirstError.current = Object.keys(fieldErrors).length > 0;
    setErrors(fieldErrors);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || saving) return;
    setNotice(null);
    const checked = validate?.(values, baseline.version) ?? null;
    if (checked && Object.keys(checked).length > 0) {
      showErrors(checked);
      setNotice({ kind: 'refused', message: m.profile_section_check_fields() });
      return;
    }
    setSaving(true);
    const attempt = values;
    try {
      const saved = proposed(await onSave(attempt, baseline.version));
      setBaseline(saved);
      setValues(saved.values);
      setErrors({});
      setDraftOffer(null);
      wasDirty.current = false;
      removeDraft(draftKey);
      const queue = toastQueue ?? appToastQueue;
      if (savedToast.current !== null) queue.close(savedToast.current);
      const key = showToast({
        tone: 'success',
        title: m.profile_section_saved({ section: title }),
        queue,
        onClose: () => {
          if (savedToast.current === key) savedToast.current = null;
        },
      });
      savedToast.current = key;
    } catch (error) {
      if (isSaveFailure(error) && error.status === 409) {
        const kept: SectionDraft<T> = { values: attempt, version: baseline.version, savedAt: new Date().toISOString() };
        try {
          const fresh = proposed(await onReload());
          // The attempt stays on the device; the section shows what is saved now.
          wasDirty.current = false;
          setBaseline(fresh);
          setValues(fresh.values);
          setErrors({});
          writeDraft(draftKey, kept);
          setDraftOffer(sameValues(attempt, fresh.values) ? null : kept);
          setNotice({ kind: 'conflict' });
        } catch {
          writeDraft(draftKey, kept);
          setNotice({ kind: 'reload-failed' });
        }
      } else if (isSaveFailure(error)) {
        showErrors(error.fieldErrors);
        setNotice({
          kind: 'refused',
          message:
            error.error ||
            (Object.keys(error.fieldErrors).length > 0
              ? m.profile_section_check_fields()
              : m.profile_section_save_failed()),
        });
      } else if (isNetworkFailure(error)) {
        writeDraft(draftKey, { values: attempt, version: baseline.version, savedAt: new Date().toISOString() });
        setNotice({ kind: 'offline' });
      } else {
        setNotice({ kind: 'refused', message: m.profile_section_save_failed() });
      }
    } finally {
      setSaving(false);
    }
  };

  const restoreDraft = () => {
    if (draftOffer === null) return;
    change(draftOffer.values);
    setDraftOffer(null);
    setNotice(null);
  };

  const discardDraft = () => {
    setDraftOffer(null);
    removeDraft(draftKey);
  };

  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {description ? <div className={styles.description}>{description}</div> : null}
      </header>
      {draftOffer ? (
        <div className={styles.draftOffer}>
          <Banner tone="info" title={m.profile_draft_title({ time: draftTime(draftOffer.savedAt) })}>
            <p className={styles.bannerText}>
              {draftOffer.version === baseline.version ? m.profile_draft_body() : m.profile_draft_stale()}
            </p>
            <div className={styles.bannerActions}>
              <Button size="small" onPress={restoreDraft}>
                {m.profile_draft_restore()}
              </Button>
              <Button size="small" variant="secondary" onPress={discardDraft}>
                {m.profile_draft_discard()}
              </Button>
            </div>
          </Banner>
        </div>
      ) : null}
      {notice?.kind === 'conflict' ? (
        <Banner tone="warning" title={m.profile_section_conflict_title()} onDismiss={() => setNotice(null)}>
          {m.profile_section_conflict_body()}
        </Banner>
      ) : notice?.kind === 'reload-failed' ? (
        <Banner tone="warning" title={m.profile_section_conflict_title()}>
          {m.profile_section_reload_failed()}
        </Banner>
      ) : notice?.kind === 'offline' ? (
        <Banner tone="warning" title={m.profile_section_offline_title()} onDismiss={() => setNotice(null)}>
          {m.profile_section_offline_body()}
        </Banner>
      ) : notice?.kind === 'refused' ? (
        <Banner tone="error" onDismiss={() => setNotice(null)}>
          {notice.message}
        </Banner>
      ) : null}
      <form ref={formRef} className={styles.form} noValidate onSubmit={save} aria-labelledby={id}>
        {children({ value: values, onChange: change, errors, isDisabled: saving, isDirty: dirty })}
        <div className={styles.actions}>
          {dirty && !saving ? (
            <span className={styles.unsaved} role="status">
              {m.profile_section_unsaved()}
            </span>
          ) : null}
          <Button type="submit" isDisabled={!dirty} isPending={saving}>
            {saving ? m.profile_section_saving() : m.profile_section_save()}
          </Button>
        </div>
      </form>
      <LeaveDialog sectionId={id} />
    </section>
  );
}

/**
 * "Leave without saving?", rendered by one section of the page for every section, while a link
 * away waits for an answer. The dialog's code loads the first time it is needed.
 */
function LeaveDialog({ sectionId }: { sectionId: string }) {
  const owner = useStore($leaveDialogOwner);
  const pending = useStore($pendingNavigation);
  if (owner !== sectionId || pending === null) return null;
  return (
    <Suspense fallback={null}>
      <LeaveConfirmation />
    </Suspense>
  );
}
