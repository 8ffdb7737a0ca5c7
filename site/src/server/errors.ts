import type { FieldErrorKeys } from '@spotter/domain';

/** What a refusal says: a message key, the values its text needs, and messages by field. */
export interface RefusalDetails {
  params?: Record<string, string | number>;
  fieldErrors?: FieldErrorKeys;
}

/**
 * A product rule refused the work. Repos and services throw these and know nothing of HTTP;
 * `http/errors.ts` gives each kind its status in one table.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'limit_reached' | 'rate_limited';
  readonly key: string;
  readonly details: RefusalDetails;

  constructor(key: string, details: RefusalDetails = {}) {
    super(key);
    this.key = key;
    this.details = details;
  }
}

export type DomainErrorKind = DomainError['kind'];

/** The input breaks a rule of the product (too many images, wrong password). */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** The caller may not do this (another user's media, a purpose their role has not). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** What the work needs does not exist. */
export class NotFound extends DomainError {
  readonly kind = 'not_found';
}

/** The work would collide with what exists (an email already taken). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A quota is used up (the storage an account may fill). */
export class LimitReached extends DomainError {
  readonly kind = 'limit_reached';
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  readonly kind = 'rate_limited';
  readonly retryAfterSeconds: number;

  constructor(key: string, retryAfterSeconds: number, details: RefusalDetails = {}) {
    super(key, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
