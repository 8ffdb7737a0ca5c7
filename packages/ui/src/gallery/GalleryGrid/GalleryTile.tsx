import { ToggleButton } from 'react-aria-components';
import { m } from '@spotter/i18n';
import { StarIcon, TrashIcon } from '../../icons/index.ts';
import { IconButton } from '../../primitives/Button/index.ts';
import { button as buttonStyle } from '../../primitives/Button/Button.css.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { cx } from '../../styles/cx.ts';
import { DescriptionEditor } from '../DescriptionEditor/index.ts';
import { ReorderControls } from '../ReorderControls/index.ts';
import { tileDomId, type GalleryImage, type MoveDirection } from '../images.ts';
import type { GalleryOrder } from '../useGalleryOrder.ts';
import * as styles from './GalleryGrid.css.ts';

export interface GalleryTileProps {
  image: GalleryImage;
  /** Its place in the whole gallery, from 1, and the gallery's size. */
  position: number;
  count: number;
  /** First or last of the view it is shown in (it cannot move further that way). */
  isFirst: boolean;
  isLast: boolean;
  order: Pick<GalleryOrder, 'draggingId' | 'dropTargetId' | 'dragSourceProps' | 'dropTargetProps'>;
  onMove: (direction: MoveDirection) => void;
  onHighlightChange: (isHighlighted: boolean) => void;
  onDescriptionChange: (description: string) => void;
  onRemove: () => void;
}

/**
 * One image: its thumbnail (the drag handle) with position, highlight or "new" badge and upload
 * progress; an upload error; the star, move and remove buttons; and its description.
 */
export function GalleryTile({
  image,
  position,
  count,
  isFirst,
  isLast,
  order,
  onMove,
  onHighlightChange,
  onDescriptionChange,
  onRemove,
}: GalleryTileProps) {
  const src = image.previewUrl || image.url;
  const uploading = image.progress !== null && image.progress !== undefined;
  return (
    <li
      id={tileDomId(image.id)}
      className={styles.tile}
      aria-label={m.gallery_image_label({ position, count })}
      data-highlighted={image.isHighlighted || undefined}
      data-dragging={order.draggingId === image.id || undefined}
      data-drop-target={(order.dropTargetId === image.id && order.draggingId !== image.id) || undefined}
      data-error={image.error ? true : undefined}
      {...order.dropTargetProps(image)}
    >
      <div className={styles.frame} {...order.dragSourceProps(image)}>
        {src ? (
          <img
            className={styles.thumbnail}
            src={src}
            alt={image.description.trim() || m.gallery_image_alt({ position })}
            draggable={false}
            loading="lazy"
          />
        ) : (
          <span className={styles.placeholder}>{m.gallery_no_preview()}</span>
        )}
        <span className={styles.position} aria-hidden="true">
          {position}
        </span>
        {image.isHighlighted ? (
          <span className={styles.highlightBadge}>
            <Star filled size={14} />
            {m.gallery_highlighted()}
          </span>
        ) : image.isNew ? (
          <span className={styles.newBadge}>{m.common_new()}</span>
        ) : null}
        {uploading ? (
          <div className={styles.progressOverlay}>
            <ProgressBar
              aria-label={m.gallery_uploading({ position })}
              value={Math.round(Math.min(1, Math.max(0, image.progress ?? 0)) * 100)}
              className={styles.progress}
            />
          </div>
        ) : null}
      </div>
      {image.error ? (
        <p className={styles.tileError} role="alert">
          {image.error}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <ToggleButton
          aria-label={m.gallery_highlight({ position })}
          isSelected={image.isHighlighted}
          onChange={onHighlightChange}
          className={cx(buttonStyle({ variant: 'ghost', size: 'small', iconOnly: true }), styles.star)}
        >
          {({ isSelected }) => <Star filled={isSelected} size={20} />}
        </ToggleButton>
        <ReorderControls position={position} isFirst={isFirst} isLast={isLast} onMove={onMove} />
        <span className={styles.toolbarSpacer} />
        <IconButton
          size="small"
          label={m.gallery_remove({ position })}
          onPress={onRemove}
          className={styles.remove}
          data-remove=""
        >
          <TrashIcon size={20} strokeLinecap="round" strokeLinejoin="round" />
        </IconButton>
      </div>
      <DescriptionEditor value={image.description} onChange={onDescriptionChange} />
    </li>
  );
}

/** The highlight star, filled when the image is highlighted. */
function Star({ filled, size }: { filled: boolean; size: number }) {
  return <StarIcon size={size} fill={filled ? 'currentColor' : 'none'} strokeLinejoin="round" />;
}
