import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  equipmentKinds,
  exerciseCategories,
  exerciseLimits,
  exerciseMeasures,
  exerciseWriteSchema,
  experienceLevels,
  fieldErrorKeys,
  locales,
  muscles,
  type Equipment,
  type ExerciseImage,
  type ExerciseVideo,
  type ExerciseWriteInput,
  type MessageRef,
  type Muscle,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '../../icons/index.ts';
import { nativeLanguageLabel } from '../../i18n/labels.ts';
import { MediaUpload, type MediaUploadState } from '../../media/MediaUpload/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { TextArea, TextField } from '../../primitives/TextField/index.ts';
import {
  equipmentLabels,
  exerciseCategoryLabels,
  exerciseLevelLabels,
  exerciseMeasureLabels,
  muscleLabels,
} from '../labels.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { exerciseErrorMessage } from './errors.ts';
import * as styles from './ExerciseEditor.css.ts';

/** An upload the island runs for the editor. */
export interface ExerciseUploadState {
  /** 0-100 while the file uploads, otherwise null. */
  progress: number | null;
  /** Why the upload failed: translated text or a message key. */
  error?: string | null;
  /** The file's name, shown while it uploads. */
  name?: string;
}

export const exerciseEditorModes = ['create', 'edit'] as const;
export const imageMoveDirections = ['left', 'right'] as const;
export type ImageMoveDirection = (typeof imageMoveDirections)[number];

export interface ExerciseEditorProps {
  /** A new exercise or one of the trainer's own. */
  mode: (typeof exerciseEditorModes)[number];
  /** The values the form starts from (`exerciseFormValues`); a new object resets the form. */
  initial: ExerciseWriteInput;
  /** The exercise's uploaded images, in display order (the island owns the list). */
  images: ExerciseImage[];
  /** The stored or just uploaded video; a link's address is edited in the form (`initial.videoUrl`). */
  video: ExerciseVideo | null;
  uploads?: { image?: ExerciseUploadState | null; video?: ExerciseUploadState | null };
  /** A checked image file (SPEC §5) to upload as `exerciseImage` media. */
  onUploadImage: (file: File) => void;
  /** A checked video file to upload as `exerciseVideo` media. */
  onUploadVideo: (file: File) => void;
  onRemoveImage: (id: string) => void;
  onMoveImage: (id: string, direction: ImageMoveDirection) => void;
  onRemoveVideo: () => void;
  /** Values the shared schema accepted; the island sends them. */
  onSubmit: (values: ExerciseWriteInput) => void;
  isSaving?: boolean;
  /** The server's errors by field: message keys (or translated text), shown under their fields. */
  fieldErrors?: Record<string, string[]> | null;
  /** An error about the whole form: a message key or translated text. */
  error?: string | null;
  /** Someone else saved this exercise since it was read (409): offers `onReload`. */
  conflict?: boolean;
  onReload?: () => void;
  onCancel?: () => void;
  /** Where Cancel leads, when it is a link rather than `onCancel`. */
  cancelHref?: string;
}

type FieldName = keyof ExerciseWriteInput;
type Errors = Partial<Record<string, Array<string | MessageRef>>>;

/** A request to focus the first field (in the form's order) that has an error, or null when none has. */
function firstInvalid(errors: Errors): { field: FieldName } | null {
  const field = fieldOrder.find((candidate) => errors[candidate]?.length);
  return field ? { field } : null;
}

/** The fields in the order the form shows them: the first with an error takes the focus. */
const fieldOrder: readonly FieldName[] = [
  'name',
  'language',
  'category',
  'level',
  'measure',
  'instructions',
  'primaryMuscles',
  'secondaryMuscles',
  'equipment',
  'imageIds',
  'videoId',
  'videoUrl',
];

/** The control that takes the focus for a field's error. */
const focusTarget = (field: FieldName): string => {
  const controls = ':is(input, select, textarea, button):not(:disabled)';
  switch (field) {
    case 'imageIds':
      return `[data-field="imageIds"] ${controls}, [data-part="image"] ${controls}`;
    case 'videoId':
      return `[data-part="video"] ${controls}`;
    case 'videoUrl':
      return 'input[name="videoUrl"]';
    default:
      return `[data-field="${field}"] ${controls}`;
  }
};

/** Issues by top-level field: an issue of one list item ('primaryMuscles.0') belongs to its list. */
function byField(errors: Readonly<Record<string, ReadonlyArray<string | MessageRef>>>): Errors {
  const result: Errors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}

const none: readonly never[] = [];

const isUploadedVideo = (video: ExerciseVideo | null) =>
  video && 'kind' in video && video.kind === 'upload' ? video : null;

const languageItems = () => locales.map((locale) => ({ id: locale, label: nativeLanguageLabel(locale) }));
const categoryItems = () => exerciseCategories.map((id) => ({ id, label: exerciseCategoryLabels[id]() }));

/**
 * The form a trainer creates or edits one of their own exercises with: name and language, category,
 * level and measure, main and secondary muscles, equipment, steps, up to five images and one video
 * (an upload or a link). Checked with the shared schema before `onSubmit`; uploads, image order and
 * saving belong to the island.
 */
export function ExerciseEditor({
  mode,
  initial,
  images,
  video,
  uploads,
  onUploadImage,
  onUploadVideo,
  onRemoveImage,
  onMoveImage,
  onRemoveVideo,
  onSubmit,
  isSaving = false,
  fieldErrors,
  error,
  conflict = false,
  onReload,
  onCancel,
  cancelHref,
}: ExerciseEditorProps) {
  const [values, setValues] = useState<ExerciseWriteInput>(initial);
  const [errors, setErrors] = useState<Errors>(() => byField(fieldErrors ?? {}));
  const [checkFailed, setCheckFailed] = useState(false);
  // The field a new check or new server errors sends the focus to (a new object for each request),
  // so an error cleared by an edit never moves it.
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(() =>
    firstInvalid(byField(fieldErrors ?? {})),
  );
  const [seen, setSeen] = useState({ initial, fieldErrors });
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const pendingNoteId = `${baseId}-pending`;

  // New starting values (a reload) reset the form; new server errors replace the shown ones.
  if (seen.initial !== initial || seen.fieldErrors !== fieldErrors) {
    setSeen({ initial, fieldErrors });
    if (seen.initial !== initial) setValues(initial);
    if (seen.fieldErrors !== fieldErrors) {
      setErrors(byField(fieldErrors ?? {}));
      setCheckFailed(false);
      setFocusRequest(firstInvalid(byField(fieldErrors ?? {})));
    }
  }

  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    const target = formRef.current.querySelector<HTMLElement>(focusTarget(focusRequest.field));
    // The video link field judges its text when it is left: leave it and come back, so it says why.
    if (target && target === document.activeElement) target.blur();
    target?.focus();
  }, [focusRequest]);

  const uploadedVideo = isUploadedVideo(video);
  const imageUploading = uploads?.image?.progress != null;
  const videoUploading = uploads?.video?.progress != null;
  const uploading = imageUploading || videoUploading;
  const imagesFull = images.length + (imageUploading ? 1 : 0) >= exerciseLimits.imagesPerExercise;

  /** A field's messages in the reader's language, or undefined. */
  const errorOf = (field: FieldName): string | undefined => {
    const messages = errors[field];
    return messages?.length ? messages.map(exerciseErrorMessage).join(' ') : undefined;
  };
  const invalid = (field: FieldName) => {
    const message = errorOf(field);
    return { isInvalid: message !== undefined, errorMessage: message };
  };
  const clear = useCallback(
    (...fields: FieldName[]) =>
      setErrors((current) => (fields.some((field) => current[field]) ? omit(current, fields) : current)),
    [],
  );
  const set = <K extends FieldName>(field: K, value: ExerciseWriteInput[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const primary = values.primaryMuscles ?? none;
  const secondary = values.secondaryMuscles ?? none;
  const equipment = values.equipment ?? none;
  const name = values.name ?? '';

  const choosePrimary = useCallback(
    (next: string[]) => {
      const chosen = next as Muscle[];
      // A muscle made main leaves the secondary ones, where it is no longer offered.
      setValues((current) => ({
        ...current,
        primaryMuscles: chosen,
        secondaryMuscles: (current.secondaryMuscles ?? []).filter((muscle) => !chosen.includes(muscle)),
      }));
      clear('primaryMuscles', 'secondaryMuscles');
    },
    [clear],
  );
  const chooseSecondary = useCallback(
    (next: string[]) => {
      setValues((current) => ({ ...current, secondaryMuscles: next as Muscle[] }));
      clear('secondaryMuscles');
    },
    [clear],
  );
  const chooseEquipment = useCallback(
    (next: string[]) => {
      setValues((current) => ({ ...current, equipment: next as Equipment[] }));
      clear('equipment');
    },
    [clear],
  );
  const changeVideoUrl = useCallback(
    (next: string) => {
      setValues((current) => ({ ...current, videoUrl: next }));
      clear('videoId', 'videoUrl');
    },
    [clear],
  );

  const uploadImage = useCallback(
    (file: File) => {
      if (imagesFull) {
        setErrors((current) => ({ ...current, imageIds: ['exercises_error_too_many_images'] }));
        return;
      }
      clear('imageIds');
      onUploadImage(file);
    },
    [imagesFull, clear, onUploadImage],
  );
  const uploadVideo = useCallback(
    (file: File) => {
      clear('videoId', 'videoUrl');
      onUploadVideo(file);
    },
    [clear, onUploadVideo],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const input: ExerciseWriteInput = {
      ...values,
      name: name.trim(),
      videoUrl: (values.videoUrl ?? '').trim(),
      imageIds: images.map((image) => image.id),
      videoId: uploadedVideo?.id ?? null,
    };
    const parsed = exerciseWriteSchema.safeParse(input);
    if (!parsed.success) {
      const found = byField(fieldErrorKeys(parsed.error));
      setErrors(found);
      setCheckFailed(true);
      setFocusRequest(firstInvalid(found));
      return;
    }
    setErrors({});
    setCheckFailed(false);
    onSubmit(input);
  }

  const imageProgress = uploads?.image?.progress ?? null;
  const imageError = uploads?.image?.error ?? null;
  const videoProgress = uploads?.video?.progress ?? null;
  const videoError = uploads?.video?.error ?? null;
  const videoUrlShown = uploadedVideo?.url ?? null;
  const imageState = useMemo<MediaUploadState>(
    () => ({ url: null, progress: imageProgress, error: imageError ? exerciseErrorMessage(imageError) : null }),
    [imageProgress, imageError],
  );
  const videoState = useMemo<MediaUploadState | null>(
    () =>
      videoUrlShown !== null || videoProgress !== null || videoError !== null
        ? {
            url: videoUrlShown,
            progress: videoProgress,
            error: videoError ? exerciseErrorMessage(videoError) : null,
          }
        : null,
    [videoUrlShown, videoProgress, videoError],
  );
  const mediaErrors = (['videoId', 'videoUrl'] as const).map(errorOf).filter(Boolean);
  // An error no field shows (the whole payload's, or the version's) joins the banners.
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !(fieldOrder as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages ?? [])
    .map(exerciseErrorMessage);

  return (
    // A plain form: react-aria's Form hands its fields a new context on every render, which redrew
    // every checkbox on every key typed in the name.
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? m.exercises_editor_title_create() : m.exercises_editor_title_edit()}
      className={styles.form}
    >
      {conflict ? (
        <Banner tone="warning" title={m.exercises_editor_conflict_title()}>
          {m.exercises_error_conflict()}
          {onReload ? (
            <div className={styles.bannerAction}>
              <Button variant="secondary" size="small" onPress={onReload}>
                {m.exercises_editor_reload()}
              </Button>
            </div>
          ) : null}
        </Banner>
      ) : null}
      {error && !(conflict && error === 'exercises_error_conflict') ? (
        <Banner tone="error">{exerciseErrorMessage(error)}</Banner>
      ) : null}
      {otherErrors.length > 0 ? <Banner tone="error">{otherErrors.join(' ')}</Banner> : null}
      {checkFailed && Object.keys(errors).length > 0 ? (
        <Banner tone="error">{m.exercises_editor_invalid()}</Banner>
      ) : null}

      <section className={styles.section} aria-labelledby={`${baseId}-basics`}>
        <h2 id={`${baseId}-basics`} className={styles.sectionTitle}>
          {m.exercises_editor_section_basics()}
        </h2>
        <div data-field="name">
          <TextField
            name="name"
            label={m.exercises_editor_name_label()}
            placeholder={m.exercises_editor_name_placeholder()}
            value={name}
            onChange={(next) => set('name', next)}
            maxLength={exerciseLimits.nameChars}
            description={m.counter_characters({ count: [...name].length, max: exerciseLimits.nameChars })}
            isRequired
            {...invalid('name')}
          />
        </div>
        <div className={styles.pair}>
          <div data-field="language">
            <NativeSelect
              name="language"
              label={m.exercises_editor_language_label()}
              description={m.exercises_editor_language_hint()}
              items={languageItems()}
              value={values.language ?? null}
              onChange={(next) => next && set('language', next as ExerciseWriteInput['language'])}
              isRequired
              errorMessage={errorOf('language')}
            />
          </div>
          <div data-field="category">
            <NativeSelect
              name="category"
              label={m.exercises_editor_category_label()}
              items={categoryItems()}
              value={values.category ?? null}
              onChange={(next) => next && set('category', next as ExerciseWriteInput['category'])}
              isRequired
              errorMessage={errorOf('category')}
            />
          </div>
        </div>
        <div className={styles.pair}>
          <div data-field="level">
            <RadioGroup
              name="level"
              label={m.exercises_editor_level_label()}
              orientation="horizontal"
              value={values.level ?? null}
              onChange={(next) => set('level', next as ExerciseWriteInput['level'])}
              {...invalid('level')}
            >
              {experienceLevels.map((level) => (
                <Radio key={level} value={level} label={exerciseLevelLabels[level]()} />
              ))}
            </RadioGroup>
          </div>
          <div data-field="measure">
            <RadioGroup
              name="measure"
              label={m.exercises_editor_measure_label()}
              orientation="horizontal"
              value={values.measure ?? null}
              onChange={(next) => set('measure', next as ExerciseWriteInput['measure'])}
              {...invalid('measure')}
            >
              {exerciseMeasures.map((measure) => (
                <Radio key={measure} value={measure} label={exerciseMeasureLabels[measure]()} />
              ))}
            </RadioGroup>
          </div>
        </div>
        <div data-field="instructions">
          <TextArea
            name="instructions"
            label={m.exercises_editor_instructions_label()}
            description={m.exercises_editor_instructions_hint()}
            value={values.instructions ?? ''}
            onChange={(next) => set('instructions', next)}
            maxChars={exerciseLimits.instructionsChars}
            rows={7}
            {...invalid('instructions')}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${baseId}-muscles`}>
        <h2 id={`${baseId}-muscles`} className={styles.sectionTitle}>
          {m.exercises_editor_section_muscles()}
        </h2>
        <ChoiceGroup
          name="primaryMuscles"
          label={m.exercises_editor_primary_label()}
          description={m.exercises_editor_primary_hint({ max: exerciseLimits.primaryMuscles, count: primary.length })}
          options={muscles}
          labels={muscleLabels}
          chosen={primary}
          max={exerciseLimits.primaryMuscles}
          errorMessage={errorOf('primaryMuscles')}
          isRequired
          onChange={choosePrimary}
        />
        <ChoiceGroup
          name="secondaryMuscles"
          label={m.exercises_editor_secondary_label()}
          description={m.exercises_editor_secondary_hint({
            max: exerciseLimits.secondaryMuscles,
            count: secondary.length,
          })}
          options={muscles}
          labels={muscleLabels}
          chosen={secondary}
          max={exerciseLimits.secondaryMuscles}
          taken={primary}
          errorMessage={errorOf('secondaryMuscles')}
          onChange={chooseSecondary}
        />
        <ChoiceGroup
          name="equipment"
          label={m.exercises_editor_equipment_label()}
          description={m.exercises_editor_equipment_hint({ max: exerciseLimits.equipment, count: equipment.length })}
          options={equipmentKinds}
          labels={equipmentLabels}
          chosen={equipment}
          max={exerciseLimits.equipment}
          errorMessage={errorOf('equipment')}
          onChange={chooseEquipment}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${baseId}-media`}>
        <h2 id={`${baseId}-media`} className={styles.sectionTitle}>
          {m.exercises_editor_section_media()}
        </h2>
        <p className={styles.sectionHint}>{m.exercises_editor_video_hint()}</p>
        <ImageStrip
          images={images}
          pendingName={imageUploading ? (uploads?.image?.name ?? '') : null}
          isFull={imagesFull}
          isDisabled={isSaving}
          errorMessage={errorOf('imageIds')}
          onMove={onMoveImage}
          onRemove={onRemoveImage}
        />
        <StillMediaUpload
          imageKey="exerciseImage"
          videoKey="exerciseVideo"
          image={imageState}
          video={videoState}
          videoUrl={values.videoUrl ?? ''}
          onSelectImage={uploadImage}
          onSelectVideo={uploadVideo}
          onVideoUrlChange={changeVideoUrl}
          onRemoveVideo={uploadedVideo ? onRemoveVideo : undefined}
          isDisabled={isSaving}
        />
        {mediaErrors.length > 0 ? (
          <p className={styles.error} data-field-error="video">
            {mediaErrors.join(' ')}
          </p>
        ) : null}
      </section>

      <div className={styles.actions}>
        <Button
          type="submit"
          isPending={isSaving}
          isDisabled={uploading}
          aria-describedby={uploading ? pendingNoteId : undefined}
        >
          {mode === 'create' ? m.exercises_editor_create() : m.exercises_editor_save()}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel} isDisabled={isSaving}>
            {m.common_cancel()}
          </Button>
        ) : cancelHref ? (
          <Link href={cancelHref} buttonLike buttonVariant="ghost">
            {m.common_cancel()}
          </Link>
        ) : null}
        {uploading ? (
          <p id={pendingNoteId} className={styles.pendingNote}>
            {m.exercises_editor_upload_pending()}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The media widget, redrawn only when its own props change (not on every key typed in the name). */
const StillMediaUpload = memo(MediaUpload);

function omit(errors: Errors, fields: readonly string[]): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

interface ImageStripProps {
  images: ExerciseImage[];
  /** The name of an image on its way (empty when unknown), or null. */
  pendingName: string | null;
  isFull: boolean;
  isDisabled: boolean;
  errorMessage: string | undefined;
  onMove: (id: string, direction: ImageMoveDirection) => void;
  onRemove: (id: string) => void;
}

/** What the focus should follow once the island has changed the list. */
type FocusAfter = { action: 'move'; id: string; direction: ImageMoveDirection } | { action: 'remove'; index: number };

/** The exercise's images as a row of thumbnails, each with Move left, Move right and Remove. */
const ImageStrip = memo(function ImageStrip({
  images,
  pendingName,
  isFull,
  isDisabled,
  errorMessage,
  onMove,
  onRemove,
}: ImageStripProps) {
  const titleId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const count = images.length;

  // A moved tile or the tiles after a removed one are new in the DOM: the focus goes back to them.
  useEffect(() => {
    const after = focusAfter.current;
    const root = listRef.current;
    if (!after || !root) return;
    focusAfter.current = null;
    const enabled = (selector: string) =>
      [...root.querySelectorAll<HTMLButtonElement>(selector)].find((button) => !button.disabled);
    if (after.action === 'move') {
      const tile = `[data-image-id="${CSS.escape(after.id)}"]`;
      (enabled(`${tile} [data-move="${after.direction}"]`) ?? enabled(`${tile} [data-move]`))?.focus();
      return;
    }
    const removeButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-remove]')];
    const next = removeButtons[Math.min(after.index, removeButtons.length - 1)];
    // With no image left, the focus goes to the picker that adds one.
    const picker = root.closest('form')?.querySelector<HTMLElement>('[data-part="image"] button:not(:disabled)');
    (next ?? picker)?.focus();
  }, [images]);

  return (
    <div ref={listRef} className={styles.images} data-field="imageIds">
      <div className={styles.imagesHeader}>
        <h3 id={titleId} className={styles.imagesTitle}>
          {m.exercises_editor_images_label()}
        </h3>
        <span className={styles.imagesCount}>
          {m.exercises_editor_images_count({ count, max: exerciseLimits.imagesPerExercise })}
        </span>
      </div>
      {count > 0 || pendingName !== null ? (
        <ul
          className={styles.thumbnails}
          aria-labelledby={titleId}
          aria-describedby={errorMessage ? errorId : undefined}
        >
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li key={image.id} className={styles.thumbnail} data-image-id={image.id}>
                <img
                  className={styles.thumbnailImage}
                  src={image.thumbnailUrl ?? image.url}
                  alt={m.exercises_editor_image_alt({ position, count })}
                />
                <div className={styles.thumbnailActions}>
                  <span>
                    <IconButton
                      size="small"
                      label={m.exercises_editor_image_move_left({ position })}
                      isDisabled={isDisabled || index === 0}
                      onPress={() => {
                        focusAfter.current = { action: 'move', id: image.id, direction: 'left' };
                        onMove(image.id, 'left');
                      }}
                      data-move="left"
                    >
                      <ChevronLeftIcon size={20} strokeLinecap="round" strokeLinejoin="round" />
                    </IconButton>
                    <IconButton
                      size="small"
                      label={m.exercises_editor_image_move_right({ position })}
                      isDisabled={isDisabled || index === count - 1}
                      onPress={() => {
                        focusAfter.current = { action: 'move', id: image.id, direction: 'right' };
                        onMove(image.id, 'right');
                      }}
                      data-move="right"
                    >
                      <ChevronRightIcon size={20} strokeLinecap="round" strokeLinejoin="round" />
                    </IconButton>
                  </span>
                  <IconButton
                    size="small"
                    label={m.exercises_editor_image_remove({ position })}
                    isDisabled={isDisabled}
                    onPress={() => {
                      focusAfter.current = { action: 'remove', index };
                      onRemove(image.id);
                    }}
                    data-remove=""
                  >
                    <TrashIcon size={18} />
                  </IconButton>
                </div>
              </li>
            );
          })}
          {pendingName !== null ? (
            <li className={styles.thumbnail}>
              <div className={styles.pendingThumbnail}>
                <Spinner
                  label={pendingName ? m.exercises_editor_image_uploading({ name: pendingName }) : m.media_uploading()}
                  showLabel
                  className={styles.pendingSpinner}
                />
              </div>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className={styles.note}>{m.exercises_editor_images_empty()}</p>
      )}
      {isFull ? <p className={styles.note}>{m.exercises_editor_images_full()}</p> : null}
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
});
