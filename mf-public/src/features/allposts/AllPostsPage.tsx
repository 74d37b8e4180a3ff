import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, usePageMeta, type ApiList } from 'mf-shared';
import { useExpertises } from 'mf-shared/entities/lookups';
import { useNewsList } from 'mf-shared/entities/news';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { Pager, StoryCard } from '../../lib/content/components';
import { EVENTS_LIST_PAGE } from '../../lib/paths';
import { useBlogPosts } from './api/get-blog-posts';

/** The stories hub: tabs 'Stories hub' and 'Blog post', topic filters, ?id and ?tab (spec section 2). */
export default function AllPostsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'blogposts' ? 'blogposts' : 'storyposts';
  const expertiseId = Number(params.get('id')) || undefined;
  const page = Number(params.get('page')) || 1;
  usePageMeta(
    tab === 'blogposts' ? 'Blog' : 'Stories hub',
    'News, expert commentary and story ideas from 2,800+ experts, ready for journalists.',
  );

  const topics = useExpertises();
  const stories = useNewsList(page, expertiseId, { enabled: tab === 'storyposts' });
  const blogPosts = useBlogPosts(page, expertiseId, { enabled: tab === 'blogposts' });
  const link = (next: Record<string, string | number | undefined>) => {
    const merged = { tab, id: expertiseId, ...next };
    const search = new URLSearchParams(
      Object.entries(merged)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
    return `${ROUTES.ALL_POSTS}?${search}`;
  };
  const filters = topics.data?.filter((t) => t.topic_filter) ?? [];
  const pager = (meta: ApiList<unknown>['meta']) => (
    <Pager meta={meta} onPage={(p) => setParams(new URLSearchParams(link({ page: p }).split('?')[1]))} />
  );

  return (
    <div className="content-page">
      <h1>{tab === 'blogposts' ? 'Blog' : 'Stories hub'}</h1>
      <nav className="tabs" aria-label="Post types">
        <Link
          to={link({ tab: 'storyposts', page: undefined })}
          aria-current={tab === 'storyposts' ? 'page' : undefined}
        >
          Stories hub
        </Link>
        <Link to={link({ tab: 'blogposts', page: undefined })} aria-current={tab === 'blogposts' ? 'page' : undefined}>
          Blog post
        </Link>
        <Link to={EVENTS_LIST_PAGE}>Events</Link>
      </nav>
      {/* Topics and posts appear together: chips arriving above a list would push it down. */}
      {topics.isPending ? (
        <QueryState query={topics}>{() => null}</QueryState>
      ) : (
        <>
          <nav className="chips" aria-label="Topics">
            <Link className="chip" to={ROUTES.ALL_POSTS} aria-current={!expertiseId}>
              All
            </Link>
            {filters.map((t) => (
              <Link
                key={t.id}
                className="chip"
                to={link({ id: t.id, page: undefined })}
                aria-current={expertiseId === t.id}
              >
                {t.name}
              </Link>
            ))}
          </nav>
          {tab === 'blogposts' ? (
            <QueryState query={blogPosts}>
              {(list) =>
                list.data.length === 0 ? (
                  <EmptyState />
                ) : (
                  <>
                    <div className="blog-grid">
                      {list.data.map((item) => (
                        <StoryCard
                          key={item.id}
                          to={`/blogpost/${item.slug}`}
                          title={item.blog_title}
                          date={item.created_at}
                        />
                      ))}
                    </div>
                    {pager(list.meta)}
                  </>
                )
              }
            </QueryState>
          ) : (
            <QueryState query={stories}>
              {(list) =>
                list.data.length === 0 ? (
                  <EmptyState />
                ) : (
                  <>
                    <div className="story-list">
                      {list.data.map((item) => (
                        <StoryCard
                          key={item.id}
                          to={`/news/${item.slug}`}
                          title={item.title}
                          date={item.updated_at}
                          topics={item.expertises.map((e) => e.name)}
                        />
                      ))}
                    </div>
                    {pager(list.meta)}
                  </>
                )
              }
            </QueryState>
          )}
        </>
      )}
    </div>
  );
}
