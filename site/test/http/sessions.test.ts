import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { wallClock, type CalendarFeedState, type SessionDetail } from '@spotter/domain';
import { call } from '../helpers/http.ts';
import { account, connect, send } from '../helpers/accounts.ts';

/** Training sessions over HTTP: scheduling across a clock change, clashes, who reads what, cancelling, the feed. */

const weekly = (clientId: string, values: Record<string, unknown> = {}) => ({
  clientId,
  // Sarajevo moves to summer time on 2027-03-28: the series crosses it.
  date: '2027-03-23',
  time: '18:00',
  minutes: 60,
  place: { kind: 'online', url: 'https://meet.example.org/amra-lejla' },
  note: 'Warm up before the call.',
  repeatUntil: '2027-04-06',
  timeZone: 'Europe/Sarajevo',
  ...values,
});

describe('training sessions over HTTP', () => {
  it('schedules a weekly series across a clock change and refuses a double booking', async () => {
    const [trainer, client, other] = [await account('trainer'), await account('client'), await account('client')];
    await connect(trainer, client);
    await connect(trainer, other);

    // A trainer without availability must confirm a time outside it.
    const unconfirmed = await send(trainer.cookie, 'POST', '/api/sessions', weekly(client.id));
    expect(unconfirmed.status).toBe(409);
    expect(Object.keys(unconfirmed.body.fieldErrors ?? {})).toEqual(['overrideAvailability']);

    const made = await send<SessionDetail[]>(
      trainer.cookie,
      'POST',
      '/api/sessions',
      weekly(client.id, { overrideAvailability: true }),
    );
    expect(made.status).toBe(201);
    const series = made.body.data!;
    expect(series.map((session) => session.startsAt)).toEqual([
      '2027-03-23T17:00:00.000Z',
      '2027-03-30T16:00:00.000Z',
      '2027-04-06T16:00:00.000Z',
    ]);
    // 18:00 in Sarajevo every week; in New York 13:00, then 12:00 while only America has changed, then 12:00.
    expect(series.map((session) => wallClock(session.startsAt, 'Europe/Sarajevo').time)).toEqual([
      '18:00',
      '18:00',
      '18:00',
    ]);
    expect(series.map((session) => wallClock(session.startsAt, 'America/New_York').time)).toEqual([
      '13:00',
      '12:00',
      '12:00',
    ]);

    const clash = await send(
      trainer.cookie,
      'POST',
      '/api/sessions',
      weekly(other.id, { time: '18:30', repeatUntil: null, overrideAvailability: true }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('You already have a session at 2027-03-23 18:00. Choose another time.');

    const listed = await send<SessionDetail[]>(client.cookie, 'GET', '/api/sessions?from=2027-03-22&to=2027-04-12');
    expect(listed.body.data!.map((session) => session.id)).toEqual(series.map((session) => session.id));
    // Neither the other client nor another trainer reads it.
    expect((await send(other.cookie, 'GET', `/api/sessions/${series[0]!.id}`)).status).toBe(404);
    const stranger = await account('trainer');
    expect((await send(stranger.cookie, 'GET', `/api/sessions/${series[0]!.id}`)).status).toBe(404);
    expect(
      (await send(stranger.cookie, 'POST', `/api/sessions/${series[0]!.id}/cancel`, { version: 0, reason: 'No.' }))
        .status,
    ).toBe(404);
    expect((await send(other.cookie, 'GET', '/api/sessions?from=2027-03-22&to=2027-04-12')).body.data).toEqual([]);
  });

  it('marks a cancel inside the notice late for both sides', async () => {
    const [trainer, client] = [await account('trainer'), await account('client')];
    await connect(trainer, client);
    // Three hours from now, on a quarter hour, in Sarajevo: inside the default 24-hour notice.
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 900_000) * 900_000).toISOString();
    const { date, time } = wallClock(soon, 'Europe/Sarajevo');
    const made = await send<SessionDetail[]>(trainer.cookie, 'POST', '/api/sessions', {
      ...weekly(client.id, { date, time, repeatUntil: null, overrideAvailability: true }),
      place: { kind: 'client' },
    });
    expect(made.status).toBe(201);
    const session = made.body.data![0]!;
    const cancelled = await send<SessionDetail[]>(client.cookie, 'POST', `/api/sessions/${session.id}/cancel`, {
      version: session.version,
      reason: 'My daughter is ill.',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data![0]).toMatchObject({ status: 'cancelled', cancelledBy: 'client', lateCancel: true });
    const seen = await send<SessionDetail>(trainer.cookie, 'GET', `/api/sessions/${session.id}`);
    expect(seen.body.data).toMatchObject({ lateCancel: true, cancelReason: 'My daughter is ill.' });
    // Cancelled once is cancelled: the same version again is refused.
    const again = await send(client.cookie, 'POST', `/api/sessions/${session.id}/cancel`, {
      version: session.version,
      reason: 'Again.',
    });
    expect(again.status).toBe(409);
  });

  it('serves the calendar feed to its secret address only, as iCalendar', async () => {
    const [trainer, client] = [await account('trainer'), await account('client')];
    await connect(trainer, client);
    await send(trainer.cookie, 'POST', '/api/sessions', weekly(client.id, { overrideAvailability: true }));
    const made = await send<CalendarFeedState>(client.cookie, 'POST', '/api/sessions/feed');
    expect(made.status).toBe(201);
    const url = new URL(made.body.data!.url!);
    expect((await send<CalendarFeedState>(client.cookie, 'GET', '/api/sessions/feed')).body.data).toMatchObject({
      exists: true,
      url: null,
    });

    // No cookie: the token is the key.
    const feed = await call(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toContain('no-store');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2027-03-23T17:00:00.000Z',
      '2027-03-30T16:00:00.000Z',
      '2027-04-06T16:00:00.000Z',
    ]);
    expect(events[0]!.location).toBe('https://meet.example.org/amra-lejla');

    // Renewed, the old address is gone; a made-up one never worked.
    const renewed = await send<CalendarFeedState>(client.cookie, 'POST', '/api/sessions/feed');
    expect(renewed.body.data!.url).not.toBe(made.body.data!.url);
    expect((await call(url.pathname)).status).toBe(404);
    expect((await call('/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await call(new URL(renewed.body.data!.url!).pathname)).status).toBe(200);
    // Stopped, nothing answers.
    expect((await send(client.cookie, 'DELETE', '/api/sessions/feed')).status).toBe(200);
    expect((await call(new URL(renewed.body.data!.url!).pathname)).status).toBe(404);
  });
});
