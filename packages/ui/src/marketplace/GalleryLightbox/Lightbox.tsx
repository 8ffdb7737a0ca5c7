import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PublicGalleryImage } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import * as styles from './GalleryLightbox.css.ts';

export interface LightboxProps {
  images: readonly PublicGalleryImage[];
  trainerName: string;
  /** The image shown first. */
  startIndex: number;
  isOpen: boolean;
  /** Asked to close (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Once closed and gone: the image shown last, whose thumbnail takes the focus. */
  onClosed: (index: number) => void;
}

/**
 * The gallery's lightbox, loaded when first opened: one image at a time with its description and
 * "n of N", previous and next buttons (wrapping around) and the arrow keys.
 */
export function Lightbox({ images, trainerName, startIndex, isOpen, onClose, onClosed }: LightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const image = images[index];
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((current) => (current + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);

  if (!image) return null;
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable size="large">
      <Dialog title={m.marketplace_gallery_label({ name: trainerName })} className={styles.dialog}>
        <FocusOnUnmount onUnmount={() => onClosed(index)} />
        <figure className={styles.figure}>
          <div className={styles.stage}>
            <img
              key={image.id}
              src={image.url}
              alt={image.description ?? m.gallery_image_alt({ position: index + 1 })}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              className={styles.full}
            />
          </div>
          {image.description ? <figcaption className={styles.description}>{image.description}</figcaption> : null}
        </figure>
        <div className={styles.nav}>
          {count > 1 ? (
            <Button variant="secondary" className={styles.navButton} onPress={() => step(-1)}>
              <ChevronLeftIcon size={20} />
              <span className={styles.navLabel}>{m.marketplace_gallery_previous()}</span>
            </Button>
          ) : null}
          <span className={styles.position} aria-live="polite">
            {m.gallery_image_label({ position: index + 1, count })}
          </span>
          {count > 1 ? (
            <Button variant="secondary" className={styles.navButton} onPress={() => step(1)}>
              <span className={styles.navLabel}>{m.marketplace_gallery_next()}</span>
              <ChevronRightIcon size={20} />
            </Button>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}

/**
 * Runs when the dialog's content leaves the page (after its closing animation). The dialog's
 * focus scope lets go first, so the focus moved here stays where it is put.
 */
function FocusOnUnmount({ onUnmount }: { onUnmount: () => void }) {
  const latest = useRef(onUnmount);
  useLayoutEffect(() => {
    latest.current = onUnmount;
  });
  useLayoutEffect(() => () => latest.current(), []);
  return null;
}
