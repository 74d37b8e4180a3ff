import {
  integerSchema as integer,
  namedSchema as named,
  nullableTextSchema as nullableText,
  textSchema as text,
} from '../../lib/schemas';

// JSON schemas of the public content as it goes on the wire (the public pages read every field).

export const reviewSchema = {
  type: 'object',
  required: ['id', 'author_name', 'author_title', 'rating', 'text'],
  properties: { id: integer, author_name: text, author_title: text, rating: integer, text },
} as const;

const newsSummaryProperties = {
  id: integer,
  slug: text,
  title: text,
  picture: nullableText,
  updated_at: text,
  author_id: integer,
  author: { type: 'string', description: 'The author’s full name' },
} as const;

export const newsSummarySchema = {
  type: 'object',
  required: ['id', 'slug', 'title', 'picture', 'updated_at', 'author_id', 'author', 'expertise', 'expertises'],
  properties: {
    ...newsSummaryProperties,
    expertise: { type: 'array', items: integer, description: 'Expertise ids' },
    expertises: { type: 'array', items: named },
  },
} as const;

/** A guest suggested on a public page, with the expert account offering them. */
export const suggestedGuestSchema = {
  type: 'object',
  required: ['guest_id', 'first_name', 'last_name', 'title', 'company_name', 'avatar', 'expert_id', 'expert_name'],
  properties: {
    guest_id: integer,
    first_name: text,
    last_name: text,
    title: text,
    company_name: text,
    avatar: nullableText,
    expert_id: integer,
    expert_name: text,
  },
} as const;

export const articleSchema = {
  type: 'object',
  required: [
    ...Object.keys(newsSummaryProperties),
    'text',
    'link',
    'picture_type',
    'expertise',
    'expertise_names',
    'guests',
  ],
  properties: {
    ...newsSummaryProperties,
    text: { type: 'string', description: 'Cleaned HTML' },
    link: nullableText,
    picture_type: { type: ['string', 'null'], enum: ['image', 'video', null] },
    expertise: { type: 'array', items: integer, description: 'Expertise ids' },
    expertise_names: { type: 'object', additionalProperties: text, description: 'Expertise id to name' },
    guests: { type: 'array', items: suggestedGuestSchema },
  },
} as const;

export const authorNewsExtras = {
  author: { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } },
  expertises: { type: 'array', items: named },
} as const;

const blogSummaryProperties = { id: integer, slug: text, blog_title: text, picture: nullableText, created_at: text };

export const blogSummarySchema = {
  type: 'object',
  required: [...Object.keys(blogSummaryProperties), 'expertise_id'],
  properties: { ...blogSummaryProperties, expertise_id: { type: ['integer', 'null'] } },
} as const;

export const blogPostSchema = {
  type: 'object',
  required: [...Object.keys(blogSummaryProperties), 'blog_description'],
  properties: { ...blogSummaryProperties, blog_description: { type: 'string', description: 'Cleaned HTML' } },
} as const;

const eventSummaryProperties = {
  id: integer,
  slug: text,
  heading: text,
  header_image: nullableText,
  start_date: nullableText,
  end_date: nullableText,
  location: nullableText,
  created_at: text,
};

export const eventSummarySchema = {
  type: 'object',
  required: Object.keys(eventSummaryProperties),
  properties: eventSummaryProperties,
} as const;

export const eventPageSchema = {
  type: 'object',
  required: [...Object.keys(eventSummaryProperties), 'kind', 'description', 'header_image_json', 'medias', 'guests'],
  properties: {
    ...eventSummaryProperties,
    kind: { type: 'string', enum: ['event', 'story_idea'] },
    description: { type: 'string', description: 'Cleaned HTML' },
    start_time: nullableText,
    end_time: nullableText,
    all_day: integer,
    organised_by: nullableText,
    phone_number: nullableText,
    email: nullableText,
    signups_url: nullableText,
    updated_at: text,
    header_image_json: {
      type: 'array',
      items: { type: 'object', required: ['url'], properties: { url: text } },
    },
    medias: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'type'],
        properties: { file: text, type: { type: 'string', enum: ['image', 'video'] } },
      },
    },
    guests: { type: 'array', items: suggestedGuestSchema },
    industries: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: text } } },
  },
} as const;
