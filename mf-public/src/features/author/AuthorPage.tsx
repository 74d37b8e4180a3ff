import { Link, useParams, useSearchParams } from 'react-router-dom';
import { authorPath, ERROR_MESSAGES, formatDate, ROUTES, siteOrigin, usePageMeta } from 'mf-shared';
import { useAuthorNews } from 'mf-shared/entities/news';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { Pager } from '../../lib/content/components';
import { JsonLd, profilePageLd } from '../../lib/structured-data';

/** /author/{name}/{id}: an expert's articles, 5 a page (spec section 2). */
export default function AuthorPage() {
  const { name = '', id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const displayName = name.replace(/-/g, ' ');
  usePageMeta(`Expert ${displayName}`, `News and commentary by ${displayName} on PressPoint.`);
  const news = useAuthorNews(Number(id), page);

  return (
    <div className="content-page" style={{ maxWidth: 900 }}>
      <h1>Expert {displayName}</h1>
      <QueryState query={news}>
        {(list) => (
          <>
            <JsonLd
              data={profilePageLd(
                list.author,
                authorPath(list.author.name, list.author.id),
                list.expertises.map((e) => e.name),
                siteOrigin(),
              )}
            />
            <div className="chips">
              {list.expertises.map((e) => (
                <Link key={e.id} className="chip" to={`${ROUTES.ALL_POSTS}?id=${e.id}`}>
                  {e.name}
                </Link>
              ))}
            </div>
            {list.data.length === 0 ? (
              <EmptyState text={ERROR_MESSAGES.NO_AUTHOR_POSTS} />
            ) : (
              <div className="story-list">
                {list.data.map((n) => (
                  <article key={n.id} className="story-card">
                    <time>{formatDate(n.updated_at)}</time>
                    <h2 style={{ fontSize: 20, margin: '6px 0' }}>{n.title}</h2>
                    <Link to={`/news/${n.slug}`}>Read full article &amp; Suggested experts</Link>
                  </article>
                ))}
              </div>
            )}
            <Pager meta={list.meta} onPage={(p) => setParams({ page: String(p) })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
