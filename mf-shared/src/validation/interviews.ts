import { boolean, number, object, string } from 'yup';
import { LIMITS } from '../constants/limits';
import { calendarDate } from './dates';
import { V } from './messages';

export const PAST_DATE = 'Date cannot be in the past';

/** An email template (spec section 7 payload: title, content). */
export const emailTemplateSchema = object({
  title: string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255),
  content: string().trim().required(V.REQUIRED).max(20_000, 'This field must be at most 20000 characters'),
});

/**
 * The interview invitation (spec sections 3 and 5): template and date required, the date not in
 * the past, a title when the message is also saved as a new template.
 */
export const invitationSchema = object({
  guest_id: number().typeError(V.REQUIRED).required(V.REQUIRED).integer(),
  email_template_id: number().typeError(V.REQUIRED).required(V.REQUIRED).integer(),
  date_interview: calendarDate()
    .typeError(V.REQUIRED)
    .required(V.REQUIRED)
    .test('not-past', PAST_DATE, (value) => !value || value.getTime() >= Date.now() - 60_000),
  comment: string().trim().max(20_000, 'This field must be at most 20000 characters').optional(),
  is_a_new_temp: boolean().default(false),
  newTempTitle: string()
    .trim()
    .when('is_a_new_temp', {
      is: true,
      then: (s) => s.required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255),
      otherwise: (s) => s.optional().strip(),
    }),
});

const LONG_TEXT_MAX = 20_000;
const tooLong = (max: number) => `This field must be at most ${max} characters`;

/** A reschedule (POST /interview/update/{id}): a new date not in the past, or a message, or both. */
export const rescheduleSchema = object({
  date_interview: calendarDate()
    .typeError(V.REQUIRED)
    .optional()
    .test('not-past', PAST_DATE, (value) => !value || value.getTime() >= Date.now() - 60_000)
    .test('date-or-message', V.REQUIRED, function (value) {
      return Boolean(value) || Boolean((this.parent as { message?: string }).message);
    }),
  message: string().trim().max(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX)).optional(),
  time_zone: string().trim().max(64, tooLong(64)).optional(),
});

export const INTERVIEW_NOTE_MAX = 5_000;

/** A note only its writer reads (POST /interview/add-note/{id}). */
export const interviewNoteSchema = object({
  note: string().trim().required(V.REQUIRED).max(INTERVIEW_NOTE_MAX, tooLong(INTERVIEW_NOTE_MAX)),
});

/** Where a done interview was published (POST /interview/published-link/{id}): a web page only. */
export const publishedLinkSchema = object({
  published_link: string()
    .trim()
    .required(V.REQUIRED)
    .max(512, tooLong(512))
    .url(V.URL)
    .matches(/^https?:\/\//i, V.URL),
});
