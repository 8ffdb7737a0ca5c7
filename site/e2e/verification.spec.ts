import type { Browser, Locator, Page } from '@playwright/test';
import { identityPhoto } from '../test/helpers/identity-images.ts';
import { expect, hydrated, registerThenSignIn, signIn, test } from './fixtures.ts';

/** Identity verification in the trainer editor: both variants, the review's outcomes, the locked form. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const errors: string[] = [];

test.afterEach(() => {
  expect(errors.splice(0), 'errors in the browser console').toEqual([]);
});

async function newTrainer(browser: Browser): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.11.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `verify.${unique()}@example.test`;
  await registerThenSignIn(page.request, { email, password: 'a strong password', role: 'trainer' });
  return { page, email };
}

async function openSection(page: Page): Promise<Locator> {
  await page.goto('/trainer/dashboard/edit');
  await hydrated(page);
  const section = page.locator('section#verification');
  await expect(section.getByRole('heading', { name: 'ID verification' })).toBeVisible();
  return section;
}

const photo = async (name: string, kind: 'sharp' | 'blurry' = 'sharp') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await identityPhoto(kind),
});

/** Picks a radio or checkbox the way a keyboard does (react-aria's inputs sit under their labels). */
async function choose(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Variant A: type, consent, then each part photographed and continued until submitted. */
async function stepByStep(page: Page, section: Locator, type: 'Passport' | 'ID card', parts: string[]) {
  await choose(page, section.getByRole('radio', { name: type }));
  await section.getByRole('button', { name: 'Continue' }).click();
  const consent = page.getByRole('dialog', { name: 'Before you start' });
  await consent.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(consent.getByText('Please tick the box to agree before you continue.')).toBeVisible();
  await choose(page, consent.getByRole('checkbox'));
  await consent.getByRole('button', { name: 'Agree and continue' }).click();
  for (const [index, part] of parts.entries()) {
    await expect(section.getByRole('heading', { name: part })).toBeVisible();
    await expect(section.getByText(`${type} · Step ${index + 1} of ${parts.length}`)).toBeVisible();
    if (index === 0) {
      await section.getByRole('button', { name: 'Continue' }).click();
      await expect(section.getByText('Please upload an image to continue.')).toBeVisible();
    }
    await section.locator('input[type="file"]').setInputFiles(await photo(`${part}.jpg`));
    await section.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(section.getByText('Submitted successfully', { exact: true })).toBeVisible();
  await expect(section.getByText('under review', { exact: true })).toBeVisible();
}

test('a trainer verifies with a passport step by step, and the form stays locked while in review', async ({
  browser,
}) => {
  const { page } = await newTrainer(browser);
  const section = await openSection(page);
  await expect(section.getByText('Not Started', { exact: true })).toBeVisible();
  await stepByStep(page, section, 'Passport', ['Passport photo page', 'Selfie']);
  const answer = await (await page.request.get('/api/users/trainer/verification')).json();
  expect(answer.data).toMatchObject({ status: 'in_progress', documentType: 'passport' });
  expect(answer.data.documentParts.map((part: { type: string }) => part.type)).toEqual(['passport_page', 'selfie']);

  await page.reload();
  const again = await openSection(page);
  await expect(again.getByText(/Your verification is in review/)).toBeVisible();
  await expect(again.getByRole('tab')).toHaveCount(0);
  await expect(again.locator('input[type="file"]')).toHaveCount(0);
});

test('a trainer verifies with an ID card: a blurry photo is refused, three photos are sent', async ({ browser }) => {
  const { page } = await newTrainer(browser);
  const section = await openSection(page);
  await choose(page, section.getByRole('radio', { name: 'ID card' }));
  await section.getByRole('button', { name: 'Continue' }).click();
  const consent = page.getByRole('dialog', { name: 'Before you start' });
  await choose(page, consent.getByRole('checkbox'));
  await consent.getByRole('button', { name: 'Agree and continue' }).click();
  await section.locator('input[type="file"]').setInputFiles(await photo('front.jpg', 'blurry'));
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('alert')).toContainText('This photo is blurry.');
  await expect(section.getByText('Step 1 of 3')).toBeVisible();
  for (const [index, part] of ['Front of your document', 'Back of your document', 'Selfie'].entries()) {
    await expect(section.getByText(`ID card · Step ${index + 1} of 3`)).toBeVisible();
    await expect(section.getByRole('heading', { name: part })).toBeVisible();
    await section.locator('input[type="file"]').setInputFiles(await photo(`${index}.jpg`));
    await section.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(section.getByText('Submitted successfully', { exact: true })).toBeVisible();
  const answer = await (await page.request.get('/api/users/trainer/verification')).json();
  expect(answer.data.documentParts.map((part: { type: string }) => part.type)).toEqual(['front', 'back', 'selfie']);
});

test('a trainer verifies by uploading photos one after another (variant B)', async ({ browser }) => {
  const { page } = await newTrainer(browser);
  const section = await openSection(page);
  await section.getByRole('tab', { name: 'Upload photos' }).click();
  await choose(page, section.getByRole('radio', { name: 'Passport' }));
  await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
  await section.locator('input[type="file"]').setInputFiles(await photo('page.jpg'));
  await expect(section.getByRole('img', { name: 'Preview: Passport photo page' })).toBeVisible();
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByText('Image 2 of 2')).toBeVisible();
  await section.locator('input[type="file"]').setInputFiles(await photo('selfie.jpg'));
  await section.getByRole('button', { name: 'Submit' }).click();
  await expect(section.getByText('Submitted successfully', { exact: true })).toBeVisible();
  const answer = await (await page.request.get('/api/users/trainer/verification')).json();
  expect(answer.data).toMatchObject({ status: 'in_progress', documentType: 'passport' });
});

test('an admin approves one case and rejects another with a reason; each trainer sees the outcome', async ({
  browser,
}) => {
  const approved = await newTrainer(browser);
  const rejected = await newTrainer(browser);
  const names: Record<string, string> = {};
  for (const [trainer, name] of [
    [approved, 'Vesna'],
    [rejected, 'Mirza'],
  ] as const) {
    const basic = (await (await trainer.page.request.get('/api/users/trainer/profile/basic-info')).json()).data;
    const lastName = `Verify${unique()}`;
    names[trainer.email] = `${name} ${lastName}`;
    const saved = await trainer.page.request.put('/api/users/trainer/profile/basic-info', {
      data: {
        ...basic.values,
        firstName: name,
        lastName,
        dateOfBirth: '1990-02-14',
        gender: 'female',
        trainerSince: 2016,
        contactEmail: `${unique()}@example.test`,
        version: basic.version,
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const section = await openSection(trainer.page);
    await section.getByRole('tab', { name: 'Upload photos' }).click();
    await choose(trainer.page, section.getByRole('radio', { name: 'Passport' }));
    await section.locator('input[type="file"]').setInputFiles(await photo('page.jpg'));
    await section.getByRole('button', { name: 'Next' }).click();
    await expect(section.getByText('Image 2 of 2')).toBeVisible();
    await section.locator('input[type="file"]').setInputFiles(await photo('selfie.jpg'));
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect(section.getByText('Submitted successfully', { exact: true })).toBeVisible();
  }

  const admin = await (await browser.newContext()).newPage();
  admin.on('pageerror', (error) => errors.push(error.message));
  // In English whatever language another test left the demo admin in.
  await signIn(admin, 'admin@spotter.test');
  const decide = async (email: string, reject: string | null) => {
    await admin.goto('/admin/verifications');
    await admin.getByRole('link', { name: names[email]! }).click();
    await hydrated(admin);
    await expect(admin.getByRole('img', { name: /Passport photo page/ })).toBeVisible();
    if (reject === null) {
      await admin.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByText(/Approved\. The trainer is verified/)).toBeVisible();
    } else {
      await admin.getByRole('button', { name: 'Reject' }).click();
      await admin.getByLabel('Reason for rejecting').fill(reject);
      await admin.getByRole('button', { name: 'Reject with this reason' }).click();
      await expect(admin.getByText(/Rejected\. The trainer has been told by email/)).toBeVisible();
    }
    // Opening the case showed its two images: the access log names the admin twice.
    await admin.reload();
    await expect(
      admin.getByRole('table').or(admin.getByRole('list')).getByText('admin@spotter.test').first(),
    ).toBeVisible();
  };
  await decide(approved.email, null);
  await decide(rejected.email, 'The passport page is cut off at the bottom.');

  const verified = await openSection(approved.page);
  await expect(verified.getByText('verified', { exact: true })).toBeVisible();
  await expect(verified.locator('input[type="file"]')).toHaveCount(0);
  const refused = await openSection(rejected.page);
  await expect(refused.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(refused.getByText('Reason: The passport page is cut off at the bottom.')).toBeVisible();
  await expect(refused.getByRole('tab', { name: 'Step by step' })).toBeVisible();
});

test('an upload whose answer stops after the server received the photo says it could not be processed', async ({
  browser,
}) => {
  const { page } = await newTrainer(browser);
  // The answer ends after its first stage, as when the server goes away while processing.
  await page.route('**/api/upload', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: '{"stage":"received"}\n' }),
  );
  const section = await openSection(page);
  await section.getByRole('tab', { name: 'Upload photos' }).click();
  await section.locator('input[type="file"]').setInputFiles(await photo('front.jpg'));
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByText('Failed to process image')).toBeVisible();
  await expect(section.getByText('Image 1 of 3')).toBeVisible();
});
