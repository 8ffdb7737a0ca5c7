import type { z } from 'zod';

/** The error body every endpoint answers with on 4xx/5xx. */
export interface ApiError {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

/** Field path → list of message keys, from a zod error. Root-level issues go under '_'. */
export function fieldErrorKeys(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}
