import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height' | 'viewBox'> {
  /** Width and height: pixels, or any CSS length such as '1.4em'. */
  size?: number | string;
  /** Names the icon for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
}

/**
 * A 24×24 stroke icon drawn in the text colour (`currentColor`). The named icons in this folder
 * give it their shapes; pass `strokeWidth`, `strokeLinecap` or `strokeLinejoin` to change the line.
 */
export function Icon({ size = 24, label, strokeWidth = 2, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {children}
    </svg>
  );
}
