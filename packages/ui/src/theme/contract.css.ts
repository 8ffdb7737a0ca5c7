import { createGlobalThemeContract } from '@vanilla-extract/css';

/** The theme contract: every colour and shape a component may use. Themes fill it in. */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      text: null,
      textMuted: null,
      textInverse: null,
      border: null,
      borderStrong: null,
      focusRing: null,
      primary: null,
      primaryHover: null,
      primaryText: null,
      primarySoft: null,
      danger: null,
      dangerSoft: null,
      dangerText: null,
      warning: null,
      warningSoft: null,
      success: null,
      successSoft: null,
      info: null,
      infoSoft: null,
      overlay: null,
      brandTitle: null,
      brandTagline: null,
    },
    shadow: { sm: null, md: null, lg: null },
    font: { body: null, heading: null, mono: null },
  },
  (_value, path) => `spotter-${path.join('-')}`,
);
