import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { wallClock } from '@spotter/domain';
import { connectPeople, expect, expectNoAxeViolations, hydrated, newPerson, sameOrigin, test } from './fixtures.ts';

/**
 * Train together, part 2 (sessions): a trainer in Sarajevo schedules a weekly session across the
 * change to summer time; the times hold for her and for a client in New York; a double booking is
 * refused; the client cancels a session inside the notice and both see it marked late; the
 * client's calendar feed parses as iCalendar.
 */

const person = (browser: Browser, role: 'client' | 'trainer', name: string, timezoneId: string) =>
  newPerson(browser, role, name, { emailPrefix: 'sessions', timezoneId });
const connect = connectPeople;

/** Types into a date or time field's segments, starting at its first one. */
async function typeSegments(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  first: RegExp,
  keys: string,
) {
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton', { name: first }).click();
  await page.keyboard.type(keys);
}

/** Opens the upcoming-trainings page on the week that holds `date`, by the calendar's own buttons. */
async function openWeek(page: Page, path: string, heading: RegExp): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  for (let week = 0; week < 30 && !(await page.getByRole('heading', { name: heading }).isVisible()); week += 1) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Ticks a checkbox by keyboard (focus, then Space), as react-aria's hidden inputs take it. */
async function tick(page: Page, checkbox: ReturnType<Page['getByRole']>): Promise<void> {
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** The session cards whose heading holds `text`. */
const cards = (page: Page, text: RegExp) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: text }) });

test('sessions keep their local time across a clock change, refuse a double booking and mark a late cancel', async ({
  browser,
}) => {
  test.slow();
  const trainer = await person(browser, 'trainer', 'Amela Trainer', 'Europe/Sarajevo');
  const client = await person(browser, 'client', 'Lejla Hadžić', 'America/New_York');
  await connect(trainer, client);
  const page = trainer.page;

  // Weekly on Tuesdays at 18:00 from 23 March to 6 April 2027: Sarajevo changes its clocks on 28 March.
  await page.goto('/trainer/dashboard/upcoming-trainings');
  await hydrated(page);
  await expect(page.getByText('Times are shown in your time zone (Europe/Sarajevo).')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule a session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a session' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Client/ }).click();
  await page.getByRole('option', { name: client.name }).click();
  await typeSegments(page, dialog, 'Date', /^month/i, '03232027');
  await typeSegments(page, dialog, 'Start time', /^hour/i, '0600P');
  await dialog.getByText('Online', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.org/amela-lejla');
  await tick(page, dialog.getByRole('checkbox', { name: 'Repeat weekly' }));
  await typeSegments(page, dialog, 'Until', /^month/i, '04062027');
  await expect(dialog.getByText(/Sessions in the series: 3\./)).toBeVisible();
  // She has marked no availability: the time needs her confirmation.
  await expect(dialog.getByText('This time is outside your availability.')).toBeVisible();
  await tick(page, dialog.getByRole('checkbox', { name: 'Schedule it anyway' }));
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sessions scheduled: 3.')).toBeVisible();

  // The same time again for her client: a double booking, refused with the session it clashes with.
  await page.getByRole('button', { name: 'Schedule a session' }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Client/ }).click();
  await page.getByRole('option', { name: client.name }).click();
  await typeSegments(page, dialog, 'Date', /^month/i, '03302027');
  await typeSegments(page, dialog, 'Start time', /^hour/i, '0630P');
  await dialog.getByText("At the client's place", { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: "At the client's place" })).toBeChecked();
  await tick(page, dialog.getByRole('checkbox', { name: 'Schedule it anyway' }));
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(dialog.getByText('You already have a session at 2027-03-30 18:00. Choose another time.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  // 18:00 every Tuesday in Sarajevo, before and after the change.
  await openWeek(page, '/trainer/dashboard/upcoming-trainings', /^Mar 22 – 28, 2027$/);
  await expect(cards(page, /6:00 – 7:00 PM/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('heading', { name: /^Mar 29 – Apr 4, 2027$/ })).toBeVisible();
  await expect(cards(page, /6:00 – 7:00 PM/)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // In New York (which changed on 14 March) the first is at 1 PM and the later ones at noon.
  const them = client.page;
  await openWeek(them, '/client/dashboard/upcoming-trainings', /^Mar 22 – 28, 2027$/);
  await expect(them.getByText('Times are shown in your time zone (America/New York).')).toBeVisible();
  await expect(cards(them, /1:00 – 2:00 PM/)).toHaveCount(1);
  await expect(cards(them, /1:00 – 2:00 PM/).getByText(/6:00 – 7:00 PM in Europe\/Sarajevo/)).toBeVisible();
  await them.getByRole('button', { name: 'Next week' }).click();
  await expect(cards(them, /12:00 – 1:00 PM/)).toHaveCount(1);
  await them.getByRole('button', { name: 'Next week' }).click();
  await expect(cards(them, /12:00 – 1:00 PM/)).toHaveCount(1);
  await expectNoAxeViolations(them);

  // A session three hours from now: cancelled by the client, it is late, and both see it so.
  const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 900_000) * 900_000).toISOString();
  const { date, time } = wallClock(soon, 'Europe/Sarajevo');
  const made = await page.request.post('/api/sessions', {
    data: {
      clientId: client.id,
      date,
      time,
      minutes: 60,
      place: { kind: 'client' },
      overrideAvailability: true,
      timeZone: 'Europe/Sarajevo',
    },
    headers: sameOrigin,
  });
  expect(made.status()).toBe(201);
  await them.goto('/client/dashboard/upcoming-trainings');
  await hydrated(them);
  await them.getByRole('radio', { name: 'List' }).click();
  // The list starts today: the first session with a cancel button is the one three hours away.
  const soonCard = them
    .getByRole('article')
    .filter({ has: them.getByRole('button', { name: 'Cancel session' }) })
    .first();
  await expect(soonCard.getByText('At your place')).toBeVisible();
  await soonCard.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = them.getByRole('alertdialog').or(them.getByRole('dialog')).first();
  await expect(cancel.getByText(/it will count as a late cancellation/)).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('My daughter is ill.');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(them.getByText('Session cancelled.')).toBeVisible();
  const cancelledCard = them.getByRole('article').filter({ hasText: 'My daughter is ill.' });
  await expect(cancelledCard.getByText('Late cancellation')).toBeVisible();
  await expect(cancelledCard.getByText('Cancelled by you')).toBeVisible();
  await page.goto('/trainer/dashboard/upcoming-trainings');
  await hydrated(page);
  await page.getByRole('radio', { name: 'List' }).click();
  const seen = page.getByRole('article').filter({ hasText: 'My daughter is ill.' });
  await expect(seen.getByText('Late cancellation')).toBeVisible();
  await expect(seen.getByText('Cancelled by the client')).toBeVisible();

  // The client's calendar link: shown once, and what it serves parses as iCalendar.
  await them.getByRole('button', { name: 'Create calendar link' }).click();
  const link = them.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar\/[a-z2-7]{32}$/);
  const feed = await them.request.get(new URL(await link.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(
    expect.arrayContaining(['2027-03-23T17:00:00.000Z', '2027-03-30T16:00:00.000Z', '2027-04-06T16:00:00.000Z']),
  );
  expect(events).toHaveLength(4);
  expect(
    calendar.getAllSubcomponents('vevent').filter((vevent) => vevent.getFirstPropertyValue('status') === 'CANCELLED'),
  ).toHaveLength(1);
});
