import type { FieldErrorKeys } from '@spotter/domain';

/** The kinds of refusal a product rule makes; `http/errors.ts` gives each its HTTP status. */
export type DomainErrorKind =
  /** The input breaks a rule of the product (too many images, a wrong password). */
  | 'invalid'
  /** The caller may not do this (another user's media, a purpose their role has not). */
  | 'forbidden'
  /** What the work needs does not exist. */
  | 'not_found'
  /** The work would collide with what exists (an email already taken). */
  | 'conflict'
  /** A quota is used up (the storage an account may fill). */
  | 'limit_reached'
  /** Too many attempts for now (see RateLimited). */
  | 'rate_limited';

/** What a refusal says besides its message key: the values its text needs, and messages by field. */
export interface RefusalDetails {
  params?: Record<string, string | number>;
  fieldErrors?: FieldErrorKeys;
}

/** A product rule refused the work. Repos and services throw these and know nothing of HTTP. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly key: string;
  readonly details: RefusalDetails;

  constructor(kind: DomainErrorKind, key: string, details: RefusalDetails = {}) {
    super(key);
    this.kind = kind;
    this.key = key;
    this.details = details;
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(key: string, retryAfterSeconds: number, details: RefusalDetails = {}) {
    super('rate_limited', key, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
