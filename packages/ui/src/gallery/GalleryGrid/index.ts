export { GalleryGrid } from './GalleryGrid.tsx';
export type { GalleryGridProps } from './GalleryGrid.tsx';
export { GalleryTile } from './GalleryTile.tsx';
export type { GalleryTileProps } from './GalleryTile.tsx';
export { RemovedTile } from './RemovedTile.tsx';
export type { RemovedTileProps } from './RemovedTile.tsx';
