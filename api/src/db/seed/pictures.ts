import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { cleanMedia } from '../../lib/media';
import { uploadStore } from '../../lib/uploads';
import { seededRandom } from '../../lib/random';

/**
 * Demo pictures drawn offline and the same on every run: portrait placeholders (a soft two-colour
 * gradient behind a head-and-shoulders silhouette) and wide "on stage" pictures for guest
 * galleries. A handful of files serve every guest, so a 100,000-guest seed writes about twenty.
 */

export const AVATAR_COUNT = 12;
export const GALLERY_COUNT = 8;
const AVATAR_SIZE = 256;
const GALLERY_WIDTH = 640;
const GALLERY_HEIGHT = 400;
/** The folder under DATA_DIR/uploads (served at /storage/demo/…). */
export const DEMO_FOLDER = 'demo';

type Rgb = [number, number, number];

/** Gradient pairs: light top-left to deeper bottom-right, calm enough for white on top. */
const PAIRS: [Rgb, Rgb][] = [
  [
    [96, 165, 250],
    [30, 64, 175],
  ],
  [
    [110, 231, 183],
    [4, 120, 87],
  ],
  [
    [253, 186, 116],
    [180, 83, 9],
  ],
  [
    [196, 181, 253],
    [91, 33, 182],
  ],
  [
    [249, 168, 212],
    [157, 23, 77],
  ],
  [
    [103, 232, 249],
    [14, 116, 144],
  ],
  [
    [190, 242, 100],
    [63, 98, 18],
  ],
  [
    [203, 213, 225],
    [51, 65, 85],
  ],
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG from packed pixels (width × height × 3 bytes). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Coverage (0-1) of a pixel by a shape, from its signed distance: antialiased edges for free. */
const cover = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

/** Signed distance to an ellipse (approximate, exact for circles). */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number) {
  const k = Math.hypot((x - cx) / rx, (y - cy) / ry);
  return (k - 1) * Math.min(rx, ry);
}

/** Signed distance to an axis-aligned rectangle with rounded corners. */
function roundedBox(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number) {
  const qx = Math.abs(x - (x0 + x1) / 2) - ((x1 - x0) / 2 - r);
  const qy = Math.abs(y - (y0 + y1) / 2) - ((y1 - y0) / 2 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

class Canvas {
  readonly px: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.px = new Float32Array(width * height * 3);
  }

  /** A two-colour gradient, `across` of it left to right and the rest top to bottom (smoothstep, no banding). */
  gradient(from: Rgb, to: Rgb, across = 0.4) {
    const { width: w, height: h } = this;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const t = (x / w) * across + (y / h) * (1 - across);
        const s = t * t * (3 - 2 * t);
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] = from[c] + (to[c] - from[c]) * s;
      }
  }

  /** Blends a colour over every pixel the distance function covers, with opacity. */
  fill(colour: Rgb, alpha: number, distance: (x: number, y: number) => number) {
    const { width: w, height: h } = this;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const a = cover(distance(x + 0.5, y + 0.5)) * alpha;
        if (a <= 0) continue;
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] += (colour[c] - this.px[i + c]) * a;
      }
  }

  png(): Buffer {
    const bytes = new Uint8Array(this.px.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.min(255, Math.max(0, this.px[i])));
    return encodePng(this.width, this.height, bytes);
  }
}

const WHITE: Rgb = [255, 255, 255];
const shade = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];

/** Portrait placeholder `variant` (0 to AVATAR_COUNT - 1): gradient, hair style, collar. */
export function avatarPng(variant: number): Buffer {
  const [from, to] = PAIRS[variant % PAIRS.length];
  const style = Math.floor(variant / PAIRS.length) % 3;
  const size = AVATAR_SIZE;
  const c = new Canvas(size, size);
  c.gradient(from, to);
  const cx = size / 2;
  // Longer hair: a darker shape behind the head reaching the shoulders.
  if (style === 1) c.fill(shade(to, 0.55), 0.9, (x, y) => roundedBox(x, y, cx - 58, 70, cx + 58, 190, 52));
  // Shoulders, neck and head as one soft white shape.
  c.fill(WHITE, 0.9, (x, y) =>
    Math.min(
      ellipse(x, y, cx, 262, 100, 84),
      roundedBox(x, y, cx - 20, 130, cx + 20, 190, 12),
      ellipse(x, y, cx, 108, 44, 50),
    ),
  );
  if (style === 1) c.fill(shade(to, 0.55), 0.9, (x, y) => Math.max(ellipse(x, y, cx, 92, 47, 40), y - 84));
  if (style === 2) c.fill(shade(to, 0.5), 0.9, (x, y) => Math.max(ellipse(x, y, cx, 90, 46, 36), y - 78));
  // A V-neck of the gradient's deep colour: a jacket rather than a bare outline.
  c.fill(shade(to, 0.9), 0.8, (x, y) => Math.max(Math.abs(x - cx) - (y - 188) * 0.55, 188 - y, y - 256));
  return c.png();
}

/** A wide picture for guest galleries (`variant` 0 to GALLERY_COUNT - 1): a speaker on a lit stage. */
export function galleryPng(variant: number): Buffer {
  const random = seededRandom(7_919 * (variant + 1));
  const [from, to] = PAIRS[(variant * 3) % PAIRS.length];
  const w = GALLERY_WIDTH;
  const h = GALLERY_HEIGHT;
  const c = new Canvas(w, h);
  c.gradient(shade(to, 0.45), shade(from, 0.55), 0.15);
  // Soft stage lights.
  for (let k = 0; k < 9; k++) {
    const x0 = random() * w;
    const y0 = random() * h * 0.55;
    const r = 18 + random() * 46;
    c.fill(shade(from, 1.15), 0.18 + random() * 0.2, (x, y) => ellipse(x, y, x0, y0, r, r));
  }
  // Stage, lectern and speaker.
  c.fill(shade(to, 0.3), 1, (_x, y) => h - 96 - y);
  const speaker = w * (0.3 + random() * 0.4);
  c.fill(shade(to, 0.15), 0.95, (x, y) => Math.max(ellipse(x, y, speaker, 318, 58, 70), y - (h - 96)));
  c.fill(shade(to, 0.15), 0.95, (x, y) => ellipse(x, y, speaker, 220, 26, 30));
  c.fill(shade(from, 0.4), 1, (x, y) => roundedBox(x, y, speaker + 40, 262, speaker + 120, h - 96, 6));
  c.fill(WHITE, 0.6, (x, y) => roundedBox(x, y, speaker + 46, 270, speaker + 114, 278, 3));
  return c.png();
}

export interface DemoPictures {
  avatars: string[];
  gallery: string[];
}

/**
 * Draws the demo pictures and stores them where uploads live (DATA_DIR/uploads, served at /storage
 * with the upload headers), each checked and re-encoded by the same cleanMedia as an upload. Names
 * are fixed, so seeding again rewrites the same files; returns their public addresses.
 */
export async function storeDemoPictures(dataDir: string, publicUrl: string): Promise<DemoPictures> {
  const store = uploadStore(dataDir, publicUrl);
  const folder = path.join(store.root, DEMO_FOLDER);
  await mkdir(folder, { recursive: true });
  await mkdir(store.temporary, { recursive: true });
  const save = async (name: string, png: Buffer) => {
    const clean = await cleanMedia(png, ['png']);
    // Written aside first and moved into place, as an upload is committed.
    const temporary = path.join(store.temporary, `seed-${process.pid}-${name}`);
    await writeFile(temporary, clean.bytes);
    await rename(temporary, path.join(folder, name));
    return `${publicUrl}/storage/${DEMO_FOLDER}/${name}`;
  };
  const avatars: string[] = [];
  for (let i = 0; i < AVATAR_COUNT; i++) avatars.push(await save(`avatar-${i + 1}.png`, avatarPng(i)));
  const gallery: string[] = [];
  for (let i = 0; i < GALLERY_COUNT; i++) gallery.push(await save(`stage-${i + 1}.png`, galleryPng(i)));
  return { avatars, gallery };
}

/** Talks and interviews on YouTube for the guests' video links. */
export const DEMO_VIDEOS = [
  'iG9CE55wbtY',
  'arj7oStGLkU',
  'Ks-_Mh1QhMc',
  'H14bBuluwB8',
  'qp0HIF3SfI4',
  'eIho2S0ZahI',
  'c0KYU2j0TM4',
  'psN1DORYYV0',
  'RcGyVTAoXEU',
  'UF8uR6Z6KLc',
  '8jPQjjsBbIc',
  'MmfikLimY_w',
].map((id) => `https://www.youtube.com/watch?v=${id}`);
