import { useCallback, useRef, useState } from 'react';

/**
 * Runs the logout callback once at a time (SPEC §4): `isPending` stays true while it runs, so the
 * button is disabled; when it fails the error is logged and the button works again (SPEC §8).
 * On success the page is expected to navigate away, so the button stays disabled.
 */
export function useLogout(onLogout: () => Promise<void>) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const logout = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onLogout();
    } catch (error) {
      console.error('Logout failed', error);
      running.current = false;
      setPending(false);
    }
  }, [onLogout]);
  return { isPending, logout };
}
