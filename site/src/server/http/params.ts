import { z } from 'zod';
import { HttpError } from './responses.ts';

const uuid = z.uuid();

/** The id of a path segment; one that cannot be an id is a malformed address (400), never a database error. */
export function uuidParam(param: string | undefined): string {
  const parsed = uuid.safeParse(param);
  if (!parsed.success) throw new HttpError(400, 'error_bad_request');
  return parsed.data;
}
