import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { registerThenSignIn } from './http.ts';

/** Every file under a media folder, as storage keys (sorted). */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** Registers a fresh account on a server, signs it in and returns its session cookie. */
export async function registerAt(base: string, role: 'trainer' | 'client', ip: string): Promise<string> {
  return registerThenSignIn(
    base,
    { email: `${role}.${crypto.randomUUID()}@example.test`, password: 'a strong password', role },
    { 'accept-language': 'en', 'x-forwarded-for': ip },
  );
}

export interface UploadedMedia {
  id: string;
  url: string;
  thumbnailUrl: string | null;
}

/** POST /api/upload with one or more files under one field. */
export function uploadTo(
  base: string,
  cookie: string,
  field: string,
  files: Array<{ name: string; type: string; body: Buffer | Blob }>,
  signal?: AbortSignal,
): Promise<Response> {
  const form = new FormData();
  for (const file of files)
    form.append(
      field,
      file.body instanceof Blob ? file.body : new Blob([new Uint8Array(file.body)], { type: file.type }),
      file.name,
    );
  return fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin' },
    body: form,
    signal: signal ?? null,
  });
}

/** Runs jobs with at most `limit` in flight (as a browser does per host). */
export async function inParallel<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}
