import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import type { Paging } from '../../lib/lists';
import { contentRepository } from './content.repository';

/** Public reads of news, blog posts, events and story ideas: anyone may read them all. */
export function contentService(db: Database) {
  const content = contentRepository(db);

  return {
    reviews: () => content.reviews(),
    newsBlock: () => content.newsBlock(),
    stories: (paging: Paging, expertiseId?: number) => content.stories(paging, expertiseId),

    /** An expert's news page: the news, the expert and the expertises of their news. */
    async authorNews(authorId: number, paging: Paging) {
      const author = found(await content.author(authorId), 'Expert not found');
      const [list, expertises] = await Promise.all([
        content.newsByAuthor(author.id, paging),
        content.authorExpertises(author.id),
      ]);
      return { ...list, author: { id: author.id, name: `${author.first_name} ${author.last_name}` }, expertises };
    },

    newsBySlug: async (slug: string) => found(await content.article(content.newsSlug(slug)), 'News not found'),
    newsById: async (id: number) => found(await content.article(content.newsId(id)), 'News not found'),

    blogPage: (paging: Paging, expertiseId?: number) => content.blogPage(paging, expertiseId),
    blogBySlug: async (slug: string) => found(await content.blogPost(content.blogSlug(slug)), 'Blog post not found'),
    blogById: async (id: number) => found(await content.blogPost(content.blogId(id)), 'Blog post not found'),

    eventPage: (kind: 'event' | 'story_idea', paging: Paging) => content.eventPage(kind, paging),
    eventBySlug: async (slug: string) => found(await content.event(content.eventSlug(slug)), 'Event not found'),
    eventById: async (id: number) => found(await content.event(content.eventId(id)), 'Event not found'),
    storyIdea: async (id: number) =>
      found(await content.event(content.eventId(id, 'story_idea')), 'Story idea not found'),
  };
}
