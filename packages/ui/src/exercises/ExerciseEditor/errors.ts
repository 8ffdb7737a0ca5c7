import type { MessageRef } from '@spotter/domain';
import { m, validationMessage } from '@spotter/i18n';

/**
 * The exercise contract's own message keys and the server's (the generic validation keys are
 * validationMessage's): listed one by one, so the bundle holds these messages only.
 */
const exerciseMessages: Readonly<Record<string, () => string>> = {
  exercises_error_too_many_images: m.exercises_error_too_many_images,
  exercises_error_primary_muscle: m.exercises_error_primary_muscle,
  exercises_error_too_many_muscles: m.exercises_error_too_many_muscles,
  exercises_error_too_many_equipment: m.exercises_error_too_many_equipment,
  exercises_error_one_video: m.exercises_error_one_video,
  exercises_error_muscle_twice: m.exercises_error_muscle_twice,
  exercises_error_limit: m.exercises_error_limit,
  exercises_error_not_found: m.exercises_error_not_found,
  exercises_error_library_read_only: m.exercises_error_library_read_only,
  exercises_error_conflict: m.exercises_error_conflict,
  exercises_error_media: m.exercises_error_media,
};

/** A message of the exercise editor (a key, a key with values, or text the server already translated) in the reader's language. */
export function exerciseErrorMessage(ref: string | MessageRef): string {
  const key = typeof ref === 'string' ? ref : ref.key;
  return Object.hasOwn(exerciseMessages, key) ? (exerciseMessages[key]?.() ?? key) : validationMessage(ref);
}
