import { DropZone, FileTrigger, Text, isFileDropItem, type DragTypes, type DropItem } from 'react-aria-components';
import { m } from '@spotter/i18n';
import { ImageIcon } from '../../icons/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatMegabytes, galleryAcceptedTypes } from '../files.ts';
import { tileDragType } from '../images.ts';
import * as styles from './GalleryDropZone.css.ts';

export interface GalleryDropZoneProps {
  /** The size limit of one image, for the hint. */
  maxBytes: number;
  /** Files picked or dropped, unchecked: the editor filters them. */
  onFiles: (files: File[]) => void;
}

/** Where images are added: dropped from the computer or chosen with the "Add images" picker. */
export function GalleryDropZone({ maxBytes, onFiles }: GalleryDropZoneProps) {
  async function onDrop(dropped: DropItem[]) {
    const items = dropped.filter(isFileDropItem);
    onFiles(await Promise.all(items.map((item) => item.getFile())));
  }

  return (
    <DropZone
      aria-label={m.gallery_drop_label()}
      className={styles.dropZone}
      // A tile dragged to reorder is not a file to add.
      getDropOperation={(types: DragTypes) => (types.has(tileDragType) ? 'cancel' : 'copy')}
      onDrop={(event) => void onDrop(event.items)}
    >
      {({ isDropTarget }) => (
        <>
          <ImageIcon
            className={styles.dropIcon}
            size={32}
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <Text slot="label" className={styles.dropHint}>
            {isDropTarget ? m.gallery_drop_active() : m.gallery_drop_hint({ maxSize: formatMegabytes(maxBytes) })}
          </Text>
          <FileTrigger
            acceptedFileTypes={[...galleryAcceptedTypes]}
            allowsMultiple
            onSelect={(list) => onFiles(list ? Array.from(list) : [])}
          >
            <Button variant="secondary" data-add-images="">
              {m.gallery_add()}
            </Button>
          </FileTrigger>
        </>
      )}
    </DropZone>
  );
}
