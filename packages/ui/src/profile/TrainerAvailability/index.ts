export { TrainerAvailabilityFields, browserTimeZone } from './TrainerAvailability.tsx';
export type { TrainerAvailabilityFieldsProps, TrainerAvailabilityValues } from './TrainerAvailability.tsx';
