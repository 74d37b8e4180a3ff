import { ERROR_MESSAGES, formatDate } from 'mf-shared';
import type { AppNotification } from 'mf-shared/entities/notification';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';

/** The bell's open list: unread messages, then the newest notifications, each leading to its page. */
export default function NotificationList({
  items,
  unreadMessages,
  onChoose,
}: {
  items: AppNotification[];
  unreadMessages: number;
  onChoose: (notification: AppNotification) => void;
}) {
  return (
    <div className="bell__list" role="menu" aria-label="Notifications">
      {unreadMessages > 0 && <p className="bell__messages">Unread messages: {unreadMessages}</p>}
      {items.length === 0 ? (
        <p className="bell__empty">{ERROR_MESSAGES.NO_DATA}</p>
      ) : (
        items.map((n) => (
          <button
            key={n.id}
            type="button"
            role="menuitem"
            className={`bell__item ${n.read_at ? '' : 'bell__item--unread'}`}
            onClick={() => onChoose(n)}
          >
            <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.data) }} />
            <time dateTime={n.created_at}>{formatDate(n.created_at, 'dateTime')}</time>
          </button>
        ))
      )}
    </div>
  );
}
