import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailTemplates } from '../../db/schema';
import type { EmailTemplate, TemplateList, TemplateListParams } from 'mf-shared/types/template';
import { escapeLike, pagedQuery, type Paging } from '../../lib/lists';

export const templateColumns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  content: emailTemplates.content,
  default: emailTemplates.is_default,
  created_at: emailTemplates.created_at,
  updated_at: emailTemplates.updated_at,
};

// The client's types are the one source of the template's shape: the API answers what they say,
// and a change to either side fails the type check of the other.
export type TemplateListQuery = Paging & Omit<TemplateListParams, 'page' | 'per_page'>;

const sortColumns = {
  // Titles sort as people read them, whatever their case.
  title: sql`lower(${emailTemplates.title})`,
  updated_at: emailTemplates.updated_at,
  created_at: emailTemplates.created_at,
};

/** Email templates in the database; every query is limited to one journalist's own. */
export function emailTemplatesRepository(db: Executor) {
  const mine = (userId: number, id: number) => and(eq(emailTemplates.id, id), eq(emailTemplates.user_id, userId));

  return {
    page(userId: number, { search, sort, order, ...paging }: TemplateListQuery): Promise<TemplateList> {
      const where = and(
        eq(emailTemplates.user_id, userId),
        search ? ilike(emailTemplates.title, `%${escapeLike(search)}%`) : undefined,
      );
      const direction = order === 'desc' ? desc : asc;
      const ordering = sort
        ? [direction(sortColumns[sort]), direction(emailTemplates.id)]
        : [desc(emailTemplates.is_default), desc(emailTemplates.updated_at), desc(emailTemplates.id)];
      return pagedQuery(
        paging,
        db
          .select(templateColumns)
          .from(emailTemplates)
          .where(where)
          .orderBy(...ordering),
        () => db.$count(emailTemplates, where),
      );
    },

    async find(userId: number, id: number): Promise<EmailTemplate | undefined> {
      const [row] = await db.select(templateColumns).from(emailTemplates).where(mine(userId, id));
      return row;
    },

    /** The content of the journalist's template, for an interview invitation. */
    async findForInvitation(userId: number, id: number) {
      const [row] = await db
        .select({ id: emailTemplates.id, title: emailTemplates.title, content: emailTemplates.content })
        .from(emailTemplates)
        .where(mine(userId, id));
      return row;
    },

    async hasDefault(userId: number) {
      return (
        (await db.$count(
          emailTemplates,
          and(eq(emailTemplates.user_id, userId), eq(emailTemplates.is_default, true)),
        )) > 0
      );
    },

    async insert(userId: number, values: { title: string; content: string; is_default: boolean }) {
      const [row] = await db
        .insert(emailTemplates)
        .values({ user_id: userId, ...values })
        .returning({ id: emailTemplates.id });
      return row.id;
    },

    async update(userId: number, id: number, values: { title: string; content: string }) {
      const changed = await db
        .update(emailTemplates)
        .set({ ...values, updated_at: new Date().toISOString() })
        .where(mine(userId, id))
        .returning({ id: emailTemplates.id });
      return changed.length > 0;
    },

    /** Deletes one template; answers whether it was the default, or undefined when there was none. */
    async delete(userId: number, id: number) {
      const [row] = await db
        .delete(emailTemplates)
        .where(mine(userId, id))
        .returning({ is_default: emailTemplates.is_default });
      return row;
    },

    /** Makes `id` the only default: the others are cleared first (one default per journalist). */
    async setDefault(userId: number, id: number) {
      await db
        .update(emailTemplates)
        .set({ is_default: false })
        .where(and(eq(emailTemplates.user_id, userId), eq(emailTemplates.is_default, true), ne(emailTemplates.id, id)));
      await db.update(emailTemplates).set({ is_default: true }).where(mine(userId, id));
    },

    /** The id of the journalist's most recently changed template, if any is left. */
    async newestId(userId: number) {
      const [row] = await db
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(eq(emailTemplates.user_id, userId))
        .orderBy(desc(emailTemplates.updated_at), desc(emailTemplates.id))
        .limit(1);
      return row?.id;
    },
  };
}

export type EmailTemplatesRepository = ReturnType<typeof emailTemplatesRepository>;
