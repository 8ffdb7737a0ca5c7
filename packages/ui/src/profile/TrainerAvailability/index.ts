export { TrainerAvailabilityFields, browserTimeZone, proposeTimeZone } from './TrainerAvailability.tsx';
export type { TrainerAvailabilityFieldsProps, TrainerAvailabilityValues } from './TrainerAvailability.tsx';
