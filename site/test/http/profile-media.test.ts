import sharp from 'sharp';
import { identityPhoto } from '../helpers/identity-images.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, cookieFor, freshIp, json } from '../helpers/http.ts';
import { registerAt, uploadTo, type UploadedMedia } from '../helpers/media.ts';

let png: Buffer;
let jpeg: Buffer;
let client: string;
let trainer: string;
let otherTrainer: string;

async function uploaded(cookie: string, field: string, body: Buffer, type = 'image/png'): Promise<UploadedMedia> {
  const response = await uploadTo(baseUrl(), cookie, field, [{ name: 'file', type, body }]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { media: UploadedMedia[] } }).data.media[0]!;
}

const setPhoto = (cookie: string, mediaId: string | null) =>
  call('/api/users/profile-photo', { method: 'PUT', cookie, ...json({ mediaId }) });
const branding = (cookie: string, extra: Record<string, unknown>) =>
  call('/api/users/trainer/branding', {
    method: 'PUT',
    cookie,
    ...json({
      useCustomLogo: true,
      hideLogoImage: false,
      customLogoTitle: 'Iron Studio',
      customLogoTagline: null,
      logoTitleColor: null,
      logoTaglineColor: null,
      ...extra,
    }),
  });
const status = async (url: string, cookie?: string) =>
  (await fetch(`${baseUrl()}${url}`, { headers: cookie ? { cookie } : {} })).status;

beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f97316' } })
    .jpeg()
    .toBuffer();
  [client, trainer, otherTrainer] = await Promise.all([
    registerAt(baseUrl(), 'client', freshIp()),
    registerAt(baseUrl(), 'trainer', freshIp()),
    registerAt(baseUrl(), 'trainer', freshIp()),
  ]);
});

describe('profile photo (client and trainer basic info)', () => {
  it.each([['client'], ['trainer']] as const)(
    'a %s sets, replaces and removes it; the shell shows it',
    async (role) => {
      const cookie = role === 'client' ? client : trainer;
      const first = await uploaded(cookie, 'profileImage', jpeg, 'image/jpeg');
      const set = await setPhoto(cookie, first.id);
      expect(set.status).toBe(200);
      const body = (await set.json()) as { data: { mediaId: string; url: string; thumbnailUrl: string } };
      expect(body.data).toMatchObject({ mediaId: first.id, url: first.url, thumbnailUrl: first.thumbnailUrl });

      // The shell's avatar and the editor show it.
      const page = await (await call(`/${role}/dashboard/edit`, { cookie })).text();
      expect(page).toContain(first.thumbnailUrl!);

      // Replacing deletes the old photo.
      const second = await uploaded(cookie, 'profileImage', png);
      expect((await setPhoto(cookie, second.id)).status).toBe(200);
      expect(await status(first.url)).toBe(404);
      expect(await status(second.url)).toBe(200);

      const removed = await setPhoto(cookie, null);
      expect(((await removed.json()) as { data: unknown }).data).toBeNull();
      expect(await status(second.url)).toBe(404);
      expect(
        ((await (await call('/api/users/profile-photo', { cookie })).json()) as { data: unknown }).data,
      ).toBeNull();
    },
  );

  it("refuses another user's upload, an upload made for something else, and a malformed id", async () => {
    const theirs = await uploaded(trainer, 'profileImage', png);
    const forbidden = await setPhoto(client, theirs.id);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: string }).error).toBeTruthy();
    const galleryImage = await uploaded(trainer, 'galleryImage', png);
    expect((await setPhoto(trainer, galleryImage.id)).status).toBe(403);
    const malformed = await setPhoto(trainer, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.mediaId).toBeDefined();
    expect((await setPhoto(trainer, crypto.randomUUID())).status).toBe(403);
  });

  it('is not for admins, who have no profile', async () => {
    expect((await setPhoto((await cookieFor('admin'))!, null)).status).toBe(403);
  });
});

describe('brand logo (/trainer/dashboard/brand-customization)', () => {
  it('uploads a logo, saves it with the branding and shows it in the header; replacing deletes the old one', async () => {
    const logo = await uploaded(trainer, 'brandLogo', png);
    const saved = await branding(trainer, { customLogoMediaId: logo.id });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { customLogoUrl: string } }).data.customLogoUrl).toBe(logo.url);
    const page = await (await call('/trainer/dashboard/brand-customization', { cookie: trainer })).text();
    expect(page).toContain(logo.url);

    // Saving without the field keeps the logo.
    await branding(trainer, { customLogoTitle: 'Iron Studio 2' });
    const kept = (await (await call('/api/users/trainer/branding', { cookie: trainer })).json()) as {
      data: { customLogoUrl: string; customLogoTitle: string };
    };
    expect(kept.data).toMatchObject({ customLogoUrl: logo.url, customLogoTitle: 'Iron Studio 2' });

    const next = await uploaded(trainer, 'brandLogo', await sharp(png).webp().toBuffer(), 'image/webp');
    await branding(trainer, { customLogoMediaId: next.id });
    expect(await status(logo.url)).toBe(404);
    await branding(trainer, { customLogoMediaId: null });
    expect(await status(next.url)).toBe(404);
  });

  it("refuses another trainer's logo and a gallery image as a logo, and changes nothing", async () => {
    const theirs = await uploaded(otherTrainer, 'brandLogo', png);
    const before = await (await call('/api/users/trainer/branding', { cookie: trainer })).text();
    expect((await branding(trainer, { customLogoMediaId: theirs.id, customLogoTitle: 'Stolen' })).status).toBe(403);
    const ownGallery = await uploaded(trainer, 'galleryImage', png);
    expect((await branding(trainer, { customLogoMediaId: ownGallery.id })).status).toBe(403);
    expect(await (await call('/api/users/trainer/branding', { cookie: trainer })).text()).toBe(before);
  });

  it('refuses a GIF logo (PNG, JPG or WebP only)', async () => {
    const gif = await sharp(png).gif().toBuffer();
    const response = await uploadTo(baseUrl(), trainer, 'brandLogo', [
      { name: 'logo.gif', type: 'image/gif', body: gif },
    ]);
    expect(response.status).toBe(415);
  });
});

describe('private media: the thumbnail is as private as the original', () => {
  it('answers 404 to everyone but the owner and admins', async () => {
    // An identity image must pass the quality checks (size, light, sharpness): a photographed card.
    const id = await uploaded(trainer, 'idVerificationFront', await identityPhoto('sharp'), 'image/jpeg');
    expect(id.thumbnailUrl).toBeTruthy();
    for (const url of [id.url, id.thumbnailUrl!]) {
      expect(await status(url)).toBe(404);
      expect(await status(url, client)).toBe(404);
      expect(await status(url, otherTrainer)).toBe(404);
      expect(await status(url, trainer)).toBe(200);
      expect(await status(url, await cookieFor('admin'))).toBe(200);
    }
  });
});
