export { AccountSummary } from './AccountSummary.tsx';
export type { AccountSummaryProps } from './AccountSummary.tsx';
