/**
 * The gallery upload benchmark: a trainer uploads 50 photos and saves them as their gallery,
 * against a plain sharp script doing the same image work on the same files on this machine.
 *
 * - Server: POST /api/upload with one `galleryImage` file per request, six requests at a time,
 *   then one PUT /api/users/trainer/gallery with the 50 media ids. This is what the gallery
 *   manager does in a browser: it starts one XHR per file at once and the browser runs six per
 *   origin (HTTP/1.1). Wall time from the first byte sent to the saved gallery's answer.
 * - Baseline: `transformImage` of site/src/server/media/process.ts, the server's own sharp work
 *   (metadata, then rotate + fit inside 1600 px and rotate + 400 × 400 cover) on the same files,
 *   read from and written to disk, with the concurrency the server allows (2 jobs per core).
 * - Peak server memory: VmHWM of the server process, reset before each run through
 *   /proc/<pid>/clear_refs (with VmRSS sampled every 50 ms as the fallback where it cannot be).
 *
 * run.ts runs this on a server of its own (fresh database, nothing else served before). One
 * warm-up of both, then ROUNDS rounds (baseline, then server as a fresh demo trainer whose
 * gallery is put back afterwards, which also deletes the uploaded media rows); medians of the
 * walls and the highest peak are reported. Linux only for the memory figure.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { transformImage } from '#server/media/process.ts';
import { listeningPid, MB, watchMemory } from './memory.ts';
import { describePhotos, ensurePhotos, type Photo } from './photos.ts';
import { signIn } from './session.ts';

const ROUNDS = 3;
/** Requests in flight at once: a browser's connections per origin over HTTP/1.1. */
const CONNECTIONS = 6;
/** Files per request: the gallery manager sends each file on its own (the server takes up to 10). */
const FILES_PER_REQUEST = 1;
/** As many image jobs at once as the server allows (site/src/server/media/limit.ts). */
const SLOTS = Math.max(1, availableParallelism()) * 2;
/** Demo trainers of the seed: one for the warm-up, then a fresh one per round. */
const TRAINERS = [
  'amra.hodzic@spotter.test',
  'luka.babic@spotter.test',
  'jana.novak@spotter.test',
  'marko.petrovic@spotter.test',
  'sophie.mueller@spotter.test',
  'ivan.horvat@spotter.test',
  'emina.kovacevic@spotter.test',
  'nikola.jovanovic@spotter.test',
];

export const uploadGoals = { ratio: 1.3, peakMegabytes: 512 };

export interface UploadFigures {
  photos: string;
  rounds: number;
  serverMs: number[];
  baselineMs: number[];
  /** Peak resident memory of the server process over the measured runs, in bytes. */
  peakRss: number | null;
  /** The server's resident memory when the first measured upload starts, in bytes. */
  rssBefore: number | null;
  peakSource: string;
  requests: number;
}

// ---------------------------------------------------------------- baseline: a plain sharp script

/**
 * The same sharp transforms as the server (its own function, without the server's slot limiter,
 * HTTP, database or storage), reading from and writing to disk.
 */
async function transform(photo: Photo, outDir: string): Promise<void> {
  const input = await readFile(photo.file);
  const image = await transformImage(input, photo.mime);
  const stem = path.join(outDir, path.parse(photo.name).name);
  await writeFile(`${stem}.${image.extension}`, image.display);
  await writeFile(`${stem}.thumb.${image.extension}`, image.thumbnail);
}

/** Wall time of the plain script over `photos`, `SLOTS` files at a time. */
async function baseline(photos: Photo[]): Promise<number> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'spotter-bench-out-'));
  try {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: SLOTS }, async () => {
        while (next < photos.length) await transform(photos[next++]!, outDir);
      }),
    );
    return performance.now() - started;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- server: the gallery upload

interface GalleryItem {
  mediaId: string;
  isHighlighted: boolean;
  description: string;
}

async function api<T>(
  base: string,
  cookie: string,
  method: string,
  route: string,
  body?: FormData | string,
): Promise<T> {
  const headers: Record<string, string> = { cookie, origin: base, 'sec-fetch-site': 'same-origin' };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Uploads `photos` and saves them as the gallery; answers the wall time and the request count. */
async function serverUpload(base: string, cookie: string, photos: Photo[]): Promise<{ ms: number; requests: number }> {
  const batches: Photo[][] = [];
  for (let i = 0; i < photos.length; i += FILES_PER_REQUEST) batches.push(photos.slice(i, i + FILES_PER_REQUEST));
  const ids: string[] = new Array<string>(photos.length);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, batches.length) }, async () => {
      while (next < batches.length) {
        const index = next++;
        const batch = batches[index]!;
        const form = new FormData();
        // File-backed blobs: the bytes are read from disk while the body streams, as a browser does.
        for (const photo of batch)
          form.append('galleryImage', await openAsBlob(photo.file, { type: photo.mime }), photo.name);
        const { media } = await api<{ media: Array<{ id: string }> }>(base, cookie, 'POST', '/api/upload', form);
        if (media.length !== batch.length)
          throw new Error(`upload answered ${media.length} media for ${batch.length} files`);
        media.forEach((item, i) => (ids[index * FILES_PER_REQUEST + i] = item.id));
      }
    }),
  );
  const images: GalleryItem[] = ids.map((mediaId, i) => ({
    mediaId,
    isHighlighted: i < 6,
    description: `Session photo ${i + 1}`,
  }));
  const saved = await api<GalleryItem[]>(base, cookie, 'PUT', '/api/users/trainer/gallery', JSON.stringify({ images }));
  const ms = performance.now() - started;
  if (saved.length !== photos.length) throw new Error(`gallery saved ${saved.length} of ${photos.length} images`);
  return { ms, requests: batches.length + 1 };
}

/** Runs `run` as `email` and puts their previous gallery back afterwards (which also deletes the bench's media rows). */
async function asTrainer<T>(base: string, email: string, run: (cookie: string) => Promise<T>): Promise<T> {
  const cookie = await signIn(base, email);
  const previous = await api<GalleryItem[]>(base, cookie, 'GET', '/api/users/trainer/gallery');
  try {
    return await run(cookie);
  } finally {
    const images = previous.map(({ mediaId, isHighlighted, description }) => ({ mediaId, isHighlighted, description }));
    await api(base, cookie, 'PUT', '/api/users/trainer/gallery', JSON.stringify({ images })).catch((error: unknown) =>
      console.warn(`could not put ${email}'s gallery back: ${String(error)}`),
    );
  }
}

// ---------------------------------------------------------------- the benchmark

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function uploadBenchmark(base: string, log: (line: string) => void = console.log): Promise<UploadFigures> {
  const photos = await ensurePhotos(log);
  const pid = await listeningPid(Number(new URL(base).port));
  if (pid === null) console.warn('upload bench: server process not found; no memory figure');

  // Warm-up: a JPEG, a PNG and a still GIF through both paths (sharp, the routes, the database).
  const warmSet = (['image/jpeg', 'image/png', 'image/gif'] as const)
    .map((mime) => photos.find((p) => p.mime === mime && p.frames === 1))
    .filter((p): p is Photo => p !== undefined);
  await baseline(warmSet);
  await asTrainer(base, TRAINERS[0]!, (cookie) => serverUpload(base, cookie, warmSet));

  const figures: UploadFigures = {
    photos: describePhotos(photos),
    rounds: ROUNDS,
    serverMs: [],
    baselineMs: [],
    peakRss: null,
    rssBefore: null,
    peakSource: '',
    requests: 0,
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    figures.baselineMs.push(await baseline(photos));
    const memory = await watchMemory(pid);
    if (round === 0) figures.rssBefore = memory.start;
    const run = await asTrainer(base, TRAINERS[(round % (TRAINERS.length - 1)) + 1]!, (cookie) =>
      serverUpload(base, cookie, photos),
    );
    const peak = await memory.stop();
    figures.serverMs.push(run.ms);
    figures.requests = run.requests;
    if (peak && peak.peak > (figures.peakRss ?? 0)) {
      figures.peakRss = peak.peak;
      figures.peakSource = peak.source;
    }
    const memoryNote = peak ? `, server peak ${(peak.peak / MB).toFixed(0)} MB` : '';
    log(
      `  upload round ${round + 1}/${ROUNDS}: server ${(run.ms / 1000).toFixed(2)} s, plain sharp ${(figures.baselineMs.at(-1)! / 1000).toFixed(2)} s${memoryNote}`,
    );
  }
  return figures;
}

/** What the bench table reports: median walls of the server and of the plain script, and their ratio. */
export function uploadSummary(figures: UploadFigures): {
  serverMs: number;
  plainMs: number;
  ratio: number;
  setup: string;
} {
  const serverMs = median(figures.serverMs);
  const plainMs = median(figures.baselineMs);
  return {
    serverMs,
    plainMs,
    ratio: serverMs / plainMs,
    setup: `${figures.photos}; ${FILES_PER_REQUEST} file/request, ${CONNECTIONS} at once, + gallery PUT (${figures.requests} requests); plain sharp ${SLOTS} at once; median of ${figures.rounds}`,
  };
}
