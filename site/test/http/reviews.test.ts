import { beforeAll, describe, expect, it } from 'vitest';
import { reviewLimits, type TrainerReview, type TrainerReviewPage, type TrainerStats } from '@spotter/domain';
import { demoUserId } from '#server/db/seed-data.ts';
import { baseUrl, call, demo, freshIp, json, signIn } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';

interface Answer<T> {
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

interface Account {
  cookie: string;
  id: string;
}

async function send<T = TrainerReview>(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

async function account(role: 'trainer' | 'client'): Promise<Account> {
  const cookie = await registerAt(baseUrl(), role, freshIp());
  const { body } = await send<{ user: { id: string } }>(cookie, 'GET', '/api/auth/session');
  return { cookie, id: body.data!.user.id };
}

/** The client asks the trainer for coaching and the trainer accepts: the two are connected. */
async function connect(trainer: Account, client: Account): Promise<void> {
  const asked = await send<{ id: string }>(client.cookie, 'POST', '/api/coaching-requests', {
    trainerId: trainer.id,
    message: 'Could we train together?',
    // A client registered by the API has no name yet; the request asks for it.
    firstName: 'Mirza',
    lastName: 'Delić',
  });
  expect(asked.status).toBe(201);
  const accepted = await send(trainer.cookie, 'POST', `/api/coaching-requests/${asked.body.data!.id}/accept`);
  expect(accepted.status).toBe(200);
}

const writeReview = (cookie: string | undefined, trainerId: string, body: unknown) =>
  send(cookie, 'PUT', `/api/trainers/${trainerId}/review`, body);
const reply = (cookie: string | undefined, reviewId: string, body: unknown) =>
  send(cookie, 'POST', `/api/reviews/${reviewId}/reply`, body);
const reviewsOf = (cookie: string | undefined, trainerId: string, query = '') =>
  send<TrainerReviewPage>(cookie, 'GET', `/api/trainers/${trainerId}/reviews${query}`);
const averageOf = async (trainer: Account) =>
  (await send<TrainerStats>(trainer.cookie, 'GET', '/api/users/trainer/stats')).body.data!.averageRating;

const unknownId = '00000000-0000-4000-8000-000000000000';
const amra = demoUserId(demo.trainer);

let trainer: Account;
let otherTrainer: Account;
let client: Account;
let pastClient: Account;
let stranger: Account;

beforeAll(async () => {
  [trainer, otherTrainer, client, pastClient, stranger] = await Promise.all([
    account('trainer'),
    account('trainer'),
    account('client'),
    account('client'),
    account('client'),
  ]);
  await connect(trainer, client);
  await connect(trainer, pastClient);
  const ended = await send(trainer.cookie, 'POST', `/api/users/trainer/clients/${pastClient.id}/end`);
  expect(ended.status).toBe(200);
});

describe('who may review and reply', () => {
  it('asks for a session, then the right role, then a connection', async () => {
    const valid = { rating: 5, body: 'Great coach.' };
    expect((await writeReview(undefined, trainer.id, valid)).status).toBe(401);
    for (const cookie of [trainer.cookie, await signIn('admin')]) {
      const refused = await writeReview(cookie, trainer.id, valid);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('You do not have access to this.');
    }
    const stray = await writeReview(stranger.cookie, trainer.id, valid);
    expect(stray.status).toBe(403);
    expect(stray.body.error).toBe('Only clients this trainer coaches or has coached can review them.');
    // Coached by someone else is no connection to this trainer.
    expect((await writeReview(client.cookie, otherTrainer.id, valid)).status).toBe(403);

    expect((await reply(undefined, unknownId, { reply: 'Thanks' })).status).toBe(401);
    expect((await reply(client.cookie, unknownId, { reply: 'Thanks' })).status).toBe(403);
    expect((await reply(await signIn('admin'), unknownId, { reply: 'Thanks' })).status).toBe(403);
  });
});

describe('reviews', () => {
  it('a connected client writes and edits one review; a past client too; the average follows', async () => {
    expect(await averageOf(trainer)).toBe(0);
    const written = await writeReview(client.cookie, trainer.id, { rating: 4, body: '  Clear plans.\nOn time.  ' });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({ rating: 4, body: 'Clear plans.\nOn time.', reply: null });
    expect(await averageOf(trainer)).toBe(4);

    const edited = await writeReview(client.cookie, trainer.id, { rating: 2, body: 'Changed my mind.' });
    expect(edited.body.data).toMatchObject({ id: written.body.data!.id, rating: 2, body: 'Changed my mind.' });
    expect(await averageOf(trainer)).toBe(2);

    const past = await writeReview(pastClient.cookie, trainer.id, { rating: 5, body: 'Worth every session.' });
    expect(past.status).toBe(200);
    expect(await averageOf(trainer)).toBe(3.5);

    // The trainer pages through their own reviews, newest first, even before their page is public.
    const own = await reviewsOf(trainer.cookie, trainer.id, '?limit=1');
    expect(own.status).toBe(200);
    expect(own.body.data!.items.map((item) => item.id)).toEqual([past.body.data!.id]);
    const next = await reviewsOf(trainer.cookie, trainer.id, `?limit=1&before=${own.body.data!.next}`);
    expect(next.body.data).toEqual({ items: [edited.body.data], next: null });
    // To anyone else a trainer without a public page is not there.
    expect((await reviewsOf(undefined, trainer.id)).status).toBe(404);
    expect((await reviewsOf(client.cookie, trainer.id)).status).toBe(404);
  });

  it('the reviewed trainer replies once; a second reply is a conflict', async () => {
    const review = (await reviewsOf(trainer.cookie, trainer.id)).body.data!.items.at(-1)!;
    expect((await reply(otherTrainer.cookie, review.id, { reply: 'Not mine.' })).status).toBe(404);
    const first = await reply(trainer.cookie, review.id, { reply: '  Thank you for the honest words.  ' });
    expect(first.status).toBe(200);
    expect(first.body.data!.reply).toEqual({ body: 'Thank you for the honest words.', at: expect.any(String) });
    const second = await reply(trainer.cookie, review.id, { reply: 'Once more.' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('You have already replied to this review.');
    // Editing the review keeps the reply.
    const edited = await writeReview(client.cookie, trainer.id, { rating: 3, body: 'Better now.' });
    expect(edited.body.data!.reply).toEqual(first.body.data!.reply);
    expect(await averageOf(trainer)).toBe(4);
  });

  it('shows texts as written on the trainer’s dashboard: escaped, never markup', async () => {
    const body = 'Good <b>plans</b> <script>alert(1)</script> & more';
    expect((await writeReview(pastClient.cookie, trainer.id, { rating: 5, body })).status).toBe(200);
    const page = await (await call('/trainer/dashboard', { cookie: trainer.cookie })).text();
    expect(page).toContain('id="reviews"');
    expect(page).toContain('Good &lt;b&gt;plans&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(page).not.toContain('<script>alert(1)');
  });

  it('lists a public trainer’s reviews for anyone, with the average on their stats', async () => {
    const listed = await reviewsOf(undefined, amra, '?limit=50');
    expect(listed.status).toBe(200);
    expect(listed.body.data!.next).toBeNull();
    // The seed's reviews of this trainer, some with her reply.
    expect(listed.body.data!.items.length).toBeGreaterThanOrEqual(3);
    expect(listed.body.data!.items.some((item) => item.reply !== null)).toBe(true);
    const stats = await send<TrainerStats>(await signIn('trainer'), 'GET', '/api/users/trainer/stats');
    const ratings = listed.body.data!.items.map((item) => item.rating);
    expect(stats.body.data!.averageRating).toBe(
      Math.round((ratings.reduce((sum, each) => sum + each, 0) / ratings.length) * 100) / 100,
    );
  });
});

describe('refused input', () => {
  it('answers malformed reviews with 400 and the field, and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ rating: 0, body: 'x' }, 'rating'],
      [{ rating: 6, body: 'x' }, 'rating'],
      [{ rating: 2.5, body: 'x' }, 'rating'],
      [{ rating: '5', body: 'x' }, 'rating'],
      [{ body: 'x' }, 'rating'],
      [{ rating: 5, body: '' }, 'body'],
      [{ rating: 5, body: '   ' }, 'body'],
      [{ rating: 5, body: 'x'.repeat(reviewLimits.bodyChars + 1) }, 'body'],
      [{ rating: 5, body: 42 }, 'body'],
      [{ rating: 5 }, 'body'],
    ];
    const before = (await reviewsOf(trainer.cookie, trainer.id)).body.data!;
    for (const [body, field] of cases) {
      const answer = await writeReview(client.cookie, trainer.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // The longest text allowed passes validation: the stranger is refused for who they are, not for it.
    const longest = 'x'.repeat(reviewLimits.bodyChars);
    expect((await writeReview(stranger.cookie, trainer.id, { rating: 5, body: longest })).status).toBe(403);
    for (const body of [null, [1], 'rating=5'])
      expect((await writeReview(client.cookie, trainer.id, body)).status).toBe(400);
    expect((await reviewsOf(trainer.cookie, trainer.id)).body.data).toEqual(before);

    const review = before.items[0]!;
    for (const body of [{}, { reply: '' }, { reply: 7 }, { reply: 'x'.repeat(reviewLimits.replyChars + 1) }]) {
      const answer = await reply(trainer.cookie, review.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.reply).toBeDefined();
    }
  });

  it('answers unknown ids with 404 and ids that cannot be ids with 400, never 500', async () => {
    const valid = { rating: 5, body: 'Great coach.' };
    expect((await writeReview(client.cookie, unknownId, valid)).status).toBe(404);
    // A client's id is no trainer's.
    expect((await writeReview(client.cookie, stranger.id, valid)).status).toBe(404);
    expect((await reply(trainer.cookie, unknownId, { reply: 'Thanks' })).status).toBe(404);
    expect((await reviewsOf(undefined, unknownId)).status).toBe(404);
    for (const id of ['not-an-id', '123', `${unknownId}x`, '%27%3B--']) {
      const written = await writeReview(client.cookie, id, valid);
      expect(written.status, id).toBe(400);
      expect(written.body.error).toBe('This address or one of its parameters is not valid.');
      expect((await reply(trainer.cookie, id, { reply: 'Thanks' })).status, id).toBe(400);
      expect((await reviewsOf(undefined, id)).status, id).toBe(400);
    }
    for (const query of ['?limit=0', `?limit=${reviewLimits.maxPageSize + 1}`, '?limit=x', '?before=x']) {
      const answer = await reviewsOf(undefined, amra, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fieldErrors).toBeDefined();
    }
    expect((await reviewsOf(undefined, amra, `?before=${unknownId}`)).status).toBe(404);
  });
});
