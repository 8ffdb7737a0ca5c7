import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allows, apiPolicy, pageAccess, type Method } from '../../src/server/auth/policy.ts';
import { sectionPaths } from '../../src/server/repos/sections.ts';
import { call, cookieFor, json, type Actor } from '../helpers/http.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');
const actors: Actor[] = ['anonymous', 'client', 'trainer', 'admin'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function routeOf(file: string): string {
  const relative = path.relative(pagesDir, file).replace(/\\/g, '/');
  const route = `/${relative.replace(/\.(ts|astro)$/, '').replace(/(^|\/)index$/, '')}`;
  return route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, rest, name) => `[${rest ?? ''}${name}]`);
}

const endpointFiles = files(path.join(pagesDir, 'api')).filter((f) => f.endsWith('.ts'));
const endpoints = endpointFiles.map((file) => {
  const source = readFileSync(file, 'utf8');
  const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1] as Method);
  return { file, route: routeOf(file), methods };
});

/** Dynamic section routes stand for every section path of their role. */
function expand(route: string): string[] {
  if (!route.includes('[section]')) return [route];
  const role = (['client', 'trainer', 'admin'] as const).find((r) => route.startsWith(`/${r}/`))!;
  const prefix = route.replace('[section]', '');
  return sectionPaths(role).filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/') && path.length > prefix.length);
}

const protectedPages = [...new Set(files(pagesDir)
  .filter((f) => f.endsWith('.astro'))
  .map(routeOf)
  .flatMap(expand)
  .filter((route) => pageAccess(route) !== 'public'))].sort();

describe('the policy table covers every endpoint', () => {
  it.each(endpoints.map((e) => [e.route, e] as const))('%s has a row for each method it exports', (_route, endpoint) => {
    const row = apiPolicy[endpoint.route];
    expect(row, `${endpoint.route} is missing from apiPolicy`).toBeDefined();
    expect(endpoint.methods.length).toBeGreaterThan(0);
    for (const method of endpoint.methods) expect(row?.[method], `${method} ${endpoint.route}`).toBeDefined();
    expect(Object.keys(row ?? {}).sort()).toEqual([...endpoint.methods].sort());
  });

  it('has no rows for endpoints that do not exist', () => {
    const routes = new Set(endpoints.map((e) => e.route));
    expect(Object.keys(apiPolicy).filter((route) => !routes.has(route))).toEqual([]);
  });
});

const apiCases = endpoints.flatMap((endpoint) =>
  endpoint.methods.flatMap((method) => actors.map((actor) => ({ route: endpoint.route, method, actor }))),
);

describe('every endpoint answers each actor as the policy says', () => {
  it.each(apiCases)('$method $route as $actor', async ({ route, method, actor }) => {
    const cookie = await cookieFor(actor);
    const response = await call(route, { method, cookie, ...(method === 'GET' ? {} : json({})) });
    const expected = allows(apiPolicy[route]?.[method], actor === 'anonymous' ? null : actor);
    if (expected === 'unauthenticated') expect(response.status).toBe(401);
    else if (expected === 'forbidden') expect(response.status).toBe(403);
    else expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

const pageCases = protectedPages.flatMap((route) => actors.map((actor) => ({ route, actor })));

describe('protected pages are for their role only', () => {
  it('covers every route of SPEC §2 for its role', () => {
    expect(protectedPages).toEqual(
      expect.arrayContaining([
        '/client/dashboard', '/client/dashboard/edit', '/client/dashboard/messages', '/client/dashboard/settings',
        '/client/dashboard/exercises', '/client/dashboard/health', '/client/dashboard/support',
        '/trainer/dashboard', '/trainer/dashboard/edit', '/trainer/dashboard/messages', '/trainer/dashboard/settings',
        '/trainer/dashboard/exercises', '/trainer/dashboard/meals', '/trainer/dashboard/brand-customization',
        '/trainer/dashboard/pricingplans', '/trainer/dashboard/invite-clients', '/trainer/dashboard/support',
        '/admin/dashboard', '/admin/settings', '/admin/users', '/admin/trainers', '/admin/clients', '/admin/support',
      ]),
    );
  });

  it('answers 404 for an unknown section, even to its role', async () => {
    const response = await call('/client/dashboard/not-a-section', { cookie: await cookieFor('client') });
    expect(response.status).toBe(404);
  });

  it.each(pageCases)('$route as $actor', async ({ route, actor }) => {
    const cookie = await cookieFor(actor);
    const response = await call(route, { cookie });
    const verdict = allows(pageAccess(route), actor === 'anonymous' ? null : actor);
    if (verdict === 'unauthenticated') {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/auth/login?returnTo=${encodeURIComponent(route)}`);
    } else if (verdict === 'forbidden') {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/${actor}/dashboard`);
    } else {
      expect(response.status).toBe(200);
    }
  });
});
