export { TrainerClientList } from './TrainerClientList.tsx';
export type { TrainerClientListProps } from './TrainerClientList.tsx';
