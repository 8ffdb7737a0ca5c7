export { GalleryLightbox } from './GalleryLightbox.tsx';
export type { GalleryLightboxProps } from './GalleryLightbox.tsx';
