import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { Tag } from 'mf-shared/kit/plain';
import { Panel } from 'mf-shared/kit/panel';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { Pager } from 'mf-shared/kit/table';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { useExpertises } from 'mf-shared/entities/lookups';
import {
  DeadlineCountdown,
  formatLabel,
  MEDIUM_LABELS,
  mediumLabel,
  opportunityPath,
  SOURCE_REQUEST_PATHS,
  useOpportunities,
  type Opportunity,
  type OpportunityParams,
} from 'mf-shared/entities/source-request';
import { OPPORTUNITY_TABS } from './tabs';
import './opportunities.css';

const PER_PAGE = 10;

// The media as the shared rules list them; the labels are the entity's, so the page loads no yup.
const MEDIA = Object.entries(MEDIUM_LABELS).map(([value, label]) => ({ value, label }));

const DEADLINES = [
  { value: '', label: 'Any deadline' },
  { value: '24', label: 'Within 24 hours' },
  { value: '72', label: 'Within 3 days' },
  { value: '168', label: 'Within a week' },
];

/** The list's query from the address: matching my guests unless `matches=0`, newest first unless `sort=deadline`. */
export function opportunityParams(search: URLSearchParams): OpportunityParams {
  const number = (name: string) => (search.get(name) ? Number(search.get(name)) || undefined : undefined);
  return {
    matches: search.get('matches') === '0' ? 0 : 1,
    expertise_id: number('expertise_id'),
    medium: search.get('medium') || undefined,
    deadline_within_hours: number('deadline_within_hours'),
    sort: search.get('sort') === 'deadline' ? 'deadline' : 'newest',
    page: number('page') ?? 1,
    per_page: PER_PAGE,
  };
}

function OpportunityItem({ item }: { item: Opportunity }) {
  return (
    <li>
      <Panel>
        <article className="opportunity" aria-label={item.summary}>
          <div className="opportunity__head">
            <h2 className="opportunity__title">
              <Link to={opportunityPath(item.id)}>{item.summary}</Link>
            </h2>
            <DeadlineCountdown deadline={item.deadline} className="opportunity__countdown" />
          </div>
          <p className="opportunity__meta">
            {item.outlet} · {item.journalist.name} · {mediumLabel(item.medium)}, {formatLabel(item.format)} · deadline{' '}
            {formatDate(item.deadline, 'dateTime')}
          </p>
          <div className="opportunity__tags">
            {item.expertise.map((e) => (
              <Tag key={e.id} color="blue">
                {e.name}
              </Tag>
            ))}
            {item.matches_my_guests && <Tag color="green">Matches my guests</Tag>}
            {item.my_pitch_count > 0 && (
              <Tag color="purple">
                {item.my_pitch_count === 1 ? 'You pitched' : `You pitched ${item.my_pitch_count} guests`}
              </Tag>
            )}
          </div>
        </article>
      </Panel>
    </li>
  );
}

/** /opportunities: open source requests, those matching the account's guests first of all, each with its countdown. */
export default function OpportunitiesPage() {
  const [search, setSearch] = useSearchParams();
  const params = opportunityParams(search);
  const list = useOpportunities(params);
  const expertises = useExpertises();
  // One history entry per change, the page back to 1.
  const set = (name: string, value: string | undefined) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });

  return (
    <section className="opportunities">
      <PageHeader
        title="Opportunities"
        subtitle="Journalists’ requests for sources: pitch one of your guests before the deadline."
      />
      <TabLinks label="Opportunities views" items={OPPORTUNITY_TABS} active={SOURCE_REQUEST_PATHS.OPPORTUNITIES} />
      <form className="opportunities__filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label className="opportunities__matches">
          <input
            type="checkbox"
            checked={params.matches === 1}
            onChange={(e) => set('matches', e.target.checked ? undefined : '0')}
          />
          Matches my guests
        </label>
        <label className="opportunities__field">
          <span>Expertise</span>
          <select value={params.expertise_id ?? ''} onChange={(e) => set('expertise_id', e.target.value)}>
            <option value="">Any expertise</option>
            {(expertises.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <label className="opportunities__field">
          <span>Medium</span>
          <select value={params.medium ?? ''} onChange={(e) => set('medium', e.target.value)}>
            <option value="">Any medium</option>
            {MEDIA.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <label className="opportunities__field">
          <span>Deadline</span>
          <select
            value={params.deadline_within_hours ?? ''}
            onChange={(e) => set('deadline_within_hours', e.target.value)}
          >
            {DEADLINES.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label className="opportunities__field">
          <span>Sort</span>
          <select
            value={params.sort}
            onChange={(e) => set('sort', e.target.value === 'newest' ? undefined : e.target.value)}
          >
            <option value="newest">Newest first</option>
            <option value="deadline">Soonest deadline first</option>
          </select>
        </label>
      </form>
      <QueryState query={list}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState
              text={
                params.matches === 1
                  ? 'No open requests match your guests right now. Untick “Matches my guests” to see them all.'
                  : 'No open requests right now.'
              }
            />
          ) : (
            <>
              <ul className="opportunities__list" aria-label="Open requests">
                {answer.data.map((item) => (
                  <OpportunityItem key={item.id} item={item} />
                ))}
              </ul>
              {answer.meta.total > PER_PAGE && (
                <Pager
                  page={answer.meta.current_page}
                  perPage={PER_PAGE}
                  total={answer.meta.total}
                  onPage={(p) => set('page', String(p))}
                  onPerPage={() => undefined}
                />
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
