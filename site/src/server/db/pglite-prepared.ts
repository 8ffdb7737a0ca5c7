import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's `query` parses, analyses and plans its statement anew on every call, in six calls into
 * the database (parse, describe, bind, describe, execute, sync). Outside a transaction this one
 * prepares each statement once under a name and then runs it in a single call (bind, describe,
 * execute, sync): PostgreSQL skips the parse and, after a few runs, the planning (its plan cache).
 * A search asked at every keystroke costs about half as much. Transactions keep PGlite's own path.
 *
 * Statements are kept per SQL text, at most MAX_STATEMENTS (least recently used closed first).
 * A statement the database refuses to run from its cache (its result's columns changed, 0A000)
 * is prepared anew once.
 */

export const MAX_STATEMENTS = 256;

const { serialize } = protocol;

interface Prepared {
  name: string;
  paramTypes: number[];
}

type Query = PGlite['query'];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CACHED_PLAN_CHANGED = '0A000';

/** Makes `pglite.query` run prepared statements (see above). Returns the same instance. */
export function preparePGliteQueries(pglite: PGlite): PGlite {
  const statements = new Map<string, Prepared>();
  /** Statements evicted from the cache, closed with the next round trip. */
  let toClose: string[] = [];
  let counter = 0;

  const closing = (): Uint8Array[] => {
    const parts = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return parts;
  };

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `spotter_${(counter += 1)}`;
    const { messages } = await pglite.execProtocol(
      concat([
        ...closing(),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription');
    const prepared = {
      name,
      paramTypes: description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [],
    };
    statements.set(text, prepared);
    if (statements.size > MAX_STATEMENTS) {
      const oldest = statements.entries().next().value!;
      statements.delete(oldest[0]);
      toClose.push(oldest[1].name);
    }
    return prepared;
  }

  async function run<T>(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([
        ...closing(),
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // As PGlite's query: a statement outside a transaction reaches the file system at once.
      { syncToFs: true },
    );
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    await pglite.waitReady;
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const cached = statements.get(text);
        if (cached) {
          // Most recently used last: the first entry is the one to evict.
          statements.delete(text);
          statements.set(text, cached);
          try {
            return await run<T>(cached, params, options);
          } catch (error) {
            if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
            statements.delete(text);
            toClose.push(cached.name);
          }
        }
        return run<T>(await prepare(text, options), params, options);
      }),
    );
  };
  pglite.query = query as Query;
  return pglite;
}
