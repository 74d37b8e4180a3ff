import { describe, it } from 'node:test';
import sharp from 'sharp';
import { expect } from '../../test/expect';
import { ANIMATION_LIMITS, PICTURE_MESSAGES } from 'mf-shared/validation';
import {
  box,
  makeAnimatedGif,
  makeJpeg,
  makeJpegWithExif,
  makeManyFrameGif,
  makeMp4,
  makePng,
} from '../../test/fixtures/media';
import {
  cleanMedia,
  IMAGE_SIZES,
  inImageQueue,
  IMAGE_QUEUE_MAX,
  RefusedMedia,
  sniffFormat,
  type MediaFormat,
} from './media';

const ALL: MediaFormat[] = ['jpeg', 'png', 'gif', 'webp', 'mp4'];
const PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start marker. */
function withJpegComment(jpeg: Buffer, comment: Buffer) {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A plain picture of the given size, to encode in any format. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });

const makeWebp = () => picture(8, 8).webp().toBuffer();

const dimensions = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return [format, width, height];
};

const refusal = (bytes: Buffer, allowed = ALL) =>
  cleanMedia(bytes, allowed).then(
    () => 'accepted',
    (error: unknown) => (error instanceof RefusedMedia ? 'refused' : `failed: ${String(error)}`),
  );

describe('reading what a file is from its bytes', () => {
  it('knows jpeg, png, gif, webp and mp4 by their magic bytes, and nothing else', async () => {
    expect(sniffFormat(await makeJpeg())).toBe('jpeg');
    expect(sniffFormat(await makePng())).toBe('png');
    expect(sniffFormat(await makeAnimatedGif())).toBe('gif');
    expect(sniffFormat(await makeWebp())).toBe('webp');
    expect(sniffFormat(makeMp4())).toBe('mp4');
    expect(sniffFormat(PAGE)).toBe(null);
    expect(sniffFormat(SVG)).toBe(null);
  });

  it('refuses pages, SVG and formats not allowed for the field', async () => {
    expect(await refusal(PAGE)).toBe('refused');
    expect(await refusal(SVG)).toBe('refused');
    expect(await refusal(makeMp4(), ['jpeg', 'png'])).toBe('refused');
    expect(await refusal(Buffer.alloc(0))).toBe('refused');
  });

  it('refuses a JPEG/HTML polyglot: a page after the image’s end, or in a comment segment', async () => {
    const jpeg = await makeJpeg();
    expect(await refusal(jpeg)).toBe('accepted');
    expect(await refusal(Buffer.concat([jpeg, PAGE]))).toBe('refused');
    expect(await refusal(withJpegComment(jpeg, PAGE))).toBe('refused');
    expect(await refusal(withJpegComment(jpeg, SVG))).toBe('refused');
  });

  it('accepts a JPEG with harmless data after its end (phones append previews) and stores only the picture', async () => {
    const jpeg = await makeJpeg();
    const clean = await cleanMedia(Buffer.concat([jpeg, Buffer.from('MotionPhoto_Data'), Buffer.alloc(64, 7)]), ALL);
    expect(clean).toMatchObject({ format: 'webp', source: 'jpeg' });
    expect(clean.bytes.includes(Buffer.from('MotionPhoto_Data'))).toBe(false);
  });

  it('refuses a PNG or GIF carrying a page after its end', async () => {
    expect(await refusal(Buffer.concat([await makePng(), PAGE]))).toBe('refused');
    expect(await refusal(Buffer.concat([await makeAnimatedGif(), PAGE]))).toBe('refused');
  });

  it('refuses an image that does not decode', async () => {
    const png = await makePng();
    expect(await refusal(png.subarray(0, 40))).toBe('refused');
  });

  it('re-encodes a JPEG as WebP without its EXIF (camera, GPS) or any other metadata', async () => {
    const jpeg = await makeJpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const clean = await cleanMedia(jpeg, ALL);
    expect(clean).toMatchObject({ format: 'webp', kind: 'image', source: 'jpeg', width: 8, height: 8 });
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const trace of ['SpyCam', 'Tracker 3000', 'Exif', 'GPS'])
      expect(clean.bytes.includes(Buffer.from(trace))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    // 16 wide, 8 high, "rotate 90° clockwise to show": upright it is 8 wide and 16 high.
    const sideways = await picture(16, 8).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const clean = await cleanMedia(sideways, ALL);
    expect([clean.width, clean.height]).toEqual([8, 16]);
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([8, 16, undefined]);
  });

  it('caps pictures and gallery images at 1920 px wide, keeping proportions, never enlarging', async () => {
    for (const size of [IMAGE_SIZES.picture, IMAGE_SIZES.gallery]) {
      const wide = await cleanMedia(await picture(3000, 1000).png().toBuffer(), ALL, size);
      expect(await dimensions(wide.bytes)).toEqual(['webp', 1920, 640]);
      expect([wide.width, wide.height]).toEqual([1920, 640]);
      const small = await cleanMedia(await picture(640, 400).jpeg().toBuffer(), ALL, size);
      expect(await dimensions(small.bytes)).toEqual(['webp', 640, 400]);
    }
  });

  it('crops an avatar to a 512 px square, a smaller one to its own short side', async () => {
    const big = await cleanMedia(await picture(1200, 800).jpeg().toBuffer(), ALL, IMAGE_SIZES.avatar);
    expect(await dimensions(big.bytes)).toEqual(['webp', 512, 512]);
    const small = await cleanMedia(await picture(300, 200).png().toBuffer(), ALL, IMAGE_SIZES.avatar);
    expect(await dimensions(small.bytes)).toEqual(['webp', 200, 200]);
  });

  it('keeps an animated GIF animated, as an animated WebP with its frames and delays', async () => {
    const clean = await cleanMedia(await makeAnimatedGif(), ALL);
    expect(clean).toMatchObject({ format: 'webp', source: 'gif', width: 8, height: 8 });
    const meta = await sharp(clean.bytes, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.delay]).toEqual(['webp', 2, [100, 100]]);
  });

  it('keeps only the first frame of an animated avatar, however many frames it has (review M1)', async () => {
    const clean = await cleanMedia(await makeManyFrameGif(2_000), ALL, IMAGE_SIZES.avatar);
    const meta = await sharp(clean.bytes, { animated: true }).metadata();
    expect([meta.format, meta.pages ?? 1, meta.width, meta.height]).toEqual(['webp', 1, 16, 16]);
  });

  it('refuses an animation past the frame cap, in words that say so, and keeps one within it', async () => {
    const refused = await cleanMedia(await makeManyFrameGif(ANIMATION_LIMITS.FRAMES_MAX + 1), ALL).catch((e) => e);
    expect(refused).toBeInstanceOf(RefusedMedia);
    expect((refused as RefusedMedia).userMessage).toBe(PICTURE_MESSAGES.TOO_MANY_FRAMES);
    const kept = await cleanMedia(await makeManyFrameGif(ANIMATION_LIMITS.FRAMES_MAX), ALL, IMAGE_SIZES.gallery);
    expect((await sharp(kept.bytes, { animated: true }).metadata()).pages).toBe(ANIMATION_LIMITS.FRAMES_MAX);
    // Few frames but many pixels in all (100 × 600 × 600 = 36 megapixels) is refused too.
    const large = await cleanMedia(await makeManyFrameGif(100, 600), ALL).catch((e) => e);
    expect((large as RefusedMedia).userMessage).toBe(PICTURE_MESSAGES.TOO_MANY_FRAMES);
  });

  it('runs one image job at a time and turns away jobs past the waiting line with 503', async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = async () => {
      most = Math.max(most, ++running);
      await gate;
      running--;
    };
    const queued = Array.from({ length: IMAGE_QUEUE_MAX + 1 }, () => inImageQueue(job));
    const refused = await inImageQueue(job).catch((e: { statusCode: number; headers: object }) => e);
    expect(refused).toMatchObject({ statusCode: 503, headers: { 'retry-after': '60' } });
    release();
    await Promise.all(queued);
    expect(most).toBe(1);
  });

  it('takes a WebP where allowed, and refuses one carrying a page after its end or in its metadata', async () => {
    const webp = await makeWebp();
    expect(await refusal(webp)).toBe('accepted');
    expect(await refusal(webp, ['jpeg', 'png', 'gif'])).toBe('refused');
    expect(await refusal(Buffer.concat([webp, PAGE]))).toBe('refused');
    const withXmp = await picture(8, 8).webp().withXmp(`<x:xmpmeta>${PAGE.toString()}</x:xmpmeta>`).toBuffer();
    expect(await refusal(withXmp)).toBe('refused');
  });

  it('refuses a non-image named like one, whatever the size asked', async () => {
    expect(await refusal(Buffer.from('GIF89a<script>alert(1)</script>'))).toBe('refused');
    expect(
      await cleanMedia(Buffer.from('just some text'), ALL, IMAGE_SIZES.avatar).catch((e: unknown) => e),
    ).toBeInstanceOf(RefusedMedia);
  });

  it('accepts an MP4 whose boxes tile the file, and refuses fakes', async () => {
    expect(await cleanMedia(makeMp4(), ALL)).toMatchObject({ format: 'mp4', kind: 'video' });
    // A QuickTime movie, an HTML page with "ftyp" at offset 4, a cut box, a page in a free box.
    expect(await refusal(makeMp4(['qt  ']))).toBe('refused');
    expect(await refusal(Buffer.concat([Buffer.from('<!--ftypisom-->'), PAGE]))).toBe('refused');
    expect(await refusal(makeMp4().subarray(0, 60))).toBe('refused');
    expect(await refusal(Buffer.concat([makeMp4(), box('free', PAGE)]))).toBe('refused');
    expect(await refusal(Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom')), box('mdat')]))).toBe('refused');
  });

  it('refuses an MP4 with a page inside its media data, an <img onerror> too (review I4)', async () => {
    const withMdat = (payload: string) => {
      const mp4 = makeMp4();
      const mdatAt = mp4.length - 72; // makeMp4 ends with an 8 + 64 byte mdat
      return Buffer.concat([mp4.subarray(0, mdatAt), box('mdat', Buffer.from(payload))]);
    };
    expect(await refusal(withMdat('\0\0 plain video bytes \0'))).toBe('accepted');
    expect(await refusal(withMdat('\0<img src=x onerror=alert(document.domain)>\0'))).toBe('refused');
    expect(await refusal(withMdat('\0<script>alert(1)</script>\0'))).toBe('refused');
  });
});
