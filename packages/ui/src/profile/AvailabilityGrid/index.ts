export { AvailabilityGrid } from './AvailabilityGrid.tsx';
export { formatSlotTime, slotHours } from '../weekTable/weekTable.tsx';
export type { AvailabilityGridProps } from './AvailabilityGrid.tsx';
