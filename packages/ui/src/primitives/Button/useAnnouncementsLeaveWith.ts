import { useEffect, useRef } from 'react';

/** How long react-aria keeps an announcement in its live region. */
const ANNOUNCEMENT_LIFETIME_MS = 7_000;

const announcementsOf = (root: ParentNode, buttonId: string) =>
  [...root.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].filter((node) =>
    node.getAttribute('aria-labelledby')?.split(/\s+/).includes(buttonId),
  );

/**
 * A react-aria Button that turns pending (and back) while focused is announced by a live-region
 * node that borrows the button's name: `role="img"` with `aria-labelledby` pointing at the button,
 * kept for 7 seconds. When the button leaves the page sooner (a dialog that closes on success, a
 * "load more" with nothing left to load), that node names nothing: an image without a name in the
 * page. The button takes its announcements with it: pass the id given to the button and whether
 * it is pending. An announcement react-aria adds just after a recently pending button left (it
 * announces on a timer) is removed as it arrives, for as long as it would have lived.
 */
export function useAnnouncementsLeaveWith(buttonId: string, isPending = false): void {
  const pendingChangedAt = useRef(Number.NEGATIVE_INFINITY);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current !== isPending) pendingChangedAt.current = Date.now();
    wasPending.current = isPending;
  }, [isPending]);
  useEffect(
    () => () => {
      for (const node of announcementsOf(document, buttonId)) node.remove();
      const left = ANNOUNCEMENT_LIFETIME_MS - (Date.now() - pendingChangedAt.current);
      if (!wasPending.current && left <= 0) return;
      const late = new MutationObserver(() => {
        for (const node of announcementsOf(document, buttonId)) node.remove();
      });
      late.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => late.disconnect(), Math.max(left, ANNOUNCEMENT_LIFETIME_MS / 7));
    },
    [buttonId],
  );
}
