export { ClientHealthFields } from './ClientHealth.tsx';
