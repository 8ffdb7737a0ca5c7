import { DomainError } from '../errors.ts';

/** What `work` finds, or null when it answers "not found" (the page then rewrites to /404). */
export async function foundOrNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}
