import { assignVars, createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { palette } from './tokens.ts';

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", monospace',
};

type Theme = { [G in keyof typeof vars]: { [K in keyof (typeof vars)[G]]: string } };

const light: Theme = {
  color: {
    background: palette.ink50,
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.ink100,
    text: palette.ink900,
    textMuted: palette.ink600,
    textInverse: palette.white,
    border: palette.ink200,
    // Field and control outlines keep at least 3:1 against the surface (WCAG 1.4.11).
    borderStrong: palette.ink500,
    focusRing: palette.blue700,
    primary: palette.brand600,
    primaryHover: palette.brand700,
    primaryText: palette.white,
    primarySoft: palette.brand50,
    danger: palette.red600,
    dangerSoft: palette.red100,
    dangerText: palette.red600,
    warning: palette.amber700,
    warningSoft: palette.amber100,
    success: palette.green700,
    successSoft: palette.green100,
    info: palette.blue700,
    infoSoft: palette.blue100,
    overlay: 'rgba(15, 23, 42, 0.55)',
    brandTitle: palette.ink900,
    brandTagline: palette.ink600,
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  font: fonts,
};

const dark: Theme = {
  color: {
    background: palette.night950,
    surface: palette.night900,
    surfaceRaised: palette.night800,
    surfaceSunken: palette.night950,
    text: palette.ink50,
    textMuted: palette.ink400,
    textInverse: palette.ink900,
    border: palette.night700,
    borderStrong: palette.night500,
    focusRing: palette.blue300,
    primary: palette.brand300,
    primaryHover: palette.brand100,
    primaryText: palette.ink900,
    primarySoft: '#0d2f25',
    danger: palette.red300,
    dangerSoft: palette.red950,
    dangerText: palette.red300,
    warning: palette.amber300,
    warningSoft: palette.amber950,
    success: palette.green300,
    successSoft: palette.green950,
    info: palette.blue300,
    infoSoft: palette.blue950,
    overlay: 'rgba(0, 0, 0, 0.65)',
    brandTitle: palette.ink50,
    brandTagline: palette.ink400,
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
  font: fonts,
};

/** Light by default; dark follows the system unless a theme class pins one. */
createGlobalTheme(':root', vars, light);
globalStyle(':root', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark) } },
});

/** Pin the light theme regardless of system preference (Storybook toolbar, user choice). */
export const lightThemeClass = style({ vars: assignVars(vars, light), colorScheme: 'light' });
/** Pin the dark theme. */
export const darkThemeClass = style({ vars: assignVars(vars, dark), colorScheme: 'dark' });
