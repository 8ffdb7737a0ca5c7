import { atom, type WritableAtom } from 'nanostores';

/** True when rendering on the server, where one module instance serves every request. */
export const onServer = typeof document === 'undefined';

/**
 * An atom for state that belongs to one browser tab. On the server it keeps its initial value and
 * ignores writes, so nothing one request does can reach the HTML of another.
 */
export function tabAtom<T>(initial: T): WritableAtom<T> {
  const store = atom<T>(initial);
  if (onServer) store.set = () => undefined;
  return store;
}
