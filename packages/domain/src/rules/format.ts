/** Display rules of SPEC §3: age in whole years, short US dates, 12h time, 'N/A' for bad input. */
export const notAvailable = 'N/A';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole years between a birth date and `now`; null when the date is missing, invalid or in the future. */
export function ageInYears(birthDate: Date | string | null | undefined, now: Date = new Date()): number | null {
  const birth = toDate(birthDate);
  if (!birth || birth.getTime() > now.getTime()) return null;
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Short US-style date, e.g. 3/7/2024, or 'N/A'. */
export function formatShortDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return notAvailable;
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** '17:05' → '5:05 PM'; anything that is not a valid HH:MM time → 'N/A'. */
export function formatTime12h(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return notAvailable;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return notAvailable;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/** Masks an email keeping at most 3 leading characters of the local part: 'jo***@example.com'. */
export function maskEmail(email: string | null | undefined, visible = 3): string {
  if (!email) return '';
  const at = email.indexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  const shown = Math.min(visible, Math.max(1, local.length - 1));
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(local.length - shown, 1))}${domain}`;
}

/** Caps a count for badges: 120 → '99+'. Zero or negative counts give an empty string. */
export function badgeCount(count: number, cap = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
