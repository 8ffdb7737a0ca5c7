export { MediaUpload, checkMediaFile, mediaUploadParts } from './MediaUpload.tsx';
export type { MediaUploadProps, MediaUploadState } from './MediaUpload.tsx';
