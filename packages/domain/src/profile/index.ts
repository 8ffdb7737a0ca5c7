/**
 * The profile contract: the sections of the trainer and client editors (SPEC §2, §3, §5), each
 * saved on its own through GET/PUT /api/users/{role}/profile/{section}. A section's payload is its
 * values plus the `version` they were read at; a save from an older version is refused with 409.
 */
export * from './fields.ts';
export * from './core.ts';
export * from './trainer.ts';
export * from './client.ts';

/** One section as the editor receives it: its values and the version they were read at. */
export interface SectionState<T> {
  values: T;
  version: number;
}
