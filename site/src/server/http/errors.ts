import { DomainError, RateLimited, type DomainErrorKind } from '../errors.ts';
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
 * headers (Retry-After when rate limited); null for anything else, which is a fault.
 */
export function refusalOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return null;
  const headers = error instanceof RateLimited ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
  return new HttpError(statusOf[error.kind], error.key, { ...error.details, ...(headers && { headers }) });
}
