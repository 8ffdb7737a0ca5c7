import type { z } from 'zod';

/** The error body every endpoint answers with on 4xx/5xx. */
export interface ApiError {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

/** A message key with the values its text needs ('The maximum here is {maxSize} MB.'). */
export interface MessageRef {
  key: string;
  params: Record<string, string | number>;
}

/** Field path → the messages for it, as keys or keys with their values, before translation. */
export type FieldErrorKeys = Record<string, Array<string | MessageRef>>;

/**
 * Field path → list of message keys, from a zod error. Root-level issues go under '_'. The
 * result has no prototype: a path such as `__proto__` is an ordinary key here.
 */
export function fieldErrorKeys(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (result[key] ??= []).push(issue.message);
  }
  return { ...result };
}
