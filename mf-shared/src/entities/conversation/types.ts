import type { ApiData, ApiItem } from '../../contract';

/**
 * GET /conversation: a question thread as the list shows it. `fullname`/`avatar` are the other
 * party; `message` is the last sent message (drafts never show there).
 */
export type ChatItem = ApiItem<'/conversation'>;

/**
 * GET /conversation/{id}: one page of a thread. Page 1 holds the latest messages, each page oldest
 * first; `draft` is the viewer's own kept draft.
 */
export type ThreadPage = ApiData<'/conversation/{id}'>;

/** A message of a thread (POST /conversation/{id}/message answers one): type Draft 0, Answer 1; `mine` when the viewer's side sent it. */
export type ChatMessage = ThreadPage['messages'][number];
