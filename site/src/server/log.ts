import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** A SQLSTATE: five digits or capital letters. */
const sqlState = /^[0-9A-Z]{5}$/;

/**
 * What a database error may say in the log: its SQLSTATE and where it happened, never the values.
 * A driver's error carries the failed statement's parameters (`params`), the row it refused
 * (`detail`: "Failing row contains (…)"), the statement and its context (`query`, `where`,
 * `internalQuery`); a data exception (class 22) quotes the value in its message. Any of them may be
 * a client's health text, birth date or name, so none of them is written.
 */
const databaseFields = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

interface Serialized {
  [key: string]: unknown;
}

/** True for an error a database driver (pg or PGlite) threw: it carries a SQLSTATE `code`. */
export function isDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return (
    typeof code === 'string' &&
    sqlState.test(code) &&
    ('severity' in error || 'routine' in error || 'constraint' in error)
  );
}

/** The log fields of a database error: its SQLSTATE and names only (see databaseFields). */
function databaseError(error: Error & Record<string, unknown>): Serialized {
  const fields: Serialized = { type: error.constructor?.name ?? 'Error' };
  for (const name of databaseFields) if (typeof error[name] === 'string') fields[name] = error[name];
  const quotesValue = String(error.code).startsWith('22');
  fields.message = quotesValue ? `data exception ${String(error.code)}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  fields.stack = [`${String(fields.type)}: ${String(fields.message)}`, ...frames].join('\n');
  return fields;
}

/** The `err` serializer: pino's own, except that a database error (even as a cause) keeps no values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (isDatabaseError(error)) return databaseError(error);
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Serialized;
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined && depth < 4) serialized.cause = serializeError(cause, depth + 1);
  for (const [name, value] of Object.entries(serialized)) {
    // An error may hang the driver's error under another name (AggregateError's errors too).
    if (isDatabaseError(value)) serialized[name] = databaseError(value);
    else if (Array.isArray(value) && value.some(isDatabaseError)) {
      serialized[name] = value.map((inner) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/**
 * The logger's options: level, no base fields, secrets redacted, and errors serialized without
 * the values of a failed statement. Request bodies are never logged.
 */
export function loggerOptions(level = process.env.LOG_LEVEL || 'info'): LoggerOptions {
  return {
    level,
    base: undefined,
    redact: ['password', '*.password', 'req.headers.cookie', 'token'],
    serializers: { err: serializeError, error: serializeError, reason: serializeError },
  };
}

/** A logger writing to `destination` (tests read what it wrote). */
export function createLogger(destination?: DestinationStream, level?: string) {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/** Structured JSON logs; LOG_LEVEL sets the threshold (validated in config.ts). */
export const logger = createLogger();
