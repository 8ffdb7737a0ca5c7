import { useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, PlanDetail } from '@spotter/domain';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { PlanView } from '@spotter/ui/plans/PlanView/index.ts';
import { TodayCard } from '@spotter/ui/plans/TodayCard/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';

interface Props {
  locale: Locale;
  plan: PlanDetail | null;
  /** The server's date (YYYY-MM-DD); the reader's own, in their time zone, replaces it once the page runs. */
  today: string;
  /** 'plan': the whole plan; 'today': the overview's card. */
  view: 'plan' | 'today';
  exerciseBase: string;
  planHref?: string;
  findCoachHref?: string;
}

/** The reader's date in their own time zone. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date changes at midnight only; a reload picks the new one up. */
const unchanging = () => () => {};

/** A client's plan (or the overview's "today" card), placed by the reader's own date. */
export default function PlanViewIsland({
  locale,
  plan,
  today: serverToday,
  view,
  exerciseBase,
  planHref,
  findCoachHref,
}: Props) {
  initLocale(locale);
  const current = useStore($locale);
  // The server renders with its own date; the first render after hydration uses the reader's.
  const today = useSyncExternalStore(unchanging, localToday, () => serverToday);
  return (
    <I18nProvider locale={intlLocale(current)}>
      {view === 'today' ? (
        <TodayCard
          plan={plan}
          today={today}
          planHref={planHref ?? '/client/dashboard/trainings'}
          findCoachHref={findCoachHref ?? '/trainers'}
        />
      ) : plan ? (
        <PlanView plan={plan} today={today} exerciseHref={(id) => `${exerciseBase}/${id}`} headingLevel={2} />
      ) : null}
    </I18nProvider>
  );
}
