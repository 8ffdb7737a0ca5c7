import { useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem, type DropZoneProps } from 'react-aria-components';
import { mediaRules, parseVideoUrl, type MediaRule, type VideoUrl } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Icon, VideoIcon } from '../../icons/index.ts';
import { VideoEmbed } from '../../exercises/VideoEmbed/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { validationMessage } from '../../i18n/validation.ts';
import * as styles from './MediaUpload.css.ts';
import { acceptFor, ruleFailure } from '../file-kind.ts';

export interface MediaUploadState {
  /** Address of the chosen or stored file, for the preview. */
  url: string | null;
  /** Upload progress 0-100 while uploading, otherwise null. */
  progress?: number | null;
  /** An error from the upload (server side), already translated. */
  error?: string | null;
}

export interface MediaUploadProps {
  /** Form field names the files are sent under (SPEC §7). */
  imageKey?: string;
  videoKey?: string;
  image?: MediaUploadState | null;
  video?: MediaUploadState | null;
  videoUrl?: string;
  onSelectImage: (file: File) => void;
  onSelectVideo: (file: File) => void;
  onVideoUrlChange: (url: string) => void;
  onRemoveImage?: () => void;
  onRemoveVideo?: () => void;
  isDisabled?: boolean;
}

export const mediaUploadParts = ['image', 'video'] as const;
type Part = (typeof mediaUploadParts)[number];

const MB = 1024 * 1024;

const partConfig = {
  image: {
    rule: mediaRules.exercise_image,
    accept: acceptFor(mediaRules.exercise_image),
    label: () => m.media_image_label(),
    hint: (maxSize: number) => m.media_image_hint({ maxSize }),
    drop: () => m.media_image_drop(),
    choose: () => m.media_image_choose(),
    replace: () => m.media_image_replace(),
    remove: () => m.media_image_remove(),
    preview: () => m.media_image_preview(),
    wrongType: (fileName: string) => m.media_error_image_type({ fileName }),
  },
  video: {
    rule: mediaRules.exercise_video,
    accept: acceptFor(mediaRules.exercise_video),
    label: () => m.media_video_label(),
    hint: (maxSize: number) => m.media_video_hint({ maxSize }),
    drop: () => m.media_video_drop(),
    choose: () => m.media_video_choose(),
    replace: () => m.media_video_replace(),
    remove: () => m.media_video_remove(),
    preview: () => m.media_video_preview(),
    wrongType: (fileName: string) => m.media_error_video_type({ fileName }),
  },
} as const;

/** Checks a chosen file against the exercise media rules; returns a message or null. */
export function checkMediaFile(part: Part, file: File): string | null {
  const config = partConfig[part];
  const rule: MediaRule = config.rule;
  const failure = ruleFailure(rule, file);
  if (failure === 'type') return config.wrongType(file.name);
  if (failure === 'size') return m.media_error_too_large({ fileName: file.name, maxSize: rule.maxBytes / MB });
  return null;
}

/**
 * The exercise media editor: an image and a video, each chosen with a picker or dropped, checked
 * against SPEC §5 before upload, with preview, progress and remove; plus a video link that shows a
 * privacy-friendly embed for YouTube and Vimeo.
 */
export function MediaUpload({
  imageKey = 'exerciseImage',
  videoKey = 'exerciseVideo',
  image,
  video,
  videoUrl = '',
  onSelectImage,
  onSelectVideo,
  onVideoUrlChange,
  onRemoveImage,
  onRemoveVideo,
  isDisabled,
}: MediaUploadProps) {
  return (
    <div className={styles.root}>
      <div className={styles.parts}>
        <MediaPart
          part="image"
          field={imageKey}
          state={image}
          onSelect={onSelectImage}
          onRemove={onRemoveImage}
          isDisabled={isDisabled}
        />
        <MediaPart
          part="video"
          field={videoKey}
          state={video}
          onSelect={onSelectVideo}
          onRemove={onRemoveVideo}
          isDisabled={isDisabled}
        />
      </div>
      <VideoUrlField value={videoUrl} onChange={onVideoUrlChange} isDisabled={isDisabled} />
    </div>
  );
}

interface MediaPartProps {
  part: Part;
  field: string;
  state?: MediaUploadState | null;
  onSelect: (file: File) => void;
  onRemove?: () => void;
  isDisabled?: boolean;
}

function MediaPart({ part, field, state, onSelect, onRemove, isDisabled }: MediaPartProps) {
  const config = partConfig[part];
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [localError, setLocalError] = useState<string | null>(null);
  const uploading = state?.progress != null;
  const error = localError ?? state?.error ?? null;

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = checkMediaFile(part, file);
    setLocalError(problem);
    if (!problem) onSelect(file);
  };

  const onDrop: DropZoneProps['onDrop'] = async (event) => {
    const item = event.items.find(isFileDropItem);
    if (item) take(await item.getFile());
  };

  const picker = (label: string, variant: 'primary' | 'secondary') => (
    <FileTrigger acceptedFileTypes={[...config.accept]} onSelect={(files) => take(files?.[0])}>
      <Button variant={variant} size="small" isDisabled={isDisabled || uploading}>
        {label}
      </Button>
    </FileTrigger>
  );

  let body: ReactNode;
  if (state?.url) {
    body = (
      <div className={styles.preview}>
        {part === 'image' ? (
          <img className={styles.mediaPreview} src={state.url} alt={config.preview()} />
        ) : (
          <video
            className={styles.mediaPreview}
            src={state.url}
            controls
            preload="metadata"
            aria-label={config.preview()}
          />
        )}
        <div className={styles.actions}>
          {picker(config.replace(), 'secondary')}
          {onRemove ? (
            <Button variant="ghost" size="small" onPress={onRemove} isDisabled={isDisabled || uploading}>
              {config.remove()}
            </Button>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <DropZone
        className={styles.dropZone}
        aria-labelledby={labelId}
        isDisabled={isDisabled || uploading}
        getDropOperation={(types) => (config.accept.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={onDrop}
      >
        <PartIcon part={part} />
        <Text slot="label" className={styles.dropText}>
          {config.drop()}
        </Text>
        <span className={styles.dropOr} aria-hidden="true">
          {m.media_drop_or()}
        </span>
        {picker(config.choose(), 'primary')}
      </DropZone>
    );
  }

  return (
    <section
      className={styles.part}
      aria-labelledby={labelId}
      aria-describedby={hintId}
      data-field={field}
      data-part={part}
    >
      <div className={styles.partHeader}>
        <h3 id={labelId} className={styles.partTitle}>
          {config.label()}
        </h3>
        <p id={hintId} className={styles.hint}>
          {config.hint(config.rule.maxBytes / MB)}
        </p>
      </div>
      {body}
      {uploading ? <ProgressBar label={m.media_uploading()} value={state?.progress ?? 0} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function VideoUrlField({
  value,
  onChange,
  isDisabled,
}: {
  value: string;
  onChange: (url: string) => void;
  isDisabled?: boolean;
}) {
  // Judge the link once the trainer leaves the field (or when it arrives filled in), not per keystroke.
  const [checked, setChecked] = useState(value.trim() !== '');
  const parsed = value.trim() ? parseVideoUrl(value) : null;
  const invalid = checked && value.trim() !== '' && parsed === null;
  return (
    <div className={styles.urlBlock}>
      <TextField
        name="videoUrl"
        type="url"
        inputMode="url"
        label={m.media_video_url_label()}
        description={m.media_video_url_hint()}
        placeholder="https://www.youtube.com/watch?v=…"
        value={value}
        onChange={(next) => {
          if (!next.trim()) setChecked(false);
          onChange(next);
        }}
        onBlur={() => setChecked(true)}
        isInvalid={invalid}
        errorMessage={validationMessage('validation_video_url')}
        isDisabled={isDisabled}
      />
      {parsed ? <VideoUrlPreview video={parsed} /> : null}
    </div>
  );
}

function VideoUrlPreview({ video }: { video: VideoUrl }) {
  const title = m.media_video_url_embed_title();
  switch (video.kind) {
    case 'youtube':
    case 'vimeo':
      // No frame of the service loads until the trainer presses play (their privacy, and the page's weight).
      return <VideoEmbed video={{ source: 'link', ...video }} title={title} />;
    case 'file':
      return (
        <video
          className={styles.urlVideo}
          src={video.url}
          controls
          preload="metadata"
          aria-label={title}
          data-kind="file"
        />
      );
    case 'link':
      return (
        <p className={styles.linkNote} data-kind="link">
          {m.media_video_url_link_note()}{' '}
          <a className={styles.link} href={video.url} target="_blank" rel="noopener noreferrer nofollow">
            {video.url}
          </a>
        </p>
      );
  }
}

/** The empty drop zone's picture: a framed landscape for the image, a film camera for the video. */
function PartIcon({ part }: { part: Part }) {
  const props = { className: styles.icon, size: 32, strokeWidth: 1.75 } as const;
  if (part === 'video') return <VideoIcon {...props} />;
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.75" />
      <path d="m21 16-5-5-9 9" />
    </Icon>
  );
}
