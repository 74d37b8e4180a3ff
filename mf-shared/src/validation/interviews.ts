import { boolean, date, number, object, string } from 'yup';
import { LIMITS } from '../constants/limits';
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
  date_interview: date()
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
