import { useStore } from '@nanostores/react';
import type { Branding, BrandingUpdate, Locale } from '@spotter/domain';
import { BrandingEditor } from '@spotter/ui/brand/BrandingEditor/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';
import { $liveBranding } from './live.ts';
import { uploadFile } from './upload.ts';

interface Props {
  locale: Locale;
  initial: Branding | null;
}

async function save(update: BrandingUpdate): Promise<Branding | null> {
  const saved: Branding | null = await sendChecked('PUT', '/api/users/trainer/branding', 'brandingUpdate', update);
  // The header around the editor shows the saved branding at once.
  $liveBranding.set(saved);
  return saved;
}

export default function BrandingIsland({ locale, initial }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  return (
    <BrandingEditor
      key={current}
      initial={initial}
      onSave={save}
      onUploadLogo={(file, onProgress) => uploadFile('brandLogo', file, onProgress)}
    />
  );
}
