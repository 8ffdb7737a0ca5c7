import type { FocusEvent } from 'react';
import { m } from '@spotter/i18n';
import { UndoIcon } from '../../icons/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { cx } from '../../styles/cx.ts';
import type { GalleryImage } from '../images.ts';
import * as styles from './GalleryGrid.css.ts';

export interface RemovedTileProps {
  image: GalleryImage;
  /** Where it stood in the whole gallery, from 1. */
  position: number;
  /** How long Undo is offered, in ms: the countdown bar runs that long. */
  undoTimeout: number;
  /** The countdown waits (pointer on the tile or keyboard in it). */
  paused: boolean;
  onUndo: () => void;
  /** Events that pause and resume the countdown. */
  pauseEvents?: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** A removed image waiting in its old place: faded, with Undo and the time left to use it. */
export function RemovedTile({ image, position, undoTimeout, paused, onUndo, pauseEvents }: RemovedTileProps) {
  const src = image.previewUrl || image.url;
  return (
    <li
      className={cx(styles.tile, styles.ghost)}
      aria-label={m.gallery_removed_tile_label({ position })}
      data-removed=""
      data-paused={paused || undefined}
      {...pauseEvents}
    >
      <div className={styles.ghostFrame}>
        {src ? (
          <img className={cx(styles.thumbnail, styles.ghostThumbnail)} src={src} alt="" draggable={false} />
        ) : null}
        <div className={styles.ghostBody}>
          <span className={styles.ghostText}>{m.gallery_removed()}</span>
          <Button
            variant="secondary"
            size="small"
            aria-label={m.gallery_undo_label({ position })}
            onPress={onUndo}
            data-undo=""
          >
            <UndoIcon size={16} strokeLinecap="round" strokeLinejoin="round" />
            {m.gallery_undo()}
          </Button>
        </div>
      </div>
      <span className={styles.ghostTimer} style={{ animationDuration: `${undoTimeout}ms` }} aria-hidden="true" />
    </li>
  );
}
