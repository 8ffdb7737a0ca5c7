import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import { initialsOf, type Locale, type ProfilePhoto } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ImageUploadField } from '@spotter/ui/media/ImageUploadField/index.ts';
import { Banner } from '@spotter/ui/primitives/Banner/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';
import { $livePhotoUrl } from './live.ts';
import { uploadFile } from './upload.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

interface Props {
  locale: Locale;
  name: string;
  /** The photo's small (thumbnail) address, as the shell shows it. */
  initialUrl: string | null;
}

const smallUrl = (photo: ProfilePhoto | null) => (photo ? (photo.thumbnailUrl ?? photo.url) : null);

/** The server's translated message, or a general one when it sent none (network failure). */
const messageOf = (failure: unknown) => (failure as { error?: string }).error || m.profile_photo_save_failed();

/** The profile photo of SPEC §3 (profileImage): uploaded, then saved to the profile at once. */
export default function ProfilePhotoIsland({ locale, name, initialUrl }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [photoUrl, setPhotoUrl] = useState<string | null>(initialUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(mediaId: string | null) {
    const saved: ProfilePhoto | null = await sendChecked('PUT', '/api/users/profile-photo', 'profilePhotoUpdate', {
      mediaId,
    });
    const next = smallUrl(saved);
    setPhotoUrl(next);
    $livePhotoUrl.set(next);
  }

  async function choose(file: File) {
    setBusy(true);
    setError(null);
    setSaved(null);
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    try {
      const media = await uploadFile('profileImage', file, setProgress);
      setProgress(null);
      await save(media.id);
      setSaved(m.profile_photo_saved());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      URL.revokeObjectURL(local);
      setPreview(null);
      setProgress(null);
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await save(null);
      setSaved(m.profile_photo_removed());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <I18nProvider locale={intlLocale(current)}>
      <div key={current}>
        {saved ? (
          <Banner tone="success" onDismiss={() => setSaved(null)}>
            {saved}
          </Banner>
        ) : null}
        <ImageUploadField
          purpose="profile_photo"
          shape="circle"
          label={m.profile_photo_title()}
          fallback={initialsOf(name) || null}
          url={preview ?? photoUrl}
          progress={progress}
          error={error}
          onSelect={(file) => void choose(file)}
          onRemove={() => void remove()}
          isDisabled={busy}
        />
      </div>
    </I18nProvider>
  );
}
