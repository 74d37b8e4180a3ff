import { Link, useParams } from 'react-router-dom';
import { formatDate, ROUTES } from 'mf-shared';
import { useApi, usePageMeta } from 'mf-shared';
import { contentApi } from '../content/api';
import { LoadState, Picture, RichText } from '../content/components';

/** /blogpost/{slug} or /blogpost/{id}. */
export default function BlogPostPage() {
  const { key = '' } = useParams();
  const state = useApi(contentApi.blogPost(key));
  const post = state.status === 'ready' ? state.data : null;
  usePageMeta(post?.blog_title ?? null, post ? post.blog_description.replace(/<[^>]+>/g, ' ').trim() : null);
  return (
    <div className="content-page" style={{ maxWidth: 820 }}>
      <LoadState state={state}>
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
      </LoadState>
    </div>
  );
}
