// The interview pages' parts, shared by the journalist and expert apps (antd, dayjs time zones):
// a separate entry so the shell's countdown, which imports the entity, never loads them.
export { CalendarFeedButton } from './CalendarFeedButton';
export { InterviewActions, type InterviewActionsProps } from './InterviewActions';
export { DRAWER_PARAM, useOpenInterview } from './openInterview';
export { GuestCell, guestName, InterviewTime, otherZone, StatusTag, type InterviewSide } from './InterviewParts';
export { InterviewsWorkspace, type InterviewsWorkspaceProps, type InterviewViewTab } from './InterviewsWorkspace';
export { INTERVIEW_STATUS_TAGS, statusLabel } from '../status';
export { imageSrc, httpUrl } from '../../../format/links';
export { dayIn, knownZone, twoLocalTimes, viewerTimeZone, zoneCity, type TwoLocalTimes } from '../time';
