import { expect, hydrated, test, registerNew } from './fixtures.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

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

/** A 12-megapixel phone-like photo with grain, several MB as a JPEG: far over the 1 MB limit. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test('a client uploads a large phone photo: it is made smaller in the browser, saved and shown', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNew(page, 'client', 'client.photo');
  await page.goto('/client/dashboard/edit');
  await expect(page.getByRole('heading', { name: 'Basic info' })).toBeVisible();
  await hydrated(page);
  const photo = page.locator('section[aria-labelledby="photo-title"]');
  const uploads: Array<Promise<number>> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/upload') return;
    uploads.push(request.allHeaders().then((headers) => Number(headers['content-length'])));
  });

  // Not an image at all, though named like one: refused in the browser, nothing is sent.
  await photo
    .locator('input[type="file"]')
    .setInputFiles(file('broken.jpg', Buffer.from('these bytes are not a picture')));
  await expect(photo.getByRole('alert')).toHaveText(
    'The file broken.jpg could not be read as an image. Choose another file.',
  );
  expect(uploads).toHaveLength(0);

  const large = await phonePhoto();
  expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
  await photo.locator('input[type="file"]').setInputFiles(file('IMG_2031.jpg', large));
  await expect(page.getByText('Your profile photo is saved.')).toBeVisible({ timeout: 60_000 });
  await expect(photo.getByRole('alert')).toHaveCount(0);
  // One upload, of the prepared photo: at most 1 MB plus the multipart framing.
  expect(uploads).toHaveLength(1);
  expect(await uploads[0]).toBeLessThanOrEqual(1024 * 1024 + 1024);
  const saved = await (await page.request.get('/api/users/profile-photo')).json();
  expect(saved.data.url).toMatch(/^\/media\/profile_photo\//);
  await expect(photo.locator(`img[src="${saved.data.thumbnailUrl}"]`)).toBeVisible();

  await page.reload();
  await expect(photo.locator(`img[src="${saved.data.thumbnailUrl}"]`)).toBeVisible();
  await photo.getByRole('button', { name: /remove/i }).click();
  await expect(page.getByText('Your profile photo has been removed.')).toBeVisible();
  expect((await (await page.request.get('/api/users/profile-photo')).json()).data).toBeNull();
});

test('a small photo goes up as it is, in one upload', async ({ page }) => {
  await registerNew(page, 'client', 'client.photo');
  await page.goto('/client/dashboard/edit');
  await hydrated(page);
  const photo = page.locator('section[aria-labelledby="photo-title"]');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') uploads += 1;
  });
  await photo.locator('input[type="file"]').setInputFiles(file('me.png'));
  await expect(page.getByText('Your profile photo is saved.')).toBeVisible({ timeout: 20_000 });
  expect(uploads).toBe(1);
  const saved = await (await page.request.get('/api/users/profile-photo')).json();
  await expect(photo.locator(`img[src="${saved.data.thumbnailUrl}"]`)).toBeVisible();
});

test('a trainer uploads a brand logo and saves it; the header shows it', async ({ page }) => {
  await registerNew(page, 'trainer', 'trainer.photo');
  await page.goto('/trainer/dashboard/brand-customization');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByText('Use my own branding', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Use my own branding' })).toBeChecked();
  await page.locator('input[type="file"]').setInputFiles(file('logo.png'));
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Logo title' }).fill('Iron Studio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  const saved = await (await page.request.get('/api/users/trainer/branding')).json();
  expect(saved.data.customLogoUrl).toMatch(/^\/media\/brand_logo\//);
  await page.reload();
  await expect(
    page
      .locator(`header img[src="${saved.data.customLogoUrl}"], [data-logo] img[src="${saved.data.customLogoUrl}"]`)
      .first(),
  ).toBeAttached();
});
