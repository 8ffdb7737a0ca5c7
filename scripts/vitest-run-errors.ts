import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError } from 'vitest/node';

/**
 * A Vitest reporter that writes the run's unhandled errors (those outside any test, which the
 * JSON report leaves out) to the file named by VITEST_RUN_ERRORS_FILE, so the suite runner can
 * tell a browser that closed mid-run from a failing test (scripts/test.ts).
 */
export default class RunErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_RUN_ERRORS_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ errors: unhandledErrors.map((error) => describeError(error)) }));
  }
}

/** An error's name, message and code, then its causes': Error's own fields are not enumerable. */
export function describeError(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { name, message, code, cause } = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    cause?: unknown;
  };
  const text = [name, message, code].filter((part) => typeof part === 'string' && part !== '').join(': ');
  return cause !== undefined && depth < 8 ? `${text} (caused by ${describeError(cause, depth + 1)})` : text;
}
