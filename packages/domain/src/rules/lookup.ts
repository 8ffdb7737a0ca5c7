/**
 * The value stored under `key` in a plain record, or undefined. Keys that come from requests
 * (field names, query keys, option ids, route parameters, message keys) go through here, so
 * `__proto__`, `constructor` or `toString` never reach an inherited member of Object.prototype.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
