import { describe, expect, it } from 'vitest';
import type { Role } from '@spotter/domain';
import { allows, apiPolicy, pageAccess, pageAreas, type Access, type Method } from '#server/auth/policy.ts';
import {
  actors,
  discoverEndpoints,
  discoverPages,
  expectedApi,
  expectedPages,
  matrixMismatches,
} from './authorization-matrix.ts';
import { routeFiles } from './helpers/routes.ts';

type Policy = Record<string, Partial<Record<Method, Access>>>;
type Areas = Array<{ prefix: string; access: Access }>;

const roles: readonly Role[] = ['client', 'trainer', 'admin'];
const roleLists: Role[][] = [1, 2, 3, 4, 5, 6, 7].map((bits) => roles.filter((_role, i) => bits & (1 << i)));

/** Page access from a list of areas, as pageAccess reads pageAreas: first matching prefix, else public. */
function accessFrom(areas: Areas): (pathname: string) => Access {
  return (pathname) => {
    const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return areas.find((area) => withSlash.startsWith(area.prefix))?.access ?? 'public';
  };
}

const verdicts = (access: Access | undefined) =>
  actors.map((actor) => allows(access, actor === 'anonymous' ? null : actor)).join();

/** Every other access a row could be given (undefined: removed), leaving out those that decide the same for every actor. */
function mutationsOf(access: Access): Array<{ label: string; access: Access | undefined }> {
  const candidates: Array<{ label: string; access: Access | undefined }> = [
    { label: "widened to 'public'", access: 'public' },
    { label: "widened to 'signed-in'", access: 'signed-in' },
    ...roleLists.map((list) => ({ label: `set to [${list.join(', ')}]`, access: list })),
    { label: 'removed', access: undefined },
  ];
  return candidates.filter((candidate) => verdicts(candidate.access) !== verdicts(access));
}

describe('the hand-written authorization matrix', () => {
  it('agrees with the policy table and the page areas', () => {
    expect(matrixMismatches(apiPolicy, pageAccess)).toEqual([]);
  });

  it('reads page areas as pageAccess does (so the mutations below mean what they say)', () => {
    const paths = [...Object.keys(expectedPages), '/client', '/trainer/', '/admin', '/clientele', '/administrator/x'];
    for (const pathname of paths) expect(accessFrom([...pageAreas])(pathname), pathname).toEqual(pageAccess(pathname));
  });

  const apiRows = Object.entries(apiPolicy).flatMap(([route, row]) =>
    Object.entries(row).map(([method, access]) => ({ route, method: method as Method, access: access! })),
  );

  it.each(apiRows)('fails on every change of $method $route', ({ route, method, access }) => {
    const mutations = mutationsOf(access);
    expect(mutations.length).toBeGreaterThanOrEqual(7);
    for (const mutation of mutations) {
      const copy: Policy = structuredClone(apiPolicy);
      if (mutation.access === undefined) delete copy[route]![method];
      else copy[route]![method] = mutation.access;
      expect(matrixMismatches(copy, pageAccess), `${method} ${route} ${mutation.label}`).not.toEqual([]);
    }
  });

  it.each(pageAreas.map((area, index) => ({ ...area, index })))(
    'fails on every change of the $prefix area',
    ({ index, access }) => {
      const mutations = mutationsOf(access);
      expect(mutations.length).toBeGreaterThanOrEqual(7);
      for (const mutation of mutations) {
        const copy: Areas = structuredClone([...pageAreas]) as Areas;
        if (mutation.access === undefined) copy.splice(index, 1);
        else copy[index]!.access = mutation.access;
        expect(
          matrixMismatches(apiPolicy, accessFrom(copy)),
          `${pageAreas[index]!.prefix} ${mutation.label}`,
        ).not.toEqual([]);
      }
    },
  );

  it('fails when an area is added over public pages', () => {
    const copy: Areas = [...(structuredClone([...pageAreas]) as Areas), { prefix: '/auth/', access: 'signed-in' }];
    expect(matrixMismatches(apiPolicy, accessFrom(copy))).not.toEqual([]);
  });

  it('covers exactly the endpoints and methods that exist', () => {
    const existing = discoverEndpoints()
      .flatMap(({ route, methods }) => methods.map((method) => `${method} ${route}`))
      .sort();
    const written = Object.entries(expectedApi)
      .flatMap(([route, row]) => Object.keys(row).map((method) => `${method} ${route}`))
      .sort();
    expect(existing.length).toBeGreaterThan(0);
    expect(written).toEqual(existing);
  });

  it('has every route file declare its own route, once for each method it exports', () => {
    const declaring = routeFiles.filter((route) => route.file.endsWith('.ts'));
    expect(declaring.length).toBeGreaterThan(0);
    for (const route of declaring) {
      const declared = [...route.source.matchAll(/\broute(?::|\s*=)\s*'([^']+)'/g)].map((m) => m[1]);
      expect(new Set(declared), route.file).toEqual(new Set([route.pattern]));
      const methods = [...route.source.matchAll(/\bmethod: '([A-Z]+)'/g)].map((m) => m[1]);
      expect(methods.sort(), route.file).toEqual([...route.exported].sort());
    }
  });

  it('covers exactly the pages and other routes that exist', () => {
    expect(Object.keys(expectedPages).sort()).toEqual(discoverPages());
  });
});
