import { describe, expect, it } from 'vitest';
import { call, cookieFor, type Actor } from '../helpers/http.ts';

/** Endpoints that read a body, with who may call them. */
const bodyEndpoints: Array<{ method: string; route: string; actor: Actor }> = [
  { method: 'POST', route: '/api/auth/register', actor: 'anonymous' },
  { method: 'POST', route: '/api/auth/login', actor: 'anonymous' },
  { method: 'PATCH', route: '/api/users/update-language', actor: 'client' },
  { method: 'PUT', route: '/api/users/trainer/branding', actor: 'trainer' },
  { method: 'PUT', route: '/api/users/trainer/gallery', actor: 'trainer' },
];

const huge = 'x'.repeat(200_000);

const malformed: Array<{ name: string; body: string; contentType?: string; status: number[] }> = [
  { name: 'invalid JSON', body: '{"email": ', contentType: 'application/json', status: [400] },
  { name: 'JSON array', body: '[1,2,3]', contentType: 'application/json', status: [400] },
  { name: 'JSON null', body: 'null', contentType: 'application/json', status: [400] },
  { name: 'empty body', body: '', contentType: 'application/json', status: [400] },
  {
    name: 'wrong types',
    body: JSON.stringify({ email: 42, password: true, role: ['x'], language: 7 }),
    contentType: 'application/json',
    status: [400],
  },
  { name: 'missing fields', body: '{}', contentType: 'application/json', status: [400] },
  {
    name: 'unknown enum',
    body: JSON.stringify({ email: 'a@b.co', password: 'longenough', role: 'admin', language: 'fr' }),
    contentType: 'application/json',
    status: [400],
  },
  {
    name: 'huge strings',
    body: JSON.stringify({ email: `${huge}@x.io`, password: huge, language: huge }),
    contentType: 'application/json',
    status: [413],
  },
  {
    name: 'long but small strings',
    body: JSON.stringify({ email: `${'a'.repeat(300)}@x.io`, password: 'p'.repeat(129), language: 'e'.repeat(100) }),
    contentType: 'application/json',
    status: [400],
  },
  { name: 'wrong content type', body: 'email=a@b.co', contentType: 'text/plain', status: [415] },
  { name: 'no content type', body: '{}', status: [415] },
  { name: 'XML', body: '<x/>', contentType: 'application/xml', status: [415] },
];

describe.each(bodyEndpoints)('$method $route refuses malformed bodies', ({ method, route, actor }) => {
  it.each(malformed)('$name → 4xx with { error, fieldErrors? }', async ({ body, contentType, status }) => {
    const cookie = await cookieFor(actor);
    const response = await call(route, { method, body, contentType, cookie });
    expect(status).toContain(response.status);
    const payload = (await response.json()) as { error?: unknown; fieldErrors?: unknown };
    expect(typeof payload.error).toBe('string');
    expect((payload.error as string).length).toBeGreaterThan(0);
    if (payload.fieldErrors !== undefined) {
      for (const messages of Object.values(payload.fieldErrors as Record<string, unknown>)) {
        expect(Array.isArray(messages)).toBe(true);
      }
    }
  });
});
