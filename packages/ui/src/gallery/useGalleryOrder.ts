import { useState, type DragEvent } from 'react';
import { m } from '@spotter/i18n';
import { moveImage, tileDragType, type GalleryImage, type MoveDirection } from './images.ts';
import type { TileFocus } from './useTileFocus.ts';

export interface GalleryOrderOptions {
  /** The whole gallery, in its order. */
  images: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  /** Tells screen-reader users where the image went. */
  announce: (message: string) => void;
  /** Keeps the keyboard on the moved tile's buttons. */
  focusTileLater: (focus: TileFocus) => void;
}

/** Reordering by drag and drop and by the earlier/later buttons, as the tiles use it. */
export interface GalleryOrder {
  draggingId: string | null;
  dropTargetId: string | null;
  /** Moves the image at `index` of the view `visible` one place, within that view. */
  move: (visible: GalleryImage[], index: number, direction: MoveDirection) => void;
  /** Props of an image's drag handle (its thumbnail). */
  dragSourceProps: (image: GalleryImage) => {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** Props of an image's tile, where another tile can be dropped. */
  dropTargetProps: (image: GalleryImage) => {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

/** The gallery's order: tiles are dragged onto each other or moved one place with the keyboard. */
export function useGalleryOrder({ images, onChange, announce, focusTileLater }: GalleryOrderOptions): GalleryOrder {
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);

  function commit(id: string, targetId: string) {
    const next = moveImage(images, id, targetId);
    onChange(next);
    announce(m.gallery_moved({ position: next.findIndex((item) => item.id === id) + 1 }));
  }

  function move(visible: GalleryImage[], index: number, direction: MoveDirection) {
    const image = visible[index];
    const target = visible[direction === 'earlier' ? index - 1 : index + 1];
    if (!image || !target) return;
    focusTileLater({ id: image.id, control: direction });
    commit(image.id, target.id);
  }

  // The thumbnail is the drag handle, so text in the description stays selectable.
  function dragSourceProps(image: GalleryImage) {
    return {
      draggable: true as const,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(tileDragType, image.id);
        setDraggingId(image.id);
      },
      onDragEnd: () => {
        setDraggingId(null);
        setDropTargetId(null);
      },
    };
  }

  function dropTargetProps(image: GalleryImage) {
    return {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!draggingId || !event.dataTransfer.types.includes(tileDragType)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (dropTargetId !== image.id) setDropTargetId(image.id);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const id = event.dataTransfer.getData(tileDragType) || draggingId;
        if (!id) return;
        event.preventDefault();
        setDraggingId(null);
        setDropTargetId(null);
        if (id !== image.id) commit(id, image.id);
      },
    };
  }

  return { draggingId, dropTargetId, move, dragSourceProps, dropTargetProps };
}
