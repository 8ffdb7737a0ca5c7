export { Banner, bannerTones } from './Banner.tsx';
export type { BannerProps, BannerTone } from './Banner.tsx';
