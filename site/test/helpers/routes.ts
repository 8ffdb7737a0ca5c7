import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { roles, type Role } from '@spotter/domain';
import { allows, methodsOf, pageAccess, policyOf, type Method } from '#server/auth/policy.ts';
import { sectionPaths } from '#server/repos/sections.ts';
import type { Actor } from './http.ts';

/**
 * Every route of the site, discovered from the files under src/pages, so a new route is covered
 * by the route-wide tests without anyone listing it.
 */
export const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** The route pattern Astro gives a page file (`/client/dashboard/[section]`). */
export function routeOf(file: string): string {
  const relative = path.relative(pagesDir, file).replace(/\\/g, '/');
  const route = `/${relative.replace(/\.(ts|astro)$/, '').replace(/(^|\/)index$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

export type BodyKind = 'json' | 'form' | 'multipart' | null;

export interface Route {
  file: string;
  pattern: string;
  /** A concrete path for the pattern (a real section, provider, media key …). */
  path: string;
  api: boolean;
  methods: string[];
  /** What the route reads from a body; null when it reads none. */
  body: BodyKind;
}

const samples: Record<string, string> = {
  '[provider]': 'google',
  '[...key]': 'gallery/00000000-0000-4000-8000-000000000000.webp',
  '[from]': 'amra-hodzic',
};

/** Query values some routes require (SPEC §7). */
const queries: Record<string, string> = {
  '/api/coaching-requests/count': '?role=trainer',
};

function concrete(pattern: string): string {
  return fill(pattern) + (Object.hasOwn(queries, pattern) ? queries[pattern]! : '');
}

function fill(pattern: string): string {
  const role = (['client', 'trainer', 'admin'] as const).find((r) => pattern.startsWith(`/${r}/`));
  return pattern.replace(/\[[^\]]+\]/g, (param) => {
    if (param === '[section]' && role) {
      const prefix = pattern.slice(0, pattern.indexOf('[section]'));
      const section = sectionPaths(role).find(
        (p) => p.startsWith(prefix) && p.length > prefix.length && !p.slice(prefix.length).includes('/'),
      );
      return section ? section.slice(prefix.length) : 'settings';
    }
    return Object.hasOwn(samples, param) ? samples[param]! : 'x';
  });
}

function bodyOf(source: string): BodyKind {
  if (/handleUpload\(/.test(source)) return 'multipart';
  if (/readForm\(/.test(source)) return 'form';
  if (/parseBody\(/.test(source)) return 'json';
  return null;
}

export const routes: Route[] = files(pagesDir)
  .filter((file) => /\.(ts|astro)$/.test(file))
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const pattern = routeOf(file);
    const api = pattern.startsWith('/api/');
    const exported = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
    const methods = api ? exported : [...methodsOf(pattern)].filter((m) => m !== 'HEAD');
    return { file, pattern, path: concrete(pattern), api, methods, body: bodyOf(source) };
  })
  .filter((route) => route.pattern !== '/404' && route.pattern !== '/500');

export const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each unsafe route and method, once. */
export const writes = routes.flatMap((route) =>
  route.methods.filter((m) => unsafeMethods.has(m)).map((method) => ({ ...route, method })),
);

/** An actor the route lets through to its own work (so body handling is really reached). */
export function actorFor(route: Route, method: string): Actor {
  const access = route.api ? policyOf(route.pattern)?.[method as Method] : pageAccess(route.path);
  const candidates: Array<Role | null> = [null, ...roles];
  const chosen = candidates.find((role) => allows(access ?? 'public', role) === 'ok');
  return chosen ?? 'anonymous';
}
