export { AvailabilitySummary } from './AvailabilitySummary.tsx';
export type { AvailabilitySummaryProps } from './AvailabilitySummary.tsx';
