import { LIMITS } from 'mf-shared/limits';
import { integerSchema as integer, nullableTextSchema as nullableText, textSchema as text } from '../../lib/schemas';
import { suggestedGuestSchema } from '../content/content.schemas';

// The JSON on the wire of the events resource (issue 16). Pages read these shapes; keep them in
// step with events.routes.ts's summary at its top.

const kind = {
  type: 'string',
  enum: ['event', 'story_idea'],
  description: 'event: a background briefing; story_idea: made with the form opened with ?tab=posts',
} as const;
const type = {
  type: 'string',
  enum: ['event', 'post'],
  description: 'The same as kind, in the words of ?type=',
} as const;
const embargo = {
  embargoed: { type: 'boolean', description: 'True while embargo_until is in the future (computed at read time)' },
  embargo_until: { ...nullableText, description: 'ISO date-time; null: no embargo' },
} as const;

/** A registrant's own registration, on the event read of a signed-in journalist (null otherwise). */
export const registrationSchema = {
  type: ['object', 'null'],
  required: ['registered_at', 'embargo_acknowledged_at'],
  properties: { registered_at: text, embargo_acknowledged_at: nullableText },
} as const;

/** One related item (content[]): a news item, a blog post or an event that still exists. */
export const relatedSchema = {
  type: 'object',
  required: ['type', 'id', 'title', 'slug'],
  properties: {
    type: { type: 'string', enum: ['news', 'blog', 'event'] },
    id: integer,
    title: text,
    slug: text,
    key: { type: 'string', description: 'The value content[] takes: `news:12`, `blog:3` or `event:7`' },
  },
} as const;

/** Owner only: set while a moderator hides the item (issue 26); nobody else is shown it then. */
const hiddenProperties = {
  hidden_at: { ...nullableText, description: 'Owner only: when a moderator hid it (no public list or page shows it)' },
  hidden_reason: { ...nullableText, description: 'Owner only: the moderator’s reason' },
} as const;

/**
 * GET /events/{id}: the whole event for its owner account and, once any embargo has lifted, for
 * everyone; while embargoed, the public gets only the properties marked (E).
 */
export const eventDetailSchema = {
  type: 'object',
  required: [
    'id',
    'kind',
    'type',
    'slug',
    'heading',
    'start_date',
    'start_time',
    'organised_by',
    'embargoed',
    'embargo_until',
  ],
  properties: {
    id: { ...integer, description: '(E)' },
    kind: { ...kind, description: '(E)' },
    type: { ...type, description: '(E)' },
    slug: { ...text, description: '(E)' },
    heading: { ...text, description: '(E)' },
    start_date: { ...nullableText, description: '(E) YYYY-MM-DD' },
    start_time: { ...nullableText, description: '(E) HH:mm:ss' },
    time_zone: { ...nullableText, description: '(E) IANA zone the dates and times are written in' },
    organised_by: { ...nullableText, description: '(E)' },
    ...embargo,
    is_owner: { type: 'boolean', description: '(E) the viewer’s account owns it' },
    registration: registrationSchema,
    header_image: nullableText,
    header_image_type: {
      type: ['string', 'null'],
      enum: ['image', 'video', null],
      description: 'What header_image is (an mp4 is a video), from the type read from its content when received',
    },
    header_image_json: {
      type: 'array',
      items: { type: 'object', required: ['url'], properties: { url: text } },
    },
    description: { type: 'string', description: 'Cleaned HTML' },
    end_date: nullableText,
    end_time: nullableText,
    all_day: { type: 'integer', enum: [0, 1] },
    location: nullableText,
    phone_number: nullableText,
    email: nullableText,
    signups_url: nullableText,
    created_at: text,
    updated_at: text,
    medias: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'file', 'type'],
        properties: { id: integer, file: text, type: { type: 'string', enum: ['image', 'video'] } },
      },
    },
    guests: { type: 'array', items: suggestedGuestSchema },
    industries: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: text } } },
    content: { type: 'array', items: relatedSchema },
    registrants_count: { ...integer, description: 'Owner only' },
    ...hiddenProperties,
  },
} as const;

const listItemProperties = {
  id: integer,
  kind,
  type,
  slug: text,
  heading: text,
  header_image: { ...nullableText, description: 'null while embargoed (public lists)' },
  start_date: nullableText,
  end_date: { ...nullableText, description: 'null while embargoed (public lists)' },
  start_time: nullableText,
  end_time: { ...nullableText, description: 'null while embargoed (public lists)' },
  all_day: { type: 'integer', enum: [0, 1] },
  time_zone: nullableText,
  location: { ...nullableText, description: 'null while embargoed (public lists)' },
  organised_by: nullableText,
  created_at: text,
  updated_at: text,
  ...embargo,
} as const;

/** GET /events/list: published events or story ideas, as anyone may see them. */
export const publicEventItemSchema = {
  type: 'object',
  required: Object.keys(listItemProperties),
  properties: listItemProperties,
} as const;

/** A suggested guest as the owner's list names them. */
const listedGuestSchema = {
  type: 'object',
  required: ['guest_id', 'first_name', 'last_name', 'avatar'],
  properties: { guest_id: integer, first_name: text, last_name: text, avatar: nullableText },
} as const;

/**
 * GET /events: one of the account's own events or story ideas, with its registrations, its
 * industries (topics) and its suggested guests.
 */
export const ownEventItemSchema = {
  type: 'object',
  required: [...Object.keys(listItemProperties), 'registrants_count', 'questions_count', 'industries', 'guests'],
  properties: {
    ...listItemProperties,
    registrants_count: integer,
    questions_count: integer,
    industries: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: text } } },
    guests: { type: 'array', items: listedGuestSchema },
    ...hiddenProperties,
  },
} as const;

export const registrantSchema = {
  type: 'object',
  required: ['id', 'user_id', 'name', 'publication', 'registered_at', 'acknowledged_at'],
  properties: {
    id: integer,
    user_id: integer,
    name: text,
    publication: { ...nullableText, description: 'The journalist’s company_name' },
    registered_at: text,
    acknowledged_at: { ...nullableText, description: 'When the embargo was acknowledged' },
  },
} as const;

export const questionSchema = {
  type: 'object',
  required: ['id', 'question', 'created_at', 'mine', 'asked_by'],
  properties: {
    id: integer,
    question: text,
    created_at: text,
    mine: { type: 'boolean' },
    asked_by: {
      type: 'object',
      required: ['user_id', 'name', 'publication'],
      properties: { user_id: integer, name: text, publication: nullableText },
    },
  },
} as const;

const ids = (what: string) => ({
  type: 'array',
  items: integer,
  maxItems: LIMITS.LIST_MAX,
  description: `${what}: sent as name[] values (or as JSON text under the plain name, \`[]\` clears)`,
});
const strings = (what: string) => ({
  type: 'array',
  items: text,
  maxItems: LIMITS.LIST_MAX,
  description: `${what}: sent as name[] values (or as JSON text under the plain name, \`[]\` clears)`,
});
const binary = (description: string) => ({ type: 'string', format: 'binary', description });

/**
 * The multipart form of POST /events and its updates (spec section 7). On an update every field
 * is optional: what is not sent is kept.
 */
export const eventFormSchema = {
  type: 'object',
  properties: {
    kind: { ...kind, default: 'event' },
    type: { ...type, description: 'Alternative to kind: post = story_idea' },
    heading: { type: 'string', maxLength: LIMITS.STRING_MAX },
    header_image: binary(
      'At least 1000 px wide, 16:9 (±2%), jpeg, jpg, png, gif or mp4 (read from the content), up to 20MB',
    ),
    description: { type: 'string', description: 'HTML, cleaned before it is stored' },
    start_date: { type: 'string', format: 'date', description: 'YYYY-MM-DD, not in the past' },
    end_date: { type: 'string', format: 'date', description: 'YYYY-MM-DD, not before start_date' },
    start_time: { type: 'string', description: 'HH:mm' },
    end_time: { type: 'string', description: 'HH:mm' },
    all_day: { type: 'string', enum: ['0', '1', 'true', 'false'] },
    time_zone: { type: 'string', description: 'IANA zone of the dates and times (default UTC)' },
    embargo_until: { type: 'string', format: 'date-time', description: 'Optional; not in the past' },
    location: { type: 'string', maxLength: LIMITS.STRING_MAX },
    organised_by: { type: 'string', maxLength: LIMITS.STRING_MAX },
    phone_number: { type: 'string' },
    email: { type: 'string', format: 'email' },
    signups_url: { type: 'string', format: 'uri' },
    'medias[]': {
      type: 'array',
      items: binary('A gallery file: jpeg, png, gif or mp4, up to 20MB; its type is read from the content'),
      description: `Gallery files, ${LIMITS.LIST_MAX} at most in all; on an update they are added`,
    },
    'remove_medias[]': ids('Update only: ids of gallery files to remove'),
    'guests[]': ids('The account’s own guests suggested as experts'),
    'industries[]': strings('Industry names'),
    'content[]': strings('Related content: `news:12`, `blog:3` or `event:7`'),
  },
} as const;

export const registerBodySchema = {
  type: 'object',
  properties: {
    embargo_acknowledged: {
      type: 'boolean',
      description: 'Required (true) while the briefing’s embargo_until is in the future',
    },
  },
} as const;

export const questionBodySchema = {
  type: 'object',
  required: ['question'],
  properties: { question: { type: 'string', maxLength: LIMITS.DESCRIPTION_MAX - 1 } },
} as const;
