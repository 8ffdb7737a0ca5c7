export * from './PlanBuilder/index.ts';
export * from './PlanView/index.ts';
export * from './PlanList/index.ts';
export * from './AssignPlanDialog/index.ts';
export * from './TodayCard/index.ts';
