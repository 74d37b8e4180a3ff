import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, usePageMeta } from 'mf-shared';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { Pager, StoryCard } from '../../lib/content/components';
import { useEventPosts } from './api/get-events';

/** The public list of background-briefing events; each links to its event page (/event-detail/{id}). */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  usePageMeta('Events', 'Background briefings where experts brief journalists ahead of the news.');
  const events = useEventPosts(page);
  return (
    <div className="content-page">
      <h1>Events</h1>
      <p>
        Background briefings: experts brief journalists ahead of the news. Open an event to see who speaks and to
        register. More in the <Link to={ROUTES.ALL_POSTS}>Stories hub</Link>.
      </p>
      <QueryState query={events}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <div className="story-list">
                {list.data.map((e) => (
                  <StoryCard
                    key={e.id}
                    to={`/event-detail/${e.id}`}
                    title={e.heading}
                    date={e.start_date}
                    topics={e.location ? [e.location] : undefined}
                  />
                ))}
              </div>
              <Pager meta={list.meta} onPage={(p) => setParams({ page: String(p) })} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
