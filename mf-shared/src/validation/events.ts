import { array, boolean, mixed, number, object, string } from 'yup';
import { LIMITS } from '../constants/limits';
import { V } from './messages';
import { PAST_DATE } from './interviews';
import { INVALID_DATE, isCalendarDate } from './dates';
import { nameRule } from './names';
import { emailText } from './auth';

/** The event form's own word for a missing field (spec section 5: 'Required'). */
const REQUIRED = V.REQUIRED_SHORT;

export const EVENT_KINDS = ['event', 'story_idea'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const END_BEFORE_START = 'The end date cannot be before the start date';
export const END_TIME_BEFORE_START = 'The end time cannot be before the start time';
export const INVALID_TIME = 'Enter a valid time';
export const INVALID_TIME_ZONE = 'Choose a valid time zone';
export const EMBARGO_ACK_REQUIRED = 'Please acknowledge the embargo before registering';

/** Ids are 32-bit integers in the database. */
const MAX_ID = 2_147_483_647;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** True for an IANA zone name the runtime knows (Europe/Paris, Asia/Singapore, UTC…). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today as YYYY-MM-DD in `zone` (UTC when unset or unknown). */
export function todayIn(zone?: string | null, now = new Date()): string {
  const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The values stored before an edit (`context.stored`): a date the edit leaves as it was is not
 * refused for being past, so an old event can still be corrected.
 */
type Stored = { stored?: Partial<Record<'start_date' | 'end_date' | 'embargo_until', string | null>> };

const validDate = (value: string) => DATE.test(value) && isCalendarDate(value);

const eventDate = (name: 'start_date' | 'end_date', required: (kind: EventKind) => boolean) =>
  string()
    .trim()
    .when('kind', ([kind], s) => (required(kind ?? 'event') ? s.required(REQUIRED) : s.optional()))
    .test('date', INVALID_DATE, (value) => !value || validDate(value))
    .test('not-past', PAST_DATE, function (value) {
      if (!value || !validDate(value)) return true;
      if ((this.options.context as Stored | undefined)?.stored?.[name] === value) return true;
      return value >= todayIn(this.parent.time_zone);
    });

/** A boolean sent as text by a form ('1', '0', 'true', 'false', 'on'). */
const flag = () =>
  boolean()
    .transform((value, original) =>
      typeof original === 'string' ? ['1', 'true', 'on'].includes(original.trim().toLowerCase()) : value,
    )
    .default(false);

/**
 * A background-briefing event or a story idea (spec sections 3 and 5; story ideas are made with
 * the same form opened with `?tab=posts`, sent as `kind: 'story_idea'`). 'Required' on heading,
 * header_image, description, the dates, location and signups_url; dates not in the past (in the
 * event's time zone). A story idea is held nowhere: its location and signups_url are optional.
 * `header_image` is the file (or, on an edit, the address of the one kept).
 */
export const eventSchema = object({
  kind: string().oneOf(EVENT_KINDS, 'Choose event or story_idea').default('event'),
  heading: string().trim().required(REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255),
  header_image: mixed().test('required', REQUIRED, (value) => value !== undefined && value !== null && value !== ''),
  description: string().trim().required(REQUIRED).max(100_000, 'This field must be at most 100000 characters'),
  time_zone: string()
    .trim()
    .max(64, 'This field must be at most 64 characters')
    .test('zone', INVALID_TIME_ZONE, (value) => !value || isTimeZone(value))
    .optional(),
  start_date: eventDate('start_date', () => true),
  end_date: eventDate('end_date', () => true).test('after-start', END_BEFORE_START, function (value) {
    const start = this.parent.start_date as string | undefined;
    return !value || !start || !validDate(value) || !validDate(start) || value >= start;
  }),
  all_day: flag(),
  start_time: string()
    .trim()
    .test('time', INVALID_TIME, (value) => !value || TIME.test(value))
    .optional(),
  end_time: string()
    .trim()
    .test('time', INVALID_TIME, (value) => !value || TIME.test(value))
    .test('after-start', END_TIME_BEFORE_START, function (value) {
      const { start_time: start, start_date: from, end_date: to, all_day: allDay } = this.parent;
      if (!value || !start || allDay || !TIME.test(value) || !TIME.test(start) || from !== to) return true;
      return value.slice(0, 5) >= start.slice(0, 5);
    })
    .optional(),
  location: string()
    .trim()
    .max(LIMITS.STRING_MAX, V.MAX_255)
    .when('kind', ([kind], s) => (kind === 'story_idea' ? s.optional() : s.required(REQUIRED))),
  organised_by: nameRule().max(LIMITS.STRING_MAX, V.MAX_255).optional(),
  phone_number: string()
    .trim()
    .matches(/^\+?[0-9 ()-]{5,31}$/, { message: V.PHONE, excludeEmptyString: true })
    .optional(),
  email: emailText().max(LIMITS.STRING_MAX, V.MAX_255).optional(),
  signups_url: string()
    .trim()
    .url(V.URL)
    .max(512, 'This field must be at most 512 characters')
    .when('kind', ([kind], s) => (kind === 'story_idea' ? s.optional() : s.required(REQUIRED))),
  /** Until then the public page shows only the heading, start and organiser (ISO date-time). */
  embargo_until: string()
    .trim()
    .test('datetime', INVALID_DATE, (value) => !value || isCalendarDate(value))
    .test('not-past', PAST_DATE, function (value) {
      if (!value || Number.isNaN(Date.parse(value))) return true;
      if ((this.options.context as Stored | undefined)?.stored?.embargo_until === value) return true;
      return Date.parse(value) >= Date.now() - 60_000;
    })
    .optional(),
  guests: array(number().typeError(V.CHOOSE_ONE).integer().positive(V.CHOOSE_ONE).max(MAX_ID, V.CHOOSE_ONE).required())
    .typeError(V.CHOOSE_ONE)
    .max(LIMITS.LIST_MAX, `Choose at most ${LIMITS.LIST_MAX}`)
    .default([]),
  industries: array(string().trim().required(REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255))
    .max(LIMITS.LIST_MAX, `Choose at most ${LIMITS.LIST_MAX}`)
    .default([]),
  /** Related content: `news:12`, `blog:3` or `event:7`. */
  content: array(
    string()
      .trim()
      .required(REQUIRED)
      .matches(/^(news|blog|event):[1-9]\d{0,8}$/, 'Choose existing news, blog posts or events'),
  )
    .max(LIMITS.LIST_MAX, `Choose at most ${LIMITS.LIST_MAX}`)
    .default([]),
});

export type EventInput = ReturnType<typeof eventSchema.cast>;

/** Registering for a briefing: the embargo acknowledgement, required while the embargo holds. */
export const briefingRegistrationSchema = object({
  embargo_acknowledged: boolean().default(false),
});

/** A question in advance from a registrant (spec section 5: under 510 characters). */
export const briefingQuestionSchema = object({
  question: string()
    .trim()
    .required(V.REQUIRED)
    .max(LIMITS.DESCRIPTION_MAX - 1, V.MAX_510),
});
