export { GalleryDropZone } from './GalleryDropZone.tsx';
export type { GalleryDropZoneProps } from './GalleryDropZone.tsx';
