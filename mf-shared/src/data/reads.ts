/** A page of a list, as the API sends it (spec section 7). */
export interface ApiListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
export interface ApiList<T> {
  data: T[];
  meta: ApiListMeta;
}

/** The HTTP status of a failed API call (axios error, or its JSON form after a server hand-over). */
export function statusOf(error: unknown): number | undefined {
  const e = error as { response?: { status?: number }; status?: number } | null | undefined;
  return e?.response?.status ?? e?.status;
}

/**
 * A read of one thing that may not exist: `null` when the API answers 404. A missing page is then
 * an answer like any other (cached, handed from the server to the browser, shown as "No Result
 * Found") rather than an error the browser would ask about again.
 */
export function orMissing<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (statusOf(error) === 404) return null;
    throw error;
  });
}
