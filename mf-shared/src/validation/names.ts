import { string } from 'yup';

export const NAME_HIDDEN_CHARACTERS = 'This field cannot contain invisible or text-direction characters';

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF): in a name they reorder or hide what lists and mails show.
 */
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/;

/** The one rule of every name (people, guests, contacts, invitees, companies, organisers): trimmed text without hidden characters. */
export const nameRule = () =>
  string()
    .trim()
    .test('visible-name', NAME_HIDDEN_CHARACTERS, (value) => !value || !HIDDEN.test(value));
