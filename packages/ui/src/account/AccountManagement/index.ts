export { AccountManagement } from './AccountManagement.tsx';
export type { AccountManagementProps, AccountChange } from './AccountManagement.tsx';
