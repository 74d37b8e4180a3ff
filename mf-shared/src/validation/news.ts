import { array, number, object, string } from 'yup';
import { LIMITS } from '../constants/limits';
import { V } from './messages';

/** Ids are 32-bit integers in the database: a larger number names nothing. */
const ids = () =>
  array(number().typeError(V.CHOOSE_ONE).integer().positive(V.CHOOSE_ONE).max(2_147_483_647, V.CHOOSE_ONE).required());

/** A news item (spec section 5): title, text and link by the shared rules, at least one expertise. */
export const newsSchema = object({
  title: string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255),
  text: string().trim().required(V.REQUIRED).max(100_000, 'This field must be at most 100000 characters'),
  link: string().trim().url(V.URL).max(LIMITS.STRING_MAX, V.MAX_255).optional(),
  expertise: ids().typeError(V.CHOOSE_ONE).required(V.CHOOSE_ONE).min(1, V.CHOOSE_ONE),
  guest_id: ids().typeError(V.CHOOSE_ONE).default([]),
});
