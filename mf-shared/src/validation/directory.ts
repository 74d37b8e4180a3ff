import { array, number, object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { GUEST_GENDERS } from './guest';
import { V } from './messages';

/** The guest directory's search (POST /api/v1/search-guest, issue 13): every field optional. */
export const DIRECTORY_SORTS = ['relevance', 'name', 'rating', 'newest'] as const;
export const DIRECTORY_DIRECTIONS = ['asc', 'desc'] as const;
export const DIRECTORY_PAGE_SIZES = [5, 10, 15] as const;
export const DIRECTORY_GENDERS = GUEST_GENDERS;

export const DIRECTORY_MESSAGES = {
  SORT: 'Please choose a valid sort',
  DIRECTION: 'Please choose a valid direction',
  PER_PAGE: 'Please choose 5, 10 or 15 results per page',
  PAGE: 'Please choose a valid page',
  GENDER: 'Please choose a valid gender',
  IDS: 'Please choose valid options',
} as const;

/** A list of ids of one lookup (expertise, country, media region, language): at most 100. */
const ids = () =>
  array(
    number()
      .typeError(DIRECTORY_MESSAGES.IDS)
      .integer(DIRECTORY_MESSAGES.IDS)
      .positive(DIRECTORY_MESSAGES.IDS)
      .required(DIRECTORY_MESSAGES.IDS),
  )
    .typeError(DIRECTORY_MESSAGES.IDS)
    .max(100, DIRECTORY_MESSAGES.IDS)
    .optional();

export const directorySearchSchema = object({
  search: string().trim().max(LIMITS.STRING_MAX, V.MAX_255).optional(),
  expertise: ids(),
  country: ids(),
  available: ids(),
  language: ids(),
  gender: array(string().oneOf(DIRECTORY_GENDERS, DIRECTORY_MESSAGES.GENDER).required(DIRECTORY_MESSAGES.GENDER))
    .typeError(DIRECTORY_MESSAGES.GENDER)
    .max(DIRECTORY_GENDERS.length, DIRECTORY_MESSAGES.GENDER)
    .optional(),
  /** The lowest rating wanted: 0 to 5 in half steps. */
  rating: number()
    .typeError(V.RATING)
    .min(0, V.RATING)
    .max(5, V.RATING)
    .test('half-steps', V.RATING, (value) => value === undefined || Number.isInteger(value * 2))
    .optional(),
  sort: string().oneOf(DIRECTORY_SORTS, DIRECTORY_MESSAGES.SORT).optional(),
  direction: string().oneOf(DIRECTORY_DIRECTIONS, DIRECTORY_MESSAGES.DIRECTION).optional(),
  page: number()
    .typeError(DIRECTORY_MESSAGES.PAGE)
    .integer(DIRECTORY_MESSAGES.PAGE)
    .min(1, DIRECTORY_MESSAGES.PAGE)
    .max(10_000, DIRECTORY_MESSAGES.PAGE)
    .optional(),
  per_page: number()
    .typeError(DIRECTORY_MESSAGES.PER_PAGE)
    .integer(DIRECTORY_MESSAGES.PER_PAGE)
    .oneOf(DIRECTORY_PAGE_SIZES, DIRECTORY_MESSAGES.PER_PAGE)
    .optional(),
});

export type DirectorySearch = InferType<typeof directorySearchSchema>;
