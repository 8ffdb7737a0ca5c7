/**
 * The unsaved-changes guard every editor section shares. Sections may be separate React roots on
 * one page, so the state is a module singleton rather than a React context.
 */
import { atom } from 'nanostores';
import { tabAtom } from '../stores/tab.ts';

/** The ids of the sections whose values differ from the saved ones. */
export const $dirtySections = tabAtom<readonly string[]>([]);

/** The address an intercepted in-app link was going to, while the "Leave without saving?" question is open. */
export const $pendingNavigation = tabAtom<string | null>(null);

/** The section that renders the question; one per page, whichever registered first. */
export const $leaveDialogOwner = atom<string | null>(null);

export function setSectionDirty(id: string, dirty: boolean): void {
  const current = $dirtySections.get();
  const listed = current.includes(id);
  if (dirty && !listed) $dirtySections.set([...current, id]);
  else if (!dirty && listed) $dirtySections.set(current.filter((other) => other !== id));
}

export function hasUnsavedChanges(): boolean {
  return $dirtySections.get().length > 0;
}

/** Set while leaving after the user chose Leave, so the browser does not ask a second time. */
let leaving = false;

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (leaving || !hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** The same-origin address a click on an in-app link would open, or null when the click is not one to guard. */
export function guardedLinkTarget(event: MouseEvent, here: Location = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  const frame = anchor.getAttribute('target');
  if (frame && frame !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // A jump within this page (the editor's section links) leaves nothing behind.
  if (url.pathname === here.pathname && url.search === here.search && url.hash !== '') return null;
  return url.href;
}

function onDocumentClick(event: MouseEvent): void {
  if (leaving || !hasUnsavedChanges()) return;
  const href = guardedLinkTarget(event);
  if (href === null) return;
  event.preventDefault();
  $pendingNavigation.set(href);
}

/** Goes where the intercepted link was going, without asking again. */
export function leaveToPendingNavigation(navigate: (href: string) => void = (href) => window.location.assign(href)) {
  const href = $pendingNavigation.get();
  $pendingNavigation.set(null);
  if (href === null) return;
  leaving = true;
  navigate(href);
}

export function stayOnPage(): void {
  $pendingNavigation.set(null);
}

const registered: string[] = [];

/**
 * Called by each section when it mounts: the first registration installs the `beforeunload` and
 * link listeners, the last unregistration removes them. Returns the unregister function.
 */
export function registerSection(id: string): () => void {
  if (registered.length === 0) {
    leaving = false;
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: React Aria links stop the click's propagation once they handle the press.
    document.addEventListener('click', onDocumentClick, true);
  }
  registered.push(id);
  if ($leaveDialogOwner.get() === null) $leaveDialogOwner.set(id);
  return () => {
    const at = registered.indexOf(id);
    if (at >= 0) registered.splice(at, 1);
    setSectionDirty(id, false);
    if ($leaveDialogOwner.get() === id) $leaveDialogOwner.set(registered[0] ?? null);
    if (registered.length === 0) {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onDocumentClick, true);
      $pendingNavigation.set(null);
    }
  };
}
