export { AvailabilityGrid, formatSlotTime, slotHours } from './AvailabilityGrid.tsx';
export type { AvailabilityGridProps } from './AvailabilityGrid.tsx';
