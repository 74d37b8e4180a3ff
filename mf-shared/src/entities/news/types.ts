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
