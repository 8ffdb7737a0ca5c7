import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  connectPeople,
  expect,
  expectNoAxeViolations,
  hydrated,
  newPerson,
  sameOrigin,
  registerThenSignIn,
  test,
} from './fixtures.ts';

/**
 * Train together, part 1: a trainer makes an exercise with a photo and a YouTube link, builds a
 * four-week plan with a superset and a rest day by keyboard only, assigns it to two clients and
 * changes one client's copy; each client sees their own version and cannot open the other's.
 */

test.use({ bypassCSP: true });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = 'a strong password';
const person = (browser: Browser, role: 'client' | 'trainer', name: string) =>
  newPerson(browser, role, name, { emailPrefix: 'train' });
const connect = connectPeople;

/** Presses a control by keyboard: focus it, then Enter (Space for checkboxes and switches). */
async function press(page: Page, locator: ReturnType<Page['locator']>, key = 'Enter'): Promise<void> {
  await locator.focus();
  await page.keyboard.press(key);
}

/** Picks an exercise in the open picker by typing its name and pressing Enter. */
async function pick(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Add (exercise|to superset)/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(name);
  await expect(dialog.getByRole('option', { name: new RegExp(name, 'i') }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('a trainer builds, assigns and adapts a plan; each client sees their own copy', async ({ browser }) => {
  test.slow();
  const trainer = await person(browser, 'trainer', 'Amela Trainer');
  const lejla = await person(browser, 'client', 'Lejla Hadžić');
  const kenan = await person(browser, 'client', 'Kenan Mujić');
  await connect(trainer, lejla);
  await connect(trainer, kenan);
  const page = trainer.page;
  const exerciseName = `Landmine press ${unique()}`;

  // An exercise of her own, with a photo and a YouTube link.
  await page.goto('/trainer/dashboard/exercises/new');
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(exerciseName);
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'landmine.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: /Image 1 of 1/ })).toBeVisible();
  await press(
    page,
    page.getByRole('group', { name: /main muscles/i }).getByRole('checkbox', { name: 'Shoulders' }),
    'Space',
  );
  await page.getByRole('textbox', { name: /video link/i }).fill('https://youtu.be/aclHkVaku9U');
  await page.getByRole('button', { name: 'Create exercise' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard\/exercises\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A four-week plan, by keyboard only.
  await page.goto('/trainer/dashboard/plans');
  await hydrated(page);
  await press(page, page.getByRole('button', { name: 'New plan' }));
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill('Strength base');
  await create.getByRole('textbox', { name: 'Weeks' }).fill('4');
  await press(page, create.getByRole('button', { name: 'Create plan' }));
  await expect(page).toHaveURL(/\/trainer\/dashboard\/plans\/[0-9a-f-]{36}$/);
  await hydrated(page);
  const templateUrl = page.url();

  const dayOne = page.getByRole('region', { name: 'Day 1' });
  await press(page, page.getByRole('button', { name: 'Add exercise to Day 1' }));
  await pick(page, 'Barbell back squat');
  await press(page, dayOne.getByRole('button', { name: 'More actions for Barbell back squat' }));
  await press(page, page.getByRole('menuitem', { name: 'Add to superset' }));
  await pick(page, exerciseName);
  await expect(dayOne.getByText(/Superset A/)).toBeVisible();
  await press(page, page.getByRole('region', { name: 'Day 2' }).getByRole('switch', { name: 'Rest day' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Add exercise to Day 3' }));
  await pick(page, 'Forearm plank');
  await press(page, page.getByRole('button', { name: 'Save plan' }));
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Assigned to both clients from the plans page.
  await page.goto('/trainer/dashboard/plans');
  await hydrated(page);
  await press(page, page.getByRole('button', { name: 'Assign' }).first());
  const assign = page.getByRole('dialog');
  await press(page, assign.getByRole('checkbox', { name: lejla.name }), 'Space');
  await press(page, assign.getByRole('checkbox', { name: kenan.name }), 'Space');
  await press(page, assign.getByRole('button', { name: 'Assign plan' }));
  await expect(assign.getByText(/Plan assigned to 2 clients/)).toBeVisible();

  const plans = (await (await page.request.get('/api/plans')).json()).data as Array<{
    id: string;
    client: { id: string } | null;
  }>;
  const lejlaCopy = plans.find((plan) => plan.client?.id === lejla.id)!;
  const kenanCopy = plans.find((plan) => plan.client?.id === kenan.id)!;
  expect(lejlaCopy && kenanCopy).toBeTruthy();

  // Lejla's copy gets a name of its own; Kenan's and the template keep theirs.
  await page.goto(`/trainer/dashboard/plans/${lejlaCopy.id}`);
  await hydrated(page);
  const name = page.getByLabel('Plan name');
  await name.fill('Strength base for Lejla');
  await press(page, page.getByRole('button', { name: 'Save plan' }));
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.goto(templateUrl);
  await expect(page.getByLabel('Plan name')).toHaveValue('Strength base');

  await lejla.page.goto('/client/dashboard/trainings');
  await hydrated(lejla.page);
  await expect(lejla.page.getByRole('heading', { name: 'Strength base for Lejla' })).toBeVisible();
  await expect(lejla.page.getByText('Rest day').first()).toBeVisible();
  await expect(lejla.page.getByRole('link', { name: exerciseName }).first()).toBeVisible();
  await expectNoAxeViolations(lejla.page);
  await lejla.page.getByRole('link', { name: exerciseName }).first().click();
  await expect(lejla.page.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();

  await kenan.page.goto('/client/dashboard/trainings');
  await expect(kenan.page.getByRole('heading', { name: 'Strength base', exact: true })).toBeVisible();
  const other = await kenan.page.goto(`/client/dashboard/trainings/${lejlaCopy.id}`);
  expect(other?.status()).toBe(404);
  expect((await kenan.page.request.get(`/api/plans/${lejlaCopy.id}`)).status()).toBe(404);
});

test('the library finds an exercise without diacritics in the reader language', async ({ page }) => {
  await registerThenSignIn(page.request, { email: `library.${unique()}@example.test`, password, role: 'client' });
  await page.request.patch('/api/users/update-language', { data: { language: 'bs' }, headers: sameOrigin });
  await page.goto('/client/dashboard/exercises');
  await hydrated(page);
  await page.getByRole('searchbox').fill('cucanj');
  await expect(page).toHaveURL(/q=cucanj/);
  await expect(page.getByRole('heading', { name: /Čučanj sa šipkom/ }).first()).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('searchbox')).toHaveValue('cucanj');
  await expectNoAxeViolations(page);
});
