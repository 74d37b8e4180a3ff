import { LIMITS } from '../constants/limits';

// The wide picture of spec section 5 (a news picture, an event's header image): its limits, the
// form hints in the spec's words and the messages of its faults, one source for the forms (checked
// in the browser before anything is sent) and for the API (checked again on what it received).

/** The numbers behind the hints: width, shape (16:9 within ±2%), kinds and size. */
export const WIDE_PICTURE = {
  MIN_WIDTH: 1000,
  RATIO: 16 / 9,
  RATIO_TOLERANCE: 0.02,
  EXTENSIONS: ['jpeg', 'jpg', 'png', 'gif', 'mp4'],
  MAX_BYTES: LIMITS.UPLOAD_MAX_BYTES,
} as const;

/** The form hints, word for word (spec section 5: the news picture hint, the event form's header file hint). */
export const PICTURE_HINTS = {
  NEWS: 'At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB',
  EVENT_HEADER: 'At least 1000 px wide, 16:9, accepts jpeg, jpg, png, gif, mp4, up to 20MB',
} as const;

/**
 * An animated image (GIF) is re-encoded frame by frame on the server: at most this many frames,
 * and this many pixels in all its stored frames. An avatar keeps its first frame only.
 */
export const ANIMATION_LIMITS = {
  FRAMES_MAX: 100,
  PIXELS_MAX: 25_000_000,
} as const;

/** What is wrong with a picture, the same words in the form and in the API's 422. */
export const PICTURE_MESSAGES = {
  TOO_NARROW: `The file must be at least ${WIDE_PICTURE.MIN_WIDTH} px wide.`,
  NOT_16_9: 'The file must be 16:9 (for example 1920 × 1080 px).',
  WRONG_TYPE: 'The file must be a file of type: jpeg, jpg, png, gif, mp4.',
  TOO_BIG: 'The file may not be greater than 20MB.',
  TOO_MANY_FRAMES: `An animated image may have at most ${ANIMATION_LIMITS.FRAMES_MAX} frames and 25 megapixels in all.`,
} as const;

/** Width over height within 2% of 16:9: 1600×900 and 1920×1100 pass, 1000×1000 does not. */
export const isSixteenByNine = (width: number, height: number) =>
  height > 0 && Math.abs(width / height / WIDE_PICTURE.RATIO - 1) <= WIDE_PICTURE.RATIO_TOLERANCE;

/** Why a picture (or a video) of these dimensions breaks the rule, or null. */
export function widePictureProblem(width: number | null | undefined, height: number | null | undefined) {
  if (!width || !height || width < WIDE_PICTURE.MIN_WIDTH) return PICTURE_MESSAGES.TOO_NARROW;
  if (!isSixteenByNine(width, height)) return PICTURE_MESSAGES.NOT_16_9;
  return null;
}
