import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDirectoryQuery, writeDirectoryQuery, type DirectoryQuery } from '../../lib/directoryQuery';

export interface DirectoryState {
  query: DirectoryQuery;
  /** Changes the search; any change but the page goes back to page 1. */
  update: (change: (query: DirectoryQuery) => Partial<DirectoryQuery>) => void;
}

/**
 * The directory's whole search kept in the URL: a link shares it, a reload keeps it, and each
 * change is a history entry, so Back restores the search before it.
 */
export function useDirectoryQuery(): DirectoryState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDirectoryQuery(params), [params]);
  const update = useCallback(
    (change: (query: DirectoryQuery) => Partial<DirectoryQuery>) =>
      setParams((current) => {
        const before = parseDirectoryQuery(current);
        const patch = change(before);
        const next = { ...before, ...patch };
        if (patch.page === undefined) next.page = 1;
        return writeDirectoryQuery(next);
      }),
    [setParams],
  );
  return { query, update };
}
