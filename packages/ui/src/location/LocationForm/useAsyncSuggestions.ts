import { useCallback, useEffect, useRef, useState } from 'react';

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

export interface AsyncSuggestions<T> {
  items: T[];
  status: SuggestionStatus;
  /** Asks for suggestions after a short pause; a newer call cancels the pending one and aborts its request. */
  search: (query: string) => void;
  /** Forgets the suggestions and cancels any request. */
  reset: () => void;
}

/**
 * Suggestions fetched as the user types: debounced, one request at a time (the previous one is
 * aborted), with a loading and an error state. `load` may change between renders.
 */
export function useAsyncSuggestions<T>(
  load: (query: string, signal: AbortSignal) => Promise<T[]>,
  delayMs = 150,
): AsyncSuggestions<T> {
  const [state, setState] = useState<{ items: T[]; status: SuggestionStatus }>({ items: [], status: 'idle' });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);

  const search = useCallback(
    (query: string) => {
      cancel();
      const controller = new AbortController();
      setState((previous) => ({ items: previous.items, status: 'loading' }));
      const timer = setTimeout(() => {
        loader.current(query, controller.signal).then(
          (items) => {
            if (!controller.signal.aborted) setState({ items, status: 'done' });
          },
          () => {
            if (!controller.signal.aborted) setState({ items: [], status: 'error' });
          },
        );
      }, delayMs);
      pending.current = { timer, controller };
    },
    [cancel, delayMs],
  );

  const reset = useCallback(() => {
    cancel();
    setState({ items: [], status: 'idle' });
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { ...state, search, reset };
}
