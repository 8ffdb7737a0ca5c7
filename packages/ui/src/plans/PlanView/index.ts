export { PlanView } from './PlanView.tsx';
export type { PlanViewProps } from './PlanView.tsx';
