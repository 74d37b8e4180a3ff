import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { wholeListBody } from '../../lib/lists';
import { lookupsRepository } from './lookups.repository';

/** A reference list as it goes on the wire: serialised once, with its entity tag. */
export interface SerialisedList {
  body: string;
  etag: string;
}

/**
 * Reference lists (countries, languages, expertises…) change only when the API starts and brings
 * the database up to date, so each is read and serialised once per process and then served from
 * memory. The tag is the content's hash, so every instance gives the same one for the same list.
 */
export function referenceListsService<Name extends string>(loaders: Record<Name, () => Promise<unknown[]>>) {
  const lists = new Map<Name, Promise<SerialisedList>>();

  async function serialise(name: Name): Promise<SerialisedList> {
    const body = JSON.stringify(wholeListBody(await loaders[name]()));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  return {
    get(name: Name): Promise<SerialisedList> {
      let list = lists.get(name);
      if (!list) {
        list = serialise(name);
        // A failed read (database down) is not kept: the next request tries again.
        list.catch(() => lists.delete(name));
        lists.set(name, list);
      }
      return list;
    },
  };
}

/** Whether a request's If-None-Match names this tag (a list of tags, weak ones, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** The reference lists the API serves, by their path (spec section 7: GET countries, languages, …). */
export function lookupsService(db: Database) {
  const lookups = lookupsRepository(db);
  return referenceListsService({
    '/countries': lookups.countries,
    '/languages': lookups.languages,
    '/expertises': lookups.expertises,
    '/mediums': lookups.mediums,
    '/available': lookups.mediaRegions,
    '/areas': lookups.areas,
  });
}

export type LookupPath = Parameters<ReturnType<typeof lookupsService>['get']>[0];
