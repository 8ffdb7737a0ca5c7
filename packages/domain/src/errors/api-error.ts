import type { z } from 'zod';
import { parameterisedMessageKeys, type ParameterisedKey } from './zod-messages.ts';

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

/** The value a parameterised message names, read from the issue that carries it. */
function paramOf(issue: z.core.$ZodIssue, name: (typeof parameterisedMessageKeys)[ParameterisedKey]) {
  // A rule of a schema's own (refine) names its values in the issue's params.
  if (issue.code === 'custom') {
    const value: unknown = issue.params?.[name];
    return typeof value === 'number' || typeof value === 'string' ? value : undefined;
  }
  switch (name) {
    case 'min':
      return issue.code === 'too_small' ? Number(issue.minimum) : undefined;
    case 'max':
      return issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    case 'length':
      if (issue.code === 'too_small') return Number(issue.minimum);
      return issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    case 'step':
      return issue.code === 'not_multiple_of' ? Number(issue.divisor) : undefined;
    case 'fields':
      return issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
  }
}

/** An issue's message key; a key whose text names a value comes with it (`{ key, params }`). */
export function issueMessage(issue: z.core.$ZodIssue): string | MessageRef {
  if (!Object.hasOwn(parameterisedMessageKeys, issue.message)) return issue.message;
  const name = parameterisedMessageKeys[issue.message as ParameterisedKey];
  const value = paramOf(issue, name);
  return value === undefined ? issue.message : { key: issue.message, params: { [name]: value } };
}

/**
 * Field path → its messages, from a zod error. Root-level issues go under '_'. The result has
 * no prototype: a path such as `__proto__` is an ordinary key here.
 */
export function fieldErrorKeys(error: z.ZodError): FieldErrorKeys {
  const result = Object.create(null) as FieldErrorKeys;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (result[key] ??= []).push(issueMessage(issue));
  }
  return { ...result };
}
