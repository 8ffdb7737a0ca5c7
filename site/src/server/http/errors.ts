import { constraintRefusal } from '../db/constraint-errors.ts';
import { DomainError, RateLimited, type DomainErrorKind } from '../errors.ts';
import { logger } from '../log.ts';
import { HttpError } from './responses.ts';

/** The HTTP status of each kind of domain error: decided here and nowhere else. */
const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limit_reached: 413,
  rate_limited: 429,
};

/**
 * The refusal a thrown error stands for, with its status, message key, values, field errors and
 * headers (Retry-After when rate limited); a database constraint that refused the work gives the
 * refusal of the rule it keeps (db/constraint-errors.ts). Null for anything else, which is a fault.
 */
export function refusalOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) {
    const refusal = constraintRefusal(error);
    if (!refusal) return null;
    // A rule in front of the database let this through: worth a look, though the caller got a 4xx.
    logger.warn({ err: error }, 'refused by a database constraint');
    return refusalOf(refusal);
  }
  const headers = error instanceof RateLimited ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
  return new HttpError(statusOf[error.kind], error.key, { ...error.details, ...(headers && { headers }) });
}
