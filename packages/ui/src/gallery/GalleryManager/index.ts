export { GalleryManager, checkGalleryFiles, galleryTabs, galleryAcceptedTypes } from './GalleryManager.tsx';
export type { GalleryManagerProps, GalleryImage, GalleryTab, GalleryFileCheck } from './GalleryManager.tsx';
