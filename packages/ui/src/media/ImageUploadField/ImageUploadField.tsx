import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { mediaRules } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { CircleAlertIcon, Icon, ImageIcon, UploadIcon } from '../../icons/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './ImageUploadField.css.ts';
import { acceptFor, claimedKind, megabytes, ruleFailure } from '../file-kind.ts';
import { prepareImage } from '../prepareImage.ts';

export const imageUploadPurposes = ['profile_photo', 'brand_logo'] as const;
export type ImageUploadPurpose = (typeof imageUploadPurposes)[number];

export const imageUploadShapes = ['circle', 'square'] as const;
export type ImageUploadShape = (typeof imageUploadShapes)[number];

export interface ImageUploadFieldProps {
  /** Which upload rules apply (types and size from `mediaRules`) and which wording the buttons use. */
  purpose: ImageUploadPurpose;
  /** Visible label of the field. */
  label: string;
  /** Help text under the label; defaults to the purpose's guideline ("JPG, PNG or GIF, max 1 MB"). */
  description?: ReactNode;
  /** The current image, or null when there is none. */
  url: string | null;
  /** Circle for people, square for logos. */
  shape?: ImageUploadShape;
  /** Shown in the frame when there is no image, e.g. the person's initials. */
  fallback?: ReactNode;
  /** 0..1 while uploading, otherwise null. */
  progress?: number | null;
  /** An error from the upload (server side), already translated. */
  error?: string | null;
  /**
   * A file that passed the checks; the parent uploads it. For profile photos it is the prepared
   * file: larger photos arrive downscaled to a JPEG within the limit.
   */
  onSelect: (file: File) => void;
  /** Without it there is no Remove button. */
  onRemove?: () => void;
  isDisabled?: boolean;
  className?: string;
}

const wording = {
  profile_photo: {
    hint: (maxSize: string) => m.image_upload_hint_photo_resized({ maxSize }),
    choose: () => m.image_upload_choose_photo(),
    replace: () => m.image_upload_replace_photo(),
    remove: () => m.image_upload_remove_photo(),
    preview: () => m.image_upload_preview_photo(),
    uploading: () => m.image_upload_uploading_photo(),
    wrongType: (fileName: string) => m.image_upload_error_type_photo({ fileName }),
  },
  brand_logo: {
    hint: (maxSize: string) => m.image_upload_hint_logo({ maxSize }),
    choose: () => m.image_upload_choose_logo(),
    replace: () => m.image_upload_replace_logo(),
    remove: () => m.image_upload_remove_logo(),
    preview: () => m.image_upload_preview_logo(),
    uploading: () => m.image_upload_uploading_logo(),
    wrongType: (fileName: string) => m.image_upload_error_type_logo({ fileName }),
  },
} as const;

/**
 * Purposes whose images are made to fit in the browser (downscaled, re-encoded as JPEG) instead of
 * refused for size. Logos are not: a JPEG would lose their transparency.
 */
const shrinksToFit: Record<ImageUploadPurpose, boolean> = { profile_photo: true, brand_logo: false };

/** The picker's filter for a purpose. */
function acceptedTypes(purpose: ImageUploadPurpose): string[] {
  return acceptFor(mediaRules[purpose]);
}

/** Checks a chosen file against the purpose's rules (SPEC §5); returns a translated message or null. */
export function checkImageFile(purpose: ImageUploadPurpose, file: File): string | null {
  const rule = mediaRules[purpose];
  const failure = ruleFailure(rule, file);
  if (failure === 'type') return wording[purpose].wrongType(file.name);
  if (failure === 'size')
    return m.image_upload_error_too_large({ fileName: file.name, maxSize: megabytes(rule.maxBytes) });
  return null;
}

/**
 * One image, such as a profile photo or a brand logo: chosen with a button or dropped on the field,
 * checked against the upload rules in the browser, with preview, progress, server error and remove.
 * Controlled: the parent uploads the file and passes back `url`, `progress` and `error`.
 */
export function ImageUploadField({
  purpose,
  label,
  description,
  url,
  shape = purpose === 'profile_photo' ? 'circle' : 'square',
  fallback,
  progress = null,
  error = null,
  onSelect,
  onRemove,
  isDisabled = false,
  className,
}: ImageUploadFieldProps) {
  const words = wording[purpose];
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [localError, setLocalError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const focusAfterRemove = useRef(false);

  const uploading = progress !== null && progress !== undefined;
  const blocked = isDisabled || uploading || preparing;
  const shownError = localError ?? error;
  const showImage = Boolean(url) && failedUrl !== url;

  // The Remove button disappears with the image: keep the keyboard user on the upload button.
  useEffect(() => {
    if (url || !focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [url]);

  // While uploading (or saving) the buttons are disabled and the browser drops focus to the page;
  // when they come back, a keyboard user who was on them lands on the upload button again.
  const wasBlocked = useRef(blocked);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (blocked && !wasBlocked.current)
      hadFocus.current =
        Boolean(actionsRef.current?.contains(document.activeElement)) || document.activeElement === document.body;
    if (!blocked && wasBlocked.current && hadFocus.current) {
      hadFocus.current = false;
      if (document.activeElement === document.body || document.activeElement === null) {
        actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    }
    wasBlocked.current = blocked;
  }, [blocked]);

  const take = async (file: File | undefined) => {
    if (!file || blocked) return;
    setNote(null);
    if (!shrinksToFit[purpose]) {
      const problem = checkImageFile(purpose, file);
      setLocalError(problem);
      if (!problem) onSelect(file);
      return;
    }
    const rule = mediaRules[purpose];
    setLocalError(null);
    setPreparing(true);
    try {
      const prepared = await prepareImage(file, { maxBytes: rule.maxBytes, kinds: rule.kinds });
      if (prepared.converted && prepared.wasGif)
        setNote(m.image_upload_gif_still({ maxSize: megabytes(rule.maxBytes) }));
      onSelect(prepared.file);
    } catch {
      // Unreadable: a file that claims an allowed image type is damaged; anything else is the wrong type.
      const allowed = (rule.kinds as readonly string[]).includes(claimedKind(file));
      setLocalError(allowed ? m.image_upload_error_unreadable({ fileName: file.name }) : words.wrongType(file.name));
    } finally {
      setPreparing(false);
    }
  };

  const onDrop = async (items: DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) await take(await item.getFile());
  };

  const describedBy = shownError ? `${descriptionId} ${errorId}` : descriptionId;

  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.root, className)} data-purpose={purpose}>
      <span id={labelId} className={shared.label}>
        {label}
      </span>
      <DropZone
        className={styles.zone}
        aria-label={m.image_upload_drop_label({ label })}
        isDisabled={blocked}
        data-invalid={shownError ? true : undefined}
        // Any file is welcome here, so a wrong one is explained instead of silently refused.
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event.items)}
      >
        {({ isDropTarget }) => (
          <>
            <div
              className={styles.frame}
              data-shape={shape}
              data-state={showImage ? 'image' : fallback ? 'fallback' : 'empty'}
            >
              {showImage ? (
                <img
                  className={styles.image}
                  data-fit={purpose === 'brand_logo' ? 'contain' : 'cover'}
                  src={url ?? undefined}
                  alt={words.preview()}
                  onError={() => setFailedUrl(url)}
                />
              ) : (
                <span className={styles.fallback} aria-hidden="true">
                  {fallback ?? <PlaceholderIcon purpose={purpose} />}
                </span>
              )}
            </div>
            <div className={styles.body}>
              <p id={descriptionId} className={styles.description}>
                {description ?? words.hint(megabytes(mediaRules[purpose].maxBytes))}
              </p>
              <div ref={actionsRef} className={styles.actions}>
                <FileTrigger acceptedFileTypes={acceptedTypes(purpose)} onSelect={(files) => void take(files?.[0])}>
                  <Button variant="secondary" size="small" isDisabled={blocked} aria-describedby={describedBy}>
                    <UploadIcon size={16} strokeLinecap="round" strokeLinejoin="round" />
                    {url ? words.replace() : words.choose()}
                  </Button>
                </FileTrigger>
                {url && onRemove ? (
                  <Button
                    variant="ghost"
                    size="small"
                    isDisabled={blocked}
                    onPress={() => {
                      focusAfterRemove.current = true;
                      setLocalError(null);
                      onRemove();
                    }}
                  >
                    {words.remove()}
                  </Button>
                ) : null}
              </div>
              <span className={styles.dropHint} aria-hidden="true">
                {isDropTarget ? m.image_upload_drop_active() : m.image_upload_drop_hint()}
              </span>
            </div>
          </>
        )}
      </DropZone>
      {preparing ? <ProgressBar label={m.image_upload_preparing_photo()} isIndeterminate /> : null}
      {uploading ? (
        <ProgressBar label={words.uploading()} value={Math.round(Math.min(1, Math.max(0, progress)) * 100)} />
      ) : null}
      <p role="status" className={note ? styles.note : shared.visuallyHidden}>
        {note}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className={styles.error}>
          <CircleAlertIcon className={styles.errorIcon} size={16} strokeLinecap="round" />
          <span>{shownError}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What the empty frame shows: a head and shoulders for a photo, a framed picture for a logo. */
function PlaceholderIcon({ purpose }: { purpose: ImageUploadPurpose }) {
  const props = { className: styles.placeholderIcon, size: 40, strokeWidth: 1.75 } as const;
  if (purpose === 'brand_logo') return <ImageIcon {...props} strokeLinecap="round" strokeLinejoin="round" />;
  return (
    <Icon {...props} strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Icon>
  );
}
