import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { roles, type Role } from '@spotter/domain';
import { allows, methodsOf, pageAccess, policyOf, type Method } from '#server/auth/policy.ts';
import { demoUserId } from '#server/db/seed-data.ts';
import { demoExerciseId, demoPlanId, demoTraining, demoTrainingIds } from '#server/db/seed-training.ts';
import { demoSessionId } from '#server/db/seed-sessions.ts';
import { libraryExerciseId } from '#server/exercises/library.ts';
import { sectionPaths } from '#server/repos/sections.ts';
import { sectionEntrypoint, sectionRoutes } from '../../src/pages/_section-routes.ts';
import { demo, type Actor } from './http.ts';

/**
 * Every route of the site, discovered from the files under src/pages and the routes
 * astro.config.mjs injects, so a new route is covered by the route-wide tests without anyone
 * listing it.
 */
const siteDir = path.resolve(import.meta.dirname, '../..');
export const pagesDir = path.join(siteDir, 'src/pages');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** The route pattern Astro gives a page file (`/client/dashboard/edit`). */
export function routeOf(file: string): string {
  const relative = path.relative(pagesDir, file).replace(/\\/g, '/');
  const route = `/${relative.replace(/\.(ts|astro)$/, '').replace(/(^|\/)index$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

export interface RouteFile {
  file: string;
  pattern: string;
  source: string;
  api: boolean;
  /** The methods the file exports (endpoints and other non-page routes). */
  exported: Method[];
}

function routeFile(file: string, pattern: string): RouteFile {
  const source = readFileSync(file, 'utf8');
  const exported = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1] as Method);
  return { file, pattern, source, api: pattern.startsWith('/api/'), exported };
}

/** Each route once: its file under src/pages (names starting with `_` are not routes), or its injected entrypoint. */
export const routeFiles: RouteFile[] = [
  ...files(pagesDir)
    .filter((file) => /\.(ts|astro)$/.test(file) && !path.basename(file).startsWith('_'))
    .map((file) => routeFile(file, routeOf(file))),
  ...sectionRoutes.map(({ pattern }) => routeFile(path.resolve(siteDir, sectionEntrypoint), pattern)),
];

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
  /** Declared to take no body (`noBody`): a body or a content type sent to it is refused with 400. */
  refusesBody: boolean;
}

const samples: Record<string, string> = {
  '[provider]': 'google',
  '[...key]': 'gallery/00000000-0000-4000-8000-000000000000.webp',
  '[from]': 'amra-hodzic',
  '[section]': 'basic-info',
  // The demo client is connected to the demo trainer, who is the actor of trainer routes.
  '[clientId]': demoUserId(demo.client),
  // A real case to look at (the demo trainer's verification is decided, so no decision is taken).
  '[trainerId]': demoUserId(demo.trainer),
};

/** Query values some routes require (SPEC §7). */
const queries: Record<string, string> = {
  '/api/coaching-requests/count': '?role=trainer',
  '/api/places/cities': '?q=sarajevo',
  // Banja Luka in the bundled dataset.
  '/api/places/details': '?id=3204541',
  '/api/places/gyms': '?q=&lat=43.8563&lon=18.4131',
  '/api/sessions': '?from=2026-11-23&to=2026-11-29',
};

/** Paths of routes whose sample must not change shared demo data (a connection others rely on). */
const paths: Record<string, string> = {
  // Ending the demo coaching would take the demo trainer's client from every later test: no one's.
  '/api/users/trainer/clients/[clientId]/end': '/api/users/trainer/clients/00000000-0000-4000-8000-000000000000/end',
  // The demo trainer's own exercise and plan, the demo client's copy, and a library exercise.
  '/trainer/dashboard/exercises/[id]': `/trainer/dashboard/exercises/${demoExerciseId(demoTraining.trainerExercise)}`,
  '/trainer/dashboard/exercises/[id]/edit': `/trainer/dashboard/exercises/${demoExerciseId(demoTraining.trainerExercise)}/edit`,
  '/client/dashboard/exercises/[id]': `/client/dashboard/exercises/${libraryExerciseId('barbell-back-squat')}`,
  '/trainer/dashboard/plans/[id]': `/trainer/dashboard/plans/${demoPlanId(demoTraining.trainerPlan)}`,
  '/client/dashboard/trainings/[id]': `/client/dashboard/trainings/${demoPlanId(demoTraining.trainerPlan, demoTraining.client)}`,
  // Read by everyone with an exercise library; the library refuses every change (403).
  '/api/exercises/[id]': `/api/exercises/${libraryExerciseId('barbell-back-squat')}`,
  // The demo client's copy, which the demo trainer and client read; route-wide write tests call as
  // fresh accounts, to whom it is not found.
  '/api/plans/[id]': `/api/plans/${demoPlanId(demoTraining.trainerPlan, demoTraining.client)}`,
  // The first session of the demo client's weekly series with the demo trainer.
  '/api/sessions/[id]': `/api/sessions/${demoSessionId(demoUserId(demo.client))}`,
};

/**
 * The address a page test opens for a route as one demo account: the account's own exercise, plan
 * or plan copy where the route shows one (another's is not found), else the route's sample.
 */
export function pagePathFor(route: Pick<Route, 'pattern' | 'path'>, email: string): string {
  const ids = demoTrainingIds(email);
  const own: Record<string, string | undefined> = {
    '/trainer/dashboard/exercises/[id]': ids.exercise && `/trainer/dashboard/exercises/${ids.exercise}`,
    '/trainer/dashboard/exercises/[id]/edit': ids.exercise && `/trainer/dashboard/exercises/${ids.exercise}/edit`,
    '/trainer/dashboard/plans/[id]': ids.plan && `/trainer/dashboard/plans/${ids.plan}`,
    '/client/dashboard/trainings/[id]': ids.copy && `/client/dashboard/trainings/${ids.copy}`,
  };
  return (Object.hasOwn(own, route.pattern) ? own[route.pattern] : undefined) ?? route.path;
}

/** The concrete path a page test opens for a route pattern (the pattern itself when it has no parameter). */
export function pagePath(pattern: string): string {
  return routes.find((route) => route.pattern === pattern)?.path ?? pattern;
}

function concrete(pattern: string): string {
  if (Object.hasOwn(paths, pattern)) return paths[pattern]!;
  return fill(pattern) + (Object.hasOwn(queries, pattern) ? queries[pattern]! : '');
}

/** The section paths a section route pattern stands for: its role's sections directly below it. */
export function sectionPathsOf(pattern: string): string[] {
  const role = sectionRoutes.find((route) => route.pattern === pattern)?.role;
  if (!role) return [];
  const prefix = pattern.replace('[section]', '');
  return sectionPaths(role).filter(
    (p) => p.startsWith(prefix) && p.length > prefix.length && !p.slice(prefix.length).includes('/'),
  );
}

function fill(pattern: string): string {
  const section = sectionPathsOf(pattern)[0];
  if (section) return section;
  return pattern.replace(/\[[^\]]+\]/g, (param) => (Object.hasOwn(samples, param) ? samples[param]! : 'x'));
}

function bodyOf(source: string): BodyKind {
  if (/handleUpload\(/.test(source)) return 'multipart';
  if (/\b(readForm|handlePasswordForm|handleLinkForm)\(/.test(source)) return 'form';
  // An endpoint that declares a body schema, or parses one itself.
  if (/defineEndpoint\(\s*\{[^}]*\bbody:|parseBody\(/.test(source)) return 'json';
  return null;
}

export const routes: Route[] = routeFiles
  .filter(({ pattern }) => pattern !== '/404' && pattern !== '/500')
  .map(({ file, pattern, source, api, exported }) => {
    const methods = api ? exported : [...methodsOf(pattern)].filter((m) => m !== 'HEAD');
    const refusesBody = /\bnoBody:\s*true\b/.test(source);
    return { file, pattern, path: concrete(pattern), api, methods, body: bodyOf(source), refusesBody };
  });

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
