export { DashboardShell } from './DashboardShell.tsx';
export type { DashboardShellProps } from './DashboardShell.tsx';
