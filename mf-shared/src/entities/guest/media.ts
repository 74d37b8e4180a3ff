import type { ApiData } from '../../contract';
import type { GuestFormValues } from './components/GuestForm';

/** GET /guests/{id}/media, as the API answers every media change: avatar, gallery and video links. */
export type GuestMedia = ApiData<'/guests/{id}/media'>;

/** One file to send, as the kit's UploadField hands it over (progress in whole percents, cancel by signal). */
export interface FileToSend {
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * The guest form as multipart/form-data, as the API reads it: lists as repeated `name[]`
 * (`country[]=3&country[]=7`; an empty list sends nothing), switches as 'true' or 'false', empty
 * values left out. `extra` adds fields or files (an avatar, a video link) after the form's own.
 */
export function guestFormData(values: GuestFormValues, extra: Record<string, string | Blob | null | undefined> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values) as [string, unknown][]) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item));
    else if (value !== undefined && value !== null) body.append(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value instanceof File) body.append(name, value, value.name);
    else if (value instanceof Blob) body.append(name, value);
    else if (value !== undefined && value !== null && value !== '') body.append(name, value);
  }
  return body;
}
