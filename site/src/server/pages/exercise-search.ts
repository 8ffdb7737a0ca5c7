import { exerciseQuerySchema, type ExerciseFilters, type ExerciseQuery } from '@spotter/domain';

/**
 * The library search an address asks for (`?q=&muscle=&equipment=&category=&level=&scope=`), so a
 * reload or a shared link shows the same list; values that are not options are dropped, not refused.
 */
export function exerciseSearchOf(
  url: URL,
  role: 'trainer' | 'client',
): { query: ExerciseQuery; filters: ExerciseFilters } {
  const values: Record<string, string> = {};
  for (const key of ['q', 'muscle', 'equipment', 'category', 'level', 'scope'] as const) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    const one = exerciseQuerySchema.shape[key].safeParse(value);
    if (one.success) values[key] = value;
  }
  if (role === 'client' && values.scope === 'archived') delete values.scope;
  const query = exerciseQuerySchema.parse(values);
  const { q, muscle, equipment, category, level, scope } = query;
  return { query, filters: { q, muscle, equipment, category, level, scope } };
}
