export { Dialog, DialogTrigger, Modal, ModalOverlay, modalSizes } from './Dialog.tsx';
export type { DialogProps, DialogTriggerProps, ModalProps, ModalOverlayProps, ModalSize } from './Dialog.tsx';
