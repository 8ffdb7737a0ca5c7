import { useEffect, useLayoutEffect, useRef, useState, type DragEvent, type FocusEvent, type ReactNode } from 'react';
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
  /** How long a removed image can be brought back with Undo, in ms (paused while hovered or focused by keyboard). */
  undoTimeout?: number;
}

export const galleryTabs = ['all', 'featured'] as const;
export type GalleryTab = (typeof galleryTabs)[number];

export const galleryAcceptedTypes = mediaRules.gallery.kinds;
const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
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
  action: 'earlier' | 'later' | 'remove';
}

/** The last removed image, held for Undo where it stood. */
interface Removal {
  image: GalleryImage;
  /** Its place in the whole gallery and among the featured images (null when not highlighted). */
  index: number;
  featuredIndex: number | null;
}

export const defaultUndoTimeout = 8000;

/** Counts down `ms` while `running`, keeping the time left across pauses; calls `onDone` at zero. */
function useCountdown(key: unknown, ms: number, running: boolean, onDone: () => void) {
  const left = useRef(ms);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    left.current = ms;
  }, [key, ms]);
  useEffect(() => {
    if (key === null || !running) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [key, running]);
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
  undoTimeout = defaultUndoTimeout,
}: GalleryManagerProps) {
  const [tab, setTab] = useState<GalleryTab>('all');
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const focusUndo = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const highlightedCount = images.filter((image) => image.isHighlighted).length;

  // Remove put its button out of reach: the keyboard lands on Undo, in the same place.
  useLayoutEffect(() => {
    if (!removal || !focusUndo.current) return;
    focusUndo.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>('[data-undo]')?.focus();
  }, [removal]);

  // After a keyboard move the tile's DOM node may be re-inserted, which drops focus: put it back.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const tile = document.getElementById(tileDomId(pending.id));
    if (pending.action === 'remove') {
      tile?.querySelector<HTMLButtonElement>('[data-remove]')?.focus();
      return;
    }
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${pending.action}"]:not([disabled])`);
    const other = tile?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
    (same ?? other)?.focus();
  }, [images, removal]);

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

  /** Takes the image out at once; it waits where it stood, with Undo, for `undoTimeout`. */
  function remove(id: string) {
    const index = images.findIndex((image) => image.id === id);
    const image = images[index];
    if (!image) return;
    const featuredIndex = image.isHighlighted ? images.filter((item) => item.isHighlighted).indexOf(image) : null;
    focusUndo.current = true;
    setHovered(false);
    setKeyboardFocused(false);
    setRemoval({ image, index, featuredIndex });
    onChange(images.filter((item) => item.id !== id));
    setAnnouncement(m.gallery_removed_announcement({ position: index + 1 }));
  }

  function undo() {
    if (!removal) return;
    const { image, index } = removal;
    setRemoval(null);
    if (images.length >= maxImages) {
      setMessages([m.gallery_error_full()]);
      return;
    }
    // A highlight given away meanwhile is not taken back: the image returns without its star.
    const restored =
      image.isHighlighted && highlightedCount >= maxHighlighted ? { ...image, isHighlighted: false } : image;
    if (restored !== image) setMessages([m.gallery_error_highlight_max({ maxCount: maxHighlighted })]);
    const next = images.slice();
    next.splice(Math.min(index, next.length), 0, restored);
    pendingFocus.current = { id: image.id, action: 'remove' };
    onChange(next);
    setAnnouncement(m.gallery_restored({ position: Math.min(index, images.length) + 1 }));
  }

  /** Time is up: the gap closes; a keyboard user on Undo goes on to the image now in that place. */
  function expireRemoval() {
    const ghost = rootRef.current?.querySelector('[data-removed]');
    const hadFocus = Boolean(ghost?.contains(document.activeElement));
    const index = removal?.index ?? 0;
    setRemoval(null);
    setHovered(false);
    setKeyboardFocused(false);
    if (!hadFocus) return;
    const next = images[Math.min(index, images.length - 1)];
    if (next) pendingFocus.current = { id: next.id, action: 'remove' };
    else requestAnimationFrame(() => rootRef.current?.querySelector<HTMLButtonElement>('[data-add-images]')?.focus());
  }

  useCountdown(removal, undoTimeout, !hovered && !keyboardFocused, expireRemoval);

  const ghostEvents = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLLIElement>) => setKeyboardFocused(event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocused(false);
    },
  };

  function renderGhost() {
    if (!removal) return null;
    const position = removal.index + 1;
    const src = removal.image.previewUrl || removal.image.url;
    return (
      <li
        key={`removed-${removal.image.id}`}
        className={[styles.tile, styles.ghost].join(' ')}
        aria-label={m.gallery_removed_tile_label({ position })}
        data-removed=""
        data-paused={hovered || keyboardFocused || undefined}
        {...ghostEvents}
      >
        <div className={styles.ghostFrame}>
          {src ? (
            <img className={[styles.thumbnail, styles.ghostThumbnail].join(' ')} src={src} alt="" draggable={false} />
          ) : null}
          <div className={styles.ghostBody}>
            <span className={styles.ghostText}>{m.gallery_removed()}</span>
            <Button
              variant="secondary"
              size="small"
              aria-label={m.gallery_undo_label({ position })}
              onPress={undo}
              data-undo=""
            >
              <UndoIcon />
              {m.gallery_undo()}
            </Button>
          </div>
        </div>
        <span className={styles.ghostTimer} style={{ animationDuration: `${undoTimeout}ms` }} aria-hidden="true" />
      </li>
    );
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

  function renderGrid(visible: GalleryImage[], empty: ReactNode, ghostIndex: number | null) {
    if (visible.length === 0 && ghostIndex === null) return <p className={styles.empty}>{empty}</p>;
    return (
      <ul className={styles.grid}>
        {withGhost(
          ghostIndex,
          visible.map((image, index) => {
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
                    className={[buttonStyle({ variant: 'ghost', size: 'small', iconOnly: true }), styles.star].join(
                      ' ',
                    )}
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
                  <IconButton
                    size="small"
                    label={m.gallery_remove({ position })}
                    onPress={() => remove(image.id)}
                    className={styles.remove}
                    data-remove=""
                  >
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
          }),
        )}
      </ul>
    );
  }

  /** The tiles with the removed image's tile put back where it stood. */
  function withGhost(ghostIndex: number | null, tiles: ReactNode[]): ReactNode[] {
    const ghost = ghostIndex !== null ? renderGhost() : null;
    if (ghost && ghostIndex !== null) tiles.splice(Math.min(ghostIndex, tiles.length), 0, ghost);
    return tiles;
  }

  const featured = images.filter((image) => image.isHighlighted);
  const maxSize = formatMegabytes(maxBytes);

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
              <Button variant="secondary" data-add-images="">
                {m.gallery_add()}
              </Button>
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
        <TabPanel id="all">{renderGrid(images, m.gallery_empty(), removal ? removal.index : null)}</TabPanel>
        <TabPanel id="featured">
          {renderGrid(
            featured,
            m.gallery_featured_empty({ max: maxHighlighted }),
            removal ? removal.featuredIndex : null,
          )}
        </TabPanel>
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
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'earlier' | 'later' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {direction === 'earlier' ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

function UndoIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg
      className={styles.dropIcon}
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-4.5-4.5L7 20" />
    </svg>
  );
}
