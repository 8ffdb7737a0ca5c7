export { vars } from './contract.css.ts';
export { lightThemeClass, darkThemeClass } from './themes.css.ts';
export { brandThemeStyle, type BrandColors } from './brand.ts';
export * as tokens from './tokens.ts';
