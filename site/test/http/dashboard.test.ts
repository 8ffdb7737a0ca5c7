import { describe, expect, it } from 'vitest';
import { call, cookieFor, json } from '../helpers/http.ts';

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('figures computed from the data', () => {
  it('gives a client goals, workouts this month and an average rating', async () => {
    const cookie = await cookieFor('client');
    const figures = await data<{
      goalsCompleted: number;
      totalGoals: number;
      workoutsThisMonth: number;
      averageRating: number;
    }>(await call('/api/progress/dashboard', { cookie }));
    expect(figures.totalGoals).toBeGreaterThan(0);
    expect(figures.goalsCompleted).toBeGreaterThan(0);
    expect(figures.goalsCompleted).toBeLessThanOrEqual(figures.totalGoals);
    expect(figures.workoutsThisMonth).toBeGreaterThanOrEqual(0);
    expect(figures.averageRating).toBeGreaterThanOrEqual(4);
    expect(figures.averageRating).toBeLessThanOrEqual(5);
  });

  it('gives a trainer clients, sessions and rating', async () => {
    const cookie = await cookieFor('trainer');
    const count = await data<{ clients: number; pending: number }>(
      await call('/api/coaching-requests/count?role=trainer', { cookie }),
    );
    expect(count.clients).toBe(1);
    const stats = await data<{ totalSessions: number; averageRating: number }>(
      await call('/api/users/trainer/stats', { cookie }),
    );
    expect(stats.totalSessions).toBeGreaterThan(10);
    expect(stats.averageRating).toBeGreaterThan(4);
  });

  it('refuses a count for another role', async () => {
    const response = await call('/api/coaching-requests/count?role=admin', { cookie: await cookieFor('trainer') });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.role).toBeDefined();
  });

  it('gives the admin active users, open requests and verifications to review', async () => {
    const admin = await cookieFor('admin');
    const stats = await data<{ activeUsers: number; openRequests: number; pendingVerifications: number }>(
      await call('/api/admin/stats', { cookie: admin }),
    );
    expect(stats.activeUsers).toBeGreaterThanOrEqual(17);
    // The seed's two waiting requests, and any other test's since: as many as the requests list counts.
    const listed = await data<{ counts: { pending: number } }>(
      await call('/api/coaching-requests?status=pending&limit=1', { cookie: admin }),
    );
    expect(stats.openRequests).toBeGreaterThanOrEqual(2);
    expect(stats.openRequests).toBe(listed.counts.pending);
    // The seed has none waiting; other tests' submissions count, as many as the review queue lists.
    const queue = await data<unknown[]>(await call('/api/admin/verifications', { cookie: admin }));
    expect(stats.pendingVerifications).toBe(queue.length);
  });

  it('counts unread messages for the badges', async () => {
    const counts = await data<Record<string, number>>(
      await call('/api/messages/unread-count', { cookie: await cookieFor('client') }),
    );
    expect(counts.messages).toBeGreaterThan(0);
  });
});

describe('brand customization', () => {
  it('saves a trainer branding, validates colours, and shows it to the trainer and their clients', async () => {
    const trainer = await cookieFor('trainer');
    const bad = await call('/api/users/trainer/branding', {
      method: 'PUT',
      cookie: trainer,
      ...json({
        useCustomLogo: true,
        hideLogoImage: false,
        customLogoTitle: 'Amra Strength',
        logoTitleColor: 'purple',
      }),
    });
    expect(bad.status).toBe(400);
    // In the trainer's saved language (Amra's is Bosnian), not the browser's.
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.logoTitleColor).toEqual([
      'Koristite heksadecimalnu boju, npr. #1D4ED8.',
    ]);

    const saved = await data<{ customLogoTitle: string; logoTitleColor: string }>(
      await call('/api/users/trainer/branding', {
        method: 'PUT',
        cookie: trainer,
        ...json({
          useCustomLogo: true,
          hideLogoImage: true,
          customLogoTitle: '  Amra Strength  ',
          customLogoTagline: 'Move well. Lift with confidence.',
          logoTitleColor: '#5B21B6',
          logoTaglineColor: '#6d28d9',
        }),
      }),
    );
    expect(saved).toMatchObject({ customLogoTitle: 'Amra Strength', logoTitleColor: '#5b21b6' });

    const trainerPage = await (await call('/trainer/dashboard', { cookie: trainer })).text();
    expect(trainerPage).toContain('Amra Strength');
    // Adna is Amra's client: her header carries the trainer's branding.
    const clientPage = await (await call('/client/dashboard', { cookie: await cookieFor('client') })).text();
    expect(clientPage).toContain('Amra Strength');
    expect(clientPage).toContain('Move well. Lift with confidence.');
  });
});
