import { useEffect, useRef } from 'react';
import { media } from '../theme/tokens.ts';

/**
 * Closes a mobile-only overlay (drawer, More menu) when the window grows to desktop width,
 * where the sidebar takes over (SPEC §2). Runs only while the overlay is open.
 */
export function useCloseOnDesktop(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!isOpen || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(media.desktop);
    if (query.matches) {
      closeRef.current();
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeRef.current();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isOpen]);
}
