import { array, boolean, number, object, string, type InferType } from 'yup';
import { isTimeZone } from './events';
import { V } from './messages';

/** Source requests (issue 27): what a journalist needs by a deadline, and the experts' pitches. */

export const REQUEST_MEDIA = [
  { value: 'print', label: 'Print' },
  { value: 'online', label: 'Online' },
  { value: 'tv', label: 'TV' },
  { value: 'radio', label: 'Radio' },
  { value: 'podcast', label: 'Podcast' },
  { value: 'event', label: 'Event' },
] as const;
export type RequestMedium = (typeof REQUEST_MEDIA)[number]['value'];

export const REQUEST_FORMATS = [
  { value: 'written', label: 'Written quote' },
  { value: 'phone', label: 'Phone' },
  { value: 'video', label: 'Video' },
  { value: 'in_person', label: 'In person' },
] as const;
export type RequestFormat = (typeof REQUEST_FORMATS)[number]['value'];

export const REQUEST_STATUSES = ['open', 'closed'] as const;
export const PITCH_STATUSES = [
  'pitched',
  'shortlisted',
  'declined',
  'interview_requested',
  'withdrawn',
  'closed',
] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];
export const REQUEST_ALERT_FREQUENCIES = ['immediate', 'daily'] as const;

export const REQUEST_LIMITS = {
  SUMMARY_MAX: 140,
  DETAILS_MAX: 5_000,
  /** The stored HTML of the details may be longer than its text; this caps the markup. */
  DETAILS_HTML_MAX: 20_000,
  OUTLET_MAX: 120,
  ANSWER_MAX: 2_000,
  ANSWER_HTML_MAX: 10_000,
  DECLINE_NOTE_MAX: 500,
  MAX_PITCHES_MAX: 100,
  /** The deadline must be at least this far ahead when set. */
  DEADLINE_LEAD_MS: 60 * 60_000,
  /** Requests one journalist account may post per day; pitches one expert account may send per day. */
  POSTS_PER_DAY: 10,
  PITCHES_PER_DAY: 30,
  IDS_MAX: 100,
} as const;

export const REQUEST_MESSAGES = {
  SUMMARY_MAX: `The summary may be at most ${REQUEST_LIMITS.SUMMARY_MAX} characters`,
  DETAILS_MAX: `The details may be at most ${REQUEST_LIMITS.DETAILS_MAX.toLocaleString('en-US')} characters`,
  EXPERTISE_REQUIRED: 'Choose at least one expertise',
  MEDIUM: 'Choose a medium',
  FORMAT: 'Choose a format',
  DEADLINE_INVALID: 'Enter a valid deadline',
  DEADLINE_TOO_SOON: 'The deadline must be at least one hour from now',
  TIME_ZONE: 'Choose a valid time zone',
  OUTLET_REQUIRED: 'Name the outlet or choose "Anonymous outlet"',
  OUTLET_MAX: `The outlet name may be at most ${REQUEST_LIMITS.OUTLET_MAX} characters`,
  MAX_PITCHES: `The cap on pitches must be a whole number from 1 to ${REQUEST_LIMITS.MAX_PITCHES_MAX}`,
  ANSWER_MAX: `The answer may be at most ${REQUEST_LIMITS.ANSWER_MAX.toLocaleString('en-US')} characters`,
  DECLINE_NOTE_MAX: `The note may be at most ${REQUEST_LIMITS.DECLINE_NOTE_MAX} characters`,
  FREQUENCY: 'Choose immediate or daily',
  ANONYMOUS_OUTLET: 'Anonymous outlet',
  ONLY_JOURNALISTS: 'Only approved journalists can post requests',
  ONLY_EXPERTS: 'Only active experts can pitch',
  NOT_FOUND: 'Request not found',
  PITCH_NOT_FOUND: 'Pitch not found',
  CLOSED: 'This request is closed',
  PAST_DEADLINE: 'The deadline for this request has passed',
  CAP_REACHED: 'This request has all the pitches it takes',
  ALREADY_PITCHED: 'This guest has already pitched for this request',
  GUEST_NOT_ELIGIBLE: 'Choose one of your published guests',
  PITCH_LOCKED: 'This pitch can no longer be changed',
  PITCH_NOT_ON_REQUEST: 'This pitch is not for this guest on one of your requests',
  POSTED: 'Request posted',
  UPDATED: 'Request saved',
  CLOSED_BY_HAND: 'Request closed',
  PITCHED: 'Pitch sent',
  PITCH_UPDATED: 'Pitch saved',
  WITHDRAWN: 'Pitch withdrawn',
  SHORTLISTED: 'Pitch shortlisted',
  DECLINED: 'Pitch declined',
  ALERTS_SAVED: 'Request alerts saved',
  TOO_MANY_POSTS: `You can post at most ${REQUEST_LIMITS.POSTS_PER_DAY} requests a day; please try again later`,
  TOO_MANY_PITCHES: `You can send at most ${REQUEST_LIMITS.PITCHES_PER_DAY} pitches a day; please try again later`,
} as const;

/** The length of the text a reader sees in stored HTML (tags dropped, entities as one character). */
export function htmlTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_')
    .trim().length;
}

const ids = () =>
  array(number().typeError(V.CHOOSE_ONE).integer(V.CHOOSE_ONE).positive(V.CHOOSE_ONE).required(V.CHOOSE_ONE))
    .typeError(V.CHOOSE_ONE)
    .max(REQUEST_LIMITS.IDS_MAX, V.CHOOSE_ONE);

/** The deadline stored before an edit (`context.stored.deadline`): left as it was, it is not refused. */
type Stored = { stored?: { deadline?: string | null } };

/** A source request (POST /requests, PUT /requests/{id}). */
export const sourceRequestSchema = object({
  summary: string().trim().required(V.REQUIRED).max(REQUEST_LIMITS.SUMMARY_MAX, REQUEST_MESSAGES.SUMMARY_MAX),
  details: string()
    .trim()
    .required(V.REQUIRED)
    .max(REQUEST_LIMITS.DETAILS_HTML_MAX, REQUEST_MESSAGES.DETAILS_MAX)
    .test('text-length', REQUEST_MESSAGES.DETAILS_MAX, (v) => htmlTextLength(v) <= REQUEST_LIMITS.DETAILS_MAX),
  expertise_ids: ids()
    .required(REQUEST_MESSAGES.EXPERTISE_REQUIRED)
    .typeError(REQUEST_MESSAGES.EXPERTISE_REQUIRED)
    .min(1, REQUEST_MESSAGES.EXPERTISE_REQUIRED),
  country_ids: ids().optional(),
  region_ids: ids().optional(),
  language_ids: ids().optional(),
  medium: string()
    .required(REQUEST_MESSAGES.MEDIUM)
    .oneOf(
      REQUEST_MEDIA.map((m) => m.value),
      REQUEST_MESSAGES.MEDIUM,
    ),
  format: string()
    .required(REQUEST_MESSAGES.FORMAT)
    .oneOf(
      REQUEST_FORMATS.map((f) => f.value),
      REQUEST_MESSAGES.FORMAT,
    ),
  deadline: string()
    .trim()
    .required(V.REQUIRED)
    .test('date', REQUEST_MESSAGES.DEADLINE_INVALID, (v) => !v || !Number.isNaN(Date.parse(v)))
    .test('ahead', REQUEST_MESSAGES.DEADLINE_TOO_SOON, function (v) {
      if (!v || Number.isNaN(Date.parse(v))) return true;
      const stored = (this.options.context as Stored | undefined)?.stored?.deadline;
      if (stored && Date.parse(stored) === Date.parse(v)) return true;
      return Date.parse(v) >= Date.now() + REQUEST_LIMITS.DEADLINE_LEAD_MS - 60_000;
    }),
  time_zone: string()
    .trim()
    .required(REQUEST_MESSAGES.TIME_ZONE)
    .max(64, REQUEST_MESSAGES.TIME_ZONE)
    .test('zone', REQUEST_MESSAGES.TIME_ZONE, (v) => !v || isTimeZone(v)),
  anonymous_outlet: boolean().default(false),
  outlet_name: string()
    .trim()
    .max(REQUEST_LIMITS.OUTLET_MAX, REQUEST_MESSAGES.OUTLET_MAX)
    .nullable()
    .optional()
    .test('outlet', REQUEST_MESSAGES.OUTLET_REQUIRED, function (v) {
      return Boolean(this.parent.anonymous_outlet) || Boolean(v && v.trim());
    }),
  max_pitches: number()
    .typeError(REQUEST_MESSAGES.MAX_PITCHES)
    .integer(REQUEST_MESSAGES.MAX_PITCHES)
    .min(1, REQUEST_MESSAGES.MAX_PITCHES)
    .max(REQUEST_LIMITS.MAX_PITCHES_MAX, REQUEST_MESSAGES.MAX_PITCHES)
    .nullable()
    .optional(),
});
export type SourceRequestInput = InferType<typeof sourceRequestSchema>;

const answerRule = () =>
  string()
    .trim()
    .required(V.REQUIRED)
    .max(REQUEST_LIMITS.ANSWER_HTML_MAX, REQUEST_MESSAGES.ANSWER_MAX)
    .test('text-length', REQUEST_MESSAGES.ANSWER_MAX, (v) => htmlTextLength(v) <= REQUEST_LIMITS.ANSWER_MAX);

/** A pitch (POST /opportunities/{id}/pitches): one of the account's guests and a short answer. */
export const pitchSchema = object({
  guest_id: number().typeError(V.REQUIRED).required(V.REQUIRED).integer(V.REQUIRED).positive(V.REQUIRED),
  answer: answerRule(),
});
export type PitchInput = InferType<typeof pitchSchema>;

/** An edit of a pitch (PUT /pitches/{id}): the answer only. */
export const pitchEditSchema = object({ answer: answerRule() });
export type PitchEditInput = InferType<typeof pitchEditSchema>;

/** POST /pitches/{id}/decline: an optional note to the expert. */
export const pitchDeclineSchema = object({
  note: string().trim().max(REQUEST_LIMITS.DECLINE_NOTE_MAX, REQUEST_MESSAGES.DECLINE_NOTE_MAX).nullable().optional(),
});
export type PitchDeclineInput = InferType<typeof pitchDeclineSchema>;

/** PUT /profile/request-alerts: topics (empty = all my guests' expertise), how often, pause. */
export const requestAlertsSchema = object({
  expertise_ids: ids().required(V.REQUIRED).default([]),
  frequency: string()
    .required(REQUEST_MESSAGES.FREQUENCY)
    .oneOf([...REQUEST_ALERT_FREQUENCIES], REQUEST_MESSAGES.FREQUENCY),
  paused: boolean().typeError(V.REQUIRED).required(V.REQUIRED),
});
export type RequestAlertsInput = InferType<typeof requestAlertsSchema>;
