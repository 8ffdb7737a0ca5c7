export { PlanList } from './PlanList.tsx';
export type { PlanListProps } from './PlanList.tsx';
export type { NewPlanError, NewPlanInput } from './NewPlanForm.tsx';
