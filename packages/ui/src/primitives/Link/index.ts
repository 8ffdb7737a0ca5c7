export { Link, linkVariants } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
