import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { PICTURE_MESSAGES, widePictureProblem } from 'mf-shared/validation';
import {
  cleanMedia,
  IMAGE_SIZES,
  mp4Dimensions,
  type CleanMedia,
  MEDIA_FORMATS,
  RefusedMedia,
  type ImageSize,
  type MediaFormat,
  type MediaKind,
} from './media';
import { localUploadsRoot } from './storage/fromSettings';
import { localStorage } from './storage/local';
import { configuredStorage, type Storage } from './storage/storage';
import { fieldError } from './validation';

/** Header and news pictures (spec section 5): images or an mp4, up to 20MB (mf-shared's words). */
export const PICTURE_FORMATS = PICTURE_MESSAGES.WRONG_TYPE;
export const PICTURE_TOO_BIG = PICTURE_MESSAGES.TOO_BIG;

/** What one kind of upload accepts, and the messages it refuses with. */
export interface UploadRules {
  formats: readonly MediaFormat[];
  wrongType: string;
  tooBig: string;
  /** The size images are stored at (all as WebP); unset: a picture's (1920 px wide at most). */
  size?: ImageSize;
  /** The picture's (or video's) shape, when it matters: why these dimensions are refused, or null. */
  shape?: (width: number | null | undefined, height: number | null | undefined) => string | null;
}

export const PICTURE_RULES: UploadRules = {
  formats: ['jpeg', 'png', 'gif', 'mp4'],
  wrongType: PICTURE_FORMATS,
  tooBig: PICTURE_TOO_BIG,
  size: IMAGE_SIZES.picture,
};

/**
 * News pictures and event headers (spec section 5), checked by mf-shared's rule, as the forms check
 * it: width at least 1000 px and a 16:9 shape within ±2% (1920 × 1080 and 1000 × 563 pass, 4:3 and
 * square do not). A video's size is read from its track header.
 */
export const WIDE_PICTURE_RULES: UploadRules = { ...PICTURE_RULES, shape: widePictureProblem };
export const NEWS_PICTURE_RULES = WIDE_PICTURE_RULES;
export const EVENT_HEADER_RULES = WIDE_PICTURE_RULES;

/** A guest's gallery images: pictures only, 1920 px wide at most. */
export const GUEST_IMAGE_RULES: UploadRules = {
  formats: ['jpeg', 'png', 'gif'],
  wrongType: 'The file must be a file of type: jpeg, jpg, png, gif.',
  tooBig: PICTURE_TOO_BIG,
  size: IMAGE_SIZES.gallery,
};

/** A guest's (or private contact's) avatar: the same formats, stored as a 512 px square. */
export const GUEST_AVATAR_RULES: UploadRules = { ...GUEST_IMAGE_RULES, size: IMAGE_SIZES.avatar };

/**
 * Width and proportions of a cleaned file (an image as stored: never enlarged, proportions kept,
 * so at most 1920 px wide stands for anything wider). 422 on the field otherwise.
 */
function checkShape(field: string, media: CleanMedia, shape: NonNullable<UploadRules['shape']>) {
  const size = media.kind === 'video' ? mp4Dimensions(media.bytes) : { width: media.width, height: media.height };
  const problem = shape(size?.width, size?.height);
  if (problem) throw fieldError(field, problem);
}

/**
 * A checked upload waiting in the temporary folder. The request that received it calls
 * `commit()` once its own work is saved (the file moves to its public place) or `discard()`.
 */
export interface StoredFile {
  url: string;
  type: MediaKind;
  format: MediaFormat;
  commit: () => Promise<void>;
  discard: () => Promise<void>;
}

/** Folder names under uploads are chosen by code, never by users. */
const FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** An upload takes minutes at most; a temporary file an hour old was left by a crash. */
export const TEMPORARY_MAX_AGE_MS = 3_600_000;

/**
 * Files uploaded by users, kept by a Storage (lib/storage): DATA_DIR/uploads served at /storage
 * by default, an S3 bucket when the S3_* settings are set. `storage` unset: the one app.ts
 * configured for `dataDir` (so routes that build a store from a DATA_DIR and a public URL follow
 * the settings), else the local folder. The name is random so nobody can guess or overwrite
 * another file. A file is received into DATA_DIR/uploads/.tmp first (never served: dotfiles are
 * denied), checked and re-encoded there, and handed to the storage only on `commit()`, so an
 * interrupted or refused request leaves nothing public, and a crash leaves only what
 * `sweepTemporary()` removes.
 */
export function uploadStore(dataDir: string, publicUrl: string, storage?: Storage) {
  const root = localUploadsRoot(dataDir);
  const temporary = path.join(root, '.tmp');
  const local = localStorage(root, `${publicUrl}/storage`);
  const backend = () => storage ?? configuredStorage(dataDir) ?? local;

  /** Streams the part to a temporary file; nothing stays behind if the stream fails. */
  async function receiveToTemporary(file: MultipartFile): Promise<string> {
    await mkdir(temporary, { recursive: true });
    const target = path.join(temporary, randomUUID());
    try {
      await pipeline(file.file, createWriteStream(target));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return target;
  }

  /** Checks and cleans the temporary file in place; removes it and throws the field's 422 when refused. */
  async function cleanTemporary(temporaryFile: string, file: MultipartFile, rules: UploadRules) {
    try {
      // The multipart limit (app.ts, 20MB) cuts the stream and marks it truncated.
      if (file.file.truncated) throw fieldError(file.fieldname, rules.tooBig);
      const media = await cleanMedia(await readFile(temporaryFile), rules.formats, rules.size);
      if (rules.shape) checkShape(file.fieldname, media, rules.shape);
      if (media.kind === 'image') await writeFile(temporaryFile, media.bytes);
      return media;
    } catch (error) {
      await rm(temporaryFile, { force: true });
      if (error instanceof RefusedMedia) throw fieldError(file.fieldname, error.userMessage ?? rules.wrongType);
      throw error;
    }
  }

  /** Receives one uploaded file by its content (see media.ts); it stays temporary until committed. */
  async function receive(file: MultipartFile, folder: string, rules: UploadRules): Promise<StoredFile> {
    if (!FOLDER.test(folder)) throw new Error(`Bad upload folder ${folder}`);
    const temporaryFile = await receiveToTemporary(file);
    const media = await cleanTemporary(temporaryFile, file, rules);
    const { extension, contentType } = MEDIA_FORMATS[media.format];
    const key = `${folder}/${randomUUID()}.${extension}`;
    const target = backend();
    let committed = false;
    return {
      url: target.publicUrl(key),
      type: media.kind,
      format: media.format,
      async commit() {
        await target.put(key, { path: temporaryFile }, contentType);
        committed = true;
      },
      async discard() {
        if (!committed) await rm(temporaryFile, { force: true });
      },
    };
  }

  return {
    /** DATA_DIR/uploads: the local storage's folder, and the temporary one under it. */
    root,
    temporary,
    receive,

    /** Where committed files go now. */
    get storage(): Storage {
      return backend();
    },

    /** A header or news picture: jpeg, png, gif or mp4, up to 20MB. */
    savePicture(file: MultipartFile, folder: string): Promise<StoredFile> {
      return receive(file, folder, PICTURE_RULES);
    },

    /**
     * Removes a stored file by its public address (when what used it is deleted). Addresses of the
     * local folder still count once a bucket is configured: files stored before the switch.
     */
    async discardUrl(url: string | null) {
      if (!url) return;
      for (const place of new Set([backend(), local])) {
        const key = place.urlToKey(url);
        if (key) return place.delete(key);
      }
    },

    /**
     * Removes temporary files older than `olderThanMs`: what a crash left behind. Younger ones may
     * be another instance's upload in flight (instances can share DATA_DIR).
     */
    async sweepTemporary(olderThanMs = TEMPORARY_MAX_AGE_MS, now = Date.now()) {
      const names = await readdir(temporary).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(temporary, name);
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs > olderThanMs) await rm(file, { recursive: true, force: true });
      }
    },
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;

const BY_EXTENSION = new Map(Object.values(MEDIA_FORMATS).map((f) => [`.${f.extension}`, f]));

/**
 * What a stored file is, image or video, read from the extension it was stored with (chosen from
 * its content when it was received, see `receive`); null for no file or one of no known kind.
 */
export function storedMediaKind(url: string | null | undefined): MediaKind | null {
  if (!url) return null;
  const pathname = url.split(/[?#]/)[0];
  return BY_EXTENSION.get(path.posix.extname(pathname).toLowerCase())?.kind ?? null;
}

/**
 * Headers for a file served from /storage (the setHeaders of @fastify/static): its type from the
 * stored extension, never sniffed, never run as a page; anything that is not an image or a video
 * (an older file, a mistake) is a download.
 */
export function setStorageHeaders(reply: FastifyReply, filePath: string) {
  const format = BY_EXTENSION.get(path.extname(filePath).toLowerCase());
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  reply.header('Content-Type', format?.contentType ?? 'application/octet-stream');
  if (!format) reply.header('Content-Disposition', 'attachment');
}
