import { describe, it } from 'node:test';
import sharp from 'sharp';
import { expect } from '../../test/expect';
import { box, makeAnimatedGif, makeJpeg, makeJpegWithExif, makeMp4, makePng } from '../../test/fixtures/media';
import { cleanMedia, RefusedMedia, sniffFormat, type MediaFormat } from './media';

const ALL: MediaFormat[] = ['jpeg', 'png', 'gif', 'mp4'];
const PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start marker. */
function withJpegComment(jpeg: Buffer, comment: Buffer) {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

const refusal = (bytes: Buffer, allowed = ALL) =>
  cleanMedia(bytes, allowed).then(
    () => 'accepted',
    (error: unknown) => (error instanceof RefusedMedia ? 'refused' : `failed: ${String(error)}`),
  );

describe('reading what a file is from its bytes', () => {
  it('knows jpeg, png, gif and mp4 by their magic bytes, and nothing else', async () => {
    expect(sniffFormat(await makeJpeg())).toBe('jpeg');
    expect(sniffFormat(await makePng())).toBe('png');
    expect(sniffFormat(await makeAnimatedGif())).toBe('gif');
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
    expect(clean.format).toBe('jpeg');
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

  it('re-encodes a JPEG without its EXIF (camera, GPS)', async () => {
    const jpeg = await makeJpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const clean = await cleanMedia(jpeg, ALL);
    expect(clean).toMatchObject({ format: 'jpeg', kind: 'image' });
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
    expect(clean.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const clean = await cleanMedia(await makeAnimatedGif(), ALL);
    const meta = await sharp(clean.bytes, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(2);
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
});
