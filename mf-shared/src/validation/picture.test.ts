import { isSixteenByNine, PICTURE_HINTS, PICTURE_MESSAGES, WIDE_PICTURE, widePictureProblem } from './picture';

it('words the hints as spec section 5 does: the news picture and the event form’s header file', () => {
  expect(PICTURE_HINTS.NEWS).toBe('At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB');
  expect(PICTURE_HINTS.EVENT_HEADER).toBe('At least 1000 px wide, 16:9, accepts jpeg, jpg, png, gif, mp4, up to 20MB');
});

it('refuses a picture narrower than 1000 px or not 16:9 (±2%), in the words the API answers with', () => {
  expect(WIDE_PICTURE.MIN_WIDTH).toBe(1000);
  expect(WIDE_PICTURE.MAX_BYTES).toBe(20 * 1024 * 1024);
  expect(widePictureProblem(1920, 1080)).toBeNull();
  expect(widePictureProblem(1000, 563)).toBeNull();
  expect(widePictureProblem(1920, 1100)).toBeNull();
  expect(widePictureProblem(999, 562)).toBe('The file must be at least 1000 px wide.');
  expect(widePictureProblem(null, null)).toBe(PICTURE_MESSAGES.TOO_NARROW);
  expect(widePictureProblem(1200, 1200)).toBe('The file must be 16:9 (for example 1920 × 1080 px).');
  expect(widePictureProblem(1600, 1200)).toBe(PICTURE_MESSAGES.NOT_16_9);
  expect(isSixteenByNine(1000, 0)).toBe(false);
});
