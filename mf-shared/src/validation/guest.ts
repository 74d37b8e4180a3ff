import { array, boolean, number, object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { linkedinRule, requiredName } from './auth';
import { V } from './messages';

/** Genders of the guest form (spec section 3), in the spec's order. */
export const GUEST_GENDERS = ['Male', 'Female', 'Transgender', 'Non-Binary', 'Prefer Not To Say'] as const;
export type GuestGender = (typeof GUEST_GENDERS)[number];

export const GUEST_LIMITS = {
  HEADLINE_MAX: 140,
  RATING_MIN: 0.5,
  RATING_MAX: 5,
} as const;

export const GUEST_MESSAGES = {
  GENDER: 'Please choose a valid gender',
  HEADLINE_MAX: `This field must be at most ${GUEST_LIMITS.HEADLINE_MAX} characters`,
  DESCRIPTION_MAX: `This field must be at most ${LIMITS.DESCRIPTION_MAX} characters`,
} as const;

const requiredText = () => string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255);
const optionalLongText = () =>
  string().trim().max(LIMITS.DESCRIPTION_MAX, GUEST_MESSAGES.DESCRIPTION_MAX).nullable().optional();

/** A non-empty list of lookup ids ('Choose at least one'); form fields send them as `name[]`. */
const chosenIds = () =>
  array(number().typeError(V.CHOOSE_ONE).integer(V.CHOOSE_ONE).positive(V.CHOOSE_ONE).required(V.CHOOSE_ONE))
    .typeError(V.CHOOSE_ONE)
    .required(V.CHOOSE_ONE)
    .min(1, V.CHOOSE_ONE)
    .max(100, V.CHOOSE_ONE);

/**
 * The guest form (spec sections 3 and 5), shared by the expert's guests, a journalist's private
 * contacts and their CSV imports, in the browser and on the server. Files (avatar, company logo)
 * are checked where they arrive; a visible company logo is required there.
 */
export const guestSchema = object({
  first_name: requiredName(),
  last_name: requiredName(),
  gender: string().required(V.REQUIRED).oneOf(GUEST_GENDERS, GUEST_MESSAGES.GENDER),
  title: requiredText(),
  headline: string().trim().max(GUEST_LIMITS.HEADLINE_MAX, GUEST_MESSAGES.HEADLINE_MAX).nullable().optional(),
  company_name: requiredName(),
  linkedin: linkedinRule(),
  country: chosenIds(),
  expertise: chosenIds(),
  available: chosenIds(),
  languages: array(number().typeError(V.CHOOSE_ONE).integer(V.CHOOSE_ONE).positive(V.CHOOSE_ONE).required())
    .typeError(V.CHOOSE_ONE)
    .max(100, V.CHOOSE_ONE)
    .default([]),
  description: string()
    .trim()
    .required(V.REQUIRED)
    .min(LIMITS.DESCRIPTION_MIN, V.MIN_100)
    .max(LIMITS.DESCRIPTION_MAX, GUEST_MESSAGES.DESCRIPTION_MAX),
  rating: number()
    .typeError(V.RATING)
    .required(V.REQUIRED)
    .min(GUEST_LIMITS.RATING_MIN, V.RATING_MIN)
    .max(GUEST_LIMITS.RATING_MAX, V.RATING)
    .test('half-steps', V.RATING, (value) => value === undefined || Number.isInteger(value * 2))
    .default(LIMITS.RATING_DEFAULT),
  is_company_logo_visible: boolean().default(false),
  is_company_description_visible: boolean().default(false),
  guest_company_description: optionalLongText().when('is_company_description_visible', {
    is: true,
    then: (rule) => rule.required(V.REQUIRED),
  }),
  manager_company_description: optionalLongText(),
});

export type GuestInput = InferType<typeof guestSchema>;

/** Video links a guest's media shows as embeds: YouTube and Vimeo pages (spec: "Embed video"). */
export const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
];

export const guestVideoSchema = object({
  url: string()
    .trim()
    .required(V.REQUIRED)
    .max(LIMITS.STRING_MAX, V.MAX_255)
    .url(V.URL)
    .test('video-host', V.URL, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname.toLowerCase());
      } catch {
        return false;
      }
    }),
});

/** POST /contacts: a directory guest to keep. */
export const contactSaveSchema = object({
  guest_id: number()
    .typeError(V.REQUIRED)
    .required(V.REQUIRED)
    .integer(V.REQUIRED)
    .positive(V.REQUIRED)
    .max(2147483647, V.REQUIRED),
});

/** Images, videos and rows a guest (or a private contact) may have. */
export const GUEST_MEDIA_LIMITS = { IMAGES_MAX: 12, VIDEOS_MAX: 10 } as const;

/**
 * How many guests an expert account, and private contacts a journalist, may keep: the numbers are
 * the API's settings (GUESTS_PER_ACCOUNT_MAX, PRIVATE_CONTACTS_MAX), the words are these.
 */
export const ACCOUNT_CAP_MESSAGES = {
  GUESTS: (max: number) => `An account can keep at most ${max} guests. Remove some before adding more.`,
  PRIVATE_CONTACTS: (max: number) => `You can keep at most ${max} private contacts. Remove some before adding more.`,
} as const;
