import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, freshIp, json } from '../helpers/http.ts';
import { registerAt, uploadTo } from '../helpers/media.ts';

let trainer: string;
let png: Buffer;

const register = (role: 'trainer' | 'client') => registerAt(baseUrl(), role, freshIp());

async function uploadImage(cookie: string): Promise<string> {
  const response = await uploadTo(baseUrl(), cookie, 'galleryImage', [{ name: 'a.png', type: 'image/png', body: png }]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { media: Array<{ id: string }> } }).data.media[0]!.id;
}

const put = (cookie: string, images: unknown[]) =>
  call('/api/users/trainer/gallery', { method: 'PUT', cookie, ...json({ images }) });

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  trainer = await register('trainer');
});

describe('the trainer gallery', () => {
  it('saves order, highlights and descriptions, and reads them back', async () => {
    const [a, b, c] = [await uploadImage(trainer), await uploadImage(trainer), await uploadImage(trainer)];
    const response = await put(trainer, [
      { mediaId: c, isHighlighted: true, description: 'Deadlift coaching' },
      { mediaId: a, isHighlighted: false, description: '' },
      { mediaId: b, isHighlighted: true, description: 'Outdoor session' },
    ]);
    expect(response.status).toBe(200);
    const saved = (
      (await (await call('/api/users/trainer/gallery', { cookie: trainer })).json()) as {
        data: Array<{ mediaId: string; isHighlighted: boolean; description: string }>;
      }
    ).data;
    expect(saved.map((item) => item.mediaId)).toEqual([c, a, b]);
    expect(saved.map((item) => item.isHighlighted)).toEqual([true, false, true]);
    expect(saved[0]!.description).toBe('Deadlift coaching');

    // Dropping an image deletes its media row (its files go with the orphan sweep).
    expect((await put(trainer, [{ mediaId: c, isHighlighted: false, description: '' }])).status).toBe(200);
    const after = (
      (await (await call('/api/users/trainer/gallery', { cookie: trainer })).json()) as { data: unknown[] }
    ).data;
    expect(after).toHaveLength(1);
  });

  it('refuses a seventh highlight with the spec message', async () => {
    const ids = await Promise.all(Array.from({ length: 7 }, () => uploadImage(trainer)));
    const response = await put(
      trainer,
      ids.map((mediaId) => ({ mediaId, isHighlighted: true, description: '' })),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('You can highlight a maximum of 6 images.');
  });

  it('refuses more than 50 images', async () => {
    const images = Array.from({ length: 51 }, () => ({
      mediaId: crypto.randomUUID(),
      isHighlighted: false,
      description: '',
    }));
    const response = await put(trainer, images);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Your gallery is full');
  });

  it("refuses another trainer's media and changes nothing", async () => {
    const other = await register('trainer');
    const theirs = await uploadImage(other);
    const before = (
      (await (await call('/api/users/trainer/gallery', { cookie: trainer })).json()) as { data: unknown[] }
    ).data;
    const response = await put(trainer, [{ mediaId: theirs, isHighlighted: false, description: '' }]);
    expect(response.status).toBe(403);
    const after = (
      (await (await call('/api/users/trainer/gallery', { cookie: trainer })).json()) as { data: unknown[] }
    ).data;
    expect(after).toEqual(before);
  });

  it('is for trainers only', async () => {
    const client = await register('client');
    expect((await put(client, [])).status).toBe(403);
    expect((await call('/api/users/trainer/gallery')).status).toBe(401);
  });

  it('shows the gallery manager on the trainer profile editor', async () => {
    const html = await (await call('/trainer/dashboard/edit', { cookie: trainer })).text();
    expect(html).toContain('Gallery');
    expect(html).toContain('GalleryIsland');
  });
});
