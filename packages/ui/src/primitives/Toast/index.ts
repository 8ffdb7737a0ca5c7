export { ToastRegion, toastQueue, showToast, createToastQueue, defaultToastTimeout, toastTones } from './Toast.tsx';
export type { ToastContent, ToastQueue, ToastTone, ShowToastOptions, ToastRegionProps } from './Toast.tsx';
