import { useEffect, useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { mediaRules } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { CircleAlertIcon, ImageIcon, UploadIcon } from '../../icons/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { acceptFor, megabytes, ruleFailure } from '../../media/file-kind.ts';
import { stageLabel } from '../types.ts';
import * as styles from './PhotoPicker.css.ts';

const rule = mediaRules.identity_document;
/** The picker offers any image (SPEC §5 variant B); JPG and PNG are checked here and on the server. */
const pickerTypes = ['image/*', ...acceptFor(rule)];

/** Checks a chosen file against the verification photo rule (JPG or PNG, up to 10 MB). */
export function checkIdentityFile(file: File): string | null {
  const failure = ruleFailure(rule, file);
  if (failure === 'type') return m.verification_error_type({ fileName: file.name });
  if (failure === 'size') return m.verification_error_size({ fileName: file.name, maxSize: megabytes(rule.maxBytes) });
  return null;
}

const previews = new WeakMap<File, string>();

/**
 * A browser address for a chosen file, made once per file; it is given up when the view shows
 * another file or goes (the photo itself can be many megabytes).
 */
export function useObjectUrl(file: File | null): string | null {
  let url = file ? previews.get(file) : undefined;
  if (file && !url) {
    url = URL.createObjectURL(file);
    previews.set(file, url);
  }
  useEffect(() => {
    if (!file) return;
    return () => {
      const made = previews.get(file);
      if (made) URL.revokeObjectURL(made);
      previews.delete(file);
    };
  }, [file]);
  return url ?? null;
}

export interface PhotoPickerProps {
  /** What to photograph, e.g. "Front of your document". */
  title: string;
  /** How to take it. */
  hint?: ReactNode;
  /** The chosen photo, or null. */
  file: File | null;
  /** A preview address for a photo given without a file (stories, an upload already made). */
  previewUrl?: string | null;
  onChange: (file: File | null) => void;
  /** Which camera a phone opens: the back one for documents, the front one for a selfie. */
  camera?: 'environment' | 'user';
  /** 0-100 while the photo is processed; null otherwise. */
  progress?: number | null;
  /** A refusal to show under the photo (already translated). */
  error?: string | null;
  /** Show Clear Image and Retake under a chosen photo (variant B). */
  showPhotoActions?: boolean;
  isDisabled?: boolean;
}

/**
 * One identity photo: dropped on the area or chosen with the button (on a phone the camera opens
 * directly), previewed, with a Processing overlay and the real progress while it is uploaded.
 */
export function PhotoPicker({
  title,
  hint,
  file,
  previewUrl = null,
  onChange,
  camera = 'environment',
  progress = null,
  error = null,
  showPhotoActions = false,
  isDisabled = false,
}: PhotoPickerProps) {
  const id = useId();
  const objectUrl = useObjectUrl(file);
  const shown = objectUrl ?? previewUrl;
  const [localError, setLocalError] = useState<string | null>(null);
  const processing = progress !== null;
  const blocked = isDisabled || processing;
  const message = localError ?? error;

  const take = (chosen: File | undefined) => {
    if (!chosen || blocked) return;
    const problem = checkIdentityFile(chosen);
    setLocalError(problem);
    if (!problem) onChange(chosen);
  };
  const onDrop = async (items: DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) take(await item.getFile());
  };
  const chooseButton = (label: string, variant: 'primary' | 'secondary') => (
    <FileTrigger acceptedFileTypes={pickerTypes} defaultCamera={camera} onSelect={(files) => take(files?.[0])}>
      <Button
        variant={variant}
        size="small"
        isDisabled={blocked}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        <UploadIcon size={16} strokeLinecap="round" strokeLinejoin="round" />
        {label}
      </Button>
    </FileTrigger>
  );

  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <DropZone
        className={styles.zone}
        aria-label={m.verification_drop_label({ title })}
        isDisabled={blocked}
        data-invalid={message ? true : undefined}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event.items)}
      >
        {({ isDropTarget }) => (
          <>
            <div className={styles.frame} data-state={shown ? 'image' : 'empty'}>
              {shown ? (
                <img className={styles.image} src={shown} alt={m.verification_preview_alt({ title })} />
              ) : (
                <ImageIcon size={40} aria-hidden="true" />
              )}
              {processing ? (
                <div className={styles.overlay} aria-hidden="true">
                  {m.verification_processing()}
                </div>
              ) : null}
            </div>
            <div className={styles.actions}>
              {shown && showPhotoActions ? (
                <>
                  <Button
                    variant="ghost"
                    size="small"
                    isDisabled={blocked}
                    onPress={() => {
                      setLocalError(null);
                      onChange(null);
                    }}
                  >
                    {m.verification_clear()}
                  </Button>
                  {chooseButton(m.verification_retake(), 'secondary')}
                </>
              ) : (
                chooseButton(shown ? m.verification_replace() : m.verification_take_photo(), 'secondary')
              )}
              <span className={styles.dropHint} aria-hidden="true">
                {isDropTarget ? m.image_upload_drop_active() : m.verification_drop_hint()}
              </span>
            </div>
          </>
        )}
      </DropZone>
      {processing ? (
        <ProgressBar label={stageLabel(progress)} value={Math.round(Math.min(100, Math.max(0, progress)))} />
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          <CircleAlertIcon size={16} strokeLinecap="round" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
