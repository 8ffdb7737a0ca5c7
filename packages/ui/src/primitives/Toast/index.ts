export { toastQueue, showToast, createToastQueue, defaultToastTimeout, toastTones } from './Toast.tsx';
export type { ToastContent, ToastQueue, ToastTone, ShowToastOptions } from './Toast.tsx';
export { ToastRegion } from './ToastRegion.tsx';
export type { ToastRegionProps } from './ToastRegion.tsx';
