/** Raw design values. Components never read these directly: they use the theme contract `vars`. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', full: '9999px' } as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  drawer: '300',
  overlay: '400',
  modal: '500',
  toast: '600',
} as const;

export const palette = {
  brand50: '#ecfdf5',
  brand100: '#d1fae5',
  brand600: '#047857',
  brand700: '#065f46',
  brand300: '#6ee7b7',
  ink900: '#0f172a',
  ink600: '#475569',
  ink500: '#64748b',
  ink400: '#94a3b8',
  ink200: '#e2e8f0',
  ink100: '#f1f5f9',
  ink50: '#f8fafc',
  white: '#ffffff',
  night950: '#0b1120',
  night900: '#111827',
  night800: '#1f2937',
  night700: '#374151',
  night500: '#6b7280',
  red600: '#b91c1c',
  red100: '#fee2e2',
  red300: '#fca5a5',
  red950: '#450a0a',
  amber700: '#92400e',
  amber100: '#fef3c7',
  amber300: '#fcd34d',
  amber950: '#451a03',
  green700: '#166534',
  green100: '#dcfce7',
  green300: '#86efac',
  green950: '#052e16',
  blue700: '#1d4ed8',
  blue100: '#dbeafe',
  blue300: '#93c5fd',
  blue950: '#172554',
} as const;
