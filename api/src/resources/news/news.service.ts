import type { MultipartFile } from '@fastify/multipart';
import { newsSchema } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { cleanHtml } from '../../lib/html';
import { uniqueSlug } from '../../lib/slug';
import { NEWS_PICTURE_RULES, type StoredFile, type uploadStore } from '../../lib/uploads';
import { fieldError, validated } from '../../lib/validation';
import { contentRepository } from '../content/content.repository';
import { HttpError } from '../../plugins/errors';
import { newsRepository, type MyNewsQuery } from './news.repository';

/** The multipart fields that arrive as JSON text (spec section 7). */
const JSON_FIELDS = new Set(['expertise', 'guest_id']);

/** Multipart text fields as the yup schema reads them: expertise and guest_id parsed from JSON. */
function parseFields(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (!JSON_FIELDS.has(name)) return [name, value];
      try {
        return [name, JSON.parse(value)];
      } catch {
        throw fieldError(name, 'Choose at least one');
      }
    }),
  );
}

/**
 * Experts publish news (spec section 7): checked with mf-shared's rules, topics and guests that
 * exist and are the account's own, the text cleaned, a unique slug, the picture at least 1000 px
 * wide and 16:9; only the owning account (a team member acts for it) changes or deletes it.
 */
export function newsService(db: Database, { uploads }: { uploads: ReturnType<typeof uploadStore> }) {
  const repository = newsRepository(db);
  const content = contentRepository(db);
  const account = (user: { id: number }) => actingAccountId(db, user);

  /** The rules over the whole item (title, text, link, expertise, guests); answers the values to store. */
  async function checkItem(authorId: number, input: Record<string, unknown>) {
    const body = await validated(newsSchema, input);
    const topicIds = [...new Set(body.expertise)];
    if ((await repository.knownExpertiseCount(topicIds)) !== topicIds.length)
      throw fieldError('expertise', 'The selected expertise is invalid.');
    // Guest pickers list the expert's own guests (spec section 6); nobody else's can be suggested.
    const guestIds = [...new Set(body.guest_id)];
    if ((await repository.ownGuestCount(authorId, guestIds)) !== guestIds.length)
      throw fieldError('guest_id', 'The selected guest is invalid.');
    const text = cleanHtml(body.text);
    if (!text.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(text)) throw fieldError('text', 'This field is required');
    return { body, text, topicIds, guestIds };
  }

  /** One of the account's items, or 404 (someone else's answers the same as a missing one). */
  async function ownItem(user: { id: number }, id: number) {
    const row = await repository.byId(id);
    if (!row || row.author_id !== (await account(user))) throw new HttpError(404, 'News not found');
    return row;
  }

  return {
    savePicture: (file: MultipartFile) => uploads.receive(file, 'news', NEWS_PICTURE_RULES),

    /** GET /news: one page of the account's own items, newest first unless sorted. */
    async own(user: { id: number }, query: MyNewsQuery) {
      const page = await repository.ownPage(await account(user), {
        ...query,
        search: query.search?.trim() || undefined,
      });
      const items = await Promise.all(page.data.map((id) => content.article(content.newsId(id), { withHidden: true })));
      return { ...page, data: items.filter((item) => item !== null) };
    },

    /**
     * Checks and saves one news item from the form's text fields; answers the article. The picture
     * is already checked, and moves into place once this has succeeded (withMultipartForm).
     */
    async publish(user: { id: number }, fields: Record<string, string>, picture?: StoredFile) {
      const authorId = await account(user);
      const { body, text, topicIds, guestIds } = await checkItem(authorId, parseFields(fields));
      // Outside the transaction: PGlite has one connection, which the transaction holds.
      const slug = await uniqueSlug(body.title, repository.slugsStartingWith, 'news');
      const id = await db.transaction((tx) =>
        newsRepository(tx).insert(
          {
            slug,
            author_id: authorId,
            title: body.title,
            text,
            link: body.link || null,
            picture: picture?.url ?? null,
            picture_type: picture?.type ?? null,
          },
          topicIds,
          guestIds,
        ),
      );
      return found(await content.article(content.newsId(id), { withHidden: true }), 'News not found');
    },

    /**
     * POST /news/update/{id}: the fields sent replace the stored ones, the rest is kept (the slug
     * too, so links stay valid); `remove_picture=1` drops the picture, a new one replaces it.
     */
    async update(user: { id: number }, id: number, fields: Record<string, string>, picture?: StoredFile) {
      const row = await ownItem(user, id);
      const stored = {
        title: row.title,
        text: row.text,
        ...(row.link ? { link: row.link } : {}),
        expertise: await repository.expertiseIds(id),
        guest_id: await repository.guestIds(id),
      };
      const { remove_picture: removePicture, ...sent } = parseFields(fields);
      const { body, text, topicIds, guestIds } = await checkItem(row.author_id, { ...stored, ...sent });
      const dropPicture = picture !== undefined || ['1', 'true'].includes(String(removePicture ?? ''));
      await db.transaction((tx) =>
        newsRepository(tx).update(
          id,
          {
            title: body.title,
            text,
            link: body.link || null,
            ...(dropPicture ? { picture: picture?.url ?? null, picture_type: picture?.type ?? null } : {}),
          },
          topicIds,
          guestIds,
        ),
      );
      if (dropPicture) await uploads.discardUrl(row.picture);
      return found(await content.article(content.newsId(id), { withHidden: true }), 'News not found');
    },

    /** Deletes one of the account's items and its picture; another's is not found. */
    async remove(user: { id: number }, id: number) {
      const gone = found(await repository.deleteOwn(await account(user), id), 'News not found');
      await uploads.discardUrl(gone.picture);
    },
  };
}
