import type { RequestFormat, RequestMedium } from 'mf-shared/validation';
import type { PitchStatus } from './types';

// The words here are the shared rules' (REQUEST_MEDIA, REQUEST_FORMATS), typed against them but not
// imported: this index is read by the shell's bell and the expert's menu badge, which must not load yup.

/** How each medium and format reads (the values are the API's). */
export const MEDIUM_LABELS: Record<RequestMedium, string> = {
  print: 'Print',
  online: 'Online',
  tv: 'TV',
  radio: 'Radio',
  podcast: 'Podcast',
  event: 'Event',
};

export const FORMAT_LABELS: Record<RequestFormat, string> = {
  written: 'Written quote',
  phone: 'Phone',
  video: 'Video',
  in_person: 'In person',
};

export const mediumLabel = (value: string) => MEDIUM_LABELS[value as RequestMedium] ?? value;
export const formatLabel = (value: string) => FORMAT_LABELS[value as RequestFormat] ?? value;

/** A pitch's outcome as both sides read it. */
export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  pitched: 'Pitched',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  interview_requested: 'Interview requested',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

export const PITCH_STATUS_COLORS: Record<PitchStatus, string> = {
  pitched: 'blue',
  shortlisted: 'green',
  declined: 'default',
  interview_requested: 'purple',
  withdrawn: 'default',
  closed: 'default',
};

/**
 * Time left to a deadline, as a countdown reads it: "2 d 4 h", "3 h 05 min", "12 min", "Closed"
 * once passed.
 */
export function timeLeft(deadline: string | Date, now: Date = new Date()): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return 'Closed';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(mins).padStart(2, '0')} min`;
  return minutes > 0 ? `${mins} min` : 'under a minute';
}

/** "1 h 30 min" from minutes; "—" when unknown. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  return `${Math.round(h / 24)} d`;
}

/** Can a pitch still be edited or withdrawn: the request open, its deadline ahead, not yet decided. */
export function pitchEditable(pitch: { status: PitchStatus }, deadline: string, now: Date = new Date()): boolean {
  return (pitch.status === 'pitched' || pitch.status === 'shortlisted') && new Date(deadline) > now;
}
