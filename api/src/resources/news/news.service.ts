import type { MultipartFile } from '@fastify/multipart';
import { newsSchema } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { cleanHtml } from '../../lib/html';
import { uniqueSlug } from '../../lib/slug';
import type { StoredFile, uploadStore } from '../../lib/uploads';
import { fieldError, validated } from '../../lib/validation';
import { contentRepository } from '../content/content.repository';
import { newsRepository } from './news.repository';

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
 * exist and are the expert's own, the text cleaned, a unique slug; only its author deletes it.
 */
export function newsService(db: Database, { uploads }: { uploads: ReturnType<typeof uploadStore> }) {
  const repository = newsRepository(db);
  const content = contentRepository(db);

  return {
    savePicture: (file: MultipartFile) => uploads.savePicture(file, 'news'),

    /**
     * Checks and saves one news item from the form's text fields; answers the article. The picture
     * is already checked, and moves into place once this has succeeded (withMultipartForm).
     */
    async publish(authorId: number, fields: Record<string, string>, picture?: StoredFile) {
      const body = await validated(newsSchema, parseFields(fields));
      const topicIds = [...new Set(body.expertise)];
      if ((await repository.knownExpertiseCount(topicIds)) !== topicIds.length)
        throw fieldError('expertise', 'The selected expertise is invalid.');
      // Guest pickers list the expert's own guests (spec section 6); nobody else's can be suggested.
      const guestIds = [...new Set(body.guest_id)];
      if ((await repository.ownGuestCount(authorId, guestIds)) !== guestIds.length)
        throw fieldError('guest_id', 'The selected guest is invalid.');
      const text = cleanHtml(body.text);
      if (!text.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(text))
        throw fieldError('text', 'This field is required');
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
      return found(await content.article(content.newsId(id)), 'News not found');
    },

    /** Deletes one of the expert's own items and its picture; another's is not found. */
    async remove(authorId: number, id: number) {
      const gone = found(await repository.deleteOwn(authorId, id), 'News not found');
      await uploads.discardUrl(gone.picture);
    },
  };
}
