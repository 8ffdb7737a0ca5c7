export { TrainerBasicInfoFields } from './TrainerBasicInfo.tsx';
