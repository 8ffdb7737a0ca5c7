import { accountLimits } from '@spotter/domain';

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'good' | 'strong';

/** Passwords people pick first; any of them, whatever the length, counts as weak. */
const common =
  /^(?:password|passwort|lozinka|geslo|qwerty|qwertz|asdf|abc|letmein|welcome|admin|iloveyou|spotter|123|1234|12345|111|000)/i;

/**
 * A rule-based estimate, shown as a hint only (the server's rule is the minimum length): length
 * counts most, then the kinds of characters mixed; a common start or one repeated character is weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < accountLimits.passwordMinChars) return 'too-short';
  if (common.test(password) || /^(.)\1*$/u.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  let score = 0;
  if (length >= 12) score += 1;
  if (length >= 16) score += 1;
  if (kinds >= 2) score += 1;
  if (kinds >= 3) score += 1;
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  if (score === 3) return 'good';
  return 'strong';
}

/** Filled segments of the four-part meter. */
export const strengthLevel: Record<PasswordStrength, number> = { 'too-short': 0, weak: 1, fair: 2, good: 3, strong: 4 };
