import type { Locale, PlanDetail } from '@spotter/domain';
import { TodayCard } from '@spotter/ui/plans/TodayCard/index.ts';
import { initLocale } from '@spotter/ui/stores/index.ts';

interface Props {
  locale: Locale;
  plan: PlanDetail | null;
  /** The day shown (YYYY-MM-DD). */
  today: string;
  planHref: string;
  findCoachHref: string;
}

/**
 * The overview's "Today's training", rendered on the server only (the page mounts it without a
 * client directive): it is text and links, so it adds no JavaScript to the overview.
 */
export default function TodayTrainingCard({ locale, plan, today, planHref, findCoachHref }: Props) {
  initLocale(locale);
  return <TodayCard plan={plan} today={today} planHref={planHref} findCoachHref={findCoachHref} />;
}
