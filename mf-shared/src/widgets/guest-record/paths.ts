import { generatePath } from 'react-router-dom';

/** A positive whole number from the address, else `null` (nothing to ask the API for). */
export function idOf(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** Where a guest record's two steps are: an app's own routes for them. */
export interface GuestRecordPaths {
  /** Step 1; with `id`, the draft's general information again (back from step 2: `?id=`). */
  general: (id?: number) => string;
  /** Step 2 (image and video) of the draft `id`. */
  media: (id: number) => string;
}

/** The two steps' paths from an app's routes: step 1 (`?id=` when going back) and step 2 (`:id`). */
export function guestRecordPaths(generalRoute: string, mediaRoute: string): GuestRecordPaths {
  return {
    general: (id) => (id === undefined ? generalRoute : `${generalRoute}?${new URLSearchParams({ id: String(id) })}`),
    media: (id) => generatePath(mediaRoute, { id: String(id) }),
  };
}
