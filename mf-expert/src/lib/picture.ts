import { PICTURE_HINTS, WIDE_PICTURE, widePictureProblem } from 'mf-shared/validation';

// The wide picture rule of spec section 5 (news pictures, event headers), checked in the browser
// before anything is sent; the API checks it again. Limits, hints and messages are mf-shared's, so
// the form and the server say the same thing.

export const PICTURE_EXTENSIONS = WIDE_PICTURE.EXTENSIONS;
export const PICTURE_HINT = PICTURE_HINTS.NEWS;
const MEASURE_TIMEOUT_MS = 10_000;

/** Why these dimensions break the rule, or null. */
export const dimensionProblem = (width: number, height: number): string | null => widePictureProblem(width, height);

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
