import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { useApi, usePageMeta } from 'mf-shared';
import { contentApi, type BlogSummary, type List, type NewsSummary } from '../content/api';
import { EmptyState, LoadState, Pager, StoryCard } from '../content/components';

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

  const topics = useApi(contentApi.expertises());
  const posts = useApi<List<NewsSummary | BlogSummary>>(
    tab === 'blogposts' ? contentApi.blogposts(page, expertiseId) : contentApi.stories(page, expertiseId),
  );
  const link = (next: Record<string, string | number | undefined>) => {
    const merged = { tab, id: expertiseId, ...next };
    const search = new URLSearchParams(
      Object.entries(merged)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
    return `${ROUTES.ALL_POSTS}?${search}`;
  };
  const filters = topics.status === 'ready' ? topics.data.filter((t) => t.topic_filter) : [];

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
      </nav>
      {/* Topics and posts appear together: chips arriving above a list would push it down. */}
      {topics.status === 'loading' ? (
        <LoadState state={topics}>{() => null}</LoadState>
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
          <LoadState state={posts}>
            {(list) =>
              list.data.length === 0 ? (
                <EmptyState />
              ) : (
                <>
                  <div className={tab === 'blogposts' ? 'blog-grid' : 'story-list'}>
                    {list.data.map((item) =>
                      'blog_title' in item ? (
                        <StoryCard
                          key={item.id}
                          to={`/blogpost/${item.slug}`}
                          title={item.blog_title}
                          date={item.created_at}
                        />
                      ) : (
                        <StoryCard
                          key={item.id}
                          to={`/news/${item.slug}`}
                          title={item.title}
                          date={item.updated_at}
                          topics={item.expertises.map((e) => e.name)}
                        />
                      ),
                    )}
                  </div>
                  <Pager
                    meta={list.meta}
                    onPage={(p) => setParams(new URLSearchParams(link({ page: p }).split('?')[1]))}
                  />
                </>
              )
            }
          </LoadState>
        </>
      )}
    </div>
  );
}
