import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from 'mf-shared';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { Pager, StoryCard } from '../../lib/content/components';
import { useStoryIdeas } from './api/get-events';

export default function StoryIdeasPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  usePageMeta('Story ideas', 'Story ideas from experts, with guests ready to talk about them.');
  const ideas = useStoryIdeas(page);
  return (
    <div className="content-page">
      <h1>Story ideas</h1>
      <QueryState query={ideas}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <div className="story-list">
                {list.data.map((s) => (
                  <StoryCard key={s.id} to={`/story-ideas/${s.id}`} title={s.heading} date={s.start_date} />
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
