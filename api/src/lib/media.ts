import os from 'node:os';
import { ANIMATION_LIMITS, PICTURE_MESSAGES } from 'mf-shared/validation';
import sharp from 'sharp';
import { HttpError } from '../plugins/errors';

/**
 * Decoding works on every pixel: a few kilobytes of PNG can claim a billion. 60 million pixels
 * (a 48-megapixel phone photo fits; an animated GIF counts every frame) bound the memory of one
 * decode to about 240 MB.
 */
const MAX_PIXELS = 60_000_000;

/**
 * libvips threads per image job: half the cores, so an upload being encoded leaves CPU to
 * password hashing (argon2) and the event loop.
 */
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / 2)));

/**
 * Image jobs (decode, resize, encode) run one queue per process. Each job holds a libuv pool
 * thread for its whole run, and argon2 (@node-rs/argon2, napi async work) hashes on the same 4
 * threads: at most `imageJobs.limit` at once (1 by default, IMAGE_JOBS) keeps the others for
 * sign-in. Beyond IMAGE_QUEUE_MAX waiting jobs an upload is answered 503 to retry later, so a
 * flood of uploads cannot pile up memory (each waiting job holds its file's bytes).
 */
export const IMAGE_QUEUE_MAX = 20;
const imageJobs = { limit: 1, running: 0, waiting: [] as (() => void)[] };

export const IMAGES_BUSY = 'The server is busy with other pictures. Please try again in a minute.';

/** How many image jobs may run at once in this process (app.ts, from IMAGE_JOBS). */
export function setImageJobs(limit: number) {
  imageJobs.limit = Math.max(1, limit);
}

/** Runs `job` when the queue lets it; refuses at once (503) when too many already wait. */
export async function inImageQueue<T>(job: () => Promise<T>): Promise<T> {
  if (imageJobs.running >= imageJobs.limit) {
    if (imageJobs.waiting.length >= IMAGE_QUEUE_MAX) {
      const busy = new HttpError(503, IMAGES_BUSY);
      busy.headers = { 'retry-after': '60' };
      throw busy;
    }
    await new Promise<void>((resolve) => imageJobs.waiting.push(resolve));
  } else imageJobs.running++;
  try {
    return await job();
  } finally {
    // A waiting job takes over this place (running stays counted); else the place is freed.
    const next = imageJobs.waiting.shift();
    if (next) next();
    else imageJobs.running--;
  }
}

/**
 * What an uploaded file really is, read from its bytes (never from its name or the client's
 * mimetype), and a clean copy of it: images are decoded and re-encoded, videos have their
 * container checked. Nothing that a browser could run (HTML, SVG, script) gets through.
 */

export type MediaFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'mp4';
export type MediaKind = 'image' | 'video';

/** Each format's kind, the extension it is stored under and the type it is served with. */
export const MEDIA_FORMATS: Record<MediaFormat, { kind: MediaKind; extension: string; contentType: string }> = {
  jpeg: { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  png: { kind: 'image', extension: 'png', contentType: 'image/png' },
  gif: { kind: 'image', extension: 'gif', contentType: 'image/gif' },
  webp: { kind: 'image', extension: 'webp', contentType: 'image/webp' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4' },
};

/**
 * The size an image is stored at. `cover`: cropped to a square of `size` (smaller pictures are
 * cropped, never enlarged); `inside`: at most `width` wide, proportions kept, never enlarged.
 */
export type ImageSize =
  { fit: 'cover'; size: number; firstFrameOnly?: boolean } | { fit: 'inside'; width: number; firstFrameOnly?: boolean };

export const IMAGE_SIZES = {
  /** A guest's or contact's photo: shown in cards and profiles up to 256 px, 512 for sharp screens. */
  avatar: { fit: 'cover', size: 512, firstFrameOnly: true },
  /** Gallery images, and header and news pictures: a full-width 1920 px screen. */
  gallery: { fit: 'inside', width: 1920 },
  picture: { fit: 'inside', width: 1920 },
} as const satisfies Record<string, ImageSize>;

/** Every image is stored as WebP (animated ones too), whatever it arrived as. */
export const STORED_IMAGE_FORMAT = 'webp' satisfies MediaFormat;

/**
 * Why a file was refused; the caller turns it into the field's message (`userMessage` when the
 * reason is worth telling, else the upload's "wrong type" words).
 */
export class RefusedMedia extends Error {
  constructor(
    reason: string,
    readonly userMessage?: string,
  ) {
    super(reason);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** ISO base media brands that are MP4 video (not QuickTime, 3GP or audio-only M4A). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'mmp4',
  'f4v ',
]);

/** The format the magic bytes announce, or null for anything else (SVG, HTML, executables…). */
export function sniffFormat(bytes: Buffer): MediaFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

/**
 * Markers of a document a browser would render or run. Tags need a following space, slash or `>`
 * so that compressed bytes rarely match by chance. (`<?xml` is left out: cameras write XMP.)
 */
const MARKUP =
  /<(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|style|img|video|audio|source|form|input|link|base|math|details|marquee)[\s/>]|javascript:/i;

/** True when any of these byte ranges holds HTML, SVG or script. */
export function holdsMarkup(regions: Buffer[]): boolean {
  return regions.some((region) => MARKUP.test(region.toString('latin1')));
}

/**
 * The parts of a file that are not compressed picture data (headers, metadata, comments, and
 * whatever follows the picture's end): where a polyglot hides its page. Null when the structure
 * cannot be followed; then the whole file is treated as such a part.
 */
export function metadataRegions(bytes: Buffer, format: MediaFormat): Buffer[] | null {
  switch (format) {
    case 'jpeg':
      return jpegRegions(bytes);
    case 'png':
      return pngRegions(bytes);
    case 'gif':
      return gifRegions(bytes);
    case 'webp':
      return webpRegions(bytes);
    case 'mp4':
      return mp4Regions(bytes);
  }
}

/** JPEG: marker segments; the entropy-coded data after each SOS is skipped. */
function jpegRegions(b: Buffer): Buffer[] | null {
  const regions: Buffer[] = [];
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      regions.push(b.subarray(i + 2)); // after the end of the image
      return regions;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // markers without a length
      continue;
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end > b.length || end < i + 4) return null;
    regions.push(b.subarray(i + 4, end));
    i = end;
    if (marker === 0xda) {
      // Scan data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0 && (b[i + 1] < 0xd0 || b[i + 1] > 0xd7))) i++;
    }
  }
  return null;
}

/** PNG: every chunk except the compressed image data. */
function pngRegions(b: Buffer): Buffer[] | null {
  const regions: Buffer[] = [];
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > b.length) return null;
    if (type !== 'IDAT' && type !== 'fdAT') regions.push(b.subarray(i + 4, i + 8 + length));
    i = end;
    if (type === 'IEND') {
      regions.push(b.subarray(i));
      return regions;
    }
  }
  return null;
}

/** GIF: header, colour tables and extensions (comments, application data); LZW data is skipped. */
function gifRegions(b: Buffer): Buffer[] | null {
  const regions: Buffer[] = [];
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  /** Data sub-blocks from i; returns where they end, or -1. */
  const subBlocks = (start: number, keep: boolean) => {
    let i = start;
    while (i < b.length) {
      const size = b[i];
      if (size === 0) return i + 1;
      if (keep) regions.push(b.subarray(i + 1, i + 1 + size));
      i += size + 1;
    }
    return -1;
  };
  if (b.length < 13) return null;
  let i = 13 + colourTable(b[10]);
  regions.push(b.subarray(0, i));
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) {
      regions.push(b.subarray(i + 1)); // after the trailer
      return regions;
    }
    if (block === 0x21) {
      if (i + 2 > b.length) return null;
      i = subBlocks(i + 2, true);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return null;
      i += 10 + colourTable(b[i + 9]) + 1; // descriptor, local colour table, LZW code size
      i = subBlocks(i, false);
    } else return null;
    if (i < 0) return null;
  }
  return null;
}

/** WebP: RIFF chunks except the compressed frames (VP8, VP8L, ALPH; an ANMF's frame header is kept). */
function webpRegions(b: Buffer): Buffer[] | null {
  const regions: Buffer[] = [b.subarray(0, 12)];
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length) return null;
  let i = 12;
  while (i + 8 <= end) {
    const type = b.toString('latin1', i, i + 4);
    const size = b.readUInt32LE(i + 4);
    const next = i + 8 + size + (size % 2);
    if (i + 8 + size > end) return null;
    if (type === 'ANMF') regions.push(b.subarray(i + 8, i + 8 + Math.min(16, size)));
    else if (type !== 'VP8 ' && type !== 'VP8L' && type !== 'ALPH') regions.push(b.subarray(i + 8, i + 8 + size));
    i = next;
  }
  if (i < end - 1) return null;
  regions.push(b.subarray(end)); // after the RIFF container
  return regions;
}

/** MP4: the top-level boxes must tile the file exactly; everything but the media data is kept. */
function mp4Regions(b: Buffer): Buffer[] | null {
  const regions: Buffer[] = [];
  let i = 0;
  while (i < b.length) {
    if (i + 8 > b.length) return null;
    let size = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    let header = 8;
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    if (size === 1) {
      if (i + 16 > b.length) return null;
      size = Number(b.readBigUInt64BE(i + 8));
      header = 16;
    } else if (size === 0) size = b.length - i; // the last box runs to the end of the file
    if (size < header || i + size > b.length) return null;
    if (type !== 'mdat') regions.push(b.subarray(i, i + size));
    i += size;
  }
  return regions;
}

/**
 * An MP4's picture size: the largest width and height its track headers (moov/trak/tkhd, 16.16
 * fixed point) declare, or null when no track declares one (an audio-only or broken file).
 */
export function mp4Dimensions(bytes: Buffer): { width: number; height: number } | null {
  /** The child boxes of the box payload between start and end: [type, payload start, payload end]. */
  const children = (start: number, end: number) => {
    const found: [string, number, number][] = [];
    let i = start;
    while (i + 8 <= end) {
      let size = bytes.readUInt32BE(i);
      let header = 8;
      if (size === 1 && i + 16 <= end) {
        size = Number(bytes.readBigUInt64BE(i + 8));
        header = 16;
      } else if (size === 0) size = end - i;
      if (size < header || i + size > end) break;
      found.push([bytes.toString('latin1', i + 4, i + 8), i + header, i + size]);
      i += size;
    }
    return found;
  };
  let best: { width: number; height: number } | null = null;
  for (const [type, start, end] of children(0, bytes.length)) {
    if (type !== 'moov') continue;
    for (const [trak, tStart, tEnd] of children(start, end)) {
      if (trak !== 'trak') continue;
      for (const [tkhd, hStart, hEnd] of children(tStart, tEnd)) {
        if (tkhd !== 'tkhd') continue;
        // Version 0 and 1 differ in the size of their times; width and height close the box.
        const at = hStart + (bytes[hStart] === 1 ? 88 : 76);
        if (at + 8 > hEnd) continue;
        const width = bytes.readUInt32BE(at) >>> 16;
        const height = bytes.readUInt32BE(at + 4) >>> 16;
        if (width && height && (!best || width > best.width)) best = { width, height };
      }
    }
  }
  return best;
}

/** The ftyp box: a known MP4 brand (major or compatible), and a movie header somewhere. */
function checkMp4(bytes: Buffer, regions: Buffer[]) {
  const ftypSize = bytes.readUInt32BE(0);
  if (ftypSize < 16 || ftypSize > bytes.length) throw new RefusedMedia('ftyp box out of bounds');
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let i = 16; i + 4 <= ftypSize; i += 4) brands.push(bytes.toString('latin1', i, i + 4));
  if (!brands.some((brand) => MP4_BRANDS.has(brand))) throw new RefusedMedia('not an MP4 brand');
  if (!regions.some((box) => box.toString('latin1', 4, 8) === 'moov')) throw new RefusedMedia('no moov box');
}

/**
 * Decodes an image and encodes it again as WebP at the given size: turned upright by its EXIF
 * orientation first, then every piece of metadata (EXIF, GPS, XMP, ICC, comments) is left
 * behind. An animated GIF stays animated (frames, delays and loop count are kept) within
 * ANIMATION_LIMITS, since each frame is resized and encoded on its own; an avatar keeps its
 * first frame only (shown small on every card: an animation there costs every reader).
 */
async function reencode(bytes: Buffer, size: ImageSize) {
  const animated = !size.firstFrameOnly;
  const input = () => sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_PIXELS });
  try {
    const meta = await input().metadata();
    const frames = animated ? (meta.pages ?? 1) : 1;
    const turned = (meta.orientation ?? 1) >= 5; // 5 to 8 swap width and height
    const frameHeight = meta.pageHeight ?? meta.height;
    const [width, height] = turned ? [frameHeight, meta.width] : [meta.width, frameHeight];
    const image = input().autoOrient();
    let stored: [number, number];
    if (size.fit === 'cover') {
      const side = Math.min(size.size, width, height);
      image.resize({ width: side, height: side, fit: 'cover' });
      stored = [side, side];
    } else {
      image.resize({ width: size.width, withoutEnlargement: true });
      const w = Math.min(size.width, width);
      stored = [w, Math.round((height * w) / width)];
    }
    if (frames > ANIMATION_LIMITS.FRAMES_MAX || frames * stored[0] * stored[1] > ANIMATION_LIMITS.PIXELS_MAX)
      throw new RefusedMedia('too many frames or pixels', PICTURE_MESSAGES.TOO_MANY_FRAMES);
    const { data, info } = await image
      .webp(frames > 1 ? { quality: 80, effort: 4 } : { quality: 82, effort: 4, smartSubsample: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof RefusedMedia) throw error;
    throw new RefusedMedia('the image does not decode');
  }
}

export interface CleanMedia {
  /** The format stored: WebP for every image, mp4 for a video. */
  format: MediaFormat;
  kind: MediaKind;
  bytes: Buffer;
  /** What the upload was, read from its bytes. */
  source: MediaFormat;
  /** An image's stored size (one frame's, when animated). */
  width?: number;
  height?: number;
}

/**
 * The file's real format and the bytes to store. Refuses (RefusedMedia) anything not in `allowed`,
 * anything that does not decode, and polyglots (a page in an image's metadata or after its end).
 * Images come back as WebP of `size` (see IMAGE_SIZES); an mp4 comes back as it was.
 */
export async function cleanMedia(
  bytes: Buffer,
  allowed: readonly MediaFormat[],
  size: ImageSize = IMAGE_SIZES.picture,
): Promise<CleanMedia> {
  const format = sniffFormat(bytes);
  if (!format || !allowed.includes(format)) throw new RefusedMedia('not an allowed format');
  const regions = metadataRegions(bytes, format);
  if (format === 'mp4' && !regions) throw new RefusedMedia('broken MP4 container');
  // A video is stored and served byte for byte (never re-encoded): its media data counts too.
  if (holdsMarkup(format === 'mp4' ? [bytes] : (regions ?? [bytes]))) throw new RefusedMedia('holds markup');
  if (format === 'mp4') {
    checkMp4(bytes, regions!);
    return { format, kind: 'video', bytes, source: format };
  }
  const image = await inImageQueue(() => reencode(bytes, size));
  return { format: STORED_IMAGE_FORMAT, kind: 'image', source: format, ...image };
}
