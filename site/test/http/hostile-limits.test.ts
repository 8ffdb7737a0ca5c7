import { afterAll, describe, expect, it } from 'vitest';
import { maxUploadRequestBytes, mediaRules, uploadFieldPurposes } from '@spotter/domain';
import { MAX_BODY_BYTES, MAX_FORM_BYTES } from '#server/http/body.ts';
import { actorFor, writes } from '../helpers/routes.ts';
import { boundary } from '../helpers/malformed.ts';
import { alive, freshAccounts, MB, stream, tempFiles } from '../helpers/hostile.ts';

/** Bodies over each limit, declared or streamed: a 413 at once, and nothing left behind. */

const { accounts, cookieFor } = freshAccounts();

describe('bodies over a limit are answered 413 within a second, and leave nothing behind', () => {
  const adapterLimit = 60 * MB;
  const jsonWrites = writes.filter((w) => w.body === 'json');
  const sizes = (limit: number) => [
    { what: 'just over the limit, declared', total: limit + 1, declare: true, knownAfter: 0 },
    { what: 'just over the limit, chunked', total: limit + 1, declare: false, knownAfter: limit },
    { what: 'far over the adapter limit, declared', total: adapterLimit + 10 * MB, declare: true, knownAfter: 0 },
    { what: 'far over the adapter limit, chunked', total: adapterLimit + 10 * MB, declare: false, knownAfter: limit },
  ];

  const jsonCases = jsonWrites.flatMap((route) => sizes(MAX_BODY_BYTES).map((size) => ({ route, ...size })));
  it.each(jsonCases.map((c) => [`${c.route.method} ${c.route.pattern}: ${c.what}`, c] as const))(
    '%s',
    async (_name, c) => {
      const cookie = await cookieFor(actorFor(c.route, c.route.method), c.route);
      const answer = await stream(c.route.path, {
        method: c.route.method,
        contentType: 'application/json',
        cookie,
        head: Buffer.from('{"a":"'),
        total: c.total,
        declare: c.declare,
        knownAfter: c.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
      expect(JSON.parse(answer.body).error).toMatch(/\S/);
    },
  );

  const formCases = writes
    .filter((w) => w.body === 'form')
    .flatMap((route) => sizes(MAX_FORM_BYTES).map((size) => ({ route, ...size })));
  it.each(formCases.map((c) => [`${c.route.method} ${c.route.pattern}: ${c.what}`, c] as const))(
    '%s',
    async (_name, c) => {
      const answer = await stream(c.route.path, {
        method: c.route.method,
        contentType: 'application/x-www-form-urlencoded',
        head: Buffer.from('email='),
        total: c.total,
        declare: c.declare,
        knownAfter: c.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
    },
  );

  const upload = writes.find((w) => w.body === 'multipart')!;
  const fieldCases = Object.entries(uploadFieldPurposes).flatMap(([field, purpose]) =>
    [true, false].map((declare) => ({ field, limit: mediaRules[purpose].maxBytes, declare })),
  );
  it.each(
    fieldCases.map(
      (c) => [`${c.field} one byte over ${c.limit / MB} MB, ${c.declare ? 'declared' : 'chunked'}`, c] as const,
    ),
  )('%s', async (_name, c) => {
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${c.field}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const before = tempFiles();
    const answer = await stream(upload.path, {
      method: 'POST',
      contentType: `multipart/form-data; boundary=${boundary}`,
      cookie: accounts.get('trainer'),
      head,
      tail: Buffer.from(`\r\n--${boundary}--\r\n`),
      total: head.length + c.limit + 1,
      declare: c.declare,
      knownAfter: head.length + c.limit,
    });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
    const body = JSON.parse(answer.body) as { error: string; fieldErrors?: Record<string, string[]> };
    const message = body.fieldErrors?.[c.field]?.[0] ?? body.error;
    expect(message).not.toMatch(/undefined|NaN|\{/);
    expect(message).toContain(String(Math.min(c.limit, maxUploadRequestBytes) / MB));
    // The writer of a streamed file closes after the answer; give it a moment, then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tempFiles()).toEqual(before);
  });

  it.each(sizes(maxUploadRequestBytes).map((s) => [s.what, s] as const))(
    'the whole upload request %s',
    async (_name, size) => {
      // A text field: no file limit of its own stops it first, only the request's.
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`);
      const before = tempFiles();
      const answer = await stream(upload.path, {
        method: 'POST',
        contentType: `multipart/form-data; boundary=${boundary}`,
        cookie: accounts.get('trainer'),
        head,
        total: size.total,
        declare: size.declare,
        knownAfter: size.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
      expect(JSON.parse(answer.body).error).toContain(`${maxUploadRequestBytes / MB} MB`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tempFiles()).toEqual(before);
    },
  );

  it('the server is still serving', alive);
});

afterAll(async () => {
  await alive();
});
