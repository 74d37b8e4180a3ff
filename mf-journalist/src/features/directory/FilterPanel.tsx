import { FacetList, type FacetOption } from 'mf-shared/kit/facets';
import type { FacetCount, GuestSearchFacets } from 'mf-shared/entities/guest';
import type { Expertise } from 'mf-shared/entities/lookups';
import { RATING_STEP, toggled, type DirectoryQuery, type IdFacet } from '../../lib/directoryQuery';
import type { DirectoryState } from './useDirectoryQuery';

const EMPTY_FACETS: GuestSearchFacets = { expertise: [], country: [], available: [], language: [], gender: [] };

export const RATING_OPTIONS = Array.from({ length: 5 / RATING_STEP }, (_, i) => (i + 1) * RATING_STEP).map((r) => ({
  value: r,
  label: r === 5 ? '5 only' : `${r} and up`,
}));

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.name.localeCompare(b.name);

/** Expertise: the spec's preset topics first (in their order), then the rest by count. */
export function orderExpertise(facet: FacetCount[], lookup: Expertise[] | undefined): FacetCount[] {
  const presets = (lookup ?? []).filter((e) => e.topic_filter === 'preset').map((e) => e.id);
  const rank = (id: number) => {
    const i = presets.indexOf(id);
    return i === -1 ? Infinity : i;
  };
  return [...facet].sort((a, b) => {
    const ra = rank(a.id);
    const rb = rank(b.id);
    if (ra !== rb) return ra - rb;
    return byCount(a, b);
  });
}

/** A chosen value the counts no longer carry stays shown, at 0, so it can be unticked. */
function withChosen(facet: FacetCount[], chosen: number[], nameOf: (id: number) => string): FacetOption<number>[] {
  const known = new Set(facet.map((f) => f.id));
  return [
    ...facet.map((f) => ({ value: f.id, label: f.name, count: f.count })),
    ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: nameOf(id), count: 0 })),
  ];
}

export interface FilterPanelProps {
  state: DirectoryState;
  facets: GuestSearchFacets | undefined;
  expertises: Expertise[] | undefined;
  nameOf: (facet: IdFacet, id: number) => string;
}

/** The facets with their counts, and the minimum rating. */
export function FilterPanel({ state, facets = EMPTY_FACETS, expertises, nameOf }: FilterPanelProps) {
  const { query, update } = state;
  const toggle = (facet: IdFacet) => (id: number) =>
    update((q): Partial<DirectoryQuery> => ({ [facet]: toggled(q[facet], id) }));
  const list = (facet: IdFacet, title: string, counts: FacetCount[]) => (
    <FacetList<number>
      title={title}
      options={withChosen(counts, query[facet], (id) => nameOf(facet, id))}
      selected={query[facet]}
      onToggle={toggle(facet)}
    />
  );
  return (
    <div className="directory-filters">
      {list('expertise', 'Expertise', orderExpertise(facets.expertise, expertises))}
      {list('country', 'Country', [...facets.country].sort(byCount))}
      {list('available', 'Available in', [...facets.available].sort(byCount))}
      {list('language', 'Language', [...facets.language].sort(byCount))}
      <FacetList<string>
        title="Gender"
        options={facets.gender.map((g) => ({ value: g.value, label: g.name, count: g.count }))}
        selected={query.gender}
        onToggle={(value) => update((q) => ({ gender: toggled(q.gender, value) }))}
      />
      <label className="directory-filters__rating">
        <span className="facet-list__title">Minimum rating</span>
        {/* A native select: light, and the phone's own picker. */}
        <select
          className="pp-select"
          value={query.rating ?? 0}
          onChange={(e) => update(() => ({ rating: Number(e.target.value) || null }))}
          style={{ width: '100%' }}
        >
          {[{ value: 0, label: 'Any rating' }, ...RATING_OPTIONS].map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
