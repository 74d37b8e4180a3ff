import { Suspense, useState } from 'react';
import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import type { GuestCard } from 'mf-shared/entities/guest';
import { useExpertises } from 'mf-shared/entities/lookups';
import { FilterChips, type FilterChip } from 'mf-shared/kit/facets';
import { PageHeader } from 'mf-shared/kit/page';
import { Button } from 'mf-shared/kit/plain';
import { lazyThemed } from 'mf-shared/kit/themed';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { Pager, SearchInput } from 'mf-shared/kit/table';
import { useDiscussNow } from 'mf-shared/ui/discuss-now';
import { useAskQuestionDialog } from 'mf-shared/entities/conversation';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { DIRECTORY_SUBTITLE, DIRECTORY_TITLE } from './DirectoryPending';
import { useGuestSearch } from './api/search-guests';
import { FilterPanel } from './FilterPanel';
import { GuestResult } from './GuestResult';
import { SaveSearchButton, suggestedName } from './SaveSearchButton';
import {
  cleared,
  defaultDirection,
  ID_FACETS,
  SORTS,
  toSavedQuery,
  toSearchParams,
  type DirectoryQuery,
  type IdFacet,
} from '../../lib/directoryQuery';
import { useDirectoryQuery } from './useDirectoryQuery';
import './directory.css';

const FiltersDrawer = lazyThemed(() => import('./FiltersDrawer'));

const FACET_TITLES: Record<IdFacet, string> = {
  expertise: 'Expertise',
  country: 'Country',
  available: 'Available in',
  language: 'Language',
};

/** /directory: find guests by text and facets; the whole search lives in the URL. */
export default function DirectoryPage() {
  const state = useDirectoryQuery();
  const { query, update } = state;
  const result = useGuestSearch(toSearchParams(query));
  const expertises = useExpertises();
  const { discussNow, dialog } = useDiscussNow();
  const { askQuestion, dialog: questionDialog } = useAskQuestionDialog();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The drawer is loaded on the first click and kept (so it can animate closed).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const facets = result.data?.facets;

  const nameOf = (facet: IdFacet, id: number): string =>
    facets?.[facet].find((f) => f.id === id)?.name ??
    (facet === 'expertise' ? expertises.data?.find((e) => e.id === id)?.name : undefined) ??
    `#${id}`;

  const genderName = (value: string) => facets?.gender.find((g) => g.value === value)?.name ?? value;

  const chips: FilterChip[] = [
    ...(query.search
      ? [{ key: 'search', label: `Search: ${query.search}`, onRemove: () => update(() => ({ search: '' })) }]
      : []),
    ...ID_FACETS.flatMap((facet) =>
      query[facet].map((id) => ({
        key: `${facet}-${id}`,
        label: `${FACET_TITLES[facet]}: ${nameOf(facet, id)}`,
        onRemove: () => update((q): Partial<DirectoryQuery> => ({ [facet]: q[facet].filter((v) => v !== id) })),
      })),
    ),
    ...query.gender.map((value) => ({
      key: `gender-${value}`,
      label: `Gender: ${genderName(value)}`,
      onRemove: () => update((q) => ({ gender: q.gender.filter((v) => v !== value) })),
    })),
    ...(query.rating !== null
      ? [{ key: 'rating', label: `Rating: ${query.rating} and up`, onRemove: () => update(() => ({ rating: null })) }]
      : []),
  ];
  const clearAll = () => update((q) => cleared(q));
  const nameParts = [
    query.search,
    ...ID_FACETS.flatMap((facet) => query[facet].map((id) => nameOf(facet, id))),
    ...query.gender.map(genderName),
    query.rating !== null ? `${query.rating}+ stars` : '',
  ];

  // The request's {topic}: the topics chosen, else the words searched for (editable in the dialog).
  const topic = query.expertise.map((id) => nameOf('expertise', id)).join(', ') || query.search.trim() || null;
  const discuss = (g: GuestCard) =>
    discussNow({ guest_id: g.guest_id, first_name: g.first_name, last_name: g.last_name, title: g.title, topic });

  const panel = <FilterPanel state={state} facets={facets} expertises={expertises.data} nameOf={nameOf} />;
  const meta = result.data?.meta;
  const guests = result.data?.data;

  let results;
  if (result.isPending) results = <LoadingState />;
  else if (result.isError && !guests) results = <EmptyState text={FAILED_TEXT} />;
  else if (!guests || guests.length === 0)
    results = (
      <div className="directory__none">
        <EmptyState />
        <FilterChips label="Try without" chips={chips} onClearAll={clearAll} />
      </div>
    );
  else
    results = (
      <>
        <ul className="directory__list" aria-label="Guests">
          {guests.map((g) => (
            <li key={g.id}>
              <GuestResult
                guest={g}
                profilePath={generatePath(ROUTES.CONTACT, { id: String(g.guest_id), tab: 'overview' })}
                onDiscuss={() => discuss(g)}
                onAsk={() => askQuestion(g)}
              />
            </li>
          ))}
        </ul>
        <Pager
          page={meta?.current_page ?? query.page}
          perPage={query.perPage}
          total={meta?.total ?? 0}
          onPage={(page) => update(() => ({ page }))}
          onPerPage={(perPage) => update(() => ({ perPage }))}
        />
      </>
    );

  return (
    <section className="directory">
      <DirectoryTabs />
      <PageHeader
        title={DIRECTORY_TITLE}
        subtitle={DIRECTORY_SUBTITLE}
        actions={<SaveSearchButton query={toSavedQuery(query)} name={suggestedName(nameParts)} />}
      />
      <div className="pp-row directory__toolbar">
        <SearchInput
          value={query.search}
          onSearch={(search) => update(() => ({ search }))}
          placeholder="Search guests"
        />
        <Button
          className="directory__filters-button"
          onClick={() => {
            setDrawerWanted(true);
            setFiltersOpen(true);
          }}
        >
          Filters{chips.length > 0 && ` (${chips.length})`}
        </Button>
        <div className="pp-row directory__sort">
          {/* A native select: light, and the phone's own picker. */}
          <select
            aria-label="Sort by"
            className="pp-select"
            value={query.sort}
            onChange={(e) => {
              const sort = e.target.value as DirectoryQuery['sort'];
              update(() => ({ sort, direction: defaultDirection(sort) }));
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <Button
            aria-label={
              query.direction === 'asc' ? 'Ascending, change to descending' : 'Descending, change to ascending'
            }
            onClick={() => update((q) => ({ direction: q.direction === 'asc' ? 'desc' : 'asc' }))}
          >
            {query.direction === 'asc' ? '↑ Ascending' : '↓ Descending'}
          </Button>
        </div>
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className="directory__body">
        <aside className="directory__aside" aria-label="Filters">
          {panel}
        </aside>
        <div className="directory__results" aria-busy={result.isFetching}>
          {meta && (
            <p className="directory__total" role="status">
              {meta.total === 1 ? '1 guest found' : `${meta.total} guests found`}
            </p>
          )}
          {results}
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer open={filtersOpen} total={meta?.total ?? 0} onClose={() => setFiltersOpen(false)}>
            {panel}
          </FiltersDrawer>
        </Suspense>
      )}
      {dialog}
      {questionDialog}
    </section>
  );
}
