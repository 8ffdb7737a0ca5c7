import { useEffect } from 'react';

/**
 * A react-aria Button that turns pending (and back) while focused is announced by a live-region
 * node that borrows the button's name: `role="img"` with `aria-labelledby` pointing at the button,
 * kept for 7 seconds. When the button leaves the page sooner (a dialog that closes on success, a
 * "load more" with nothing left to load), that node names nothing: an image without a name in the
 * page. The button takes its announcements with it: pass the id given to the button.
 */
export function useAnnouncementsLeaveWith(buttonId: string): void {
  useEffect(
    () => () => {
      for (const node of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
        if (node.getAttribute('aria-labelledby')?.split(/\s+/).includes(buttonId)) node.remove();
      }
    },
    [buttonId],
  );
}
