import { useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, PlanDetail } from '@spotter/domain';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { PlanView } from '@spotter/ui/plans/PlanView/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';

interface Props {
  locale: Locale;
  plan: PlanDetail;
  /** The server's date (YYYY-MM-DD); the reader's own, in their time zone, replaces it once the page runs. */
  today: string;
  exerciseBase: string;
}

/** The reader's date in their own time zone. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date changes at midnight only; a reload picks the new one up. */
const unchanging = () => () => {};

/** A plan to read (a client's, or an ended copy for its trainer), placed by the reader's own date. */
export default function PlanViewIsland({ locale, plan, today: serverToday, exerciseBase }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  // The server renders with its own date; the first render after hydration uses the reader's.
  const today = useSyncExternalStore(unchanging, localToday, () => serverToday);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <PlanView plan={plan} today={today} exerciseHref={(id) => `${exerciseBase}/${id}`} headingLevel={2} />
    </I18nProvider>
  );
}
