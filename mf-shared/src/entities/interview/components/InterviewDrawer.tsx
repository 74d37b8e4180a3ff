import { Descriptions, Drawer, Flex, Timeline } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { ERROR_MESSAGES, formatDate } from 'mf-shared';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import { EmptyState, LoadingState, FAILED_TEXT } from 'mf-shared/kit/states';
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
  return (
    <Flex vertical gap={24}>
      <Flex gap={12} align="center" wrap>
        <GuestCell guest={item.guest} />
        <StatusTag status={item.status} />
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Date">
          <InterviewTime item={item} side={side} />
        </Descriptions.Item>
        <Descriptions.Item label="Journalist">
          {item.journalist.name}
          {item.journalist.company_name ? `, ${item.journalist.company_name}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Requested">{formatDate(item.created_at, 'dateTime')}</Descriptions.Item>
        {link && (
          <Descriptions.Item label="Published">
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          </Descriptions.Item>
        )}
      </Descriptions>
      {item.actions.length > 0 && <InterviewActions item={item} />}
      <section aria-label="Message">
        <Typography.Title level={4}>{item.invitation_subject || 'Message'}</Typography.Title>
        {message ? (
          // Stored HTML, cleaned by the server when written and again here when shown.
          <div className="rich-text interview-message" dangerouslySetInnerHTML={{ __html: sanitizeHtml(message) }} />
        ) : (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        )}
      </section>
      <section aria-label="Your notes">
        <Typography.Title level={4}>Your notes</Typography.Title>
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
        <Typography.Title level={4}>History</Typography.Title>
        {item.history.length === 0 ? (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        ) : (
          <Timeline
            items={item.history.map((entry) => ({
              key: entry.id,
              content: (
                <>
                  <div>{historyText(entry, side, item)}</div>
                  {entry.message && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                      {entry.message}
                    </Typography.Text>
                  )}
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(entry.created_at, 'dateTime')}
                    </Typography.Text>
                  </div>
                </>
              ),
            }))}
          />
        )}
      </section>
    </Flex>
  );
}

/** One interview in full: the message, the viewer's notes with a form, the history; opened by `?interview=<id>`. */
export function InterviewDrawer({ side }: { side: InterviewSide }) {
  const [id, open] = useOpenInterview();
  const detail = useInterview(id);
  const item = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={() => open(null)}
      title={item ? `Interview with ${guestName(item.guest)}` : 'Interview'}
      size="large"
      destroyOnHidden
    >
      {item ? (
        <DetailBody item={item} side={side} />
      ) : detail.isPending && id !== null ? (
        <LoadingState />
      ) : detail.isError ? (
        <EmptyState text={FAILED_TEXT} />
      ) : (
        <EmptyState />
      )}
    </Drawer>
  );
}
