import type { ThemeConfig } from 'antd';
import { BREAKPOINTS } from '../constants/limits';

/** The visual theme of spec section 1: primary blue, success green, error red, IBM Plex Sans, 45px buttons. */
export const THEME_TOKENS = {
  colorPrimary: '#1e5bd8',
  colorSuccess: '#1f9d55',
  colorError: '#d93025',
  colorText: '#1b2433',
  colorTextMuted: '#5b6577',
  colorBorder: '#dfe3ea',
  colorSurface: '#ffffff',
  colorBackground: '#f5f7fb',
  fontFamily: "'IBM Plex Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  buttonHeight: 45,
  radius: 8,
} as const;

/** antd's theme, built from the same tokens; each app hands it to its own ConfigProvider. */
export const ANTD_THEME: ThemeConfig = {
  token: {
    colorPrimary: THEME_TOKENS.colorPrimary,
    colorSuccess: THEME_TOKENS.colorSuccess,
    colorError: THEME_TOKENS.colorError,
    colorText: THEME_TOKENS.colorText,
    // antd's hints and secondary text (black at 45%) read at 3.4:1 on white; the muted grey at 5.9:1.
    colorTextDescription: THEME_TOKENS.colorTextMuted,
    colorTextTertiary: THEME_TOKENS.colorTextMuted,
    // Placeholders (black at 25%, 1.9:1) and the avatar's initials (white on that grey) need 4.5:1.
    colorTextPlaceholder: THEME_TOKENS.colorTextMuted,
    // Link buttons take antd's own blue (#1677ff, 4.1:1 on white) unless told the primary (5.7:1).
    colorLink: THEME_TOKENS.colorPrimary,
    colorLinkHover: '#1747ab',
    colorLinkActive: '#1747ab',
    fontFamily: THEME_TOKENS.fontFamily,
    borderRadius: THEME_TOKENS.radius,
    controlHeightLG: THEME_TOKENS.buttonHeight,
    // The spec's breakpoints (sm 320, md 768, lg 1366, xl 1920) on antd's grid; antd checks
    // that every min <= value <= max < next min, so the whole chain is set.
    screenXSMin: BREAKPOINTS.sm,
    screenXS: BREAKPOINTS.sm,
    screenXSMax: 575,
    screenSMMin: 576,
    screenSM: 576,
    screenSMMax: BREAKPOINTS.md - 1,
    screenMDMin: BREAKPOINTS.md,
    screenMD: BREAKPOINTS.md,
    screenMDMax: BREAKPOINTS.lg - 1,
    screenLGMin: BREAKPOINTS.lg,
    screenLG: BREAKPOINTS.lg,
    screenLGMax: BREAKPOINTS.xl - 1,
    screenXLMin: BREAKPOINTS.xl,
    screenXL: BREAKPOINTS.xl,
    screenXLMax: 2239,
    screenXXLMin: 2240,
    screenXXL: 2240,
    screenXXLMax: 2559,
    screenXXXLMin: 2560,
    screenXXXL: 2560,
  },
  components: {
    Button: { controlHeight: THEME_TOKENS.buttonHeight, fontWeight: 500 },
  },
};
