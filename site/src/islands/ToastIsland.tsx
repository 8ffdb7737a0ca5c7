import { useStore } from '@nanostores/react';
import type { Locale } from '@spotter/domain';
import { ToastRegion } from '@spotter/ui/primitives/Toast/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';

/** Where the page's toasts appear (one per page): the sections' "saved" notes go to the app-wide queue. */
export default function ToastIsland({ locale }: { locale: Locale }) {
  initLocale(locale);
  useStore($locale);
  return <ToastRegion />;
}
