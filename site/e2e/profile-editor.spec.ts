import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, registerNew, sameOrigin, test } from './fixtures.ts';

/** An editor section by its heading id (`section[aria-labelledby=…]`). */
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

async function save(part: Locator, toast: RegExp) {
  await part.getByRole('button', { name: 'Save changes' }).click();
  await dismissToast(part.page(), toast);
}

/** Closes a toast once seen: on a phone it covers the lower part of the page until it times out. */
async function dismissToast(page: Page, text: RegExp | string) {
  const toast = page
    .getByRole('alertdialog')
    .filter({ hasText: text })
    .or(page.locator('[role="region"] [role="alertdialog"], [role="region"] [data-tone]').filter({ hasText: text }));
  await expect(toast.first()).toBeVisible();
  await toast.first().getByRole('button').first().click();
  await expect(page.getByText(text)).toHaveCount(0);
}

/** Checks a React Aria checkbox or radio from the keyboard (its input is visually hidden under its label). */
async function choose(control: Locator) {
  await control.focus();
  await control.page().keyboard.press('Space');
  await expect(control).toBeChecked();
}

/** Types a birth date into React Aria's date field, segment by segment (month, day, year in English). */
async function typeDate(part: Locator, label: string, month: string, day: string, year: string) {
  await part.getByRole('spinbutton', { name: new RegExp(`month, ${label}`, 'i') }).click();
  await part.page().keyboard.type(`${month}${day}${year}`);
}

/** Chooses a city from the autocomplete with the keyboard (on a phone the list may reach under the bottom bar). */
async function chooseCity(part: Locator, typed: string, city: RegExp) {
  const input = part.getByRole('combobox', { name: 'City' });
  await input.clear();
  await input.pressSequentially(typed, { delay: 40 });
  await expect(part.page().getByRole('option', { name: city }).first()).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(part.getByRole('region', { name: 'Your Location' }).getByText(/^\d+\.\d+, \d+\.\d+$/)).toBeVisible();
}

/**
 * Chooses a language from the selector with the keyboard: on a phone the list opens above the
 * field and may reach under the top bar while the page settles after typing.
 */
async function chooseLanguage(picker: Locator, typed: string, name: RegExp) {
  await picker.fill(typed);
  await expect(picker.page().getByRole('option', { name }).first()).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('');
}

test('a trainer fills every section, saves each, and finds everything after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await registerNew(page, 'trainer', 'editor.trainer');
  await page.goto('/trainer/dashboard/edit?from=marketplace');
  await hydrated(page);

  const basic = section(page, 'basic-info');
  await basic.getByLabel('First name').fill('Jasmina');
  await basic.getByLabel('Last name').fill('Delić');
  await typeDate(basic, 'Date of birth', '03', '15', '1991');
  await expect(basic.getByText(/Age: \d+/)).toBeVisible();
  await choose(basic.getByRole('radio', { name: 'Female' }));
  await basic.getByRole('combobox', { name: /Coaching since/ }).selectOption('2016');
  await basic.getByLabel('Short description').fill('Kettlebell and mobility coach in Banja Luka.');
  await expect(basic.getByText('44 / 85 characters')).toBeVisible();
  await basic.getByLabel('About you').fill('I coach strength with kettlebells and calm mobility work.');
  await expect(basic.getByText(/^9 words/)).toBeVisible();
  await basic.getByLabel('Contact email').fill('jasmina@example.test');
  await basic.getByLabel('Contact phone').fill('+387 65 123 456');
  await save(basic, /Basic info saved/);

  const languages = section(page, 'languages');
  const picker = languages.getByRole('combobox', { name: 'Languages' });
  await chooseLanguage(picker, 'germ', /German/);
  await chooseLanguage(picker, 'bosn', /Bosnian/);
  await expect(languages.getByText('2 languages selected')).toBeVisible();
  await save(languages, /Languages saved/);

  const availability = section(page, 'availability');
  await availability.getByRole('gridcell', { name: 'Tuesday, Morning' }).click();
  await expect(availability.getByText("Don't forget to save your availability")).toBeVisible();
  // The grid answers the keyboard: right arrow moves to the afternoon, Space switches it on.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await availability.getByLabel('Session length').fill('45');
  await save(availability, /Availability saved/);
  await expect(availability.getByText("Don't forget to save your availability")).toHaveCount(0);

  const certifications = section(page, 'certifications-title');
  await certifications.getByRole('button', { name: 'Add certification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Kettlebell Instructor Level 1');
  await dialog.getByLabel('Issued by').fill('StrongFirst');
  const dir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-'));
  const pdf = path.join(dir, 'certificate.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await dialog.locator('input[type="file"]').setInputFiles(pdf);
  await expect(dialog.getByRole('link', { name: /certificate\.pdf/ })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Save certification' }).click();
  await dismissToast(page, 'Certification saved. It will be reviewed.');
  await expect(certifications.getByText('Kettlebell Instructor Level 1')).toBeVisible();
  await expect(certifications.getByText('Pending')).toBeVisible();

  const specialties = section(page, 'specialties');
  await choose(specialties.getByRole('checkbox', { name: 'Strength' }));
  await choose(specialties.getByRole('checkbox', { name: 'Weight training' }));
  await choose(specialties.getByRole('checkbox', { name: 'In person' }));
  await choose(specialties.getByRole('checkbox', { name: 'Outdoors' }));
  await choose(specialties.getByRole('checkbox', { name: 'Progress tracking' }));
  await choose(specialties.getByRole('checkbox', { name: 'Grocery lists' }));
  await save(specialties, /Specialties and training types saved/);

  const location = section(page, 'location');
  await chooseCity(location, 'banja lu', /^Banja Luka/);
  await expect(location.getByLabel('State / Province')).toHaveValue(/Srpska/);
  // Three gyms near Banja Luka, nearest first; then the limit.
  for (let chosen = 0; chosen < 3; chosen++) {
    await location.getByRole('button', { name: 'Add gym' }).click();
    // The search field takes the focus, and the focus lists the nearest gyms: no typing, no chevron.
    await expect(location.getByRole('combobox', { name: 'Search gyms near you' })).toBeFocused();
    const options = page.getByRole('listbox').getByRole('option', { disabled: false });
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(/km/);
    // A virtual click (as assistive technology sends): on a phone the list can reach under the bottom bar.
    await options.first().dispatchEvent('click');
    await expect(location.getByRole('button', { name: /^Remove / })).toHaveCount(chosen + 1);
  }
  await expect(location.getByText('Maximum of 3 locations reached')).toBeVisible();
  await expect(location.getByRole('button', { name: 'Add gym' })).toHaveCount(0);
  await save(location, /Workout space and location saved/);

  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(/from=marketplace/);
  await expect(basic.getByLabel('First name')).toHaveValue('Jasmina');
  await expect(basic.getByLabel('Contact phone')).toHaveValue('+387 65 123 456');
  await expect(basic.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(languages.getByText('2 languages selected')).toBeVisible();
  await expect(availability.getByRole('gridcell', { name: 'Tuesday, Afternoon' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(availability.getByLabel('Session length')).toHaveValue('45');
  await expect(certifications.getByText('Kettlebell Instructor Level 1')).toBeVisible();
  await expect(specialties.getByRole('checkbox', { name: 'Grocery lists' })).toBeChecked();
  await expect(location.getByLabel('City')).toHaveValue('Banja Luka');
  await expect(location.getByRole('button', { name: /^Remove / })).toHaveCount(3);

  const saved = (await (await page.request.get('/api/users/trainer/profile/basic-info')).json()).data;
  expect(saved.values.contactPhone).toBe('+38765123456');
});

test('a client fills every section, saves each, and finds everything after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNew(page, 'client', 'editor.client');
  await page.goto('/client/dashboard/edit');
  await hydrated(page);

  const basic = section(page, 'basic-info');
  await basic.getByLabel('First name').fill('Lejla');
  await basic.getByLabel('Last name').fill('Hadžić');
  await typeDate(basic, 'Date of birth', '11', '02', '1995');
  await choose(basic.getByRole('radio', { name: 'Female' }));
  await basic.getByLabel('Height').fill('168');
  await basic.getByLabel('Weight').fill('61.5');
  await basic.getByRole('radio', { name: /Intermediate/ }).focus();
  await page.keyboard.press('Space');
  await expect(basic.getByRole('radio', { name: /Intermediate/ })).toBeChecked();
  await basic.getByLabel('Previous activities').fill('Two years of recreational volleyball.');
  await save(basic, /Basic info saved/);

  const goals = section(page, 'goals');
  await goals.getByRole('radiogroup', { name: 'Primary goal' }).getByRole('radio', { name: 'Strength' }).click();
  // The primary goal cannot be the secondary one.
  await expect(
    goals.getByRole('radiogroup', { name: 'Secondary goal' }).getByRole('radio', { name: 'Strength' }),
  ).toBeDisabled();
  await goals.getByRole('radiogroup', { name: 'Secondary goal' }).getByRole('radio', { name: 'Endurance' }).click();
  await choose(goals.getByRole('checkbox', { name: 'Yoga' }));
  await choose(goals.getByRole('checkbox', { name: 'Swimming' }));
  const picker = goals.getByRole('combobox', { name: 'Languages you speak' });
  await chooseLanguage(picker, 'croat', /Croatian/);
  await save(goals, /Goals, activities and languages saved/);

  const health = section(page, 'health');
  await health.getByLabel('Medical conditions').fill('Mild asthma, inhaler before running.');
  await health.getByLabel('Allergies').fill('Peanuts');
  await save(health, /Health saved/);

  const location = section(page, 'location');
  await chooseCity(location, 'zur', /^Zürich/);
  await save(location, /Location saved/);

  await page.reload();
  await hydrated(page);
  await expect(basic.getByLabel('Last name')).toHaveValue('Hadžić');
  await expect(basic.getByLabel('Height')).toHaveValue('168');
  await expect(goals.getByRole('checkbox', { name: 'Swimming' })).toBeChecked();
  await expect(goals.getByText(/Croatian/)).toBeVisible();
  await expect(health.getByLabel('Allergies')).toHaveValue('Peanuts');
  await expect(location.getByLabel('City')).toHaveValue('Zürich');
  // The More menu reads the saved details.
  const goalsData = (await (await page.request.get('/api/users/client/profile/goals')).json()).data;
  expect(goalsData.values).toMatchObject({ primaryGoal: 'strength', secondaryGoal: 'endurance' });
});

test('a save based on stale data is refused and the section shows the fresh values', async ({ page }) => {
  await registerNew(page, 'client', 'editor.conflict');
  await page.goto('/client/dashboard/edit');
  await hydrated(page);
  // Another tab saves the health section meanwhile.
  const current = (await (await page.request.get('/api/users/client/profile/health')).json()).data;
  const other = await page.request.put('/api/users/client/profile/health', {
    data: { version: current.version, medicalConditions: 'Saved in another tab', allergies: null },
    headers: sameOrigin,
  });
  expect(other.status()).toBe(200);

  const health = section(page, 'health');
  await health.getByLabel('Medical conditions').fill('Typed here');
  await health.getByRole('button', { name: 'Save changes' }).click();
  await expect(health.getByText('This section was changed elsewhere')).toBeVisible();
  await expect(health.getByLabel('Medical conditions')).toHaveValue('Saved in another tab');
  const after = (await (await page.request.get('/api/users/client/profile/health')).json()).data;
  expect(after.values.medicalConditions).toBe('Saved in another tab');
});

test('an unsaved section survives a reload as a draft, and leaving asks first', async ({ page }) => {
  await registerNew(page, 'client', 'editor.draft');
  await page.goto('/client/dashboard/edit');
  await hydrated(page);
  const health = section(page, 'health');
  await health.getByLabel('Allergies').fill('Pollen in spring');
  // In-app links ask before leaving unsaved changes.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard\/edit/);

  await page.waitForTimeout(800);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await hydrated(page);
  await expect(health.getByText(/Restore unsaved changes from/)).toBeVisible();
  await health.getByRole('button', { name: 'Restore' }).click();
  await expect(health.getByLabel('Allergies')).toHaveValue('Pollen in spring');
  await save(health, /Health saved/);
  await page.reload();
  await hydrated(page);
  await expect(health.getByText(/Restore unsaved changes from/)).toHaveCount(0);
  await expect(health.getByLabel('Allergies')).toHaveValue('Pollen in spring');
});

test.describe('a new trainer on a device in Zagreb', () => {
  test.use({ timezoneId: 'Europe/Zagreb' });

  test("sees the device's time zone proposed in the availability, with nothing unsaved until they change something", async ({
    page,
  }) => {
    await registerNew(page, 'trainer', 'editor.zone');
    await page.goto('/trainer/dashboard/edit');
    await hydrated(page);
    const availability = section(page, 'availability');
    await expect(availability.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Zagreb');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(availability.getByText("Don't forget to save your availability")).toHaveCount(0);
    await expect(availability.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    // Leaving asks nothing: nothing was changed.
    await page.locator('a[href="/trainer/dashboard"]:visible').first().click();
    await expect(page).toHaveURL(/\/trainer\/dashboard$/);
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);

    // The first save of the section keeps the proposed zone.
    await page.goto('/trainer/dashboard/edit');
    await hydrated(page);
    await availability.getByRole('gridcell', { name: 'Monday, Morning' }).click();
    await save(availability, /Availability saved/);
    const saved = (await (await page.request.get('/api/users/trainer/profile/availability')).json()).data;
    expect(saved.values.timeZone).toBe('Europe/Zagreb');
  });
});
