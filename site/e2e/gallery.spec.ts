import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A small valid PNG (8×8, one colour).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX///+/v7+jQ3Y5AAAADklEQVQI12P4AIX8EAgALgAD/aNpbtEAAAAASUVORK5CYII=',
  'base64',
);

// Desktop project only (see playwright.config.ts): the component has its own mobile stories.
test('a trainer uploads to the gallery, highlights an image and saves it', async ({ page }) => {
  const email = `gallery.e2e.${Date.now().toString(36)}@example.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'a strong password', role: 'trainer' },
    headers: { 'sec-fetch-site': 'same-origin', 'accept-language': 'en' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/trainer/dashboard/edit');
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-'));
  const files = ['squat.png', 'rings.png'].map((name) => {
    const file = path.join(dir, name);
    writeFileSync(file, png);
    return file;
  });
  await page.locator('section[aria-labelledby="gallery-title"] input[type="file"]').setInputFiles(files);
  await expect(page.getByRole('button', { name: 'Highlight image 2' })).toBeVisible();
  // Uploads finish (no progress bars left), then the gallery can be saved.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Highlight image 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your gallery is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Highlight image 2' })).toBeVisible();
  const saved = await (await page.request.get('/api/users/trainer/gallery')).json();
  expect(saved.data).toHaveLength(2);
  expect(saved.data[0].isHighlighted).toBe(true);
  expect(saved.data[0].url).toMatch(/^\/media\/gallery\//);
});
