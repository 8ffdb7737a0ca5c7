import { useRef, useState } from 'react';
import { isVerificationLocked, type VerificationStatus } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { PhotoPicker } from '../PhotoPicker/index.ts';
import { isAbort, messageOf, type UploadIdentityImage } from '../types.ts';
import * as styles from './PhotoStep.css.ts';

/** One image the step asks for (SPEC §3: a verification image item has key and title). */
export interface VerificationImageItem {
  /** The upload field, e.g. idVerificationFront. */
  key: string;
  title: string;
  hint?: string;
  camera?: 'environment' | 'user';
}

export interface PhotoStepProps {
  images: readonly VerificationImageItem[];
  status: VerificationStatus;
  upload: UploadIdentityImage;
  /** Submits the uploaded images' addresses by key; resolves with the new status. */
  onSubmit: (urls: Record<string, string>) => Promise<VerificationStatus>;
  /** Starts on this image (stories). */
  initialIndex?: number;
}

/** How an image's chip in the list of steps is drawn: sent, being taken, or still to come. */
function stepState(sent: boolean, current: boolean): 'sent' | 'current' | 'upcoming' {
  if (sent) return 'sent';
  return current ? 'current' : 'upcoming';
}

interface Chosen {
  file: File | null;
  url: string | null;
}

/**
 * Variant B of identity verification: one drop or choose area per required image, in turn, each
 * with a preview, Clear Image and Retake; Next uploads it (a Processing overlay and the real
 * progress) and moves on, and on the last image Submit sends them all for review.
 */
export function PhotoStep({ images, status, upload, onSubmit, initialIndex = 0 }: PhotoStepProps) {
  const [index, setIndex] = useState(initialIndex);
  const [chosen, setChosen] = useState<Record<string, Chosen>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [submitted, setSubmitted] = useState<VerificationStatus | null>(null);
  const abort = useRef<AbortController | null>(null);
  const current = images[index];
  const shownStatus = submitted ?? status;
  const last = index === images.length - 1;
  const entry = current ? chosen[current.key] : undefined;
  const processing = progress !== null;

  if (submitted || isVerificationLocked(status) || !current) {
    return (
      <div className={styles.root}>
        {submitted ? (
          <Banner tone="success" title={m.verification_submitted_title()}>
            {m.verification_submitted_body()}
          </Banner>
        ) : null}
        {shownStatus !== 'completed' ? <p className={styles.note}>{m.verification_in_review_note()}</p> : null}
      </div>
    );
  }

  const setEntry = (key: string, value: Chosen) => setChosen((all) => ({ ...all, [key]: value }));

  const sendCurrent = async (): Promise<Record<string, string> | null> => {
    if (!entry?.file && !entry?.url) return null;
    if (entry.url) return Object.fromEntries(Object.entries(chosen).map(([key, value]) => [key, value.url ?? '']));
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const url = await upload(current.key, entry.file!, setProgress, controller.signal);
      setEntry(current.key, { file: entry.file, url });
      return {
        ...Object.fromEntries(Object.entries(chosen).map(([key, value]) => [key, value.url ?? ''])),
        [current.key]: url,
      };
    } catch (error) {
      if (!isAbort(error)) setBanner({ tone: 'error', text: messageOf(error, m.verification_error_upload()) });
      return null;
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const next = async () => {
    setBanner(null);
    const urls = await sendCurrent();
    if (!urls) return;
    if (!last) {
      setIndex(index + 1);
      return;
    }
    if (images.some((image) => !urls[image.key])) {
      setBanner({ tone: 'error', text: m.verification_error_upload_all() });
      return;
    }
    setProgress(100);
    try {
      const next = await onSubmit(urls);
      setSubmitted(next);
      setBanner({ tone: 'success', text: m.verification_success() });
    } catch (error) {
      setBanner({ tone: 'error', text: messageOf(error, m.verification_error_submission()) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.root}>
      <ol className={styles.steps} aria-label={m.verification_images_label()}>
        {images.map((image, position) => (
          <li
            key={image.key}
            className={styles.stepItem}
            data-state={stepState(Boolean(chosen[image.key]?.url), position === index)}
            aria-current={position === index ? 'step' : undefined}
          >
            {image.title}
          </li>
        ))}
      </ol>
      <p className={styles.counter}>{m.verification_image_counter({ current: index + 1, total: images.length })}</p>
      {banner ? (
        <Banner tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Banner>
      ) : null}
      <PhotoPicker
        key={current.key}
        title={current.title}
        hint={current.hint}
        camera={current.camera}
        file={entry?.file ?? null}
        onChange={(file) => setEntry(current.key, { file, url: null })}
        progress={progress}
        showPhotoActions
      />
      <p className={styles.guidance}>{m.verification_guidance()}</p>
      <div className={styles.actions}>
        {index > 0 ? (
          <Button variant="ghost" isDisabled={processing} onPress={() => setIndex(index - 1)}>
            {m.verification_back()}
          </Button>
        ) : null}
        <Button variant="primary" isDisabled={processing || !entry?.file} onPress={() => void next()}>
          {last ? m.verification_submit() : m.verification_next()}
        </Button>
      </div>
    </div>
  );
}
