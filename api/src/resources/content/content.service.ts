import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import type { Paging } from '../../lib/lists';
import { contentRepository } from './content.repository';

/** A timestamp as the database writes it ('2026-11-26 10:00:00+00') as an ISO instant. */
export function isoInstant(value: string): string {
  const time = Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** True while an event's embargo holds: computed at read time, so it lifts by itself. */
export function embargoed(row: { embargo_until: string | null }, now = Date.now()): boolean {
  return row.embargo_until !== null && Date.parse(isoInstant(row.embargo_until)) > now;
}

type EventFields = {
  id: number;
  kind: 'event' | 'story_idea';
  slug: string;
  heading: string;
  start_date: string | null;
  start_time: string | null;
  time_zone: string | null;
  organised_by: string | null;
  embargo_until: string | null;
  created_at: string;
};

/** What the public sees of an embargoed event: the heading, the start and the organiser (issue 16). */
export function embargoedView(row: EventFields) {
  const { id, kind, slug, heading, start_date, start_time, time_zone, organised_by } = row;
  return {
    id,
    kind,
    slug,
    heading,
    start_date,
    start_time,
    time_zone,
    organised_by,
    embargoed: true,
    embargo_until: row.embargo_until && isoInstant(row.embargo_until),
  };
}

/** An event page under embargo, with the page's other fields empty (the public page's shape). */
function embargoedPage(row: EventFields) {
  return {
    ...embargoedView(row),
    created_at: row.created_at,
    header_image: null,
    end_date: null,
    end_time: null,
    location: null,
    description: '',
    header_image_json: [],
    medias: [],
    guests: [],
    industries: [],
  };
}

/** The public page of an event: whole, or its embargoed view while the embargo holds. */
function publicEvent<T extends EventFields>(event: T | null) {
  return event && embargoed(event) ? embargoedPage(event) : event;
}

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
    /**
     * One article by id. One a moderator hid is found only for its owner account (signed in), so
     * the expert's edit form still opens it.
     */
    async newsById(id: number, viewer?: { id: number } | null) {
      const shown = await content.article(content.newsId(id));
      if (shown || !viewer) return found(shown, 'News not found');
      const hidden = await content.article(content.newsId(id), { withHidden: true });
      const owns = hidden && hidden.author_id === (await actingAccountId(db, viewer));
      return found(owns ? hidden : null, 'News not found');
    },

    blogPage: (paging: Paging, expertiseId?: number) => content.blogPage(paging, expertiseId),
    blogBySlug: async (slug: string) => found(await content.blogPost(content.blogSlug(slug)), 'Blog post not found'),
    blogById: async (id: number) => found(await content.blogPost(content.blogId(id)), 'Blog post not found'),

    /** Events or story ideas; an embargoed one shows no picture, end or place until it lifts. */
    async eventPage(kind: 'event' | 'story_idea', paging: Paging) {
      const page = await content.eventPage(kind, paging);
      const data = page.data.map((row) =>
        embargoed(row) ? { ...row, header_image: null, end_date: null, location: null } : row,
      );
      return { ...page, data };
    },
    eventBySlug: async (slug: string) =>
      found(publicEvent(await content.event(content.eventSlug(slug))), 'Event not found'),
    storyIdea: async (id: number) =>
      found(publicEvent(await content.event(content.eventId(id, 'story_idea'))), 'Story idea not found'),
  };
}
