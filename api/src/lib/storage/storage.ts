import path from 'node:path';

/**
 * Where uploaded files are kept once a request has accepted them: a folder of this machine by
 * default (local.ts), an S3-compatible bucket when the S3_* settings are set (s3.ts). Keys are
 * chosen by code (`folder/uuid.ext`), never by users.
 */
export interface Storage {
  /** Which backend this is, for logs and tests. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing what was there. A body given as `{ path }` is a file of
   * this machine that the storage may move away (the local backend renames it into place).
   */
  put(key: string, body: Buffer | { path: string }, contentType: string): Promise<void>;
  /** Removes the object; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers read the object from. */
  publicUrl(key: string): string;
  /** The key behind an address this storage handed out, or null for any other address. */
  urlToKey(url: string): string | null;
  /** Lets go of connections (S3 client); the local backend has none. */
  close(): Promise<void>;
}

/**
 * Folders and names: letters, digits, `.`, `_` and `-`, no segment starting with a dot (so no
 * `..`, no dotfile such as the temporary folder), at most 512 characters.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Bad storage key ${JSON.stringify(key)}`);
  return key;
}

/** The key after `prefix` in `url`, when there is one and it is a valid key. */
export function keyAfter(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split(/[?#]/, 1)[0];
  return isStorageKey(key) ? key : null;
}

/**
 * The storage the app configured for a DATA_DIR (app.ts, from the settings). Upload stores built
 * from just a DATA_DIR and a public URL (the resources' routes) find their backend here, so
 * switching to S3 changes no route. One process serves one set of settings; two apps in one
 * process (tests) each have their own DATA_DIR.
 */
const configured = new Map<string, Storage>();

/**
 * Makes `storage` the backend of every upload store on `dataDir`; the answer undoes it. A local
 * storage is not recorded: a store on `dataDir` keeps files there anyway, under its own public URL.
 */
export function configureStorage(dataDir: string, storage: Storage): () => void {
  if (storage.kind === 'local') return () => {};
  const key = path.resolve(dataDir);
  configured.set(key, storage);
  return () => {
    if (configured.get(key) === storage) configured.delete(key);
  };
}

/** The backend configured for `dataDir`, if any. */
export function configuredStorage(dataDir: string): Storage | undefined {
  return configured.get(path.resolve(dataDir));
}
