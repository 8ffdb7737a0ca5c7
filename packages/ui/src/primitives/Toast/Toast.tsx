import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a queued toast carries. */
export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** Creates a separate queue (tests, or a region with its own place on screen). */
export function createToastQueue(maxVisibleToasts = 4): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The app-wide queue. `showToast` adds to it and `ToastRegion` shows it. */
export const toastQueue: ToastQueue = createToastQueue();

/** Success and info toasts leave after 5 s (paused while hovered or focused); errors stay until closed. */
export const defaultToastTimeout: Record<ToastTone, number | undefined> = {
  success: 5000,
  info: 5000,
  error: undefined,
};

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before the toast closes itself; 0 keeps it until the user closes it. */
  timeout?: number;
  /** Called when the toast closes, by the user or the timeout. */
  onClose?: () => void;
  /** The queue to add to; defaults to the app-wide `toastQueue`. */
  queue?: ToastQueue;
}

/** Shows a toast and returns its key (for `toastQueue.close(key)`). */
export function showToast({
  title,
  description,
  tone,
  timeout,
  onClose,
  queue = toastQueue,
}: ShowToastOptions): string {
  const content: ToastContent = description === undefined ? { title, tone } : { title, description, tone };
  return queue.add(content, { timeout: timeout ?? defaultToastTimeout[tone], onClose });
}
