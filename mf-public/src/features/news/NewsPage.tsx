import { Link, useParams } from 'react-router-dom';
import { authorPath, formatDate, ROUTES, siteOrigin, usePageMeta } from 'mf-shared';
import { GuestSuggestions } from '../../lib/guests';
import { ReportButton } from 'mf-shared/entities/report';
import { QueryState } from 'mf-shared/kit/states';
import { Picture, RichText } from '../../lib/content/components';
import { JsonLd, newsArticleLd } from '../../lib/structured-data';
import { useArticle } from './api/get-article';

/** /news/{slug} or /news/{id}: the article and its suggested guests (spec section 2). */
export default function NewsPage() {
  const { key = '' } = useParams();
  const query = useArticle(key);
  const article = query.data;
  usePageMeta(
    article?.title ?? null,
    article
      ? article.text
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : null,
  );

  return (
    <div className="content-page">
      <QueryState query={query}>
        {(a) => (
          <div className="article">
            <JsonLd data={newsArticleLd(a, authorPath(a.author, a.author_id), siteOrigin())} />
            <article>
              <h1>{a.title}</h1>
              <p className="meta-line">
                {formatDate(a.updated_at)} · by <Link to={authorPath(a.author, a.author_id)}>{a.author}</Link>{' '}
                <ReportButton itemType="news" itemId={a.id} what="this news" />
              </p>
              <Picture src={a.picture} type={a.picture_type} alt="" />
              <RichText html={a.text} />
              <h2>Expertise</h2>
              <div className="chips">
                {a.expertise.map((id) => (
                  <Link key={id} className="chip" to={`${ROUTES.ALL_POSTS}?id=${id}`}>
                    {a.expertise_names[id]}
                  </Link>
                ))}
              </div>
              {a.link && (
                <p>
                  <a href={a.link} target="_blank" rel="noopener noreferrer">
                    Website
                  </a>
                </p>
              )}
              <p>
                <Link to={ROUTES.ALL_POSTS}>All News</Link>
              </p>
            </article>
            <aside aria-label="Suggested guests">
              <h2>Suggested guests</h2>
              <GuestSuggestions guests={a.guests} />
            </aside>
          </div>
        )}
      </QueryState>
    </div>
  );
}
