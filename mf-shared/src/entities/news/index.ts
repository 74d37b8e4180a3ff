// The news entity: types, keys and reads of news that more than one app shows.
export * from './types';
export { newsKeys } from './keys';
export {
  authorNewsQuery,
  latestNewsQuery,
  newsListQuery,
  useAuthorNews,
  useLatestNews,
  useNewsList,
} from './api/get-news';
export {
  newsFormData,
  useCreateNews,
  useDeleteNews,
  useMyNews,
  useNewsItem,
  useUpdateNews,
  type NewsSaid,
} from './api/manage-news';
