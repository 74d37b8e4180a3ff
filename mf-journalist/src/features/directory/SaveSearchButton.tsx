import { Suspense, useState } from 'react';
import { LIMITS } from 'mf-shared';
import { Button } from 'mf-shared/kit/plain';
import { lazyThemed } from 'mf-shared/kit/themed';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';

const SaveSearchDialog = lazyThemed(() => import('./SaveSearchDialog'));

/** A name made of the search text and the filters' names, cut to what a name may hold. */
export function suggestedName(parts: string[]): string {
  const name = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  if (!name) return 'All guests';
  const max = LIMITS.SAVED_SEARCH_NAME_MAX;
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** "Save search": opens the dialog that names and keeps the directory's current search. */
export function SaveSearchButton({ query, name }: { query: SavedSearchQuery; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save search</Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
