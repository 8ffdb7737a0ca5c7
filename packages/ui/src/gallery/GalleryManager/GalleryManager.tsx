import { useRef, useState } from 'react';
import { limits, mediaRules } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/index.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { GalleryDropZone } from '../GalleryDropZone/index.ts';
import { GalleryGrid, RemovedTile } from '../GalleryGrid/index.ts';
import { checkGalleryFiles } from '../files.ts';
import type { GalleryImage } from '../images.ts';
import { useGalleryOrder } from '../useGalleryOrder.ts';
import { useTileFocus } from '../useTileFocus.ts';
import { defaultUndoTimeout, useUndoRemoval } from '../useUndoRemoval.ts';
import * as styles from './GalleryManager.css.ts';

export interface GalleryManagerProps {
  images: GalleryImage[];
  /** Reorder, highlight, describe and remove: the whole new list. */
  onChange: (images: GalleryImage[]) => void;
  /** The accepted files, already filtered by type, size and room left; the parent uploads them. */
  onAddFiles: (files: File[]) => void;
  maxImages?: number;
  maxHighlighted?: number;
  maxBytes?: number;
  isSaving?: boolean;
  onSave?: () => void;
  /** When false the save button is disabled; when true an "unsaved changes" note shows. */
  isDirty?: boolean;
  /** How long a removed image can be brought back with Undo, in ms (paused while hovered or focused by keyboard). */
  undoTimeout?: number;
}

export const galleryTabs = ['all', 'featured'] as const;
export type GalleryTab = (typeof galleryTabs)[number];

/**
 * The trainer's gallery editor: add images by picker or drop, highlight up to six, describe,
 * remove and reorder them (drag, or the earlier/later buttons). Controlled: the parent owns the list
 * and does the uploads; this component filters files and shows SPEC §5 messages in a warning banner.
 */
export function GalleryManager({
  images,
  onChange,
  onAddFiles,
  maxImages = limits.maxGalleryImages,
  maxHighlighted = limits.maxHighlightedImages,
  maxBytes = mediaRules.gallery.maxBytes,
  isSaving = false,
  onSave,
  isDirty,
  undoTimeout = defaultUndoTimeout,
}: GalleryManagerProps) {
  const [tab, setTab] = useState<GalleryTab>('all');
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const focusTileLater = useTileFocus();
  const warn = (message: string) => setMessages([message]);
  const editing = { images, onChange, announce: setAnnouncement, focusTileLater };
  const order = useGalleryOrder(editing);
  const { removal, paused, pauseEvents, remove, undo } = useUndoRemoval({
    ...editing,
    maxImages,
    maxHighlighted,
    undoTimeout,
    rootRef,
    warn,
  });

  const featured = images.filter((image) => image.isHighlighted);

  function addFiles(files: File[]) {
    const result = checkGalleryFiles(files, { currentCount: images.length, maxImages, maxBytes });
    setMessages(result.messages);
    if (result.accepted.length > 0) onAddFiles(result.accepted);
  }

  function update(id: string, patch: Partial<GalleryImage>) {
    onChange(images.map((image) => (image.id === id ? { ...image, ...patch } : image)));
  }

  function setHighlight(image: GalleryImage, isHighlighted: boolean) {
    if (isHighlighted && featured.length >= maxHighlighted) {
      warn(m.gallery_error_highlight_max({ maxCount: maxHighlighted }));
      return;
    }
    update(image.id, { isHighlighted });
  }

  /** The removed image's tile, back in the view at `index` (null: it was not in this view). */
  function removedAt(index: number | null) {
    if (!removal || index === null) return null;
    const tile = (
      <RemovedTile
        key={`removed-${removal.image.id}`}
        image={removal.image}
        position={removal.index + 1}
        undoTimeout={undoTimeout}
        paused={paused}
        onUndo={undo}
        pauseEvents={pauseEvents}
      />
    );
    return { tile, index };
  }

  const gridProps = {
    gallery: images,
    order,
    onHighlightChange: setHighlight,
    onDescriptionChange: (image: GalleryImage, description: string) => update(image.id, { description }),
    onRemove: (image: GalleryImage) => remove(image.id),
  };

  return (
    <div className={styles.root} ref={rootRef}>
      {messages.length > 0 ? (
        <Banner tone="warning" onDismiss={() => setMessages([])}>
          {messages.length === 1 ? (
            messages[0]
          ) : (
            <ul className={styles.messageList}>
              {messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </Banner>
      ) : null}

      <GalleryDropZone maxBytes={maxBytes} onFiles={addFiles} />

      <div className={styles.header}>
        <span className={styles.count} aria-label={m.gallery_count_label({ count: images.length, max: maxImages })}>
          {m.gallery_count({ count: images.length, max: maxImages })}
        </span>
        {images.length > 1 ? <span className={styles.reorderHint}>{m.gallery_reorder_hint()}</span> : null}
        {onSave ? (
          <div className={styles.saveArea}>
            {isDirty ? <span className={styles.unsaved}>{m.gallery_unsaved()}</span> : null}
            <Button onPress={onSave} isPending={isSaving} isDisabled={isDirty === false}>
              {m.common_save()}
            </Button>
          </div>
        ) : null}
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as GalleryTab)}>
        <TabList aria-label={m.gallery_tabs_label()}>
          <Tab id="all">
            {m.gallery_tab_all()}
            <span className={styles.tabCount}>{images.length}</span>
          </Tab>
          <Tab id="featured">
            {m.gallery_tab_featured()}
            <span className={styles.tabCount}>{m.gallery_count({ count: featured.length, max: maxHighlighted })}</span>
          </Tab>
        </TabList>
        <TabPanel id="all">
          <GalleryGrid
            {...gridProps}
            images={images}
            empty={m.gallery_empty()}
            removed={removedAt(removal ? removal.index : null)}
          />
        </TabPanel>
        <TabPanel id="featured">
          <GalleryGrid
            {...gridProps}
            images={featured}
            empty={m.gallery_featured_empty({ max: maxHighlighted })}
            removed={removedAt(removal ? removal.featuredIndex : null)}
          />
        </TabPanel>
      </Tabs>

      <div className={visuallyHidden} role="status">
        {announcement}
      </div>
    </div>
  );
}
