import { Typography } from 'mf-shared/kit/typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { BREAKPOINTS, ERROR_MESSAGES, formatDate } from 'mf-shared';
import { Avatar, Button, useMediaQuery } from 'mf-shared/kit/plain';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { MESSAGE_MAX, MESSAGE_TYPE } from 'mf-shared/validation';
import { threadMessages, useMarkThreadRead, useSendMessage, useThread, useThreads } from './hooks';
import type { ChatItem, ChatMessage } from './types';
import './conversations.css';

export type ConversationSide = 'journalist' | 'expert';

/** The `?chat=` of the address: a positive whole number, else none. */
function chatIdOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ThreadList({
  threads,
  selected,
  onSelect,
}: {
  threads: ChatItem[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <ul className="conversations__threads" aria-label="Threads">
      {threads.map((t) => {
        const unread = t.unread_count > 0 || !t.is_read_last_message;
        return (
          <li key={t.id}>
            <button
              type="button"
              className={`conversations__thread${t.id === selected ? ' conversations__thread--open' : ''}${unread ? ' conversations__thread--unread' : ''}`}
              aria-current={t.id === selected ? 'true' : undefined}
              onClick={() => onSelect(t.id)}
            >
              {/* Named by its text: who, the unread count, about which guest, when, the last words. */}
              <span aria-hidden>
                <span className="conversations__avatar">
                  <Avatar src={t.avatar} name={t.fullname} decorative />
                  {unread && <span className="conversations__badge">{t.unread_count}</span>}
                </span>
              </span>
              <span className="conversations__thread-text">
                <span className="conversations__thread-name">{t.fullname}</span>
                {unread && <span className="pp-visually-hidden">{`, ${t.unread_count} unread`}</span>}
                <span className="conversations__thread-about">
                  {`${t.guest.first_name} ${t.guest.last_name}` !== t.fullname &&
                    `About ${t.guest.first_name} ${t.guest.last_name} · `}
                  {formatDate(t.last_message_date, 'dateTime')}
                </span>
                <span className="conversations__thread-last">{t.message}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Composer({ chatId, side, draft }: { chatId: number; side: ConversationSide; draft: string }) {
  const [text, setText] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const send = useSendMessage(chatId);

  const submit = async (type: 0 | 1) => {
    const message = text.trim();
    if (!message) return setError('This field is required');
    setError(null);
    try {
      const answer = await send.mutateAsync({ message, type });
      if (type === MESSAGE_TYPE.ANSWER) setText('');
      toast.success(answer.message);
    } catch {
      // The client has told what went wrong.
    }
  };
  return (
    <div className="conversations__composer">
      <textarea
        className={`pp-input conversations__text${error ? ' pp-input--error' : ''}`}
        aria-label={side === 'expert' ? 'Your answer' : 'Your message'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_MAX}
        rows={4}
      />
      {error && (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {error}
        </Typography.Text>
      )}
      <div className="pp-row" style={{ justifyContent: 'flex-end' }}>
        {side === 'expert' && (
          <Button onClick={() => submit(MESSAGE_TYPE.DRAFT)} loading={send.isPending && send.variables?.type === 0}>
            Save draft
          </Button>
        )}
        <Button
          variant="primary"
          onClick={() => submit(MESSAGE_TYPE.ANSWER)}
          loading={send.isPending && send.variables?.type === 1}
        >
          {side === 'expert' ? 'Send answer' : 'Send'}
        </Button>
      </div>
    </div>
  );
}

/** What an app adds under a message (the other side's: Report). */
type MessageActions = (message: ChatMessage) => ReactNode;

function Thread({
  id,
  side,
  onBack,
  messageActions,
}: {
  id: number;
  side: ConversationSide;
  onBack?: () => void;
  messageActions?: MessageActions;
}) {
  const thread = useThread(id);
  const markRead = useMarkThreadRead();
  const pages = thread.data?.pages;
  const messages = threadMessages(pages);
  const first = pages?.[0];
  const messagesBox = useRef<HTMLDivElement>(null);
  const answerBox = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Opening a thread (and a message arriving in it) marks what the viewer received read.
  const unreadHere = messages.some((m) => !m.mine && !m.read);
  useEffect(() => {
    if (unreadHere && !markRead.isPending) markRead.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of what is unread
  }, [id, unreadHere, lastId]);
  // The latest message in view when the thread opens or grows at the end, by scrolling the message
  // list only (scrolling the page to it pushed the answer box below the fold).
  useEffect(() => {
    const box = messagesBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [id, lastId, first]);
  // Opening a thread brings its answer box into view, scrolling the page no further than needed.
  // In braces: Chromium's scrollIntoView may return a promise, taken for the effect's cleanup.
  const loaded = first !== undefined;
  useEffect(() => {
    if (loaded) answerBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [id, loaded]);

  // A failed refetch keeps what was read (the client has told what went wrong).
  if (!first) return thread.isError ? <EmptyState text={FAILED_TEXT} /> : <LoadingState />;
  const { chat } = first;
  return (
    <section className="conversations__thread-pane" aria-label={`Conversation with ${chat.fullname}`}>
      <header className="conversations__thread-head">
        {onBack && (
          <Button variant="link" onClick={onBack}>
            ← Threads
          </Button>
        )}
        <Typography.Title level={2} className="conversations__title">
          {chat.fullname}
        </Typography.Title>
        {side === 'expert' && <Typography.Text type="secondary">About {chat.guest.name}</Typography.Text>}
      </header>
      <div className="conversations__messages" ref={messagesBox}>
        {thread.hasNextPage && (
          <Button onClick={() => thread.fetchNextPage()} loading={thread.isFetchingNextPage} block>
            Load earlier
          </Button>
        )}
        <ol aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} className={`conversations__message conversations__message--${m.mine ? 'mine' : 'theirs'}`}>
              <p className="conversations__body">{m.body}</p>
              {m.mine && m.hidden && <p className="conversations__hidden">Hidden by a moderator: {m.hidden_reason}</p>}
              <time dateTime={m.created_at}>{formatDate(m.created_at, 'dateTime')}</time>
              {!m.hidden && messageActions?.(m)}
            </li>
          ))}
        </ol>
      </div>
      {/* Keyed by the kept draft: the box starts from it when the thread opens or the draft is saved. */}
      <div ref={answerBox}>
        <Composer
          key={`${chat.id}:${first.draft?.id ?? 'none'}`}
          chatId={chat.id}
          side={side}
          draft={first.draft?.body ?? ''}
        />
      </div>
    </section>
  );
}

/**
 * Questions (issue 15): the thread list (unread marked, 'No data' when empty) and the open thread,
 * side by side on a wide screen, one at a time on a narrow one. `?chat=<id>` opens a thread, so a
 * notification or a toast can land on it. New messages arrive live (useLiveUnreadMessages).
 */
export function ConversationsView({
  side,
  messageActions,
}: {
  side: ConversationSide;
  /** Controls an app adds under each message (e.g. Report, on the other side's messages). */
  messageActions?: MessageActions;
}) {
  const threads = useThreads();
  const [params, setParams] = useSearchParams();
  const selected = chatIdOf(params.get('chat'));
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const select = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('chat');
        else next.set('chat', String(id));
        return next;
      },
      { replace: id === null },
    );

  const list = threads.isPending ? (
    <LoadingState />
  ) : threads.isError ? (
    <EmptyState text={FAILED_TEXT} />
  ) : threads.data.length ? (
    <ThreadList threads={threads.data} selected={selected} onSelect={select} />
  ) : (
    <EmptyState text={ERROR_MESSAGES.NO_DATA} />
  );
  const open =
    selected !== null ? (
      <Thread
        id={selected}
        side={side}
        onBack={wide ? undefined : () => select(null)}
        messageActions={messageActions}
      />
    ) : null;

  if (!wide) return <div className="conversations conversations--narrow">{open ?? list}</div>;
  return (
    <div className="conversations">
      <nav className="conversations__list" aria-label="Question threads">
        {list}
      </nav>
      <div className="conversations__open">
        {open ?? <EmptyState text={threads.data?.length ? 'Choose a thread' : ERROR_MESSAGES.NO_DATA} />}
      </div>
    </div>
  );
}
