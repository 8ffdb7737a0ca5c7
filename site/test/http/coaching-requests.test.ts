import { beforeAll, describe, expect, it } from 'vitest';
import { coachingLimits, type CoachingRequest, type CoachingRequestPage, type TrainerClient } from '@spotter/domain';
import { baseUrl, call, freshIp, json, signIn } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';

interface Answer<T> {
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

const register = (role: 'trainer' | 'client') => registerAt(baseUrl(), role, freshIp());

async function send<T = CoachingRequest>(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

async function userId(cookie: string): Promise<string> {
  const { body } = await send<{ user: { id: string } }>(cookie, 'GET', '/api/auth/session');
  return body.data!.user.id;
}

const ask = (cookie: string, trainerId: string, extra: Record<string, unknown> = {}) =>
  send(cookie, 'POST', '/api/coaching-requests', {
    trainerId,
    message: 'I would like to train for a half marathon in spring.',
    goal: 'endurance',
    source: 'trainers-marketplace',
    // Registered by the API, the client has no name yet: the first request gives it.
    firstName: 'Lejla',
    lastName: 'Hadžić',
    ...extra,
  });

const list = async (cookie: string, query = '') =>
  (await send<CoachingRequestPage>(cookie, 'GET', `/api/coaching-requests${query}`)).body.data!;

let trainer: { cookie: string; id: string };
let otherTrainer: { cookie: string; id: string };
let client: { cookie: string; id: string };

async function account(role: 'trainer' | 'client') {
  const cookie = await register(role);
  return { cookie, id: await userId(cookie) };
}

beforeAll(async () => {
  [trainer, otherTrainer, client] = await Promise.all([account('trainer'), account('trainer'), account('client')]);
});

describe('coaching requests', () => {
  it('a client asks, the trainer sees it with the client’s goals and no health data, and accepts', async () => {
    const asked = await ask(client.cookie, trainer.id);
    expect(asked.status).toBe(201);
    const request = asked.body.data!;
    expect(request).toMatchObject({
      status: 'pending',
      goal: 'endurance',
      source: 'trainers-marketplace',
      trainer: { id: trainer.id },
      client: { id: client.id },
    });

    const incoming = await list(trainer.cookie, '?status=pending');
    expect(incoming.items.map((item) => item.id)).toEqual([request.id]);
    expect(incoming.counts.pending).toBe(1);
    const raw = JSON.stringify(incoming);
    for (const hidden of ['medical', 'allerg', 'health', 'phone', 'email', 'dateOfBirth'])
      expect(raw).not.toContain(hidden);
    // Someone else's requests stay theirs.
    expect((await list(otherTrainer.cookie)).items).toEqual([]);

    const counted = await send<{ clients: number; pending: number }>(
      trainer.cookie,
      'GET',
      '/api/coaching-requests/count?role=trainer',
    );
    expect(counted.body.data).toEqual({ clients: 0, pending: 1 });

    // Only the trainer asked may answer it.
    expect((await send(otherTrainer.cookie, 'POST', `/api/coaching-requests/${request.id}/accept`)).status).toBe(404);
    const accepted = await send(trainer.cookie, 'POST', `/api/coaching-requests/${request.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data!.status).toBe('accepted');
    expect(accepted.body.data!.respondedAt).not.toBeNull();

    const clients = await send<TrainerClient[]>(trainer.cookie, 'GET', '/api/users/trainer/clients');
    expect(clients.body.data!.map((row) => row.id)).toEqual([client.id]);
    const after = await send<{ clients: number; pending: number }>(
      trainer.cookie,
      'GET',
      '/api/coaching-requests/count?role=trainer',
    );
    expect(after.body.data).toEqual({ clients: 1, pending: 0 });

    // Answered once: a second answer, and a withdrawal, are refused.
    const again = await send(trainer.cookie, 'POST', `/api/coaching-requests/${request.id}/decline`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This request has already been answered or withdrawn.');
    // Connected: asking the same trainer again is refused.
    const connected = await ask(client.cookie, trainer.id);
    expect(connected.status).toBe(409);
    expect(connected.body.error).toBe('This trainer is already your coach.');
  });

  it('refuses a second waiting request to the same trainer, even two sent at once', async () => {
    const asker = await account('client');
    const both = await Promise.all([ask(asker.cookie, otherTrainer.id), ask(asker.cookie, otherTrainer.id)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = both.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toBe("You already have a request waiting for this trainer's answer.");
    expect((await list(asker.cookie)).items).toHaveLength(1);
  });

  it(`refuses a client’s ${coachingLimits.maxPendingPerClient + 1}th waiting request`, async () => {
    const asker = await account('client');
    const trainers = await Promise.all(
      Array.from({ length: coachingLimits.maxPendingPerClient + 1 }, () => account('trainer')),
    );
    for (const each of trainers.slice(0, -1)) expect((await ask(asker.cookie, each.id)).status).toBe(201);
    const sixth = await ask(asker.cookie, trainers.at(-1)!.id);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe(
      'You have 5 requests waiting for an answer. Withdraw one before asking another trainer.',
    );
    // Withdrawing one makes room.
    const first = (await list(asker.cookie)).items.at(-1)!;
    const withdrawn = await send(asker.cookie, 'POST', `/api/coaching-requests/${first.id}/withdraw`);
    expect(withdrawn.body.data!.status).toBe('withdrawn');
    expect((await ask(asker.cookie, trainers.at(-1)!.id)).status).toBe(201);
  });

  it('after a decline, the same trainer may be asked again only after the cooldown, and the message says when', async () => {
    const asker = await account('client');
    const asked = (await ask(asker.cookie, trainer.id)).body.data!;
    const declined = await send(trainer.cookie, 'POST', `/api/coaching-requests/${asked.id}/decline`, {
      reason: 'My schedule is full until summer.',
    });
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      declineReason: 'My schedule is full until summer.',
    });
    const mine = await list(asker.cookie);
    expect(mine.items[0]).toMatchObject({ status: 'declined', declineReason: 'My schedule is full until summer.' });

    const again = await ask(asker.cookie, trainer.id);
    expect(again.status).toBe(409);
    const day = new Date(Date.now() + coachingLimits.cooldownDays * 86_400_000);
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    expect(again.body.error).toBe(`You can ask this trainer again from ${expected}.`);
  });

  it('refuses invalid requests with field errors and changes nothing', async () => {
    const asker = await account('client');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ trainerId: 'not-an-id' }, 'trainerId'],
      [{ message: '' }, 'message'],
      [{ message: 'x'.repeat(coachingLimits.messageChars + 1) }, 'message'],
      [{ message: 42 }, 'message'],
      [{ goal: 'fly' }, 'goal'],
      [{ source: 'somewhere' }, 'source'],
    ];
    for (const [change, field] of cases) {
      const answer = await ask(asker.cookie, trainer.id, change);
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {})).toContain(field);
    }
    // A client is no trainer; an unknown id is no one.
    const client2 = await account('client');
    for (const id of [client2.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await ask(asker.cookie, id);
      expect(answer.status).toBe(404);
      expect(answer.body.fieldErrors?.trainerId).toBeDefined();
    }
    expect((await list(asker.cookie)).items).toEqual([]);
    const decline = await send(trainer.cookie, 'POST', '/api/coaching-requests/not-an-id/decline', {});
    expect(decline.status).toBe(404);
  });

  it('lets the trainer end a coaching, and only their own', async () => {
    const asker = await account('client');
    const request = (await ask(asker.cookie, otherTrainer.id)).body.data!;
    await send(otherTrainer.cookie, 'POST', `/api/coaching-requests/${request.id}/accept`);
    expect((await send(trainer.cookie, 'POST', `/api/users/trainer/clients/${asker.id}/end`)).status).toBe(404);
    const ended = await send(otherTrainer.cookie, 'POST', `/api/users/trainer/clients/${asker.id}/end`);
    expect(ended.status).toBe(200);
    const clients = await send<TrainerClient[]>(otherTrainer.cookie, 'GET', '/api/users/trainer/clients');
    expect(clients.body.data!.map((row) => row.id)).not.toContain(asker.id);
    // Ended: the cooldown applies before asking again.
    expect((await ask(asker.cookie, otherTrainer.id)).status).toBe(409);
  });

  it('shows admins every request, filtered by trainer, client and status, with counts', async () => {
    const admin = await signIn('admin');
    const byTrainer = await list(admin, `?trainerId=${trainer.id}`);
    expect(byTrainer.items.length).toBeGreaterThanOrEqual(2);
    expect(byTrainer.items.every((item) => item.trainer.id === trainer.id)).toBe(true);
    expect(byTrainer.counts.accepted).toBeGreaterThanOrEqual(1);
    expect(byTrainer.counts.declined).toBeGreaterThanOrEqual(1);
    const byClient = await list(admin, `?clientId=${client.id}&status=accepted`);
    expect(byClient.items.map((item) => item.client.id)).toEqual([client.id]);

    // Pages: newest first, `next` leads on, no request twice.
    const first = await list(admin, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(first.items[1]!.id);
    const second = await list(admin, `?limit=2&before=${first.next}`);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[1]!.id);
    // A client filtering by someone else sees nothing of theirs.
    expect((await list(client.cookie, `?clientId=${otherTrainer.id}`)).items).toEqual([]);
    for (const query of ['?status=lost', '?limit=0', '?limit=101', '?trainerId=x']) {
      expect((await send(admin, 'GET', `/api/coaching-requests${query}`)).status).toBe(400);
    }
  });

  it('asks a client without a name for it, in their language, and saves it with the request', async () => {
    const asker = await account('client');
    const withoutName = await ask(asker.cookie, otherTrainer.id, { firstName: undefined, lastName: undefined });
    expect(withoutName.status).toBe(400);
    expect(Object.keys(withoutName.body.fieldErrors ?? {}).sort()).toEqual(['firstName', 'lastName']);
    const blank = await ask(asker.cookie, otherTrainer.id, { lastName: '  ' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fieldErrors ?? {})).toEqual(['lastName']);
    expect((await send(asker.cookie, 'PATCH', '/api/users/update-language', { language: 'de' })).status).toBe(200);
    const inGerman = await send(asker.cookie, 'POST', '/api/coaching-requests', {
      trainerId: otherTrainer.id,
      message: 'Hallo!',
    });
    await send(asker.cookie, 'PATCH', '/api/users/update-language', { language: 'en' });
    expect(inGerman.status).toBe(400);
    expect(inGerman.body).toMatchObject({
      error: 'Geben Sie Ihren Vor- und Nachnamen an, um die Anfrage zu senden.',
      fieldErrors: { firstName: [expect.any(String)], lastName: [expect.any(String)] },
    });
    expect((await list(asker.cookie)).items).toEqual([]);

    const sent = await ask(asker.cookie, otherTrainer.id, { firstName: ' Mirela ', lastName: 'Kovač' });
    expect(sent.status).toBe(201);
    const incoming = await list(otherTrainer.cookie, `?clientId=${asker.id}`);
    expect(incoming.items[0]!.client).toMatchObject({ firstName: 'Mirela', lastName: 'Kovač' });
    const profile = await send<{ values: { firstName: string; lastName: string } }>(
      asker.cookie,
      'GET',
      '/api/users/client/profile/basic-info',
    );
    expect(profile.body.data!.values).toMatchObject({ firstName: 'Mirela', lastName: 'Kovač' });
  });

  it("shows the trainer the client's description, activities, languages and city, never health data", async () => {
    const asker = await account('client');
    const section = async (name: string, values: Record<string, unknown>) => {
      const path = `/api/users/client/profile/${name}`;
      const current = await send<{ values: Record<string, unknown>; version: number }>(asker.cookie, 'GET', path);
      const saved = await send(asker.cookie, 'PUT', path, {
        ...current.body.data!.values,
        ...values,
        version: current.body.data!.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await section('basic-info', {
      firstName: 'Emina',
      lastName: 'Dedić',
      dateOfBirth: '1994-06-01',
      gender: 'female',
      description: 'Teacher, back to sport after ten years.',
    });
    await section('goals', { preferredActivities: ['swimming', 'yoga'], languages: ['bs', 'de'] });
    await section('health', { medicalConditions: 'Asthma (secret)', allergies: 'Peanuts (secret)' });
    await section('location', {
      location: { city: 'Mostar', state: null, countryCode: 'BA', lat: 43.3438, lon: 17.8078 },
    });
    expect((await ask(asker.cookie, otherTrainer.id)).status).toBe(201);
    const incoming = await list(otherTrainer.cookie, `?clientId=${asker.id}`);
    expect(incoming.items[0]!.client).toMatchObject({
      description: 'Teacher, back to sport after ten years.',
      preferredActivities: ['swimming', 'yoga'],
      languages: ['bs', 'de'],
      city: 'Mostar',
    });
    expect(JSON.stringify(incoming)).not.toContain('(secret)');
  });
});

describe("a coach's contact email and phone", () => {
  const contactEmail = `reach.${Date.now().toString(36)}@coach.test`;
  const contactPhone = '+38761555123';
  let coach: { cookie: string; id: string };
  let slug: string;
  let connected: { cookie: string; id: string };
  let waiting: { cookie: string; id: string };

  beforeAll(async () => {
    [coach, connected, waiting] = await Promise.all([account('trainer'), account('client'), account('client')]);
    const section = async (name: string, values: Record<string, unknown>) => {
      const path = `/api/users/trainer/profile/${name}`;
      const current = await send<{ values: Record<string, unknown>; version: number }>(coach.cookie, 'GET', path);
      const saved = await send(coach.cookie, 'PUT', path, {
        ...current.body.data!.values,
        ...values,
        version: current.body.data!.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await section('basic-info', {
      firstName: 'Dario',
      lastName: 'Knežević',
      dateOfBirth: '1988-02-11',
      gender: 'male',
      trainerSince: 2012,
      shortdescription: 'Strength for climbers.',
      description: 'I coach climbers who want to get stronger.',
      contactEmail,
      contactPhone,
    });
    await section('specialties', { specialties: ['strength'], trainingModes: ['online'] });
    const request = (await ask(connected.cookie, coach.id)).body.data!;
    expect((await send(coach.cookie, 'POST', `/api/coaching-requests/${request.id}/accept`)).status).toBe(200);
    expect((await ask(waiting.cookie, coach.id)).status).toBe(201);
    const found = await send<{ items: Array<{ id: string; slug: string }> }>(
      undefined,
      'GET',
      `/api/trainers?q=${encodeURIComponent('Dario Knežević')}`,
    );
    slug = found.body.data!.items.find((item) => item.id === coach.id)!.slug;
  });

  const page = async (path: string, cookie?: string) => {
    const response = await call(path, { cookie });
    return { status: response.status, html: await response.text() };
  };

  it('reach their current client on Train with coach, with a link to the coach page', async () => {
    const { status, html } = await page('/client/dashboard/trainwithcoach', connected.cookie);
    expect(status).toBe(200);
    expect(html).toContain(`mailto:${contactEmail}`);
    expect(html).toContain(contactPhone);
    expect(html).toContain(`href="/trainers/${slug}"`);
  });

  it('reach no one else: a waiting client, another client, the public page and the API', async () => {
    for (const [what, cookie] of [
      ['a client whose request waits', waiting.cookie],
      ['a client of no one', client.cookie],
    ] as const) {
      const own = await page('/client/dashboard/trainwithcoach', cookie);
      expect(own.status, what).toBe(200);
      expect(own.html, what).not.toContain(contactEmail);
      expect(own.html, what).not.toContain(contactPhone);
    }
    const answers = [
      await page(`/trainers/${slug}`),
      await page(`/trainers/${slug}`, waiting.cookie),
      await page(`/trainers/${slug}`, connected.cookie),
      await page(`/page/${slug}`),
      await page(`/api/trainers?q=${encodeURIComponent('Dario')}`),
      await page('/api/coaching-requests', waiting.cookie),
      await page('/api/coaching-requests', connected.cookie),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).not.toContain(contactEmail);
      expect(answer.html).not.toContain(contactPhone);
    }
  });
});
