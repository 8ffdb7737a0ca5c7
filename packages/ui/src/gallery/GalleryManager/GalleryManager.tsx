import { useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  DropZone,
  FileTrigger,
  ToggleButton,
  Text,
  isFileDropItem,
  type DragTypes,
  type DropItem,
} from 'react-aria-components';
import { limits, mediaRules } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { button as buttonStyle } from '../../primitives/Button/Button.css.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './GalleryManager.css.ts';

export interface GalleryImage {
  id: string;
  url: string | null;
  previewUrl?: string | null;
  isHighlighted: boolean;
  description: string;
  /** 0..1 while uploading */
  progress?: number | null;
  error?: string | null;
  isNew?: boolean;
}

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
}

export const galleryTabs = ['all', 'featured'] as const;
export type GalleryTab = (typeof galleryTabs)[number];

export const galleryAcceptedTypes = mediaRules.gallery.kinds;
const extensionTypes: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
const MB = 1024 * 1024;
/** Drag type of a tile being reordered, so the file drop zone can refuse it. */
const tileDragType = 'application/x-spotter-gallery-image';

export interface GalleryFileCheck {
  accepted: File[];
  messages: string[];
}

/**
 * Filters files before upload (SPEC §5): only JPG, PNG or GIF, at most `maxBytes` each, and no more
 * than the room left under `maxImages`. Returns the files to upload and the messages to show.
 */
export function checkGalleryFiles(
  files: readonly File[],
  { currentCount, maxImages, maxBytes }: { currentCount: number; maxImages: number; maxBytes: number },
): GalleryFileCheck {
  if (files.length === 0) return { accepted: [], messages: [] };
  if (currentCount >= maxImages) return { accepted: [], messages: [m.gallery_error_full()] };
  const messages: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
    const kind = file.type || extensionTypes[extension] || '';
    if (!(galleryAcceptedTypes as readonly string[]).includes(kind)) {
      messages.push(m.gallery_error_type({ fileType: file.type || (extension ? `.${extension}` : file.name) }));
    } else if (file.size > maxBytes) {
      messages.push(m.gallery_error_too_large({ fileName: file.name, maxSize: formatMegabytes(maxBytes) }));
    } else {
      valid.push(file);
    }
  }
  const room = maxImages - currentCount;
  if (valid.length > room) {
    messages.push(m.gallery_error_max_images({ maxImages, uploadedCount: room }));
    return { accepted: valid.slice(0, room), messages };
  }
  return { accepted: valid, messages };
}

function formatMegabytes(bytes: number): string {
  const value = bytes / MB;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Moves the image `id` to the place of `targetId`, shifting the others. */
function moveImage(images: GalleryImage[], id: string, targetId: string): GalleryImage[] {
  const from = images.findIndex((image) => image.id === id);
  const to = images.findIndex((image) => image.id === targetId);
  if (from < 0 || to < 0 || from === to) return images;
  const next = images.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as GalleryImage);
  return next;
}

interface PendingFocus {
  id: string;
  action: 'earlier' | 'later';
}

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
}: GalleryManagerProps) {
  const [tab, setTab] = useState<GalleryTab>('all');
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);

  const highlightedCount = images.filter((image) => image.isHighlighted).length;

  // After a keyboard move the tile's DOM node may be re-inserted, which drops focus: put it back.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const tile = document.getElementById(tileDomId(pending.id));
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${pending.action}"]:not([disabled])`);
    const other = tile?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
    (same ?? other)?.focus();
  }, [images]);

  function addFiles(files: File[]) {
    const result = checkGalleryFiles(files, { currentCount: images.length, maxImages, maxBytes });
    setMessages(result.messages);
    if (result.accepted.length > 0) onAddFiles(result.accepted);
  }

  async function onDrop(dropped: DropItem[]) {
    const items = dropped.filter(isFileDropItem);
    const files = await Promise.all(items.map((item) => item.getFile()));
    addFiles(files);
  }

  function update(id: string, patch: Partial<GalleryImage>) {
    onChange(images.map((image) => (image.id === id ? { ...image, ...patch } : image)));
  }

  function toggleHighlight(image: GalleryImage, next: boolean) {
    if (next && highlightedCount >= maxHighlighted) {
      setMessages([m.gallery_error_highlight_max({ maxCount: maxHighlighted })]);
      return;
    }
    update(image.id, { isHighlighted: next });
  }

  function remove(id: string) {
    onChange(images.filter((image) => image.id !== id));
  }

  function move(visible: GalleryImage[], index: number, action: 'earlier' | 'later') {
    const image = visible[index];
    const target = visible[action === 'earlier' ? index - 1 : index + 1];
    if (!image || !target) return;
    pendingFocus.current = { id: image.id, action };
    const next = moveImage(images, image.id, target.id);
    onChange(next);
    setAnnouncement(m.gallery_moved({ position: next.findIndex((item) => item.id === image.id) + 1 }));
  }

  /** The thumbnail is the drag handle, so text in the description stays selectable. */
  function dragSourceProps(image: GalleryImage) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent<HTMLDivElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(tileDragType, image.id);
        setDraggingId(image.id);
      },
      onDragEnd: () => {
        setDraggingId(null);
        setDropTargetId(null);
      },
    };
  }

  function dropTargetProps(image: GalleryImage) {
    return {
      onDragOver: (event: DragEvent<HTMLLIElement>) => {
        if (!draggingId || !event.dataTransfer.types.includes(tileDragType)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (dropTargetId !== image.id) setDropTargetId(image.id);
      },
      onDrop: (event: DragEvent<HTMLLIElement>) => {
        const id = event.dataTransfer.getData(tileDragType) || draggingId;
        if (!id) return;
        event.preventDefault();
        setDraggingId(null);
        setDropTargetId(null);
        if (id !== image.id) {
          const next = moveImage(images, id, image.id);
          onChange(next);
          setAnnouncement(m.gallery_moved({ position: next.findIndex((item) => item.id === id) + 1 }));
        }
      },
    };
  }

  function renderGrid(visible: GalleryImage[], empty: ReactNode) {
    if (visible.length === 0) return <p className={styles.empty}>{empty}</p>;
    return (
      <ul className={styles.grid}>
        {visible.map((image, index) => {
          const position = images.indexOf(image) + 1;
          const src = image.previewUrl || image.url;
          const uploading = image.progress !== null && image.progress !== undefined;
          return (
            <li
              key={image.id}
              id={tileDomId(image.id)}
              className={styles.tile}
              aria-label={m.gallery_image_label({ position, count: images.length })}
              data-highlighted={image.isHighlighted || undefined}
              data-dragging={draggingId === image.id || undefined}
              data-drop-target={(dropTargetId === image.id && draggingId !== image.id) || undefined}
              data-error={image.error ? true : undefined}
              {...dropTargetProps(image)}
            >
              <div className={styles.frame} {...dragSourceProps(image)}>
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
                    <StarIcon filled size={14} />
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
                  onChange={(next) => toggleHighlight(image, next)}
                  className={[buttonStyle({ variant: 'ghost', size: 'small', iconOnly: true }), styles.star].join(' ')}
                >
                  {({ isSelected }) => <StarIcon filled={isSelected} size={20} />}
                </ToggleButton>
                <IconButton
                  size="small"
                  label={m.gallery_move_earlier({ position })}
                  isDisabled={index === 0}
                  onPress={() => move(visible, index, 'earlier')}
                  data-move="earlier"
                >
                  <ArrowIcon direction="earlier" />
                </IconButton>
                <IconButton
                  size="small"
                  label={m.gallery_move_later({ position })}
                  isDisabled={index === visible.length - 1}
                  onPress={() => move(visible, index, 'later')}
                  data-move="later"
                >
                  <ArrowIcon direction="later" />
                </IconButton>
                <span className={styles.toolbarSpacer} />
                <IconButton size="small" label={m.gallery_remove({ position })} onPress={() => remove(image.id)} className={styles.remove}>
                  <TrashIcon />
                </IconButton>
              </div>
              <TextArea
                label={m.gallery_description_label()}
                placeholder={m.gallery_description_placeholder()}
                value={image.description}
                onChange={(description) => update(image.id, { description })}
                rows={2}
                className={styles.description}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  const featured = images.filter((image) => image.isHighlighted);
  const maxSize = formatMegabytes(maxBytes);

  return (
    <div className={styles.root}>
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

      <DropZone
        aria-label={m.gallery_drop_label()}
        className={styles.dropZone}
        getDropOperation={(types: DragTypes) => (types.has(tileDragType) ? 'cancel' : 'copy')}
        onDrop={(event) => void onDrop(event.items)}
      >
        {({ isDropTarget }) => (
          <>
            <UploadIcon />
            <Text slot="label" className={styles.dropHint}>
              {isDropTarget ? m.gallery_drop_active() : m.gallery_drop_hint({ maxSize })}
            </Text>
            <FileTrigger
              acceptedFileTypes={[...galleryAcceptedTypes]}
              allowsMultiple
              onSelect={(list) => addFiles(list ? Array.from(list) : [])}
            >
              <Button variant="secondary">{m.gallery_add()}</Button>
            </FileTrigger>
          </>
        )}
      </DropZone>

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
            <span className={styles.tabCount}>{m.gallery_count({ count: highlightedCount, max: maxHighlighted })}</span>
          </Tab>
        </TabList>
        <TabPanel id="all">{renderGrid(images, m.gallery_empty())}</TabPanel>
        <TabPanel id="featured">{renderGrid(featured, m.gallery_featured_empty({ max: maxHighlighted }))}</TabPanel>
      </Tabs>

      <div className={visuallyHidden} role="status">
        {announcement}
      </div>
    </div>
  );
}

function tileDomId(id: string) {
  return `gallery-image-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'earlier' | 'later' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {direction === 'earlier' ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg className={styles.dropIcon} width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-4.5-4.5L7 20" />
    </svg>
  );
}
