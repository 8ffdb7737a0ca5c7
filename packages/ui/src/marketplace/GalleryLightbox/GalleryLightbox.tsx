import { useCallback, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import type { PublicGalleryImage } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { StarIcon } from '../../icons/index.ts';
import { cx } from '../../styles/cx.ts';
import type { LightboxProps } from './Lightbox.tsx';
import * as styles from './GalleryLightbox.css.ts';

export interface GalleryLightboxProps {
  /** The trainer's public images, featured first (the order is kept, featured ones moved ahead). */
  images: readonly PublicGalleryImage[];
  /** Names the gallery ("Photos of Marko Horvat"). */
  trainerName: string;
  className?: string;
}

let lightboxModule: Promise<typeof import('./Lightbox.tsx')> | null = null;

/** The lightbox's code, fetched once: on the first hover or focus of a thumbnail, else on the first click. */
function loadLightbox() {
  lightboxModule ??= import('./Lightbox.tsx').catch((error: unknown) => {
    lightboxModule = null;
    throw error;
  });
  return lightboxModule;
}

/** A plain left click, which the lightbox takes over; others (new tab, new window) stay the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A trainer's gallery: a grid of thumbnails, featured ones first and marked, each a link to the
 * full image, so the server's HTML works without scripts. Hydrated, a thumbnail opens the image in
 * a lightbox (loaded on first use) with its description, "n of N", previous and next buttons, the
 * arrow keys and Escape; focus then returns to the thumbnail of the image last shown.
 */
export function GalleryLightbox({ images, trainerName, className }: GalleryLightboxProps) {
  const ordered = [...images.filter((image) => image.featured), ...images.filter((image) => !image.featured)];
  const thumbs = useRef(new Map<number, HTMLAnchorElement>());
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [opened, setOpened] = useState<{ index: number; serial: number } | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const preload = () => void loadLightbox().catch(() => undefined);

  const open = (index: number, href: string) => {
    loadLightbox().then(
      (module) => {
        setLightbox(() => module.Lightbox);
        setOpened((previous) => ({ index, serial: (previous?.serial ?? 0) + 1 }));
        setIsOpen(true);
      },
      // Without its code the thumbnail does what it does without scripts: it opens the image.
      () => window.location.assign(href),
    );
  };

  const returnFocus = useCallback((index: number) => thumbs.current.get(index)?.focus(), []);

  if (ordered.length === 0) return null;
  return (
    <>
      <ul
        role="list"
        aria-label={m.marketplace_gallery_label({ name: trainerName })}
        className={cx(styles.grid, className)}
      >
        {ordered.map((image, index) => (
          <li key={image.id} className={styles.item}>
            <a
              ref={(element) => {
                if (element) thumbs.current.set(index, element);
                else thumbs.current.delete(index);
              }}
              href={image.url}
              className={styles.thumb}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                // Safari does not focus a clicked link; the dialog returns focus to what held it.
                event.currentTarget.focus();
                open(index, image.url);
              }}
            >
              <img
                src={image.thumbUrl}
                alt={image.description ?? m.gallery_image_alt({ position: index + 1 })}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
              {image.featured ? (
                <span className={styles.featured}>
                  <StarIcon size={12} strokeWidth={2} fill="currentColor" />
                  {m.gallery_tab_featured()}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {Lightbox && opened ? (
        <Lightbox
          key={opened.serial}
          images={ordered}
          trainerName={trainerName}
          startIndex={opened.index}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          onClosed={returnFocus}
        />
      ) : null}
    </>
  );
}
