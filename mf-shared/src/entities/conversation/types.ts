/** A question thread as the list shows it: `fullname`/`avatar` are the other party. */
export interface ChatItem {
  id: number;
  fullname: string;
  avatar: string | null;
  last_message_date: string;
  /** The last sent message (drafts never show here). */
  message: string;
  is_read_last_message: boolean;
  unread_count: number;
  guest: { id: number; first_name: string; last_name: string };
  journalist: { id: number; name: string };
}

export interface ChatMessage {
  id: number;
  /** Draft 0, Answer 1 (sent). */
  type: number;
  body: string;
  /** Sent by the viewer's side. */
  mine: boolean;
  read: boolean;
  created_at: string;
}

/** One page of a thread: page 1 holds the latest messages, each page oldest first. */
export interface ThreadPage {
  chat: {
    id: number;
    subject: string;
    fullname: string;
    guest: { id: number; name: string };
    journalist: { id: number; name: string };
    created_at: string;
  };
  messages: ChatMessage[];
  /** The viewer's own kept draft. */
  draft: { id: number; body: string } | null;
  total: number;
  page: number;
  per_page: number;
}
