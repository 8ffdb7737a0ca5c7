import type { ReactNode } from 'react';
import type { GalleryImage } from '../images.ts';
import type { GalleryOrder } from '../useGalleryOrder.ts';
import { GalleryTile } from './GalleryTile.tsx';
import * as styles from './GalleryGrid.css.ts';

export interface GalleryGridProps {
  /** The images of this view: the whole gallery, or its featured images. */
  images: GalleryImage[];
  /** The whole gallery, which gives each image its position and the count. */
  gallery: GalleryImage[];
  /** Shown in place of the grid when it has no tiles. */
  empty: ReactNode;
  /** A removed image's tile (see RemovedTile) and its place in this view; null when there is none. */
  removed?: { tile: ReactNode; index: number } | null;
  order: GalleryOrder;
  onHighlightChange: (image: GalleryImage, isHighlighted: boolean) => void;
  onDescriptionChange: (image: GalleryImage, description: string) => void;
  onRemove: (image: GalleryImage) => void;
}

/** The tiles of one view of the gallery, in order, with a removed image's tile back where it stood. */
export function GalleryGrid({
  images,
  gallery,
  empty,
  removed = null,
  order,
  onHighlightChange,
  onDescriptionChange,
  onRemove,
}: GalleryGridProps) {
  if (images.length === 0 && !removed) return <p className={styles.empty}>{empty}</p>;
  const tiles: ReactNode[] = images.map((image, index) => (
    <GalleryTile
      key={image.id}
      image={image}
      position={gallery.indexOf(image) + 1}
      count={gallery.length}
      isFirst={index === 0}
      isLast={index === images.length - 1}
      order={order}
      onMove={(direction) => order.move(images, index, direction)}
      onHighlightChange={(isHighlighted) => onHighlightChange(image, isHighlighted)}
      onDescriptionChange={(description) => onDescriptionChange(image, description)}
      onRemove={() => onRemove(image)}
    />
  ));
  if (removed) tiles.splice(Math.min(removed.index, tiles.length), 0, removed.tile);
  return <ul className={styles.grid}>{tiles}</ul>;
}
