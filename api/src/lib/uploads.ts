import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { cleanMedia, MEDIA_FORMATS, RefusedMedia, type MediaFormat, type MediaKind } from './media';
import { fieldError } from './validation';

/** Header and news pictures (spec section 5): images or an mp4, up to 20MB. */
export const PICTURE_FORMATS = 'The file must be a file of type: jpeg, jpg, png, gif, mp4.';
export const PICTURE_TOO_BIG = 'The file may not be greater than 20MB.';

/** What one kind of upload accepts, and the messages it refuses with. */
export interface UploadRules {
  formats: readonly MediaFormat[];
  wrongType: string;
  tooBig: string;
}

export const PICTURE_RULES: UploadRules = {
  formats: ['jpeg', 'png', 'gif', 'mp4'],
  wrongType: PICTURE_FORMATS,
  tooBig: PICTURE_TOO_BIG,
};

/** A guest's avatar and gallery images: pictures only. */
export const GUEST_IMAGE_RULES: UploadRules = {
  formats: ['jpeg', 'png', 'gif'],
  wrongType: 'The file must be a file of type: jpeg, jpg, png, gif.',
  tooBig: PICTURE_TOO_BIG,
};

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

/**
 * Files uploaded by users live under DATA_DIR/uploads and are served at /storage (see app.ts);
 * the name is random so nobody can guess or overwrite another file. A file is written to
 * uploads/.tmp first (never served: dotfiles are denied), so an interrupted or refused request
 * leaves nothing public, and a crash leaves only what `sweepTemporary()` removes at start.
 */
/** An upload takes minutes at most; a temporary file an hour old was left by a crash. */
export const TEMPORARY_MAX_AGE_MS = 3_600_000;

export function uploadStore(dataDir: string, publicUrl: string) {
  const root = path.join(dataDir, 'uploads');
  const temporary = path.join(root, '.tmp');

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
      const media = await cleanMedia(await readFile(temporaryFile), rules.formats);
      if (media.kind === 'image') await writeFile(temporaryFile, media.bytes);
      return media;
    } catch (error) {
      await rm(temporaryFile, { force: true });
      if (error instanceof RefusedMedia) throw fieldError(file.fieldname, rules.wrongType);
      throw error;
    }
  }

  /** Receives one uploaded file by its content (see media.ts); it stays temporary until committed. */
  async function receive(file: MultipartFile, folder: string, rules: UploadRules): Promise<StoredFile> {
    if (!FOLDER.test(folder)) throw new Error(`Bad upload folder ${folder}`);
    const temporaryFile = await receiveToTemporary(file);
    const media = await cleanTemporary(temporaryFile, file, rules);
    const name = `${randomUUID()}.${MEDIA_FORMATS[media.format].extension}`;
    let committed = false;
    return {
      url: `${publicUrl}/storage/${folder}/${name}`,
      type: media.kind,
      format: media.format,
      async commit() {
        await mkdir(path.join(root, folder), { recursive: true });
        await rename(temporaryFile, path.join(root, folder, name));
        committed = true;
      },
      async discard() {
        if (!committed) await rm(temporaryFile, { force: true });
      },
    };
  }

  return {
    root,
    temporary,
    receive,

    /** A header or news picture: jpeg, png, gif or mp4, up to 20MB. */
    savePicture(file: MultipartFile, folder: string): Promise<StoredFile> {
      return receive(file, folder, PICTURE_RULES);
    },

    /** Removes a stored file by its public address (when what used it is deleted). */
    async discardUrl(url: string | null) {
      const prefix = `${publicUrl}/storage/`;
      if (!url?.startsWith(prefix)) return;
      const target = path.resolve(root, url.slice(prefix.length));
      if (target.startsWith(root + path.sep)) await rm(target, { force: true });
    },

    /**
     * Removes what a crash left in the temporary folder (called at start). One API process owns
     * its DATA_DIR, so nothing in there belongs to a request still running.
     */
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
