/** Business constants and limits of spec section 9. */
export const BREAKPOINTS = { sm: 320, md: 768, lg: 1366, xl: 1920 } as const;

export const PAGE_SIZE = { STORIES: 10, BLOG: 6, AUTHOR_NEWS: 5, TABLE_OPTIONS: [5, 10, 15] } as const;

export const LIMITS = {
  DESCRIPTION_MIN: 100,
  DESCRIPTION_MAX: 510,
  STRING_MAX: 255,
  PASSWORD_MIN: 8,
  AUTH_CODE_LENGTH: 6,
  RATING_STEP: 0.5,
  RATING_DEFAULT: 4,
  LIST_MIN: 1,
  LIST_MAX: 10,
  UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
  DEBOUNCE_MS: 500,
  /** A saved search's name (the directory suggests one without loading the form's rules). */
  SAVED_SEARCH_NAME_MAX: 100,
  COUNTDOWN_REFRESH_MS: 50_000,
  FORGOT_EMAIL_HINT_DELAY_MS: 3_000,
  MAX_TOASTS: 3,
  MOBILE_MENU_CLOSE_SCROLL_PX: 100,
} as const;

export const LAYOUT = {
  HEADER_HEIGHT_LG: 100,
  HEADER_HEIGHT: 80,
  SIDE_MENU_WIDTH: 220,
  DIALOG_WIDTH: { LOGIN: 420, FORGOT_PASSWORD: 400, EXPERT_STEP: 600, INVITATION_MAX: 830 },
  NOTIFICATIONS: { MAX_HEIGHT: 250, MAX_WIDTH: 280 },
} as const;

/** Local-storage keys (spec section 9: access token key and userType). */
export const STORAGE_KEYS = {
  ACCESS_TOKEN: 'access_token',
  USER_TYPE: 'userType',
  POPUP: 'popup',
  /** The package (doctor, author) an expert came from (/doctor, /author), for the plan step, this tab only. */
  PACKAGE: 'pp.package',
} as const;
