import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { locales } from '@spotter/domain';
import { m } from '@spotter/i18n';
import {
  expect,
  expectNoAxeViolations,
  expectNoMessageKeys,
  hydrated,
  registerThenSignIn,
  sameOrigin,
  signIn,
  signInAfterRegistering,
  test,
} from './fixtures.ts';

// axe is injected as a script, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

/** What this file's extra browser contexts logged as errors (the fixture watches only its own page). */
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
const storageKey = 'spotter.requestCoaching';

async function newContext(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  watch(page);
  return page;
}

async function putSection(request: APIRequestContext, section: string, values: Record<string, unknown>) {
  const path = `/api/users/trainer/profile/${section}`;
  const current = (await (await request.get(path)).json()).data as { values: Record<string, unknown>; version: number };
  const saved = await request.put(path, {
    data: { ...current.values, ...values, version: current.version },
    headers: sameOrigin,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A new trainer in Sarajevo with a listed profile (name, short description, specialties); their page. */
async function listedTrainer(browser: Browser, firstName: string, lastName: string) {
  const page = await newContext(browser);
  await registerThenSignIn(page.request, {
    email: `coach.${unique()}@example.test`,
    password: 'a strong password',
    role: 'trainer',
  });
  await putSection(page.request, 'basic-info', {
    firstName,
    lastName,
    dateOfBirth: '1987-05-02',
    gender: 'female',
    trainerSince: 2014,
    shortdescription: 'Rehabilitation and strength after injuries.',
    description: 'Physiotherapist turned coach: I bring people back to training after injuries.',
    contactEmail: `${unique()}@example.test`,
  });
  await putSection(page.request, 'specialties', {
    specialties: ['rehabilitation', 'strength'],
    trainingModes: ['inPerson', 'online'],
    trainingTypes: ['weight_training'],
  });
  await putSection(page.request, 'location', {
    location: {
      city: 'Sarajevo',
      state: 'Federation of Bosnia and Herzegovina',
      countryCode: 'BA',
      lat: 43.8563,
      lon: 18.4131,
    },
    gyms: [],
  });
  const session = await (await page.request.get('/api/auth/session')).json();
  return { page, id: session.data.user.id as string, name: `${firstName} ${lastName}` };
}

const kept = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), storageKey);

test('a visitor finds a coach, asks after registering, and the two are connected', async ({ browser, page }) => {
  const surname = `Marić${unique().slice(-4)}`;
  const trainer = await listedTrainer(browser, 'Nina', surname);

  // An anonymous visitor filters by text, city and specialty: the address keeps the search.
  await page.goto('/trainers');
  await hydrated(page);
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first()
    .fill(surname);
  await page.getByRole('textbox', { name: /city/i }).fill('Sarajevo');
  await page.getByRole('combobox', { name: /specialty/i }).selectOption('rehabilitation');
  await expect(page).toHaveURL(/specialty=rehabilitation/);
  if (!/city=Sarajevo/.test(page.url())) {
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
  }
  await expect(page).toHaveURL(/city=Sarajevo/);
  await page.getByRole('link', { name: trainer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
  await hydrated(page);

  // Request coaching while signed out: the handoff is kept and the sign-in opens…
  await page.getByRole('link', { name: 'Request coaching' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
  const data = JSON.parse((await kept(page)) ?? 'null');
  expect(data).toMatchObject({ source: 'trainers-marketplace', coachId: trainer.id, coachName: trainer.name });
  expect(data.expiresAt - data.timestamp).toBe(1_800_000);

  // …and going back drops it (SPEC §4).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
  await hydrated(page);
  await expect.poll(() => kept(page)).toBeNull();

  // Again, this time registering as a new client: the request is resumed on the trainer's page.
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?role=client/);
  const clientEmail = `client.${unique()}@example.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(clientEmail);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: /create account/i }).click();
  // "Check your inbox", then signing in leads back to the trainer's page.
  await signInAfterRegistering(page, clientEmail, 'a strong password');
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
  await hydrated(page);
  // A new account has no name yet: the form asks for it first, and the trainer decides on a person.
  const firstName = page.getByRole('textbox', { name: /first name/i });
  await expect(firstName).toBeFocused();
  await firstName.fill('Dina');
  await page.getByRole('textbox', { name: /last name/i }).fill('Hasić');
  const message = page.getByRole('textbox', { name: /your message/i });
  await message.fill('I am back to running after knee surgery and want to get strong again.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  expect(await kept(page)).toBeNull();

  // A second request to the same trainer is refused with its message.
  const again = await page.request.post('/api/coaching-requests', {
    data: { trainerId: trainer.id, message: 'Once more.', source: 'trainers-marketplace' },
    headers: sameOrigin,
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe("You already have a request waiting for this trainer's answer.");

  // The trainer sees the request counted, accepts it, and the client is theirs.
  const trainerPage = trainer.page;
  const count = await (await trainerPage.request.get('/api/coaching-requests/count?role=trainer')).json();
  expect(count.data).toEqual({ clients: 0, pending: 1 });
  await trainerPage.goto('/trainer/dashboard/new-clients');
  await hydrated(trainerPage);
  const card = trainerPage.getByRole('listitem').filter({ hasText: 'knee surgery' });
  await expect(card.getByRole('heading', { name: 'Dina Hasić' })).toBeVisible();
  await card.getByRole('button', { name: /accept/i }).click();
  await expect(card.getByText('Accepted')).toBeVisible();
  const after = await (await trainerPage.request.get('/api/coaching-requests/count?role=trainer')).json();
  expect(after.data).toEqual({ clients: 1, pending: 0 });
  await trainerPage.goto('/trainer/dashboard/clients');
  await hydrated(trainerPage);
  // The name given with the request is the client's: the trainer's one client, by name.
  await expect(trainerPage.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(trainerPage.getByRole('main').getByRole('heading', { name: 'Dina Hasić' })).toBeVisible();

  await page.goto('/client/dashboard/trainwithcoach');
  await hydrated(page);
  await expect(page.locator('section[aria-labelledby="coach-title"]')).toContainText(trainer.name);

  // Five requests waiting is the most: a sixth is refused with its message.
  const others = (await (await page.request.get('/api/trainers?limit=12')).json()).data.items as Array<{ id: string }>;
  const targets = others.filter((other) => other.id !== trainer.id).slice(0, 6);
  for (const target of targets.slice(0, 5)) {
    const sent = await page.request.post('/api/coaching-requests', {
      data: { trainerId: target.id, message: 'Could we talk about coaching?', source: 'trainers-marketplace' },
      headers: sameOrigin,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const sixth = await page.request.post('/api/coaching-requests', {
    data: { trainerId: targets[5]!.id, message: 'And you?', source: 'trainers-marketplace' },
    headers: sameOrigin,
  });
  expect(sixth.status()).toBe(409);
  expect((await sixth.json()).error).toBe(
    'You have 5 requests waiting for an answer. Withdraw one before asking another trainer.',
  );
});

// A second either side of the 30 minutes a kept request lives: the page's clock is fixed at that
// instant (below), so registering and loading may take as long as a busy machine needs.
for (const [wait, resumed] of [
  ['29:59', true],
  ['30:01', false],
] as const) {
  test(`the kept request is ${resumed ? 'resumed' : 'dropped'} ${wait} after it was kept`, async ({ browser }) => {
    const trainer = await listedTrainer(browser, 'Tara', `Kos${unique().slice(-4)}`);
    const page = await newContext(browser);
    const slug = (await (await page.request.get(`/api/trainers?q=${encodeURIComponent(trainer.name)}`)).json()).data
      .items[0].slug as string;
    await page.goto(`/trainers/${slug}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Request coaching' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const stored = await kept(page);
    expect(stored).not.toBeNull();
    // The page's clock stands still at the instant meant, however long registering and loading take
    // (timers keep running, so the page hydrates as usual).
    const [minutes, seconds] = wait.split(':').map(Number) as [number, number];
    const keptAt = (JSON.parse(stored!) as { timestamp: number }).timestamp;
    await page.clock.setFixedTime(keptAt + (minutes * 60 + seconds) * 1000);
    await registerThenSignIn(page.request, {
      email: `late.${unique()}@example.test`,
      password: 'a strong password',
      role: 'client',
    });
    await page.goto(`/trainers/${slug}`);
    await hydrated(page);
    if (resumed) {
      // The new account has no name yet: the resumed form starts with it, the message below.
      await expect(page.getByRole('textbox', { name: /first name/i })).toBeFocused();
      await expect(page.getByRole('textbox', { name: /your message/i })).toBeVisible();
      expect(await kept(page)).not.toBeNull();
    } else {
      await expect(page.getByRole('textbox', { name: /your message/i })).toHaveCount(0);
      await expect.poll(() => kept(page)).toBeNull();
      await expect(page.getByRole('button', { name: 'Request coaching' })).toBeVisible();
    }
  });
}

test('switching between sign-in and registration keeps the way back, and the form waits even when pressed early', async ({
  browser,
}) => {
  const trainer = await listedTrainer(browser, 'Vesna', `Ilić${unique().slice(-4)}`);
  const page = await newContext(browser);
  const slug = (await (await page.request.get(`/api/trainers?q=${encodeURIComponent(trainer.name)}`)).json()).data
    .items[0].slug as string;
  // Pressed as soon as the page shows, before its scripts have woken up to keep the request.
  await page.goto(`/trainers/${slug}`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?/);
  const back = encodeURIComponent(`/trainers/${slug}#request-coaching`);
  expect(page.url()).toContain(`returnTo=${back}`);
  // "Sign in" and, from there, "Create an account" keep where the visitor was going.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(page.url()).toContain(`returnTo=${back}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?/);
  expect(page.url()).toContain(`returnTo=${back}`);
  expect(page.url()).toContain('role=client');
  const earlyEmail = `early.${unique()}@example.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(earlyEmail);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: /create account/i }).click();
  await signInAfterRegistering(page, earlyEmail, 'a strong password');
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
  await hydrated(page);
  // The form is open and waiting, with no second press of "Request coaching".
  await expect(page.getByRole('textbox', { name: /first name/i })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Request coaching' })).toHaveCount(0);
  await page.getByRole('textbox', { name: /first name/i }).fill('Iva');
  await page.getByRole('textbox', { name: /last name/i }).fill('Marković');
  await page.getByRole('textbox', { name: /your message/i }).fill('Evenings after work, twice a week.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
});

test('a client goes from Train with coach to the coach page, reviews them and is thanked', async ({ browser }) => {
  const trainer = await listedTrainer(browser, 'Jasna', `Perić${unique().slice(-4)}`);
  const page = await newContext(browser);
  await registerThenSignIn(page.request, {
    email: `reviewer.${unique()}@example.test`,
    password: 'a strong password',
    role: 'client',
  });
  const asked = await page.request.post('/api/coaching-requests', {
    data: { trainerId: trainer.id, message: 'Could we start next week?', firstName: 'Alma', lastName: 'Tucić' },
    headers: sameOrigin,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const accepted = await trainer.page.request.post(`/api/coaching-requests/${(await asked.json()).data.id}/accept`, {
    headers: sameOrigin,
  });
  expect(accepted.status()).toBe(200);

  await page.goto('/client/dashboard/trainwithcoach');
  await hydrated(page);
  const coaches = page.locator('section[aria-labelledby="coach-title"]');
  await coaches.getByRole('link', { name: trainer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
  await hydrated(page);
  const form = page.locator('form').filter({ has: page.getByRole('radiogroup', { name: /your rating/i }) });
  const four = form.getByRole('radio', { name: /4 stars/i });
  await four.focus();
  await page.keyboard.press('Space');
  await expect(four).toBeChecked();
  const text = `Patient and precise (${unique()}).`;
  await form.getByRole('textbox', { name: /what was training like/i }).fill(text);
  await form.getByRole('button', { name: 'Publish review' }).click();
  // The page loads again to show the review in the list; the thanks is waiting in the form.
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="reviews-heading"]').getByText(text).first()).toBeVisible();
});

test('the marketplace, a trainer page, the branded page and the home page have no accessibility violations', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/trainers',
    '/trainers?city=Sarajevo&specialty=strength',
    '/trainers?q=zzzzqqq',
    '/trainers/amra-hodzic',
    '/page/amra-hodzic',
    '/auth/clientLogin?from=amra-hodzic',
    '/trainers/nobody-by-this-name',
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page);
  }
});

test('filters typed before the search form hydrates are kept and sent', async ({ page }) => {
  // The island's code is held until the reader has typed, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/MarketplaceFiltersIsland\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/trainers');
  const form = page.getByRole('search');
  await form.getByRole('searchbox', { name: 'Name or keyword' }).fill('Amra');
  await form.getByRole('textbox', { name: 'City' }).fill('Sarajevo');
  await form.getByRole('combobox', { name: 'Specialty' }).selectOption('strength');
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
  release();
  await hydrated(page);
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Sarajevo');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/trainers\?.*city=Sarajevo/);
  const sent = new URL(page.url()).searchParams;
  expect(Object.fromEntries(sent)).toEqual({ q: 'Amra', specialty: 'strength', city: 'Sarajevo' });
  await expect(page.getByRole('link', { name: /Amra Hodžić/ }).first()).toBeVisible();
});

test('an unknown city is said under the City field, in every language', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(`/trainers?city=Qqqzzzville&hl=${locale}`);
    await hydrated(page);
    await expect(page.getByRole('search').locator('input[name="city"]')).toHaveAccessibleDescription(
      m.marketplace_city_unknown({ city: 'Qqqzzzville' }, { locale }),
    );
    await expectNoMessageKeys(page);
  }
});

test('a client coached by a trainer reviews them on the trainer page, and the review is shown', async ({ page }) => {
  await signIn(page, 'adna.begic@spotter.test');
  await page.goto('/trainers/amra-hodzic');
  await hydrated(page);
  const text = `Clear plans and patient coaching (${unique()}).`;
  const form = page.locator('form').filter({ has: page.getByRole('radiogroup', { name: /your rating/i }) });
  // React Aria's radio input is visually hidden under its star: chosen from the keyboard.
  const five = form.getByRole('radio', { name: /5 stars/i });
  await five.focus();
  await page.keyboard.press('Space');
  await expect(five).toBeChecked();
  await form.getByRole('textbox', { name: /what was training like/i }).fill(text);
  await form.getByRole('button', { name: /publish review|save changes/i }).click();
  // The page loads again with the review in the list (and in the form, to edit).
  await expect(
    page
      .getByRole('region', { name: /reviews/i })
      .or(page.locator('section[aria-labelledby="reviews-heading"]'))
      .getByText(text)
      .first(),
  ).toBeVisible();
});
