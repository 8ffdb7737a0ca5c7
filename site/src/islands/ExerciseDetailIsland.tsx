import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { ExerciseDetail, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ExerciseDetailView } from '@spotter/ui/exercises/ExerciseDetailView/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { showToast } from '@spotter/ui/primitives/Toast/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendJson } from './api.ts';

interface Props {
  locale: Locale;
  role: 'trainer' | 'client';
  exercise: ExerciseDetail;
  /** The role's exercise pages (`<base>/<id>`). */
  base: string;
}

/**
 * One exercise's page. A trainer edits or archives (and restores) their own and copies a library
 * exercise into their own, then adapts the copy in its editor.
 */
export default function ExerciseDetailIsland({ locale, role, exercise: initial, base }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [exercise, setExercise] = useState(initial);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = role === 'trainer' && exercise.origin === 'own';

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message || m.error_generic());
    } finally {
      setBusy(false);
    }
  };
  const archive = (archived: boolean) =>
    run(async () => {
      const next = await sendJson<ExerciseDetail>('POST', `/api/exercises/${exercise.id}/archive`, { archived });
      setExercise(next);
      showToast({ title: archived ? m.exercises_page_archived() : m.exercises_page_restored(), tone: 'success' });
    });

  return (
    <I18nProvider locale={intlLocale(current)}>
      <ExerciseDetailView
        exercise={exercise}
        editHref={own ? `${base}/${exercise.id}/edit` : undefined}
        onArchive={own && !exercise.archived ? () => archive(true) : undefined}
        onRestore={own && exercise.archived ? () => archive(false) : undefined}
        onCopy={
          role === 'trainer' && exercise.origin === 'library'
            ? () =>
                run(async () => {
                  const copy = await sendJson<ExerciseDetail>('POST', `/api/exercises/${exercise.id}/copy`);
                  showToast({ title: m.exercises_page_copied(), tone: 'success' });
                  window.location.assign(`${base}/${copy.id}/edit`);
                })
            : undefined
        }
        isBusy={isBusy}
        error={error}
        hrefOf={(id) => `${base}/${id}`}
      />
    </I18nProvider>
  );
}
