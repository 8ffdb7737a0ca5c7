export { ClientBasicInfoFields } from './ClientBasicInfo.tsx';
