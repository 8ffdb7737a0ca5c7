import type { Locale, PublicGalleryImage } from '@spotter/domain';
import { GalleryLightbox } from '@spotter/ui/marketplace/GalleryLightbox/index.ts';
import { initLocale } from '@spotter/ui/stores/index.ts';

interface Props {
  locale: Locale;
  images: PublicGalleryImage[];
  trainerName: string;
}

/** A trainer's gallery: thumbnails linking to the images, opened in a keyboard lightbox once hydrated. */
export default function GalleryLightboxIsland({ locale, images, trainerName }: Props) {
  initLocale(locale);
  return <GalleryLightbox images={images} trainerName={trainerName} />;
}
