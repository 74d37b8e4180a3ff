// The header picture rule of spec section 5, checked in the browser before anything is sent (the
// API checks it again): at least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB.

export const PICTURE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'mp4'] as const;
export const PICTURE_HINT = 'At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB';
export const PICTURE_MIN_WIDTH = 1000;
export const TOO_NARROW = 'The picture must be at least 1000 px wide';
export const NOT_16_9 = 'The picture must be 16:9';
const MEASURE_TIMEOUT_MS = 10_000;

/** Width over height within 2% of 16:9 (as the API allows): 1600×900 and 1920×1100 pass, 1000×1000 does not. */
export const isSixteenByNine = (width: number, height: number) =>
  height > 0 && Math.abs(width / height / (16 / 9) - 1) <= 0.02;

/** Why these dimensions break the rule, or null. */
export function dimensionProblem(width: number, height: number): string | null {
  if (width < PICTURE_MIN_WIDTH) return TOO_NARROW;
  if (!isSixteenByNine(width, height)) return NOT_16_9;
  return null;
}

/** The picture's (or video's) size in pixels, read by the browser; null when it cannot tell. */
function measure(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  const url = URL.createObjectURL(file);
  const done = <T>(value: T) => {
    URL.revokeObjectURL(url);
    return value;
  };
  return new Promise((resolve) => {
    // A browser that never says (a file it cannot decode, at times) leaves the check to the server.
    setTimeout(() => resolve(null), MEASURE_TIMEOUT_MS);
    if (file.type.startsWith('video/') || /\.mp4$/i.test(file.name)) {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => resolve(done({ width: video.videoWidth, height: video.videoHeight }));
      video.onerror = () => resolve(done(null));
      video.src = url;
    } else {
      const image = new Image();
      image.onload = () => resolve(done({ width: image.naturalWidth, height: image.naturalHeight }));
      image.onerror = () => resolve(done(null));
      image.src = url;
    }
  });
}

/**
 * Resolves with the file when its dimensions fit, rejects with the reason otherwise. A file the
 * browser cannot measure goes on: the server reads its bytes and says what is wrong with it.
 */
export async function checkPicture(file: File): Promise<File> {
  const size = await measure(file);
  const problem = size && dimensionProblem(size.width, size.height);
  if (problem) throw new Error(problem);
  return file;
}
