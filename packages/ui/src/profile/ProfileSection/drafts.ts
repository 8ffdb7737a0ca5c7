/** Unsaved section values kept in localStorage, so a reload or a lost connection loses nothing. */

export interface SectionDraft<T> {
  values: T;
  /** The version of the saved values the edit started from. */
  version: number;
  /** When the draft was written, as an ISO timestamp. */
  savedAt: string;
}

/** The stored draft under `key`, or null when there is none, it is unreadable, or storage is unavailable. */
export function readDraft<T>(key: string): SectionDraft<T> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'values' in parsed &&
      'version' in parsed &&
      typeof parsed.version === 'number' &&
      'savedAt' in parsed &&
      typeof parsed.savedAt === 'string' &&
      !Number.isNaN(Date.parse(parsed.savedAt))
    ) {
      return { values: parsed.values as T, version: parsed.version, savedAt: parsed.savedAt };
    }
    return null;
  } catch {
    return null;
  }
}

/** Stores a draft; a full quota or a private window only means the draft is not kept. */
export function writeDraft<T>(key: string, draft: SectionDraft<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // no storage: the edit lives as long as the page
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // no storage: nothing was kept
  }
}

/** Structural equality of JSON-like section values (key order ignored). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameValues(left[key], right[key]));
}

/** The top-level fields whose values differ between two section values. */
export function changedFields(before: object, after: object): string[] {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].filter((key) => !sameValues(left[key], right[key]));
}
