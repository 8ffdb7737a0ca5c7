import { limits } from '@spotter/domain';

/**
 * A short buzz for taps on mobile navigation (SPEC §2, §9: 10 ms). Does nothing where the
 * Vibration API is missing (desktop Safari, Firefox, server rendering) or refuses.
 */
export function vibrateTap(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  try {
    return navigator.vibrate(limits.tapVibrationMs);
  } catch {
    return false;
  }
}
