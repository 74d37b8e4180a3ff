import type { ApiList } from 'mf-shared';

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  picture: string | null;
  updated_at: string;
  author_id: number;
  author: string;
  expertises: { id: number; name: string }[];
}

/** GET /news/author/{id}: an expert's news, with who they are and the topics they write on. */
export type AuthorNews = ApiList<NewsSummary> & {
  author: { id: number; name: string };
  expertises: { id: number; name: string }[];
};

/** GET /news-block: the latest news, as the footer lists them. */
export interface NewsLink {
  id: number;
  slug: string;
  title: string;
}

/** A guest suggested with a news item, as the item's reads give them. */
export interface NewsGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

/** GET /news/{id}: one news item in full (the edit form starts from it). */
export interface NewsItem extends NewsSummary {
  text: string;
  link: string | null;
  picture_type: 'image' | 'video' | null;
  expertise: number[];
  expertise_names: Record<string, string>;
  guests: NewsGuest[];
}

/** GET /news: one of the expert account's own news items, with its topics and suggested guests. */
export interface MyNewsItem extends Omit<NewsSummary, 'expertises'> {
  expertise: number[];
  expertise_names: Record<string, string>;
  guests: NewsGuest[];
}

/** The sort keys GET /news accepts. */
export const MY_NEWS_SORTS = ['title', 'updated_at'] as const;
export type MyNewsSort = (typeof MY_NEWS_SORTS)[number];

export interface MyNewsParams {
  search?: string;
  page?: number;
  per_page?: number;
  sort?: MyNewsSort;
  direction?: 'asc' | 'desc';
}

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
