import { useEffect, useSyncExternalStore } from 'react';
import {
  readRequestCoaching,
  requestCoachingAnchor,
  requestCoachingData,
  requestCoachingStorageKey,
  type ClientGoal,
  type CoachingSource,
  type CoachingStanding,
  type Locale,
  type RequestCoachingTrainer,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import {
  RequestCoaching,
  type RequestCoachingFailure,
  type RequestCoachingValues,
} from '@spotter/ui/coaching/RequestCoaching/index.ts';
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

/**
 * Whether to open the form at once: a request to this trainer is kept and still valid (SPEC §4: 30
 * minutes), or the visitor came back from sign-in or registration with the panel's fragment and
 * nothing was kept (the link was pressed before this island woke up, so it could not keep it).
 * Kept data that expired still wins: the request is not resumed then.
 */
function resumeFor(trainerId: string): boolean {
  const stored = storage()?.getItem(requestCoachingStorageKey) ?? null;
  if (stored === null) return window.location.hash === `#${requestCoachingAnchor}`;
  return readRequestCoaching(stored)?.coachId === trainerId;
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
    () => viewer.kind === 'client' && resumeFor(trainer.id),
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

  const submit = async (values: RequestCoachingValues): Promise<RequestCoachingFailure | null> => {
    try {
      await sendChecked('POST', '/api/coaching-requests', 'coachingRequestCreate', {
        trainerId: trainer.id,
        message: values.message,
        goal: values.goal,
        source,
        ...(values.firstName !== undefined && { firstName: values.firstName, lastName: values.lastName }),
      });
      storage()?.removeItem(requestCoachingStorageKey);
      return null;
    } catch (error) {
      const failure = error as Partial<ApiFailure>;
      return {
        error: failure.error || m.error_generic(),
        fieldErrors: {
          message: failure.fieldErrors?.message?.[0],
          goal: failure.fieldErrors?.goal?.[0],
          firstName: failure.fieldErrors?.firstName?.[0],
          lastName: failure.fieldErrors?.lastName?.[0],
        },
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
