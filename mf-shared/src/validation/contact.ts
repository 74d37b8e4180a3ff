import { object, string } from 'yup';
import { LIMITS } from '../constants/limits';
import { V } from './messages';
import { emailRule, requiredName } from './auth';

export const CAPTCHA_MISSING = 'Please verify the reCAPTCHA!';

/** The contact form (spec section 5): name and email required, a question under 510 characters. */
export const contactSchema = object({
  name: requiredName(),
  email: emailRule(),
  question: string()
    .trim()
    .required(V.REQUIRED)
    .max(LIMITS.DESCRIPTION_MAX - 1, V.MAX_510),
  captcha: string().optional(),
});
