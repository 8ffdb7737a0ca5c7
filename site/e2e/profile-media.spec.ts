import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A small valid PNG (8×8, one colour).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX///+/v7+jQ3Y5AAAADklEQVQI12P4AIX8EAgALgAD/aNpbtEAAAAASUVORK5CYII=',
  'base64',
);

function file(name: string, body: Buffer = png): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'spotter-e2e-')), name);
  writeFileSync(target, body);
  return target;
}

async function register(page: Page, role: 'client' | 'trainer') {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `${role}.photo.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`, password: 'a strong password', role },
    headers: { 'sec-fetch-site': 'same-origin', 'accept-language': 'en' },
  });
  expect(response.status()).toBe(201);
}

test('a client uploads a profile photo; it is saved and shown at once', async ({ page }) => {
  await register(page, 'client');
  await page.goto('/client/dashboard/edit');
  await expect(page.getByRole('heading', { name: 'Basic info' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const photo = page.locator('section[aria-labelledby="photo-title"]');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') uploads += 1;
  });

  // Refused in the browser before any upload: too large for a profile photo (1 MB).
  await photo.locator('input[type="file"]').setInputFiles(file('huge.png', Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)])));
  await expect(photo.getByRole('alert')).toHaveText('The file huge.png is too large. The maximum is 1 MB.');
  expect(uploads).toBe(0);

  await photo.locator('input[type="file"]').setInputFiles(file('me.png'));
  await expect(page.getByText('Your profile photo is saved.')).toBeVisible({ timeout: 20_000 });
  // One upload, the small photo's: the refused file was never sent, not even later.
  expect(uploads).toBe(1);
  const saved = await (await page.request.get('/api/users/profile-photo')).json();
  expect(saved.data.url).toMatch(/^\/media\/profile_photo\//);
  await expect(photo.locator(`img[src="${saved.data.thumbnailUrl}"]`)).toBeVisible();

  await page.reload();
  await expect(photo.locator(`img[src="${saved.data.thumbnailUrl}"]`)).toBeVisible();
  await photo.getByRole('button', { name: /remove/i }).click();
  await expect(page.getByText('Your profile photo has been removed.')).toBeVisible();
  expect((await (await page.request.get('/api/users/profile-photo')).json()).data).toBeNull();
});

test('a trainer uploads a brand logo and saves it; the header shows it', async ({ page }) => {
  await register(page, 'trainer');
  await page.goto('/trainer/dashboard/brand-customization');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByText('Use my own branding').click();
  await expect(page.getByRole('switch', { name: 'Use my own branding' })).toBeChecked();
  await page.locator('input[type="file"]').setInputFiles(file('logo.png'));
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Logo title' }).fill('Iron Studio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  const saved = await (await page.request.get('/api/users/trainer/branding')).json();
  expect(saved.data.customLogoUrl).toMatch(/^\/media\/brand_logo\//);
  await page.reload();
  await expect(page.locator(`header img[src="${saved.data.customLogoUrl}"], [data-logo] img[src="${saved.data.customLogoUrl}"]`).first()).toBeAttached();
});
