export { LogoHeader, logoSizes } from './LogoHeader.tsx';
export type { LogoHeaderProps, LogoSize } from './LogoHeader.tsx';
