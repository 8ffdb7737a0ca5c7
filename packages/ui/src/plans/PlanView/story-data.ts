import type { PlanDetail } from '@spotter/domain';
import { adnaPlan, restDayWeeks } from '../story-data.ts';

/* The reader's dates and plans for the plan view and today's card stories (Adna's plan starts Monday 9 March 2026). */

/** Tuesday of week 2: Lower A. */
export const trainingDay = '2026-03-17';
/** Wednesday of week 2: the rest day. */
export const restDay = '2026-03-18';
/** Saturday of week 2: past the plan's four days, a free day. */
export const freeDay = '2026-03-21';
/** Three days before the start. */
export const beforeStart = '2026-03-06';
/** After the fourth week. */
export const afterEnd = '2026-04-14';

export const exerciseHref = (id: string) => `/exercises/${id}`;

/** Adna's copy after her coaching with Marko ended. */
export const endedPlan: PlanDetail = { ...adnaPlan, ended: true };

/** A short plan of three days a week starting today, its second day a rest day with a name. */
export const shortPlan: PlanDetail = {
  ...adnaPlan,
  id: '6b2d8e40-7a1c-4f3b-8e5d-000000000005',
  name: 'Back to training',
  goal: null,
  weeks: 1,
  daysPerWeek: 3,
  startDate: '2026-03-17',
  document: { weeks: restDayWeeks },
};
