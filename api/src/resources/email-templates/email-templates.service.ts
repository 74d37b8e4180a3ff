import type { Database } from '../../db/database';
import { found as foundOr404 } from '../../lib/access';
import { V } from 'mf-shared/validation';
import { cleanHtml } from '../../lib/html';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { accountsRepository } from '../accounts/accounts.repository';
import {
  emailTemplatesRepository,
  type EmailTemplatesRepository,
  type TemplateListQuery,
} from './email-templates.repository';

export const TEMPLATE_MESSAGES = {
  NOT_FOUND: 'Email template not found',
  SAVED: 'Template saved',
  UPDATED: 'Template updated',
  DELETED: 'Template deleted',
  DEFAULT_SET: 'Default template set',
} as const;

export interface TemplateInput {
  title: string;
  content: string;
}

/**
 * A journalist's own email templates. A journalist with templates always has exactly one default:
 * the first one saved becomes it, making another the default clears the old one, and deleting the
 * default passes it to the most recently changed template left. Another's template is not found.
 */
export function emailTemplatesService(db: Database) {
  const templates = emailTemplatesRepository(db);

  /** Work on one journalist's templates in a transaction, after the journalist's row is locked. */
  const forOwner = <T>(userId: number, work: (repository: EmailTemplatesRepository) => Promise<T>) =>
    db.transaction(async (tx) => {
      const repository = emailTemplatesRepository(tx);
      // Changes to one journalist's templates queue on the journalist's row (one default at a time).
      await accountsRepository(tx).lockRow(userId);
      return work(repository);
    });

  const found = <T>(row: T | undefined) => foundOr404(row, TEMPLATE_MESSAGES.NOT_FOUND);
  /** The content as stored, cleaned; nothing left once cleaned (only a script, say) is no content. */
  const cleanContent = (content: string) => {
    const cleaned = cleanHtml(content);
    if (!cleaned.replace(/<[^>]*>|&nbsp;/g, '').trim() && !/<img\b/i.test(cleaned))
      throw fieldError('content', V.REQUIRED);
    return cleaned;
  };

  return {
    list: (userId: number, query: TemplateListQuery) => templates.page(userId, query),

    get: async (userId: number, id: number) => found(await templates.find(userId, id)),

    /** The template an invitation uses (content and title), or undefined when it is not the journalist's. */
    forInvitation: (userId: number, id: number) => templates.findForInvitation(userId, id),

    create(userId: number, input: TemplateInput) {
      return forOwner(userId, async (repository) => {
        const id = await repository.insert(userId, {
          title: input.title,
          content: cleanContent(input.content),
          is_default: !(await repository.hasDefault(userId)),
        });
        return found(await repository.find(userId, id));
      });
    },

    async update(userId: number, id: number, input: TemplateInput) {
      const changed = await templates.update(userId, id, { title: input.title, content: cleanContent(input.content) });
      if (!changed) throw new HttpError(404, TEMPLATE_MESSAGES.NOT_FOUND);
      return found(await templates.find(userId, id));
    },

    remove(userId: number, id: number) {
      return forOwner(userId, async (repository) => {
        const deleted = await found(await repository.delete(userId, id));
        if (!deleted.is_default) return;
        const next = await repository.newestId(userId);
        if (next) await repository.setDefault(userId, next);
      });
    },

    makeDefault(userId: number, id: number) {
      return forOwner(userId, async (repository) => {
        await found(await repository.find(userId, id));
        await repository.setDefault(userId, id);
        return found(await repository.find(userId, id));
      });
    },
  };
}

export type EmailTemplatesService = ReturnType<typeof emailTemplatesService>;
