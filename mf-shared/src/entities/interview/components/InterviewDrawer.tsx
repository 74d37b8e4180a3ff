import { useRef } from 'react';
import { ERROR_MESSAGES, formatDate } from 'mf-shared';
import { Dialog } from 'mf-shared/kit/dialog';
import { Facts, type Fact } from 'mf-shared/kit/plain';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { EmptyState, LoadingState, FAILED_TEXT } from 'mf-shared/kit/states';
import { Typography } from 'mf-shared/kit/typography';
import { useInterview } from '../hooks';
import { httpUrl } from '../../../format/links';
import { statusLabel } from '../status';
import { twoLocalTimes } from '../time';
import type { InterviewDetail, InterviewHistoryEntry } from '../types';
import { InterviewActions } from './InterviewActions';
import { NoteForm } from './InterviewDialogs';
import { useOpenInterview } from './openInterview';
import { GuestCell, guestName, InterviewTime, StatusTag, otherZone, type InterviewSide } from './InterviewParts';

function historyText(entry: InterviewHistoryEntry, side: InterviewSide, item: InterviewDetail): string {
  const who = entry.changed_by_name ? ` by ${entry.changed_by_name}` : '';
  if (entry.kind === 'reschedule' && entry.date_interview) {
    const when = twoLocalTimes(entry.date_interview, otherZone(item, side)).yours;
    return `Moved to ${when}${who}`;
  }
  return `${statusLabel(entry.status)}${who}`;
}

function DetailBody({ item, side }: { item: InterviewDetail; side: InterviewSide }) {
  const link = httpUrl(item.published_link);
  const message = item.invitation_body ?? item.comment;
  const facts: Fact[] = [
    { key: 'date', label: 'Date', value: <InterviewTime item={item} side={side} /> },
    {
      key: 'journalist',
      label: 'Journalist',
      value: `${item.journalist.name}${item.journalist.company_name ? `, ${item.journalist.company_name}` : ''}`,
    },
    { key: 'requested', label: 'Requested', value: formatDate(item.created_at, 'dateTime') },
  ];
  if (link)
    facts.push({
      key: 'published',
      label: 'Published',
      value: (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      ),
    });
  return (
    <div className="interview-detail">
      <div className="interview-detail__who">
        <GuestCell guest={item.guest} />
        <StatusTag status={item.status} />
      </div>
      <Facts facts={facts} />
      {item.actions.length > 0 && <InterviewActions item={item} />}
      <section aria-label="Message">
        <Typography.Title level={3} className="interview-detail__heading">
          {item.invitation_subject || 'Message'}
        </Typography.Title>
        {message ? (
          // Stored HTML, cleaned by the server when written and again here when shown.
          <div className="rich-text interview-message" dangerouslySetInnerHTML={{ __html: sanitizeHtml(message) }} />
        ) : (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        )}
      </section>
      <section aria-label="Your notes">
        <Typography.Title level={3} className="interview-detail__heading">
          Your notes
        </Typography.Title>
        {item.notes.length === 0 ? (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        ) : (
          <ul className="interview-notes">
            {item.notes.map((note) => (
              <li key={note.id}>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatDate(note.created_at, 'dateTime')}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
        {item.actions.includes('note') && (
          <div style={{ marginTop: 12 }}>
            <NoteForm item={item} />
          </div>
        )}
      </section>
      <section aria-label="History">
        <Typography.Title level={3} className="interview-detail__heading">
          History
        </Typography.Title>
        {item.history.length === 0 ? (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        ) : (
          <ol className="interview-history">
            {item.history.map((entry) => (
              <li key={entry.id}>
                <div>{historyText(entry, side, item)}</div>
                {entry.message && (
                  <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                    {entry.message}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatDate(entry.created_at, 'dateTime')}
                </Typography.Text>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * One interview in full: the message, the viewer's notes with a form, the history; opened by
 * `?interview=<id>`, closing clears it. A side panel on the kit's plain dialog (issue 25: no antd
 * Drawer, Descriptions or Timeline), named "Interview with …".
 */
export function InterviewDrawer({ side }: { side: InterviewSide }) {
  const [id, open] = useOpenInterview();
  const detail = useInterview(id);
  const item = detail.data;
  const shown = id !== null;
  // Read from the top: the focus goes to the title, not to the note form at the bottom.
  const heading = useRef<HTMLSpanElement>(null);

  return (
    <div className="interview-drawer">
      {shown && (
        <Dialog
          placement="right"
          width={736}
          title={
            <span ref={heading} tabIndex={-1}>
              {item ? `Interview with ${guestName(item.guest)}` : 'Interview'}
            </span>
          }
          initialFocus={heading}
          onClose={() => open(null)}
        >
          {item ? (
            <DetailBody item={item} side={side} />
          ) : detail.isPending ? (
            <LoadingState />
          ) : detail.isError ? (
            <EmptyState text={FAILED_TEXT} />
          ) : (
            <EmptyState />
          )}
        </Dialog>
      )}
    </div>
  );
}
