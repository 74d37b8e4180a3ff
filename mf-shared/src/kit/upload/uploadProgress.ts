import type { AxiosProgressEvent } from 'axios';

/**
 * An axios `onUploadProgress` handler reporting whole percents. It stops at 99: every byte sent
 * is not yet a file the server kept; the field shows done once `send` resolves.
 */
export function uploadProgress(onProgress: (percent: number) => void) {
  return ({ loaded, total, progress }: AxiosProgressEvent) => {
    const share = progress ?? (total ? loaded / total : undefined);
    if (share !== undefined) onProgress(Math.min(99, Math.round(share * 100)));
  };
}
