import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionEnd, sessionStarts, type SessionDetail } from '@spotter/domain';
import type { AvailabilitySlot } from './forms.ts';

/*
 * Demo data of the session dialogs: Amra Hodžić, a trainer in Sarajevo, her gyms, hours and
 * clients. The stories' clock stands still on Friday 27 November 2026, so the screenshots do not
 * change with the day they are taken. Below the data, the steps the dialogs' stories share.
 */

export const formZone = 'Europe/Sarajevo';
/** A client studying abroad reads times in London's zone, an hour behind Sarajevo. */
export const londonZone = 'Europe/London';

export const formToday = '2026-11-27';
/** Friday 27 November 2026, 09:00 in Sarajevo. */
export const formNow = '2026-11-27T08:00:00.000Z';

/** The people of the card and calendar stories. */
export { amra as amraTrainer, adna as adnaClient, petra as petraClient, haris as harisClient } from './story-data.ts';
import { adna as adnaClient, amra as amraTrainer, haris as harisClient, petra as petraClient } from './story-data.ts';

export const formClients = [adnaClient, petraClient, harisClient];

export const fitnessPassGym = {
  id: '0c7e1a2b-3d4f-4a5b-9c6d-000000000001',
  name: 'Fitness Pass Sarajevo',
  address: 'Zmaja od Bosne 7, Sarajevo',
};
export const cityGym = {
  id: '0c7e1a2b-3d4f-4a5b-9c6d-000000000002',
  name: 'City Gym Marijin Dvor',
  address: 'Maršala Tita 9, Sarajevo',
};
export const formGyms = [fitnessPassGym, cityGym];

/** Weekday mornings and evenings, Saturday mornings; Sunday off. */
export const formAvailability: AvailabilitySlot[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).flatMap((weekday) => [
    { weekday, timeSlot: 'Morning' as const },
    { weekday, timeSlot: 'Evening' as const },
  ]),
  { weekday: 'saturday', timeSlot: 'Morning' },
];

/** The UTC instant of a wall-clock time in Sarajevo. */
const sarajevo = (date: string, time: string) => sessionStarts(date, time, formZone)[0]!;

/** A scheduled hour with Adna at Fitness Pass at `date` `time` in Sarajevo, changed by `overrides`. */
function formSession(date: string, time: string, overrides: Partial<SessionDetail> = {}): SessionDetail {
  const minutes = overrides.minutes ?? 60;
  const startsAt = sarajevo(date, time);
  return {
    id: '5e3a9c20-7b1d-4e2f-a3c4-100000000001',
    seriesId: null,
    status: 'scheduled',
    startsAt,
    endsAt: sessionEnd(startsAt, minutes),
    minutes,
    timeZone: formZone,
    trainer: amraTrainer,
    client: adnaClient,
    place: { kind: 'gym', gymId: fitnessPassGym.id, name: fitnessPassGym.name, address: fitnessPassGym.address },
    note: null,
    requestedBy: 'trainer',
    outsideAvailability: false,
    cancelledBy: null,
    cancelReason: null,
    cancelledAt: null,
    lateCancel: false,
    history: [],
    version: 3,
    ...overrides,
  };
}

/** Next Wednesday at 18:00: far enough ahead to cancel without a late mark. */
export const nextWeekSession = formSession('2026-12-02', '18:00');

/** Tomorrow morning at 08:00, inside the 24-hour notice from the stories' now. */
export const tomorrowSession = formSession('2026-11-28', '08:00', { client: petraClient });

/** One of a weekly series with Haris, online. */
export const seriesSession = formSession('2026-12-03', '07:00', {
  client: harisClient,
  seriesId: '7f2b4c6d-8e9f-4a0b-9c1d-000000000001',
  place: { kind: 'online', url: 'https://meet.jit.si/spotter-amra-haris' },
});

/** Adna asked for Monday 30 November at 19:00. */
export const requestedSession = formSession('2026-11-30', '19:00', {
  status: 'requested',
  requestedBy: 'client',
  note: 'After work suits me best.',
});

// ---- Story steps ------------------------------------------------------------------------------

/** The dialog (or alert dialog) named `name`, once it has faded in. */
export async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const element = await screen.findByRole(role, { name });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

type Body = ReturnType<typeof within>;

/** Types a date into the date field named `label`: month, day and year digits, as English orders them. */
export async function typeDate(body: Body, label: string, digits: string) {
  const field = body.getByRole('group', { name: label });
  await userEvent.click(within(field).getByRole('spinbutton', { name: /^month/i }));
  await userEvent.keyboard(digits);
}

/** Types a time into the start time field: hour and minute digits, then A or P. */
export async function typeTime(body: Body, keys: string, label = 'Start time') {
  const field = body.getByRole('group', { name: label });
  await userEvent.click(within(field).getByRole('spinbutton', { name: /^hour/i }));
  await userEvent.keyboard(keys);
}
