import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, keyAfter, type Storage } from './storage';

/**
 * The embedded default: files under `root` (DATA_DIR/uploads), served by the API at
 * `{publicBase}/…` (app.ts registers @fastify/static at /storage with the safe headers).
 * A buffer is written beside its place first and renamed, so a reader never sees half a file.
 */
export function localStorage(root: string, publicBase: string): Storage {
  const temporary = path.join(root, '.tmp');
  const prefix = `${publicBase}/`;
  const target = (key: string) => path.join(root, checkKey(key));

  /** Moves a file into place; across file systems (DATA_DIR on another disk) it copies. */
  async function move(from: string, to: string) {
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(from, to);
      await rm(from, { force: true });
    }
  }

  return {
    kind: 'local',

    async put(key, body, _contentType) {
      const file = target(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (!Buffer.isBuffer(body)) return move(body.path, file);
      await mkdir(temporary, { recursive: true });
      const aside = path.join(temporary, randomUUID());
      try {
        await writeFile(aside, body);
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },

    async delete(key) {
      await rm(target(key), { force: true });
    },

    publicUrl: (key) => prefix + checkKey(key),

    urlToKey: (url) => keyAfter(prefix, url),

    async close() {},
  };
}
