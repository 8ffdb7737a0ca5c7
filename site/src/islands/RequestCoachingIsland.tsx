import { useEffect, useSyncExternalStore } from 'react';
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

/** Whether a request to this trainer is kept and still valid (SPEC §4: 30 minutes). */
function keptFor(trainerId: string): boolean {
  return readRequestCoaching(storage()?.getItem(requestCoachingStorageKey) ?? null)?.coachId === trainerId;
}

/** Drops kept data that expired or is broken. */
function dropStale(): void {
  const store = storage();
  const stored = store?.getItem(requestCoachingStorageKey) ?? null;
  if (stored !== null && !readRequestCoaching(stored)) store?.removeItem(requestCoachingStorageKey);
}

/** The kept data changes only through this page's own actions: nothing to subscribe to. */
const unchanging = () => () => {};

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
  // The server renders without the kept request; the browser's first render after hydration has it.
  const resume = useSyncExternalStore(
    unchanging,
    () => viewer.kind === 'client' && keptFor(trainer.id),
    () => false,
  );

  useEffect(() => {
    dropStale();
    if (cameBack()) dropOnBack();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dropOnBack();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

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
