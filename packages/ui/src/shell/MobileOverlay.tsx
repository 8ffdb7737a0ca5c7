import { useEffect, useRef, type ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { media } from '../theme/tokens.ts';

/**
 * Closes a mobile-only overlay (drawer, More menu) when the window grows to desktop width,
 * where the sidebar takes over (SPEC §2). Runs only while the overlay is open.
 */
function useCloseOnDesktop(isOpen: boolean, close: () => void): void {
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

export interface MobileOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The backdrop's class and the panel's. */
  overlayClassName: string;
  className: string;
  children: ReactNode;
}

/**
 * A modal of the phone shell (the drawer, the More menu): it traps focus, locks page scroll,
 * closes on Escape or a tap outside, and closes by itself at desktop width.
 */
export function MobileOverlay({ isOpen, onOpenChange, overlayClassName, className, children }: MobileOverlayProps) {
  useCloseOnDesktop(isOpen, () => onOpenChange(false));
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlayClassName}>
      <Modal className={className}>{children}</Modal>
    </ModalOverlay>
  );
}
