import { useStore } from '@nanostores/react';
import type { Branding, BrandingUpdate, Locale } from '@spotter/domain';
import { BrandingEditor } from '@spotter/ui/brand/BrandingEditor/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendJson } from './api.ts';

interface Props {
  locale: Locale;
  initial: Branding | null;
}

export default function BrandingIsland({ locale, initial }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  return (
    <BrandingEditor
      key={current}
      initial={initial}
      onSave={(update: BrandingUpdate) => sendJson<Branding | null>('PUT', '/api/users/trainer/branding', update)}
    />
  );
}
