import { useLayoutEffect, useRef } from 'react';
import { tileDomId, type MoveDirection } from './images.ts';

/** The control of a tile that should have the focus once the tiles have been drawn again. */
export interface TileFocus {
  id: string;
  control: MoveDirection | 'remove';
}

/**
 * After a keyboard move (or an Undo) the tile's DOM node may be re-inserted, which drops focus:
 * `focusTileLater` names the control to put it back on after the next render. A move button that
 * has just become disabled (the tile reached an end) hands over to the tile's other move button.
 */
export function useTileFocus() {
  const pending = useRef<TileFocus | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const tile = document.getElementById(tileDomId(target.id));
    if (target.control === 'remove') {
      tile?.querySelector<HTMLButtonElement>('[data-remove]')?.focus();
      return;
    }
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]:not([disabled])`);
    const other = tile?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
    (same ?? other)?.focus();
  });
  return (focus: TileFocus) => {
    pending.current = focus;
  };
}
