import { expect, test, hydrated, registerNew } from './fixtures.ts';
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
  await registerNew(page, 'trainer', 'gallery.e2e');

  await page.goto('/trainer/dashboard/edit');
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  await hydrated(page);
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
  await page
    .locator('section[aria-labelledby="gallery-title"]')
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(page.getByText('Your gallery is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Highlight image 2' })).toBeVisible();
  const saved = await (await page.request.get('/api/users/trainer/gallery')).json();
  expect(saved.data).toHaveLength(2);
  expect(saved.data[0].isHighlighted).toBe(true);
  expect(saved.data[0].url).toMatch(/^\/media\/gallery\//);
});

test('a removed image comes back with Undo, in place, and is kept when the gallery is saved', async ({ page }) => {
  await registerNew(page, 'trainer', 'gallery.undo');
  await page.goto('/trainer/dashboard/edit');
  await hydrated(page);
  const dir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-'));
  const files = ['one.png', 'two.png', 'three.png'].map((name) => {
    const file = path.join(dir, name);
    writeFileSync(file, png);
    return file;
  });
  await page.locator('section[aria-labelledby="gallery-title"] input[type="file"]').setInputFiles(files);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Highlight image 2' }).click();
  await page
    .locator('section[aria-labelledby="gallery-title"]')
    .getByRole('textbox', { name: 'Description' })
    .nth(1)
    .fill('Rings at the studio');
  await page
    .locator('section[aria-labelledby="gallery-title"]')
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(page.getByText('Your gallery is saved.')).toBeVisible();
  const before = (await (await page.request.get('/api/users/trainer/gallery')).json()).data as Array<{
    mediaId: string;
  }>;

  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(page.getByRole('listitem', { name: 'Removed image 2' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Image 2 removed.' })).toBeAttached();
  await page.getByRole('button', { name: 'Undo removing image 2' }).click();
  const tile = page.getByRole('listitem', { name: 'Image 2 of 3' });
  await expect(tile.getByRole('button', { name: 'Highlight image 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile.getByRole('textbox', { name: 'Description' })).toHaveValue('Rings at the studio');

  await page
    .locator('section[aria-labelledby="gallery-title"]')
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(page.getByText('Your gallery is saved.')).toBeVisible();
  const after = (await (await page.request.get('/api/users/trainer/gallery')).json()).data as Array<{
    mediaId: string;
    isHighlighted: boolean;
    description: string;
  }>;
  expect(after.map((item) => item.mediaId)).toEqual(before.map((item) => item.mediaId));
  expect(after[1]).toMatchObject({ isHighlighted: true, description: 'Rings at the studio' });
});
