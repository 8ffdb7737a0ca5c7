import { describe, expect, it } from 'vitest';
import { apiPolicy, pageAccess } from '#server/auth/policy.ts';
import {
  discoverEndpoints,
  discoverPages,
  expectedApi,
  expectedPages,
  matrixMismatches,
} from './authorization-matrix.ts';
import { routeFiles } from './helpers/routes.ts';

describe('the hand-written authorization matrix', () => {
  it('agrees with the policy table and the page areas', () => {
    expect(matrixMismatches(apiPolicy, pageAccess)).toEqual([]);
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
