import { Link, useParams } from 'react-router-dom';
import { formatDate, ROUTES, usePageMeta } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import { Picture, RichText } from '../../lib/content/components';
import { useBlogPost } from './api/get-blog-post';

/** /blogpost/{slug} or /blogpost/{id}. */
export default function BlogPostPage() {
  const { key = '' } = useParams();
  const query = useBlogPost(key);
  const post = query.data;
  usePageMeta(post?.blog_title ?? null, post ? post.blog_description.replace(/<[^>]+>/g, ' ').trim() : null);
  return (
    <div className="content-page" style={{ maxWidth: 820 }}>
      <QueryState query={query}>
        {(p) => (
          <article>
            <p>
              <Link to={`${ROUTES.ALL_POSTS}?tab=blogposts`}>Back</Link>
            </p>
            <h1>{p.blog_title}</h1>
            <p className="meta-line">{formatDate(p.created_at)}</p>
            <Picture src={p.picture} alt="" />
            <RichText html={p.blog_description} />
          </article>
        )}
      </QueryState>
    </div>
  );
}
