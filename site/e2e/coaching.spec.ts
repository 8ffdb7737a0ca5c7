import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, hydrated, registerThenSignIn, sameOrigin, test } from './fixtures.ts';

interface Person {
  page: Page;
  id: string;
}

/** What the pages of this file's extra browser contexts logged as errors (the fixture watches only its own page). */
const errors: string[] = [];

function watch(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

test.afterEach(() => {
  expect(errors.splice(0), 'errors in the browser console').toEqual([]);
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account of `role` in its own browser context, named through its basic-info section. */
async function person(browser: Browser, role: 'client' | 'trainer', firstName: string, lastName: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  watch(page);
  await registerThenSignIn(page.request, {
    email: `${role}.${unique()}@example.test`,
    password: 'a strong password',
    role,
  });
  await name(page.request, role, firstName, lastName);
  const session = await (await page.request.get('/api/auth/session')).json();
  return { page, id: session.data.user.id as string };
}

async function name(request: APIRequestContext, role: 'client' | 'trainer', firstName: string, lastName: string) {
  const path = `/api/users/${role}/profile/basic-info`;
  const current = (await (await request.get(path)).json()).data as { values: Record<string, unknown>; version: number };
  const values =
    role === 'client'
      ? { ...current.values, firstName, lastName, dateOfBirth: '1994-03-12', gender: 'female' }
      : {
          ...current.values,
          firstName,
          lastName,
          dateOfBirth: '1988-07-21',
          gender: 'female',
          trainerSince: 2015,
          contactEmail: `${unique()}@example.test`,
        };
  const saved = await request.put(path, { data: { ...values, version: current.version }, headers: sameOrigin });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function ask(client: Person, trainer: Person, message: string) {
  const response = await client.page.request.post('/api/coaching-requests', {
    data: { trainerId: trainer.id, message, goal: 'strength', source: 'trainers-marketplace' },
    headers: sameOrigin,
  });
  return { status: response.status(), body: await response.json() };
}

test('a trainer answers requests on New clients; the client sees the answer and their coach', async ({ browser }) => {
  const trainer = await person(browser, 'trainer', 'Selma', 'Karić');
  const ana = await person(browser, 'client', 'Ana', 'Perić');
  const ivo = await person(browser, 'client', 'Ivo', 'Barić');
  expect((await ask(ana, trainer, 'I want to deadlift my body weight by summer.')).status).toBe(201);
  expect((await ask(ivo, trainer, 'Looking for two sessions a week.')).status).toBe(201);
  // The same request again is refused with its message.
  const again = await ask(ana, trainer, 'Once more.');
  expect(again.status).toBe(409);
  expect(again.body.error).toBe("You already have a request waiting for this trainer's answer.");

  const { page } = trainer;
  await page.goto('/trainer/dashboard/new-clients');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New clients' })).toBeVisible();
  const anaCard = page.getByRole('listitem').filter({ hasText: 'Ana Perić' });
  const ivoCard = page.getByRole('listitem').filter({ hasText: 'Ivo Barić' });
  await expect(anaCard).toContainText('I want to deadlift my body weight by summer.');

  await anaCard.getByRole('button', { name: /accept/i }).click();
  await expect(anaCard.getByText('Accepted')).toBeVisible();

  await ivoCard.getByRole('button', { name: /decline/i }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await dialog.getByRole('textbox').fill('My evenings are full until March.');
  await dialog.getByRole('button', { name: /decline/i }).click();
  await expect(ivoCard.getByText('Declined')).toBeVisible();

  // Clients: Ana is the trainer's client now; the page lists only accepted ones.
  await page.goto('/trainer/dashboard/clients');
  await hydrated(page);
  await expect(page.getByText('Ana Perić')).toBeVisible();
  await expect(page.getByText('Ivo Barić')).toHaveCount(0);

  // The client: her coach, and her request answered.
  await ana.page.goto('/client/dashboard/trainwithcoach');
  await hydrated(ana.page);
  const coach = ana.page.locator('section[aria-labelledby="coach-title"]');
  await expect(coach).toContainText('Selma Karić');
  await expect(ana.page.getByRole('listitem').filter({ hasText: 'Selma Karić' }).getByText('Accepted')).toBeVisible();

  // The declined client reads the reason.
  await ivo.page.goto('/client/dashboard/trainwithcoach');
  await hydrated(ivo.page);
  await expect(ivo.page.getByText('My evenings are full until March.')).toBeVisible();
  await expect(ivo.page.locator('section[aria-labelledby="coach-title"]')).toContainText('You have no coach yet.');
});

test('a client withdraws a waiting request, and an admin filters requests by status', async ({ browser }) => {
  const trainer = await person(browser, 'trainer', 'Dario', 'Šimić');
  const client = await person(browser, 'client', 'Lejla', 'Hadžić');
  // The admin sees every run's requests: this one is told apart by its message.
  const message = `Could we start with mobility work? (${unique()})`;
  expect((await ask(client, trainer, message)).status).toBe(201);

  const { page } = client;
  await page.goto('/client/dashboard/trainwithcoach');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: 'Dario Šimić' });
  await card.getByRole('button', { name: /withdraw/i }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /withdraw/i })
    .click();
  await expect(card.getByText('Withdrawn')).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  watch(adminPage);
  const signedIn = await adminPage.request.post('/api/auth/login', {
    data: { email: 'admin@spotter.test', password: 'spotter-demo-2026' },
    headers: sameOrigin,
  });
  expect(signedIn.status()).toBe(200);
  await adminPage.goto('/admin/coaching-requests?status=withdrawn');
  await hydrated(adminPage);
  await expect(adminPage.getByRole('listitem').filter({ hasText: message })).toBeVisible();
  await adminPage
    .getByRole('radio', { name: /pending/i })
    .or(adminPage.getByRole('button', { name: /pending/i }))
    .first()
    .click();
  await expect(adminPage).toHaveURL(/status=pending/);
  await expect(adminPage.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);

  // Narrowed to the trainer: only their requests, the status kept.
  await adminPage.goto('/admin/coaching-requests');
  await hydrated(adminPage);
  await adminPage.getByRole('combobox', { name: 'Trainer' }).selectOption(trainer.id);
  await adminPage.getByRole('button', { name: 'Show requests' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`trainerId=${trainer.id}`));
  await hydrated(adminPage);
  const items = adminPage.getByRole('main').getByRole('listitem');
  await expect(items.filter({ hasText: message })).toBeVisible();
  await expect(items).toHaveCount(1);
  await admin.close();
});
