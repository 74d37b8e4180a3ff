import { eq, inArray, like, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE } from 'mf-shared/roles';
import { newsSchema } from 'mf-shared/validation';
import { expertises, guests, news, newsExpertises, newsGuests } from '../../db/schema';
import { slugify } from '../../lib/slug';
import { requireActive } from '../../lib/access';
import { cleanHtml } from '../../lib/html';
import { withMultipartForm } from '../../lib/multipart';
import { uploadStore, type StoredFile } from '../../lib/uploads';
import { fieldError, validated } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { contentRepository } from '../content/content.repository';

/** Multipart fields; expertise and guest_id arrive as JSON text (spec section 7). */
function parseField(name: string, value: string): unknown {
  if (name !== 'expertise' && name !== 'guest_id') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw fieldError(name, 'Choose at least one');
  }
}

/**
 * Experts publish news (spec section 7: POST /news/create, multipart with picture, link, text,
 * title, and expertise and guest_id as JSON text). The text is cleaned before it is stored.
 */
export default async function newsRoutes(
  app: FastifyInstance,
  { dataDir, publicUrl }: { dataDir: string; publicUrl: string },
) {
  const uploads = uploadStore(dataDir, publicUrl);
  const content = contentRepository(app.db);
  const expertOnly = requireActive(ROLE.EXPERT, 'Only experts can publish news');

  /** A slug from the title, unique among the news. */
  async function freeSlug(title: string) {
    const base = slugify(title) || 'news';
    const taken = new Set(
      (
        await app.db
          .select({ slug: news.slug })
          .from(news)
          .where(like(news.slug, `${base}%`))
      ).map((r) => r.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /**
   * Checks and saves one news item from the form's text fields; returns its id. The picture is
   * already checked, and moves into place once this has succeeded (withMultipartForm).
   */
  async function publish(authorId: number, fields: Record<string, string>, picture?: StoredFile) {
    const parsed = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, parseField(name, value)]));
    const body = await validated(newsSchema, parsed);
    const topicIds = [...new Set(body.expertise)];
    const known = await app.db.select({ id: expertises.id }).from(expertises).where(inArray(expertises.id, topicIds));
    if (known.length !== topicIds.length) throw fieldError('expertise', 'The selected expertise is invalid.');
    // Guest pickers list the expert's own guests (spec section 6); nobody else's can be suggested.
    const guestIds = [...new Set(body.guest_id)];
    if (guestIds.length) {
      const own = await app.db
        .select({ id: guests.id })
        .from(guests)
        .where(and(inArray(guests.id, guestIds), eq(guests.user_id, authorId), eq(guests.is_draft, false)));
      if (own.length !== guestIds.length) throw fieldError('guest_id', 'The selected guest is invalid.');
    }
    const text = cleanHtml(body.text);
    if (!text.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(text)) throw fieldError('text', 'This field is required');
    // Outside the transaction: PGlite has one connection, which the transaction holds.
    const slug = await freeSlug(body.title);
    return app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(news)
        .values({
          slug,
          author_id: authorId,
          title: body.title,
          text,
          link: body.link || null,
          picture: picture?.url ?? null,
          picture_type: picture?.type ?? null,
        })
        .returning({ id: news.id });
      await tx.insert(newsExpertises).values(topicIds.map((expertise_id) => ({ news_id: row.id, expertise_id })));
      if (guestIds.length)
        await tx.insert(newsGuests).values(guestIds.map((guest_id) => ({ news_id: row.id, guest_id })));
      return row.id;
    });
  }

  app.post(
    '/news/create',
    {
      preHandler: [app.authenticate, expertOnly],
      schema: {
        tags: ['News'],
        summary: 'An expert publishes a news item (multipart)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const id = await withMultipartForm(
        request,
        { picture: (file) => uploads.savePicture(file, 'news') },
        ({ fields, files }) => publish(request.user!.id, fields, files.picture),
      );
      return reply
        .code(201)
        .send({ data: await content.article(content.newsId(id)), message: 'News published successfully' });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/news/delete/:id',
    {
      preHandler: [app.authenticate, expertOnly],
      schema: {
        tags: ['News'],
        summary: 'An expert deletes one of their news items',
        security: [{ bearer: [] }],
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request) => {
      const [gone] = await app.db
        .delete(news)
        .where(and(eq(news.id, request.params.id), eq(news.author_id, request.user!.id)))
        .returning({ picture: news.picture });
      if (!gone) throw new HttpError(404, 'News not found');
      await uploads.discardUrl(gone.picture);
      return { message: 'News deleted' };
    },
  );
}
