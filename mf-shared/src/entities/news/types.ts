import type { ApiAnswer, ApiData, ApiItem, ApiQuery } from '../../contract';

/** GET /allposts: one news item as the public lists show it. */
export type NewsSummary = ApiItem<'/allposts'>;

/** GET /news/author/{id}: an expert's news, with who they are and the topics they write on. */
export type AuthorNews = ApiAnswer<'/news/author/{id}'>;

/** GET /news-block: the latest news, as the footer lists them. */
export type NewsLink = ApiItem<'/news-block'>;

/** GET /news/{id}: one news item in full (the edit form starts from it). */
export type NewsItem = ApiData<'/news/{id}'>;

/** A guest suggested with a news item, as the item's reads give them. */
export type NewsGuest = NewsItem['guests'][number];

/** GET /news: one of the expert account's own news items, with its topics and suggested guests. */
export type MyNewsItem = ApiItem<'/news'>;

/** The sort keys GET /news accepts. */
export const MY_NEWS_SORTS = ['title', 'updated_at'] as const;
export type MyNewsSort = (typeof MY_NEWS_SORTS)[number];

export type MyNewsParams = ApiQuery<'/news'>;

/** What the news form sends (spec section 7: multipart, expertise and guest_id as JSON text). */
export interface NewsInput {
  title: string;
  text: string;
  link?: string;
  expertise: number[];
  guest_id: number[];
  /** A new picture; none keeps the one there is on an update. */
  picture?: File | null;
  /** Update only: drop the stored picture (no new one sent). */
  remove_picture?: boolean;
}
