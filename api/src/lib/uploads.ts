import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fieldError } from './validation';

/** Header and news pictures (spec section 5): images or an mp4, up to 20MB. */
export const PICTURE_TYPES: Record<string, 'image' | 'video'> = {
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  gif: 'image',
  mp4: 'video',
};
export const PICTURE_FORMATS = 'The file must be a file of type: jpeg, jpg, png, gif, mp4.';
export const PICTURE_TOO_BIG = 'The file may not be greater than 20MB.';

export interface StoredFile {
  url: string;
  type: 'image' | 'video';
  /** Removes the file again (when the rest of the request fails). */
  discard: () => Promise<void>;
}

/**
 * Files uploaded by users live under DATA_DIR/uploads and are served at /storage (see app.ts);
 * the name is random so nobody can guess or overwrite another file.
 */
export function uploadStore(dataDir: string, publicUrl: string) {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    async savePicture(file: MultipartFile, folder: string): Promise<StoredFile> {
      const ext = path.extname(file.filename).slice(1).toLowerCase();
      const type = PICTURE_TYPES[ext];
      if (!type) {
        file.file.resume();
        throw fieldError(file.fieldname, PICTURE_FORMATS);
      }
      const name = `${randomUUID()}.${ext}`;
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      await pipeline(file.file, createWriteStream(target));
      const discard = () => rm(target, { force: true });
      // The multipart limit (app.ts, 20MB) cuts the stream and marks it truncated.
      if (file.file.truncated) {
        await discard();
        throw fieldError(file.fieldname, PICTURE_TOO_BIG);
      }
      return { url: `${publicUrl}/storage/${folder}/${name}`, type, discard };
    },
    /** Removes a stored file by its public address (when what used it is deleted). */
    async discardUrl(url: string | null) {
      const prefix = `${publicUrl}/storage/`;
      if (!url?.startsWith(prefix)) return;
      const target = path.resolve(root, url.slice(prefix.length));
      if (target.startsWith(root + path.sep)) await rm(target, { force: true });
    },
  };
}
