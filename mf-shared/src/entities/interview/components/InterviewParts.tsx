import { Avatar, Tag, type TagColor } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { imageSrc } from '../../../format/links';
import { INTERVIEW_STATUS_TAGS } from '../status';
import { twoLocalTimes } from '../time';
import type { InterviewGuest, InterviewItem } from '../types';

export type InterviewSide = 'journalist' | 'expert';

export const guestName = (guest: InterviewGuest) => `${guest.first_name} ${guest.last_name}`.trim();

/** The other side's zone: the expert's for a journalist, the requester's for an expert. */
export const otherZone = (item: Pick<InterviewItem, 'time_zone' | 'expert_time_zone'>, side: InterviewSide) =>
  side === 'journalist' ? item.expert_time_zone : item.time_zone;

export function GuestCell({ guest }: { guest: InterviewGuest }) {
  const src = imageSrc(guest.avatar);
  const name = guestName(guest);
  return (
    <div className="pp-row" style={{ flexWrap: 'nowrap' }}>
      <Avatar src={src} name={name} alt={`Photo of ${name}`} />
      <span style={{ fontWeight: 600 }}>{name}</span>
    </div>
  );
}

export function StatusTag({ status }: { status: number }) {
  const tag = INTERVIEW_STATUS_TAGS[status];
  return <Tag color={tag?.color as TagColor | undefined}>{tag?.label ?? status}</Tag>;
}

/** The date in the viewer's local time, and the other side's local time beside it. */
export function InterviewTime({ item, side }: { item: InterviewItem; side: InterviewSide }) {
  const { yours, theirs } = twoLocalTimes(item.date_interview, otherZone(item, side));
  return (
    <time dateTime={item.date_interview} style={{ display: 'block', whiteSpace: 'nowrap' }}>
      {yours}
      {theirs && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {theirs}
        </Typography.Text>
      )}
    </time>
  );
}
