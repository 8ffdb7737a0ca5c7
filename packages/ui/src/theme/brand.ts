import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';

/** A trainer's custom colours. Only validated hex values reach here (see domain schemas). */
export interface BrandColors {
  primary?: string | null;
  logoTitleColor?: string | null;
  logoTaglineColor?: string | null;
}

const hex = /^#[0-9a-f]{6}$/i;

/**
 * The brand override theme: a style object that re-points contract variables at a trainer's
 * colours. Apply it to the element that wraps the branded area.
 */
export function brandThemeStyle(brand: BrandColors): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (brand.primary && hex.test(brand.primary)) {
    assigned[vars.color.primary] = brand.primary;
    assigned[vars.color.primaryHover] = brand.primary;
  }
  if (brand.logoTitleColor && hex.test(brand.logoTitleColor)) {
    assigned[vars.color.brandTitle] = brand.logoTitleColor;
  }
  if (brand.logoTaglineColor && hex.test(brand.logoTaglineColor)) {
    assigned[vars.color.brandTagline] = brand.logoTaglineColor;
  }
  return assignInlineVars(assigned);
}
