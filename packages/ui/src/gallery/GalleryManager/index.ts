export { GalleryManager, galleryTabs } from './GalleryManager.tsx';
export type { GalleryManagerProps, GalleryTab } from './GalleryManager.tsx';
export { checkGalleryFiles, galleryAcceptedTypes } from '../files.ts';
export type { GalleryFileCheck } from '../files.ts';
export type { GalleryImage } from '../images.ts';
