import type { Locator, Page } from '@playwright/test';
import { chooseLanguage, expect, hydrated, registerNew, signInAfterRegistering, test } from './fixtures.ts';

/**
 * The core loop as two new people live it, on a phone and a desktop: a trainer fills every section
 * of their profile (no section looks unsaved before it is touched) and finds their city by its
 * local names; a visitor asks for coaching, registers on the way and is asked for a name, which the
 * trainer's card then shows; after the trainer accepts, the client goes from Train with coach to
 * the coach's page, reviews them and is thanked.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

/** Saves a section with its button (its label in the page's language) and waits for the stored version. */
async function save(part: Locator, label: string, path: string, before: number): Promise<void> {
  await part.getByRole('button', { name: label }).click();
  await expect
    .poll(async () => (await (await part.page().request.get(path)).json()).data.version as number)
    .toBeGreaterThan(before);
}

const versionOf = async (page: Page, path: string) =>
  (await (await page.request.get(path)).json()).data.version as number;

/** No section of the page says it is unsaved, and no leave prompt is armed. */
async function nothingUnsaved(page: Page, unsaved: string, reminder: RegExp): Promise<void> {
  await expect(page.getByText(unsaved, { exact: true })).toHaveCount(0);
  await expect(page.getByText(reminder)).toHaveCount(0);
}

/** Picks a city from the autocomplete by typing `typed` and choosing the option named `name`. */
async function pickCity(location: Locator, label: string, typed: string, name: RegExp): Promise<void> {
  const input = location.getByRole('combobox', { name: label });
  await input.clear();
  await input.pressSequentially(typed, { delay: 40 });
  const option = location.page().getByRole('option', { name }).first();
  await expect(option).toBeVisible();
  // A virtual click (as assistive technology sends): on a phone the list can reach under the bottom bar.
  await option.dispatchEvent('click');
}

test('a new trainer and a new client find each other, work together and the client reviews the coach', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await registerNew(page, 'trainer', 'journey.trainer');
  await page.goto('/trainer/dashboard/edit');
  await hydrated(page);
  // A new trainer has no time zone stored: the browser's is proposed, not counted as a change.
  await nothingUnsaved(page, 'Unsaved changes', /Don't forget to save your availability/);

  const surname = `Kovač${unique().slice(-4)}`;
  const basic = section(page, 'basic-info');
  const basicPath = '/api/users/trainer/profile/basic-info';
  let version = await versionOf(page, basicPath);
  await basic.getByLabel('First name').fill('Mirna');
  await basic.getByLabel('Last name').fill(surname);
  await basic.getByRole('spinbutton', { name: /month, Date of birth/i }).click();
  await page.keyboard.type('06121989');
  await basic.getByRole('radio', { name: 'Female' }).focus();
  await page.keyboard.press('Space');
  await basic.getByRole('combobox', { name: /Coaching since/ }).selectOption('2013');
  await basic.getByLabel('Short description').fill('Strength and mobility for busy people.');
  await basic.getByLabel('Contact email').fill(`mirna.${unique()}@example.test`);
  await save(basic, 'Save changes', basicPath, version);

  const specialties = section(page, 'specialties');
  const specialtiesPath = '/api/users/trainer/profile/specialties';
  version = await versionOf(page, specialtiesPath);
  for (const name of ['Strength', 'Weight training', 'In person']) {
    await specialties.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await expect(specialties.getByRole('checkbox', { name })).toBeChecked();
  }
  await save(specialties, 'Save changes', specialtiesPath, version);

  const availability = section(page, 'availability');
  const availabilityPath = '/api/users/trainer/profile/availability';
  version = await versionOf(page, availabilityPath);
  await availability.getByRole('gridcell', { name: 'Monday, Evening' }).click();
  await expect(availability.getByText("Don't forget to save your availability")).toBeVisible();
  await save(availability, 'Save changes', availabilityPath, version);
  await nothingUnsaved(page, 'Unsaved changes', /Don't forget to save your availability/);

  // In Serbian the trainer finds Belgrade by its own name.
  await chooseLanguage(page, 'sr');
  await page.reload();
  await hydrated(page);
  await nothingUnsaved(page, 'Nesačuvane izmene', /Ne zaboravite/);
  const locationPath = '/api/users/trainer/profile/location';
  let location = section(page, 'location');
  version = await versionOf(page, locationPath);
  await pickCity(location, 'Grad', 'Beograd', /^Beograd/);
  await save(location, 'Sačuvaj izmene', locationPath, version);
  let stored = (await (await page.request.get(locationPath)).json()).data.values.location;
  expect(stored).toMatchObject({ countryCode: 'RS' });
  expect(Math.round(stored.lat)).toBe(45);

  // In Bosnian, Vienna by its Bosnian name.
  await chooseLanguage(page, 'bs');
  await page.reload();
  await hydrated(page);
  await nothingUnsaved(page, 'Nesačuvane promjene', /Ne zaboravite/);
  location = section(page, 'location');
  version = await versionOf(page, locationPath);
  await pickCity(location, 'Grad', 'Beč', /^Beč/);
  await save(location, 'Sačuvaj promjene', locationPath, version);
  stored = (await (await page.request.get(locationPath)).json()).data.values.location;
  expect(stored).toMatchObject({ countryCode: 'AT' });
  expect(Math.round(stored.lat)).toBe(48);

  // Leaving the saved page asks nothing.
  await page
    .getByRole('link', { name: /Spotter/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/edit/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await chooseLanguage(page, 'en');

  // A visitor finds the trainer's page, asks for coaching and registers on the way.
  const visitor = await (
    await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    })
  ).newPage();
  const name = `Mirna ${surname}`;
  const found = await (await visitor.request.get(`/api/trainers?q=${encodeURIComponent(name)}`)).json();
  const slug = found.data.items[0].slug as string;
  await visitor.goto(`/trainers/${slug}`);
  await hydrated(visitor);
  await visitor.getByRole('link', { name: 'Create a free account' }).click();
  await expect(visitor).toHaveURL(/\/auth\/register\?/);
  const visitorEmail = `journey.client.${unique()}@example.test`;
  await visitor.getByRole('textbox', { name: 'Email' }).fill(visitorEmail);
  await visitor.getByLabel('Password', { exact: true }).fill('a strong password');
  await visitor.getByRole('button', { name: /create account/i }).click();
  await signInAfterRegistering(visitor, visitorEmail, 'a strong password');
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await hydrated(visitor);
  // The new account has no name: the request form asks for it.
  const firstName = visitor.getByRole('textbox', { name: /first name/i });
  await expect(firstName).toBeFocused();
  await firstName.fill('Lejla');
  await visitor.getByRole('textbox', { name: /last name/i }).fill('Ramić');
  await visitor.getByRole('textbox', { name: /your message/i }).fill('I would like to get stronger for hiking season.');
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByText('Request sent')).toBeVisible();

  // The trainer's card is headed by the name the client gave.
  await page.goto('/trainer/dashboard/new-clients');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: 'hiking season' });
  await expect(card.getByRole('heading', { name: 'Lejla Ramić' })).toBeVisible();
  await card.getByRole('button', { name: /accept/i }).click();
  await expect(card.getByText('Accepted')).toBeVisible();

  // The client goes from Train with coach to the coach's page and reviews them.
  await visitor.goto('/client/dashboard/trainwithcoach');
  await hydrated(visitor);
  await visitor.locator('section[aria-labelledby="coach-title"]').getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await hydrated(visitor);
  const form = visitor.locator('form').filter({ has: visitor.getByRole('radiogroup', { name: /your rating/i }) });
  const five = form.getByRole('radio', { name: /5 stars/i });
  await five.focus();
  await visitor.keyboard.press('Space');
  await expect(five).toBeChecked();
  await form.getByRole('textbox', { name: /what was training like/i }).fill('Clear plans, and she listens.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(visitor.getByText('Thank you! Your review is published.')).toBeVisible();
  await visitor.context().close();
});
