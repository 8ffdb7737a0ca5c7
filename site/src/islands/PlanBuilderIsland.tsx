import { useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { ExercisePage, Locale, PlanDetail, PlanExercise, PlanWriteInput } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { PlanBuilder, type PlanDraft, type SaveState } from '@spotter/ui/plans/PlanBuilder/index.ts';
import { showToast } from '@spotter/ui/primitives/Toast/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { getJson, sendChecked, type ApiFailure } from './api.ts';

interface Props {
  locale: Locale;
  plan: PlanDetail;
}

/** A kept draft: the plan as edited and the version it was edited from. */
interface StoredDraft {
  draft: PlanDraft;
  version: number;
}

const draftKey = (id: string) => `spotter.planDraft.${id}`;

function parseDraft(raw: string | null): StoredDraft | null {
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && typeof parsed.version === 'number' && Array.isArray(parsed.draft?.weeks) ? parsed : null;
  } catch {
    return null;
  }
}

/** The draft each plan had when this page loaded (later edits write newer ones, which a reload restores). */
const draftsAtLoad = new Map<string, string | null>();

function draftAtLoad(id: string): string | null {
  if (!draftsAtLoad.has(id)) {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(draftKey(id));
    } catch {
      // Storage may be unavailable (private mode): no draft was kept then.
    }
    draftsAtLoad.set(id, raw);
  }
  return draftsAtLoad.get(id) ?? null;
}

/** The draft at load changes through this page's own actions only: nothing to subscribe to. */
const unchanging = () => () => {};

function forgetDraft(id: string): void {
  try {
    window.localStorage.removeItem(draftKey(id));
  } catch {
    // Storage may be unavailable (private mode): there is no draft to forget then.
  }
}

/**
 * The plan builder: unsaved changes are kept on this device and offered back after a reload;
 * saving sends the version read, so a save over another tab's answers 409 and offers a reload.
 */
export default function PlanBuilderIsland({ locale, plan }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  // The server renders the saved plan; the first render after hydration has the kept draft, if any.
  const rawDraft = useSyncExternalStore(
    unchanging,
    () => draftAtLoad(plan.id),
    () => null,
  );
  const [discarded, setDiscarded] = useState(0);
  const restored = discarded ? null : parseDraft(rawDraft);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  // A draft is saved with the version it was edited from: a plan saved elsewhere since answers 409.
  const version = savedVersion ?? restored?.version ?? plan.version;
  const [saveState, setSaveState] = useState<SaveState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | null>(null);
  const [conflict, setConflict] = useState(false);
  const [exercises, setExercises] = useState<PlanExercise[]>(plan.exercises);
  const known = useRef(new Map(plan.exercises.map((exercise) => [exercise.id, exercise])));

  const initial = restored
    ? { ...restored.draft, goal: restored.draft.goal || null, version }
    : { name: plan.name, goal: plan.goal, weeks: plan.document.weeks, startDate: plan.startDate, version };
  const shownState: SaveState = saveState ?? (restored ? 'unsaved' : 'saved');

  const search = async (query: string): Promise<PlanExercise[]> => {
    const params = new URLSearchParams({ limit: '20' });
    if (query.trim()) params.set('q', query.trim());
    const page = await getJson<ExercisePage>(`/api/exercises?${params}`);
    const found = page.items.map((item) => ({
      id: item.id,
      name: item.name,
      measure: item.measure,
      thumbnailUrl: item.thumbnailUrl,
      archived: item.archived,
    }));
    for (const exercise of found) known.current.set(exercise.id, exercise);
    setExercises([...known.current.values()]);
    return found;
  };

  const save = async (values: PlanWriteInput) => {
    setSaveState('saving');
    setError(null);
    setFieldErrors(null);
    try {
      const saved = await sendChecked<PlanDetail, 'planWrite'>('PUT', `/api/plans/${plan.id}`, 'planWrite', {
        ...values,
        version,
      });
      setSavedVersion(saved.version);
      forgetDraft(plan.id);
      setSaveState('saved');
      showToast({ title: m.plans_page_saved(), tone: 'success' });
    } catch (failure) {
      const refusal = failure as Error & Partial<ApiFailure>;
      setSaveState('error');
      if (refusal.status === 409) {
        setConflict(true);
        return;
      }
      setFieldErrors(refusal.fieldErrors && Object.keys(refusal.fieldErrors).length ? refusal.fieldErrors : null);
      setError(refusal.error || refusal.message);
    }
  };

  return (
    <I18nProvider locale={intlLocale(current)}>
      <PlanBuilder
        key={`${restored ? 'draft' : 'plan'}-${discarded}`}
        initial={initial}
        exercises={exercises}
        onSearchExercises={search}
        onChange={(draft) => {
          setSaveState('unsaved');
          try {
            window.localStorage.setItem(draftKey(plan.id), JSON.stringify({ draft, version } satisfies StoredDraft));
          } catch {
            // A full or unavailable storage keeps no draft; the plan itself is saved on the server.
          }
        }}
        onSave={save}
        isSaving={shownState === 'saving'}
        saveState={shownState}
        error={error}
        fieldErrors={fieldErrors}
        conflict={conflict}
        onReload={() => {
          forgetDraft(plan.id);
          window.location.reload();
        }}
        draftRestored={restored !== null && savedVersion === null}
        onDiscardDraft={() => {
          forgetDraft(plan.id);
          setSaveState('saved');
          setDiscarded((count) => count + 1);
        }}
        clientName={plan.client?.name}
      />
    </I18nProvider>
  );
}
