import { useEffect, useState } from 'react';
import {
  readRequestCoaching,
  requestCoachingData,
  requestCoachingStorageKey,
  type ClientGoal,
  type CoachingSource,
  type CoachingStanding,
  type Locale,
  type RequestCoachingTrainer,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { RequestCoaching, type RequestCoachingFailure } from '@spotter/ui/coaching/RequestCoaching/index.ts';
import { initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked, type ApiFailure } from './api.ts';

interface Props {
  locale: Locale;
  trainer: RequestCoachingTrainer;
  /** Where the request starts: the marketplace's trainer page or the trainer's branded page. */
  source: CoachingSource;
  viewer: { kind: 'anonymous' } | { kind: 'client'; standing: CoachingStanding } | { kind: 'other' };
  signInHref: string;
  registerHref: string;
  requestsHref: string;
  defaultGoal: ClientGoal | null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept request for this trainer, dropping what expired or is broken (SPEC §4). */
function keptFor(trainerId: string): boolean {
  const store = storage();
  const stored = store?.getItem(requestCoachingStorageKey) ?? null;
  const data = readRequestCoaching(stored);
  if (stored !== null && !data) store?.removeItem(requestCoachingStorageKey);
  return data?.coachId === trainerId;
}

/** SPEC §4: kept data that came from the marketplace is dropped when the visitor comes back with Back. */
function dropOnBack(): void {
  const store = storage();
  const data = readRequestCoaching(store?.getItem(requestCoachingStorageKey) ?? null);
  if (data?.source === 'trainers-marketplace') store?.removeItem(requestCoachingStorageKey);
}

function cameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/** The trainer page's request panel: keeps the handoff for signed-out visitors and resumes it after sign-in. */
export default function RequestCoachingIsland({ locale, trainer, source, viewer, defaultGoal, ...links }: Props) {
  initLocale(locale);
  const [resume, setResume] = useState(false);

  useEffect(() => {
    if (cameBack()) dropOnBack();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dropOnBack();
    };
    window.addEventListener('pageshow', onShow);
    if (viewer.kind === 'client' && keptFor(trainer.id)) setResume(true);
    return () => window.removeEventListener('pageshow', onShow);
  }, [trainer.id, viewer.kind]);

  const keep = () => {
    storage()?.setItem(requestCoachingStorageKey, JSON.stringify(requestCoachingData(trainer, source)));
  };

  const submit = async (values: {
    message: string;
    goal: ClientGoal | null;
  }): Promise<RequestCoachingFailure | null> => {
    try {
      await sendChecked('POST', '/api/coaching-requests', 'coachingRequestCreate', {
        trainerId: trainer.id,
        message: values.message,
        goal: values.goal,
        source,
      });
      storage()?.removeItem(requestCoachingStorageKey);
      return null;
    } catch (error) {
      const failure = error as Partial<ApiFailure>;
      return {
        error: failure.error || m.error_generic(),
        fieldErrors: { message: failure.fieldErrors?.message?.[0], goal: failure.fieldErrors?.goal?.[0] },
      };
    }
  };

  return (
    <RequestCoaching
      key={resume ? 'resumed' : 'fresh'}
      trainerName={`${trainer.firstName} ${trainer.lastName}`}
      viewer={viewer}
      {...links}
      defaultGoal={defaultGoal}
      resume={resume}
      onStart={keep}
      onSubmit={submit}
      locale={locale}
    />
  );
}
