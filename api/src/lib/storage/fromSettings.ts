import path from 'node:path';
import type { Settings } from '../../config/settings';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './storage';

/** Where a local install keeps uploads: DATA_DIR/uploads, served by the API at /storage. */
export const localUploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** The bucket when S3_BUCKET is set, else the local folder. */
export function storageFromSettings(settings: Settings): Storage {
  if (!settings.S3_BUCKET)
    return localStorage(localUploadsRoot(settings.DATA_DIR), `${settings.API_PUBLIC_URL}/storage`);
  return s3Storage({
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    publicUrl: settings.S3_PUBLIC_URL,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
  });
}
