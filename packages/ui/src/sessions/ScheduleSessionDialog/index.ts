export { ScheduleSessionDialog, scheduleSessionModes } from './ScheduleSessionDialog.tsx';
export type {
  ScheduleSessionDialogProps,
  ScheduleSessionMode,
  SessionClientOption,
  SessionGymOption,
} from './ScheduleSessionDialog.tsx';
export { TimeField } from './TimeField.tsx';
export type { TimeFieldProps } from './TimeField.tsx';
