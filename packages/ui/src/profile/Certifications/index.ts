export { Certifications } from './Certifications.tsx';
export type { CertificationsProps } from './Certifications.tsx';
export type { CertificationCallError, UploadDocument } from './CertificationForm.tsx';
