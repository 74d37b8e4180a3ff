// The API's routes as the front-end tests meet them, answered from the one data set (db.ts). Any
// origin: the path after /api/v1 is what names a route, as the API client's base URL ends in it.
import { http, HttpResponse } from 'msw';
import type { ApiAnswer, ApiBody, ApiPath } from '../../src/contract';
import { db } from './db';

/** One page of `rows`, all there are, as a list route answers it. */
const wholeList = <T>(rows: T[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: Math.max(rows.length, 10), total: rows.length },
});

/** The pattern of an API route, `{id}` written `:id` (msw's form): `route('/events/:id')`. */
export const route = (path: string) => `*/api/v1${path}`;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON answer typed by the contract: `answer<'/events/{id}'>({ data })`; `status` when not 200. */
export const answer = <P extends ApiPath, M extends Method = 'get', S extends number = 200>(
  body: ApiAnswer<P, M, S>,
  status?: S,
) => HttpResponse.json(body as Record<string, unknown>, { status: status ?? 200 });

/** The API's error body: `{ message, errors? }` with its status. */
export const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { message, errors } : { message }, { status });

const notFound = () => apiError(404, 'Not found');

export const handlers = [
  // Events: the public list, the public page, the reader's registration and questions in advance.
  http.get(route('/eventposts'), () =>
    answer<'/eventposts'>(
      wholeList(
        [...db.events.values()]
          .filter((e) => e.kind === 'event')
          .map((e) => ({
            id: e.id,
            slug: e.slug,
            heading: e.heading,
            header_image: e.header_image ?? null,
            start_date: e.start_date ?? null,
            end_date: e.end_date ?? null,
            location: e.location ?? null,
            created_at: '2027-04-01T08:00:00Z',
          })),
      ),
    ),
  ),
  http.get(route('/events/:id'), ({ params }) => {
    const event = db.events.get(Number(params.id));
    return event ? answer<'/events/{id}'>({ data: event }) : notFound();
  }),
  http.get(route('/events/:id/questions'), ({ params }) =>
    answer<'/events/{id}/questions'>({ data: db.eventQuestions.get(Number(params.id)) ?? [] }),
  ),
  http.post(route('/events/:id/register'), async ({ params, request }) => {
    const event = db.events.get(Number(params.id));
    if (!event) return notFound();
    const { embargo_acknowledged } = (await request.json()) as ApiBody<'/events/{id}/register'>;
    if (event.embargoed && !embargo_acknowledged)
      return apiError(422, 'Invalid', {
        embargo_acknowledged: ['Please acknowledge the embargo before registering'],
      });
    const now = new Date().toISOString();
    const registration = { registered_at: now, embargo_acknowledged_at: embargo_acknowledged ? now : null };
    db.events.set(event.id, { ...event, registration });
    return answer<'/events/{id}/register', 'post', 201>({ data: registration, message: 'Registered' }, 201);
  }),
  http.post(route('/events/:id/questions'), async ({ params, request }) => {
    const id = Number(params.id);
    if (!db.events.has(id)) return notFound();
    const { question } = (await request.json()) as ApiBody<'/events/{id}/questions'>;
    const questions = db.eventQuestions.get(id) ?? [];
    const asked = {
      id: questions.length + 1,
      question,
      mine: true,
      created_at: new Date().toISOString(),
      asked_by: { name: 'Jo Reporter', publication: null, user_id: 1 },
    };
    db.eventQuestions.set(id, [...questions, asked]);
    return answer<'/events/{id}/questions', 'post', 201>({ data: asked, message: 'Question sent' }, 201);
  }),

  // News: an article by id or slug; the footer's latest.
  http.get(route('/news/slug/:slug'), ({ params }) => {
    const article = db.news.find((a) => a.slug === params.slug);
    return article ? answer<'/news/slug/{slug}'>({ data: article }) : notFound();
  }),
  http.get(route('/news/:id'), ({ params }) => {
    const article = db.news.find((a) => a.id === Number(params.id));
    return article ? answer<'/news/{id}'>({ data: article }) : notFound();
  }),
  http.get(route('/news-block'), () => answer<'/news-block'>({ data: db.newsBlock })),
  http.get(route('/reviews'), () => answer<'/reviews'>({ data: db.reviews })),

  // The signed-in user's notifications and unread messages.
  http.get(route('/notifications'), () => answer<'/notifications'>(wholeList(db.notifications))),
  http.post(route('/notifications/read/:id'), ({ params }) => {
    const notification = db.notifications.find((n) => n.id === Number(params.id));
    if (!notification) return notFound();
    notification.read_at ??= new Date().toISOString();
    return HttpResponse.json({});
  }),
  http.get(route('/conversation/count-unread'), () =>
    answer<'/conversation/count-unread'>({ data: { count_unread: db.unreadMessages } }),
  ),

  // Question threads: the list, a thread page by page (page 1 the latest), reading and writing.
  http.get(route('/conversation'), () => answer<'/conversation'>({ data: db.conversations })),
  http.post(route('/conversation'), async ({ request }) => {
    const { guest_id, message } = (await request.json()) as ApiBody<'/conversation'>;
    const id = Math.max(0, ...db.threads.keys()) + 1;
    const chat = db.conversations.find((c) => c.guest?.id === guest_id);
    if (!chat) {
      const now = new Date().toISOString();
      db.threads.set(id, {
        chat: {
          id,
          subject: '',
          fullname: '',
          guest: { id: guest_id, name: '' },
          journalist: { id: 1, name: 'Jo Reporter' },
          created_at: now,
        },
        messages: [{ id: 1, type: 1, body: message, mine: true, read: false, created_at: now }],
        draft: null,
      });
    }
    return answer<'/conversation', 'post', 201>({ data: { id: chat?.id ?? id }, message: 'Question sent' }, 201);
  }),
  http.get(route('/conversation/:id'), ({ params, request }) => {
    const thread = db.threads.get(Number(params.id));
    if (!thread) return notFound();
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 30);
    const total = thread.messages.length;
    const end = total - (page - 1) * perPage;
    const messages = thread.messages.slice(Math.max(0, end - perPage), Math.max(0, end));
    return answer<'/conversation/{id}'>({
      data: { chat: thread.chat, messages, draft: thread.draft, total, page, per_page: perPage },
    });
  }),
  http.post(route('/conversation/:id/read'), ({ params }) => {
    const id = Number(params.id);
    db.conversations = db.conversations.map((c) =>
      c.id === id ? { ...c, unread_count: 0, is_read_last_message: true } : c,
    );
    return answer<'/conversation/{id}/read', 'post'>({ data: { count_unread: db.unreadMessages } });
  }),
  http.post(route('/conversation/:id/message'), async ({ params, request }) => {
    const thread = db.threads.get(Number(params.id));
    if (!thread) return notFound();
    const { message, type } = (await request.json()) as ApiBody<'/conversation/{id}/message'>;
    const sentMessage = {
      id: Math.max(0, ...thread.messages.map((m) => m.id)) + 1,
      type: type ?? 1,
      body: message,
      mine: true,
      read: false,
      created_at: new Date().toISOString(),
    };
    thread.messages = [...thread.messages, sentMessage];
    return answer<'/conversation/{id}/message', 'post'>({ data: sentMessage, message: 'Message sent' });
  }),

  // The lists a guest's fields choose from.
  ...(['/countries', '/expertises', '/available', '/languages'] as const).map((path) =>
    http.get(route(path), () => HttpResponse.json({ data: db.lookups[path] })),
  ),

  // Guests, and the journalist's saved contacts (and private contacts imported).
  http.get(route('/guests/:id'), ({ params }) => {
    const guest = db.guests.get(Number(params.id));
    return guest ? answer<'/guests/{id}'>({ data: guest }) : notFound();
  }),
  http.get(route('/contacts'), () => answer<'/contacts'>(wholeList(db.contacts))),
  http.get(route('/contacts/private/:id/media'), ({ params }) => {
    const media = db.contactMedia.get(Number(params.id));
    return media ? answer<'/contacts/private/{id}/media'>({ data: media }) : notFound();
  }),
  http.post(route('/contacts/private/:id/avatar'), async ({ params, request }) => {
    const media = db.contactMedia.get(Number(params.id));
    if (!media) return notFound();
    const avatar = (await request.formData()).get('avatar');
    const changed = { ...media, avatar: `https://cdn.example.com/contacts/${media.id}/${(avatar as File).name}` };
    db.contactMedia.set(media.id, changed);
    return answer<'/contacts/private/{id}/avatar', 'post'>({ data: changed });
  }),
  http.post(route('/contacts/private/:id/videos'), async ({ params, request }) => {
    const media = db.contactMedia.get(Number(params.id));
    if (!media) return notFound();
    const { url } = (await request.json()) as ApiBody<'/contacts/private/{id}/videos'>;
    const id = Math.max(0, ...media.videos.map((v) => v.id)) + 1;
    const changed = { ...media, videos: [...media.videos, { id, url }] };
    db.contactMedia.set(media.id, changed);
    return answer<'/contacts/private/{id}/videos', 'post'>({ data: changed });
  }),
  http.post(route('/contacts/private/:id/finish'), ({ params }) => {
    const id = Number(params.id);
    if (!db.contactMedia.has(id)) return notFound();
    return answer<'/contacts/private/{id}/finish', 'post'>({ data: { id, is_draft: false }, message: 'Contact saved' });
  }),
  http.post(route('/contacts/import'), async ({ request }) => {
    const { rows } = (await request.json()) as { rows: unknown[] };
    const ids = rows.map((_, i) => 501 + db.importedContacts.length + i);
    db.importedContacts = [...db.importedContacts, ...rows.map((row, i) => ({ id: ids[i], row }))];
    const imported = rows.length;
    return answer<'/contacts/import', 'post'>({
      data: { imported, ids, errors: [] },
      message: `${imported} contact${imported === 1 ? '' : 's'} imported`,
    });
  }),
  http.get(route('/contacts/saved'), ({ request }) => {
    const asked = new URL(request.url).searchParams.getAll('guest_id').map(Number);
    return answer<'/contacts/saved'>({ data: db.savedContacts.filter((id) => asked.includes(id)) });
  }),
  http.post(route('/contacts'), async ({ request }) => {
    const { guest_id } = (await request.json()) as ApiBody<'/contacts'>;
    if (!db.savedContacts.includes(guest_id)) db.savedContacts = [...db.savedContacts, guest_id];
    return answer<'/contacts', 'post', 201>(
      { data: { guest_id, saved_at: new Date().toISOString() }, message: 'Saved to your contacts' },
      201,
    );
  }),
  http.delete(route('/contacts/:id'), ({ params }) => {
    db.savedContacts = db.savedContacts.filter((id) => id !== Number(params.id));
    return answer<'/contacts/{id}', 'delete'>({ message: 'Removed from your contacts' });
  }),

  // The journalist's saved directory searches: a name is used once.
  http.get(route('/saved-searches'), () => answer<'/saved-searches'>({ data: db.savedSearches })),
  http.post(route('/saved-searches'), async ({ request }) => {
    const { name, query } = (await request.json()) as ApiBody<'/saved-searches'>;
    if (db.savedSearches.some((s) => s.name === name))
      return apiError(422, 'Invalid', { name: ['You already have a saved search with this name'] });
    const now = new Date().toISOString();
    const saved = {
      id: Math.max(0, ...db.savedSearches.map((s) => s.id)) + 1,
      name,
      query,
      is_paused: false,
      last_new_count: 0,
      last_run_at: now,
      created_at: now,
    };
    db.savedSearches = [...db.savedSearches, saved];
    return answer<'/saved-searches', 'post', 201>({ data: saved, message: 'Search saved' }, 201);
  }),

  // The journalist's email templates: a title is used once.
  http.get(route('/email-templates'), () => answer<'/email-templates'>(wholeList(db.templates))),
  http.get(route('/email-templates/:id'), ({ params }) => {
    const template = db.templates.find((t) => t.id === Number(params.id));
    return template ? answer<'/email-templates/{id}'>({ data: template }) : notFound();
  }),
  http.post(route('/email-templates'), async ({ request }) => {
    const { title, content } = (await request.json()) as ApiBody<'/email-templates'>;
    if (db.templates.some((t) => t.title === title))
      return apiError(422, 'Invalid', { title: ['The title is taken.'] });
    const now = new Date().toISOString();
    const template = {
      id: Math.max(0, ...db.templates.map((t) => t.id)) + 1,
      title,
      content,
      default: db.templates.length === 0,
      created_at: now,
      updated_at: now,
    };
    db.templates = [...db.templates, template];
    return answer<'/email-templates', 'post', 201>({ data: template, message: 'Template created' }, 201);
  }),
  http.patch(route('/email-templates/:id'), async ({ params, request }) => {
    const template = db.templates.find((t) => t.id === Number(params.id));
    if (!template) return notFound();
    const changed = {
      ...template,
      ...((await request.json()) as ApiBody<'/email-templates/{id}', 'patch'>),
      updated_at: new Date().toISOString(),
    };
    db.templates = db.templates.map((t) => (t.id === changed.id ? changed : t));
    return answer<'/email-templates/{id}', 'patch'>({ data: changed, message: 'Template updated' });
  }),

  // Interviews, any view (the query names it).
  http.get(route('/interview'), () => answer<'/interview'>(wholeList(db.interviews))),

  // A sign-in email change confirmed with the token its link carries.
  http.post(route('/profile/email/confirm'), async ({ request }) => {
    const { token } = (await request.json()) as ApiBody<'/profile/email/confirm'>;
    const email = db.emailChanges.get(token);
    if (!email) return apiError(422, 'Invalid', { token: ['This email confirmation link is invalid or has expired.'] });
    db.emailChanges.delete(token);
    return answer<'/profile/email/confirm', 'post'>({ data: { email }, message: 'Your sign-in email is changed' });
  }),
];
