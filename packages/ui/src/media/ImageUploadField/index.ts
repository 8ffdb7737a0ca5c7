export { ImageUploadField, checkImageFile, imageUploadPurposes, imageUploadShapes } from './ImageUploadField.tsx';
export type { ImageUploadFieldProps, ImageUploadPurpose, ImageUploadShape } from './ImageUploadField.tsx';
