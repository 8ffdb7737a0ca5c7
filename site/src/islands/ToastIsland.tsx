import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@spotter/domain';
import { toastQueue } from '@spotter/ui/primitives/Toast/Toast.tsx';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';

/** The region's code loads with the page's first toast: most visits show none. */
const ToastRegion = lazy(() => import('@spotter/ui/primitives/Toast/ToastRegion.tsx'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** Where the page's toasts appear (one per page): the sections' "saved" notes go to the app-wide queue. */
export default function ToastIsland({ locale }: { locale: Locale }) {
  initLocale(locale);
  useStore($locale);
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
