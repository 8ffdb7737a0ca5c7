import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { ExerciseDetail, ExerciseImage, ExerciseVideo, ExerciseWriteInput, Locale } from '@spotter/domain';
import { ExerciseEditor, type ExerciseUploadState } from '@spotter/ui/exercises/ExerciseEditor/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked, type ApiFailure } from './api.ts';
import { uploadFile } from './upload.ts';

interface Props {
  locale: Locale;
  mode: 'create' | 'edit';
  /** The exercise being edited (edit), or null for a new one. */
  exercise: ExerciseDetail | null;
  initial: ExerciseWriteInput;
  /** The trainer's exercise pages (`<base>/<id>`). */
  base: string;
}

type Uploads = { image?: ExerciseUploadState | null; video?: ExerciseUploadState | null };

/**
 * A trainer's exercise editor: images and the video upload through POST /api/upload as they are
 * chosen, and the exercise is saved with their ids; a save over a newer version is a conflict
 * the trainer resolves by reloading. Saved, it opens the exercise's page.
 */
export default function ExerciseEditorIsland({ locale, mode, exercise, initial, base }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [images, setImages] = useState<ExerciseImage[]>(exercise?.images ?? []);
  const [video, setVideo] = useState<ExerciseVideo | null>(
    exercise?.video && 'kind' in exercise.video && exercise.video.kind === 'upload' ? exercise.video : null,
  );
  const [uploads, setUploads] = useState<Uploads>({});
  const [isSaving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const upload = (part: 'image' | 'video', file: File) => {
    setUploads((now) => ({ ...now, [part]: { progress: 0, name: file.name } }));
    uploadFile(part === 'image' ? 'exerciseImage' : 'exerciseVideo', file, (fraction) =>
      setUploads((now) => ({ ...now, [part]: { progress: Math.round(fraction * 100), name: file.name } })),
    )
      .then((media) => {
        setUploads((now) => ({ ...now, [part]: null }));
        if (part === 'image')
          setImages((now) => [...now, { id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl }]);
        else setVideo({ kind: 'upload', id: media.id, url: media.url });
      })
      .catch((failure: Error) =>
        setUploads((now) => ({ ...now, [part]: { progress: null, error: failure.message, name: file.name } })),
      );
  };

  const save = async (values: ExerciseWriteInput) => {
    setSaving(true);
    setError(null);
    setFieldErrors(null);
    try {
      const saved =
        mode === 'edit' && exercise
          ? await sendChecked<ExerciseDetail, 'exerciseWrite'>(
              'PUT',
              `/api/exercises/${exercise.id}`,
              'exerciseWrite',
              {
                ...values,
                version: exercise.version,
              },
            )
          : await sendChecked<ExerciseDetail, 'exerciseWrite'>('POST', '/api/exercises', 'exerciseWrite', values);
      window.location.assign(`${base}/${saved.id}`);
    } catch (failure) {
      const refusal = failure as Error & Partial<ApiFailure>;
      setSaving(false);
      if (refusal.status === 409) {
        setConflict(true);
        return;
      }
      setFieldErrors(refusal.fieldErrors && Object.keys(refusal.fieldErrors).length ? refusal.fieldErrors : null);
      setError(refusal.error || refusal.message);
    }
  };

  return (
    <I18nProvider locale={intlLocale(current)}>
      <ExerciseEditor
        mode={mode}
        initial={initial}
        images={images}
        video={video}
        uploads={uploads}
        onUploadImage={(file) => upload('image', file)}
        onUploadVideo={(file) => upload('video', file)}
        onRemoveImage={(id) => setImages((now) => now.filter((image) => image.id !== id))}
        onMoveImage={(id, direction) =>
          setImages((now) => {
            const from = now.findIndex((image) => image.id === id);
            const to = direction === 'left' ? from - 1 : from + 1;
            if (from < 0 || to < 0 || to >= now.length) return now;
            const next = [...now];
            [next[from], next[to]] = [next[to]!, next[from]!];
            return next;
          })
        }
        onRemoveVideo={() => setVideo(null)}
        onSubmit={save}
        isSaving={isSaving}
        fieldErrors={fieldErrors}
        error={error}
        conflict={conflict}
        onReload={() => window.location.reload()}
        cancelHref={exercise ? `${base}/${exercise.id}` : base}
      />
    </I18nProvider>
  );
}
