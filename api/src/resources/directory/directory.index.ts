import { sql } from 'drizzle-orm';
import type { GuestSearchFilters, GuestSearchSort } from 'mf-shared/types/guest';
import { rowsOf, type Database } from '../../db/database';

/**
 * The directory's filter rows held in memory (issue 28, fourth round): what a search filters, counts
 * and sorts by, for every visible guest, in typed arrays. A search's filters, its disjunctive facet
 * counts and its page are one pass over these (or over a text search's candidates), where the
 * database spent most of a search's time unnesting id lists and counting groups. The database
 * still finds and ranks a text search's candidates and renders the page's cards.
 *
 * The index catches up with the database by version: migration 0024's triggers log the guests whose
 * filter rows each version changed, in the changing transaction, and `current()` reads the rows of
 * those logged after the version it holds (one statement, one snapshot). It loads every row again
 * when it is new, when the log no longer reaches back to its version, or when most rows changed.
 */

export type ListFacet = 'expertise' | 'country' | 'available' | 'language';
export const LIST_FACETS: readonly ListFacet[] = ['expertise', 'country', 'available', 'language'];
const LIST_COLUMNS = ['expertise_ids', 'country_ids', 'region_ids', 'language_ids'] as const;
const LISTS = LIST_FACETS.length;
/** The facet keys a failed filter is recorded by: the four lists, then gender. */
const GENDER = LISTS;

export type IndexFilters = GuestSearchFilters;

/** How a text search's candidates are gathered and scored (see `GuestIndex.candidates`). */
export interface CandidateRules {
  ranked: boolean;
  /** Every expertise the search names (by name, synonym or typo), and those its text alone does not match. */
  expertise: number[];
  extraExpertise: number[];
  /** The places the search names; `placesOnly`: it names nothing else, so their guests are candidates. */
  countries: number[];
  regions: number[];
  placesOnly: boolean;
  placeBoost: number;
  phrase: string;
}

/** The directory's sorts (the client's type: one source). */
export type IndexSort = GuestSearchSort;

export interface IndexSearch {
  filters: IndexFilters;
  /** A text search's candidates (guest ids) and their scores; null: every visible guest. */
  candidates: { ids: number[]; scores: number[] } | null;
  /** Only these guests (the saved-search digest's "new since"); null: no such limit. */
  only: Set<number> | null;
  sort: IndexSort;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Count facets at all (the digest does not). */
  facets: boolean;
  /** Count facets over at most this many candidates of a text search (the rest: counts are lower bounds). */
  facetPassMax: number;
}

export interface IndexAnswer {
  total: number;
  /** The page's guest ids, in order. */
  page: number[];
  /** Per list facet, [id, count] of every value counted; gender [value, count]. */
  counts: Record<ListFacet, [number, number][]> & { gender: [string, number][] };
  /** False when the facets counted only part of a text search's candidates. */
  exact: boolean;
}

interface FilterRow {
  guest_id: number;
  visible: boolean | null;
  gender: string;
  rating: number | string;
  created_us: number | string;
  sort_last: string;
  sort_first: string;
  name_key: string;
  expertise_ids: number[];
  country_ids: number[];
  region_ids: number[];
  language_ids: number[];
}

/** Rows loaded at a time when the index (re)loads: bounded memory at 1,000,000 guests. */
const LOAD_BATCH = 50_000;
/** More logged changes than this share of the index: load every row again (a bulk load). */
const RELOAD_SHARE = 0.25;
/** Versions of log kept behind the newest: a process further behind loads every row again. */
const LOG_KEPT_VERSIONS = 5_000;
/** How often (in catch-ups that found changes) a process clears the log's old entries. */
const PRUNE_EVERY = 100;
/** Above this many results to place, the page is a full sort rather than a kept top list. */
const TOP_LIST_MAX = 2_000;

const ROW_COLUMNS = sql.raw(`f.guest_id, f.visible, f.gender, f.rating,
  (extract(epoch FROM f.created_at) * 1000000)::float8 AS created_us, f.sort_last, f.sort_first, f.name_key,
  f.expertise_ids, f.country_ids, f.region_ids, f.language_ids`);

/** What one search's pass reads and writes (see `GuestIndex.search`). */
interface Pass {
  visit: Int32Array;
  visits: number;
  alive: Uint8Array;
  rating: Uint8Array;
  minRating: number;
  only: Set<number> | null;
  guestId: Int32Array;
  start: Int32Array;
  length: Uint16Array;
  pool: Int32Array;
  want0: Uint8Array | null;
  want1: Uint8Array | null;
  want2: Uint8Array | null;
  want3: Uint8Array | null;
  genderWanted: Uint8Array | null;
  genderCode: Uint8Array;
  hits: Int32Array;
  countUpTo: number;
  c0: Int32Array;
  c1: Int32Array;
  c2: Int32Array;
  c3: Int32Array;
  genderCounts: Int32Array;
}

/**
 * The pass of one search over the slots it visits: the hits (passing every filter), and the
 * disjunctive counts of the first `countUpTo` visited. A function of its own over plain typed arrays,
 * so that the engine compiles one tight loop.
 */
function countPass(p: Pass) {
  const { visit, visits, alive, rating, minRating, only, guestId, start, length, pool, genderCode, hits } = p;
  const { want0, want1, want2, want3, genderWanted, countUpTo, c0, c1, c2, c3, genderCounts } = p;
  let total = 0;
  let considered = 0;
  for (let v = 0; v < visits; v++) {
    const slot = visit[v];
    if (!alive[slot] || rating[slot] < minRating) continue;
    if (only && !only.has(guestId[slot])) continue;
    // The four lists' bounds in the pool, and which filter the guest fails (-1: none; two: skipped).
    const base = slot * LISTS;
    const s0 = start[slot];
    const e0 = s0 + length[base];
    const e1 = e0 + length[base + 1];
    const e2 = e1 + length[base + 2];
    const e3 = e2 + length[base + 3];
    let failed = -1;
    if (want0 && !holds(pool, s0, e0, want0)) failed = 0;
    if (want1 && !holds(pool, e0, e1, want1)) {
      if (failed >= 0) continue;
      failed = 1;
    }
    if (want2 && !holds(pool, e1, e2, want2)) {
      if (failed >= 0) continue;
      failed = 2;
    }
    if (want3 && !holds(pool, e2, e3, want3)) {
      if (failed >= 0) continue;
      failed = 3;
    }
    if (genderWanted && !genderWanted[genderCode[slot]]) {
      if (failed >= 0) continue;
      failed = GENDER;
    }
    if (failed < 0) hits[total++] = slot;
    if (++considered > countUpTo) continue;
    // Disjunctive counts: a guest passing every filter counts in every facet; one failing only
    // one filter counts in that filter's facet, since choosing another of its values would take it.
    if (failed < 0) {
      for (let at = s0; at < e0; at++) c0[pool[at]]++;
      for (let at = e0; at < e1; at++) c1[pool[at]]++;
      for (let at = e1; at < e2; at++) c2[pool[at]]++;
      for (let at = e2; at < e3; at++) c3[pool[at]]++;
      genderCounts[genderCode[slot]]++;
    } else if (failed === 0) for (let at = s0; at < e0; at++) c0[pool[at]]++;
    else if (failed === 1) for (let at = e0; at < e1; at++) c1[pool[at]]++;
    else if (failed === 2) for (let at = e1; at < e2; at++) c2[pool[at]]++;
    else if (failed === 3) for (let at = e2; at < e3; at++) c3[pool[at]]++;
    else genderCounts[genderCode[slot]]++;
  }
  return { total, considered };
}

/** The live slots holding, in some list `l`, an id `wants[l]` marks: one tight loop over the pool. */
function slotsHolding(
  index: { slotCount: number; alive: Uint8Array; start: Int32Array; length: Uint16Array; pool: Int32Array },
  wants: (Uint8Array | null)[],
) {
  const { slotCount, alive, start, length, pool } = index;
  const out: number[] = [];
  for (let slot = 0; slot < slotCount; slot++) {
    if (!alive[slot]) continue;
    let at = start[slot];
    for (let l = 0; l < wants.length; l++) {
      const end = at + length[slot * LISTS + l];
      const want = wants[l];
      if (want && holds(pool, at, end, want)) {
        out.push(slot);
        break;
      }
      at = end;
    }
  }
  return out;
}

/** Buckets of a sort key's range: the page's hits come from the few best. */
const KEY_BUCKETS = 1024;

/**
 * The hits whose sort key is among the `wanted` best (ties at the edge included), in no order: a
 * histogram of the keys over their range finds the bucket the `wanted`-th best falls in, and the hits
 * in it and better are taken. Linear whatever the hits' order (a kept top list is not, when the
 * hits come in the sort's reverse order, as guests loaded by id do for "newest").
 */
function bestByKey(hits: Int32Array, total: number, key: ArrayLike<number>, sign: number, wanted: number): number[] {
  let min = Infinity;
  let max = -Infinity;
  for (let h = 0; h < total; h++) {
    const k = key[hits[h]];
    if (k < min) min = k;
    if (k > max) max = k;
  }
  const scale = max > min ? (KEY_BUCKETS - 1) / (max - min) : 0;
  // Bucket 0 is the best end: the smallest keys ascending, the largest descending.
  const bucketOf = (k: number) => Math.floor((sign > 0 ? k - min : max - k) * scale);
  const counts = new Int32Array(KEY_BUCKETS);
  for (let h = 0; h < total; h++) counts[bucketOf(key[hits[h]])]++;
  let edge = 0;
  for (let seen = 0; edge < KEY_BUCKETS; edge++) if ((seen += counts[edge]) >= wanted) break;
  const best: number[] = [];
  for (let h = 0; h < total; h++) if (bucketOf(key[hits[h]]) <= edge) best.push(hits[h]);
  return best;
}

/** Whether pool[from, to) holds an id `want` marks. */
function holds(pool: Int32Array, from: number, to: number, want: Uint8Array) {
  for (let at = from; at < to; at++) if (want[pool[at]]) return true;
  return false;
}

function grown<A extends Int32Array | Uint8Array | Uint16Array | Float64Array>(array: A, size: number): A {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => A)(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}

export class GuestIndex {
  version = -1;
  private slots = 0;
  /** A guest's slot + 1 by its id (0: not held): ids are dense, so an array beats a map by far. */
  private slotPlusOne = new Int32Array(0);
  private held = 0;
  private readonly free: number[] = [];
  private guestId = new Int32Array(0);
  private alive = new Uint8Array(0);
  private genderCode = new Uint8Array(0);
  /** The rating × 10 (numeric(2,1)). */
  private rating = new Uint8Array(0);
  /** Microseconds since 1970: the database's order to the microsecond. */
  private created = new Float64Array(0);
  private sortLast: string[] = [];
  private sortFirst: string[] = [];
  /** Lower case, accents folded "first last": an exact full-name search ranks first. */
  private nameKey: string[] = [];
  /** A slot's four id lists sit one after the other in `pool` from `start[slot]`, `length[slot * 4 + list]` each. */
  private start = new Int32Array(0);
  private length = new Uint16Array(0);
  private pool = new Int32Array(0);
  private poolUsed = 0;
  private poolLive = 0;
  private readonly genders: string[] = [];
  private readonly genderOf = new Map<string, number>();
  /** The largest id seen per list: the size of a search's counters. */
  private readonly maxId = new Int32Array(LISTS);
  private score = new Float64Array(0);
  private seen = new Int32Array(0);
  private identity = new Int32Array(0);
  private searches = 0;

  get size() {
    return this.held;
  }

  /** Puts a guest's row in (or takes it out when it is gone or not visible). */
  put(row: FilterRow) {
    const id = Number(row.guest_id);
    let slot = this.slotOf(id);
    if (!row.visible) {
      if (slot === undefined) return;
      this.alive[slot] = 0;
      this.poolLive -= this.listsLength(slot);
      this.slotPlusOne[id] = 0;
      this.held--;
      this.sortLast[slot] = this.sortFirst[slot] = this.nameKey[slot] = '';
      this.free.push(slot);
      return;
    }
    if (slot === undefined) {
      slot = this.free.pop() ?? this.slots++;
      this.ensure(slot + 1);
      this.slotPlusOne = grown(this.slotPlusOne, id + 1);
      this.slotPlusOne[id] = slot + 1;
      this.held++;
    } else this.poolLive -= this.listsLength(slot);
    this.guestId[slot] = id;
    this.alive[slot] = 1;
    let code = this.genderOf.get(row.gender);
    if (code === undefined) {
      code = this.genders.push(row.gender) - 1;
      this.genderOf.set(row.gender, code);
    }
    this.genderCode[slot] = code;
    this.rating[slot] = Math.round(Number(row.rating) * 10);
    this.created[slot] = Number(row.created_us);
    this.sortLast[slot] = row.sort_last;
    this.sortFirst[slot] = row.sort_first;
    this.nameKey[slot] = row.name_key;
    const lists = LIST_COLUMNS.map((column) => row[column] ?? []);
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    this.pool = grown(this.pool, this.poolUsed + total);
    this.start[slot] = this.poolUsed;
    lists.forEach((list, l) => {
      this.length[slot * LISTS + l] = list.length;
      for (const value of list) {
        const n = Number(value);
        this.pool[this.poolUsed++] = n;
        if (n > this.maxId[l]) this.maxId[l] = n;
      }
    });
    this.poolLive += total;
    // A changed row's lists go to the pool's end: rewrite it once the space left behind is most of it.
    if (this.poolUsed > 1_000_000 && this.poolLive * 2 < this.poolUsed) this.compact();
  }

  /** The slot of a guest held, or undefined. */
  private slotOf(id: number): number | undefined {
    const plusOne = id >= 0 && id < this.slotPlusOne.length ? this.slotPlusOne[id] : 0;
    return plusOne ? plusOne - 1 : undefined;
  }

  /** A byte per id of list `l` the index holds, set for `ids`: an id beyond them matches no guest. */
  private wants(l: number, ids: number[]) {
    const want = new Uint8Array(this.maxId[l] + 1);
    for (const id of ids) if (id >= 0 && id < want.length) want[id] = 1;
    return want;
  }

  /**
   * A text search's candidates, visible guests only, each once, with their scores: the database's
   * text matches (their rank), then the guests of the expertises the search names only by synonym or
   * typo (`extraExpertise`), the guests linked to the places of a search of places only, and the
   * typo matches (`similarity`, when matches are few), those with no text score. Ranked, a score
   * adds 1 for a named expertise, the typo similarity, 2 for the exact full name and `placeBoost`
   * for a link to a named place.
   */
  candidates(matches: { ids: number[]; scores: number[] }, rules: CandidateRules, similarity?: Map<number, number>) {
    if (this.seen.length < this.slots) this.seen = new Int32Array(this.slots * 2);
    const seen = this.seen;
    const pass = ++this.searches;
    const slots: number[] = [];
    const scores: number[] = [];
    const add = (slot: number | undefined, score: number) => {
      if (slot === undefined || seen[slot] === pass) return;
      seen[slot] = pass;
      slots.push(slot);
      scores.push(score);
    };
    for (let i = 0; i < matches.ids.length; i++) add(this.slotOf(matches.ids[i]), matches.scores[i]);
    const extra = rules.extraExpertise.length ? this.wants(0, rules.extraExpertise) : null;
    const countries = this.wants(1, rules.countries);
    const regions = this.wants(2, rules.regions);
    const placed = rules.countries.length > 0 || rules.regions.length > 0;
    const { pool, start, length, guestId, nameKey } = this;
    /** Whether the slot's list `l` holds an id `want` marks. */
    const has = (slot: number, l: number, want: Uint8Array) => {
      let at = start[slot];
      for (let k = 0; k < l; k++) at += length[slot * LISTS + k];
      return holds(pool, at, at + length[slot * LISTS + l], want);
    };
    if (extra || rules.placesOnly)
      for (const slot of slotsHolding({ slotCount: this.slots, alive: this.alive, start, length, pool }, [
        extra,
        rules.placesOnly ? countries : null,
        rules.placesOnly ? regions : null,
      ]))
        add(slot, 0);
    for (const id of similarity?.keys() ?? []) add(this.slotOf(id), 0);
    if (rules.ranked) {
      const named = this.wants(0, rules.expertise);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i];
        scores[i] +=
          (has(slot, 0, named) ? 1 : 0) +
          (similarity?.get(guestId[slot]) ?? 0) +
          (nameKey[slot] === rules.phrase ? 2 : 0) +
          (placed && (has(slot, 1, countries) || has(slot, 2, regions)) ? rules.placeBoost : 0);
      }
    }
    return { ids: slots.map((slot) => guestId[slot]), scores };
  }

  private listsLength(slot: number) {
    let n = 0;
    for (let l = 0; l < LISTS; l++) n += this.length[slot * LISTS + l];
    return n;
  }

  private ensure(size: number) {
    this.guestId = grown(this.guestId, size);
    this.alive = grown(this.alive, size);
    this.genderCode = grown(this.genderCode, size);
    this.rating = grown(this.rating, size);
    this.created = grown(this.created, size);
    this.start = grown(this.start, size);
    this.length = grown(this.length, size * LISTS);
  }

  private compact() {
    const pool = new Int32Array(Math.max(this.poolLive * 2, 1024));
    let used = 0;
    for (let s = 0; s < this.slots; s++) {
      if (!this.alive[s]) continue;
      const n = this.listsLength(s);
      pool.set(this.pool.subarray(this.start[s], this.start[s] + n), used);
      this.start[s] = used;
      used += n;
    }
    this.pool = pool;
    this.poolUsed = this.poolLive = used;
  }

  /**
   * The filters, facet counts and page of one search: one pass over the visible guests (or a text
   * search's candidates). Written as plain loops over typed arrays: at 100,000 guests the pass is the
   * search's largest cost in this process.
   */
  search(search: IndexSearch): IndexAnswer {
    const { filters } = search;
    // Per list filter: which ids it takes (a byte per id the index holds).
    const wanted: (Uint8Array | null)[] = [filters.expertise, filters.country, filters.available, filters.language].map(
      (ids, l) => (ids.length ? this.wants(l, ids) : null),
    );
    const want0 = wanted[0];
    const want1 = wanted[1];
    const want2 = wanted[2];
    const want3 = wanted[3];
    const genderWanted = filters.gender.length
      ? Uint8Array.from(this.genders, (gender) => (filters.gender.includes(gender) ? 1 : 0))
      : null;
    const minRating = filters.rating === null ? 0 : Math.round(filters.rating * 10);
    const c0 = new Int32Array(this.maxId[0] + 1);
    const c1 = new Int32Array(this.maxId[1] + 1);
    const c2 = new Int32Array(this.maxId[2] + 1);
    const c3 = new Int32Array(this.maxId[3] + 1);
    const genderCounts = new Int32Array(this.genders.length);
    const { pool, start, length, alive, rating, genderCode, guestId } = this;
    const only = search.only;

    // Buffers kept between searches (a search runs to its end without yielding): a candidate's score,
    // and the search that last saw a slot (a candidate listed twice counts once).
    if (this.score.length < this.slots) this.score = new Float64Array(this.slots * 2);
    if (this.seen.length < this.slots) this.seen = new Int32Array(this.slots * 2);
    const score = search.candidates ? this.score : null;
    const seen = this.seen;
    const pass = ++this.searches;
    // The slots to visit: a text search's candidates (their scores noted), or every slot.
    let visit: Int32Array;
    let visits: number;
    if (search.candidates) {
      const { ids, scores } = search.candidates;
      visit = new Int32Array(ids.length);
      visits = 0;
      for (let i = 0; i < ids.length; i++) {
        const slot = this.slotOf(ids[i]);
        if (slot === undefined || seen[slot] === pass) continue;
        seen[slot] = pass;
        (score as Float64Array)[slot] = scores[i];
        visit[visits++] = slot;
      }
    } else {
      visit = this.everySlot();
      visits = this.slots;
    }
    const hits = new Int32Array(visits);
    // A text search's facets count its first `facetPassMax` candidates (counts past it are lower bounds).
    const countUpTo = search.facets ? (search.candidates ? search.facetPassMax : Infinity) : 0;

    const { total, considered } = countPass({
      visit,
      visits,
      alive,
      rating,
      minRating,
      only,
      guestId,
      start,
      length,
      pool,
      want0,
      want1,
      want2,
      want3,
      genderWanted,
      genderCode,
      hits,
      countUpTo,
      c0,
      c1,
      c2,
      c3,
      genderCounts,
    });

    const page = this.top(hits, total, score, search).map((slot) => guestId[slot]);
    const pairs = (counter: Int32Array) => {
      const out: [number, number][] = [];
      for (let id = 0; id < counter.length; id++) if (counter[id]) out.push([id, counter[id]]);
      return out;
    };
    return {
      total,
      page,
      counts: {
        expertise: pairs(c0),
        country: pairs(c1),
        available: pairs(c2),
        language: pairs(c3),
        gender: this.genders.map((gender, code) => [gender, genderCounts[code]] as [string, number]),
      },
      exact: !search.candidates || considered <= search.facetPassMax,
    };
  }

  /** 0, 1, … slots - 1 (kept between searches). */
  private everySlot() {
    if (this.identity.length < this.slots) {
      this.identity = new Int32Array(this.slots * 2);
      for (let i = 0; i < this.identity.length; i++) this.identity[i] = i;
    }
    return this.identity;
  }

  /**
   * The slots of the page: the first `offset + limit` of the hits in the sort's order, kept as a short
   * sorted list that most hits fail to enter at one comparison of a number, then the page.
   */
  private top(hits: Int32Array, total: number, score: Float64Array | null, search: IndexSearch): number[] {
    const { rating, created, guestId, sortLast, sortFirst } = this;
    const sign = search.direction === 'asc' ? 1 : -1;
    const byId = (a: number, b: number) => sign * (guestId[a] - guestId[b]);
    const s = score ?? new Float64Array(0);
    const compare: (a: number, b: number) => number = {
      relevance: (a: number, b: number) => sign * (s[a] - s[b]) || sign * (rating[a] - rating[b]) || byId(a, b),
      // The rating sort of a text search: the better score first among equal ratings.
      rating: (a: number, b: number) => sign * (rating[a] - rating[b]) || (score ? s[b] - s[a] : 0) || byId(a, b),
      name: (a: number, b: number) =>
        sign *
          ((sortLast[a] > sortLast[b] ? 1 : sortLast[a] < sortLast[b] ? -1 : 0) ||
            (sortFirst[a] > sortFirst[b] ? 1 : sortFirst[a] < sortFirst[b] ? -1 : 0)) || byId(a, b),
      newest: (a: number, b: number) => sign * (created[a] - created[b]) || byId(a, b),
    }[search.sort];
    // The sort's first key as a number, when it is one: most hits are turned away by it alone.
    const key: ArrayLike<number> | null =
      search.sort === 'relevance' ? s : search.sort === 'rating' ? rating : search.sort === 'newest' ? created : null;
    const wanted = search.offset + search.limit;
    if (total <= wanted) return Array.from(hits.subarray(0, total)).sort(compare).slice(search.offset);
    if (key) {
      const first = bestByKey(hits, total, key, sign, wanted);
      return first.sort(compare).slice(search.offset, wanted);
    }
    if (wanted > TOP_LIST_MAX) return Array.from(hits.subarray(0, total)).sort(compare).slice(search.offset, wanted);
    // Names: the best `wanted` so far, in order; most hits fail to enter at one comparison.
    const best: number[] = [];
    for (let h = 0; h < total; h++) {
      const slot = hits[h];
      if (best.length === wanted) {
        if (compare(slot, best[wanted - 1]) >= 0) continue;
        best.pop();
      }
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(best[mid], slot) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, slot);
    }
    return best.slice(search.offset);
  }

  /**
   * Every visible row, in batches of their own (no transaction: at 1,000,000 guests one would stay open
   * for seconds), under the version read before the first: a row that changes meanwhile is logged
   * after that version, so the next catch-up reads it again.
   */
  async load(db: Database) {
    const [state] = await rowsOf<{ version: string }>(db, sql`SELECT version::text AS version FROM directory_version`);
    this.clear();
    let after = 0;
    for (;;) {
      const rows = await rowsOf<FilterRow>(
        db,
        sql`SELECT ${ROW_COLUMNS} FROM guest_search_filters f
          WHERE f.visible AND f.guest_id > ${after} ORDER BY f.guest_id LIMIT ${LOAD_BATCH}`,
      );
      for (const row of rows) this.put(row);
      if (rows.length < LOAD_BATCH) break;
      after = Number(rows[rows.length - 1].guest_id);
    }
    this.version = Number(state?.version ?? 0);
  }

  private clear() {
    this.slots = 0;
    this.slotPlusOne.fill(0);
    this.held = 0;
    this.free.length = 0;
    this.poolUsed = this.poolLive = 0;
    this.sortLast = [];
    this.sortFirst = [];
    this.nameKey = [];
    this.maxId.fill(0);
  }

  /**
   * Catches up from the log: the current version, whether the log reaches back to ours, and the rows
   * of the guests changed since (gone or hidden ones without a visible row), in one statement. Returns
   * false when it had better load every row again.
   */
  async catchUp(db: Database): Promise<boolean> {
    const [state] = await rowsOf<{ version: string; changes_from: string; changed: string }>(
      db,
      sql`SELECT v.version::text AS version, v.changes_from::text AS changes_from,
        (SELECT count(*) FROM directory_changes c WHERE c.version > ${this.version})::text AS changed
      FROM directory_version v`,
    );
    if (!state) return true;
    const version = Number(state.version);
    if (version <= this.version) return true;
    if (Number(state.changes_from) > this.version) return false;
    if (Number(state.changed) > Math.max(1_000, this.size * RELOAD_SHARE)) return false;
    const [changes] = await rowsOf<{ version: string; rows: FilterRow[] | string | null }>(
      db,
      sql`SELECT (SELECT version::text FROM directory_version) AS version, (
          SELECT json_agg(json_build_object('guest_id', c.guest_id, 'visible', f.visible, 'gender', f.gender,
            'rating', f.rating, 'created_us', f.created_us, 'sort_last', f.sort_last, 'sort_first', f.sort_first, 'name_key', f.name_key,
            'expertise_ids', f.expertise_ids, 'country_ids', f.country_ids, 'region_ids', f.region_ids,
            'language_ids', f.language_ids))
          FROM (SELECT DISTINCT guest_id FROM directory_changes WHERE version > ${this.version}) c
          LEFT JOIN (SELECT ${ROW_COLUMNS} FROM guest_search_filters f) f ON f.guest_id = c.guest_id
        ) AS rows`,
    );
    const rows = typeof changes.rows === 'string' ? (JSON.parse(changes.rows) as FilterRow[]) : changes.rows;
    for (const row of rows ?? []) this.put(row);
    this.version = Number(changes.version);
    return true;
  }
}

/** Clears the log behind the versions any process still catches up from (one further behind loads again). */
async function pruneLog(db: Database) {
  await db.execute(sql`WITH bound AS (SELECT version - ${LOG_KEPT_VERSIONS} AS v FROM directory_version),
      gone AS (DELETE FROM directory_changes WHERE version <= (SELECT v FROM bound))
    UPDATE directory_version SET changes_from = (SELECT v FROM bound)
    WHERE changes_from < (SELECT v FROM bound)`);
}

/**
 * One index per database handle and process (the directory's routes and the saved-search digests
 * share it), brought up to date before each search; one catch-up at a time.
 */
const indexes = new WeakMap<Database, { index: GuestIndex; pending: Promise<void> | null; catchUps: number }>();

export function guestIndexOf(db: Database) {
  let entry = indexes.get(db);
  if (!entry) {
    entry = { index: new GuestIndex(), pending: null, catchUps: 0 };
    indexes.set(db, entry);
  }
  const held = entry;
  return {
    /** The index at the database's version or later (`known`: a version the caller read, when it has one). */
    current(known?: number): Promise<GuestIndex> {
      if (known !== undefined && held.index.version >= known) return Promise.resolve(held.index);
      // Searches arriving while one catches up wait for it, then check again; a failed catch-up is
      // not kept (the next search tries again).
      const run = (held.pending ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          if (known !== undefined && held.index.version >= known) return held.index;
          const before = held.index.version;
          // A new index loads beside the one searches use, then takes its place; then it catches up
          // with what changed while it loaded (a log pruned meanwhile: load again, twice at most).
          for (let loads = 0; held.index.version < 0 || !(await held.index.catchUp(db)); loads++) {
            if (loads === 2) throw new Error('The directory index could not catch up with the database');
            const next = new GuestIndex();
            await next.load(db);
            held.index = next;
          }
          if (before >= 0 && held.index.version > before && ++held.catchUps % PRUNE_EVERY === 0) await pruneLog(db);
          return held.index;
        });
      const pending = run.then(
        () => undefined,
        () => undefined,
      );
      held.pending = pending;
      void pending.then(() => {
        if (held.pending === pending) held.pending = null;
      });
      return run;
    },
  };
}
