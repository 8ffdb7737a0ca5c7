import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { m } from '@spotter/i18n';
import type { GalleryImage } from './images.ts';
import type { GalleryOrderOptions } from './useGalleryOrder.ts';

export const defaultUndoTimeout = 8000;

/** The last removed image, held for Undo where it stood. */
export interface Removal {
  image: GalleryImage;
  /** Its place in the whole gallery and among the featured images (null when not highlighted). */
  index: number;
  featuredIndex: number | null;
}

export interface UndoRemovalOptions extends GalleryOrderOptions {
  maxImages: number;
  maxHighlighted: number;
  /** How long Undo is offered, in ms, not counting the time it is paused. */
  undoTimeout: number;
  /** The editor, where the Undo and "Add images" buttons are found. */
  rootRef: RefObject<HTMLElement | null>;
  /** Shows why an image could not come back (or came back without its star). */
  warn: (message: string) => void;
}

/**
 * Remove with Undo: the image leaves the gallery at once and waits where it stood for `undoTimeout`
 * ms, a countdown that pauses while the pointer rests on its tile or the keyboard is in it.
 */
export function useUndoRemoval({
  images,
  onChange,
  maxImages,
  maxHighlighted,
  undoTimeout,
  rootRef,
  warn,
  announce,
  focusTileLater,
}: UndoRemovalOptions) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const focusUndo = useRef(false);

  // Remove put its button out of reach: the keyboard lands on Undo, in the same place.
  useLayoutEffect(() => {
    if (!removal || !focusUndo.current) return;
    focusUndo.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>('[data-undo]')?.focus();
  }, [removal, rootRef]);

  function settle(next: Removal | null) {
    setRemoval(next);
    setHovered(false);
    setKeyboardFocused(false);
  }

  /** Takes the image out at once; it waits where it stood, with Undo, for `undoTimeout`. */
  function remove(id: string) {
    const index = images.findIndex((image) => image.id === id);
    const image = images[index];
    if (!image) return;
    const featuredIndex = image.isHighlighted ? images.filter((item) => item.isHighlighted).indexOf(image) : null;
    focusUndo.current = true;
    settle({ image, index, featuredIndex });
    onChange(images.filter((item) => item.id !== id));
    announce(m.gallery_removed_announcement({ position: index + 1 }));
  }

  function undo() {
    if (!removal) return;
    const { image, index } = removal;
    setRemoval(null);
    if (images.length >= maxImages) {
      warn(m.gallery_error_full());
      return;
    }
    // A highlight given away meanwhile is not taken back: the image returns without its star.
    const highlightedCount = images.filter((item) => item.isHighlighted).length;
    const restored =
      image.isHighlighted && highlightedCount >= maxHighlighted ? { ...image, isHighlighted: false } : image;
    if (restored !== image) warn(m.gallery_error_highlight_max({ maxCount: maxHighlighted }));
    const next = images.slice();
    next.splice(Math.min(index, next.length), 0, restored);
    focusTileLater({ id: image.id, control: 'remove' });
    onChange(next);
    announce(m.gallery_restored({ position: Math.min(index, images.length) + 1 }));
  }

  /** Time is up: the gap closes; a keyboard user on Undo goes on to the image now in that place. */
  function expire() {
    const ghost = rootRef.current?.querySelector('[data-removed]');
    const hadFocus = Boolean(ghost?.contains(document.activeElement));
    const index = removal?.index ?? 0;
    settle(null);
    if (!hadFocus) return;
    const next = images[Math.min(index, images.length - 1)];
    if (next) focusTileLater({ id: next.id, control: 'remove' });
    else requestAnimationFrame(() => rootRef.current?.querySelector<HTMLButtonElement>('[data-add-images]')?.focus());
  }

  const paused = hovered || keyboardFocused;
  useCountdown(removal, undoTimeout, !paused, expire);

  /** Events of the removed image's tile that pause the countdown. */
  const pauseEvents = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setKeyboardFocused(event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocused(false);
    },
  };

  return { removal, paused, pauseEvents, remove, undo };
}

/** Counts down `ms` while `running`, keeping the time left across pauses; calls `onDone` at zero. */
function useCountdown(key: unknown, ms: number, running: boolean, onDone: () => void) {
  const left = useRef(ms);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    left.current = ms;
  }, [key, ms]);
  useEffect(() => {
    if (key === null || !running) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [key, running]);
}
