import type { ReportItemType } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { pagedList, type Paging } from '../../lib/lists';
import { outbox } from '../../lib/outbox';
import { HttpError } from '../../plugins/errors';
import { auditRepository } from '../audit/audit.repository';
import { AUDIT_ACTIONS } from '../audit/audit.service';
import { notifyInTransaction } from '../notifications/notifications.service';
import type { StaffRow } from '../staff/staff.repository';
import { moderationMail, moderationNotice } from './staff-moderation.mail';
import { moderationRepository, type ItemWithOwner } from './staff-moderation.repository';

export const MODERATION_MESSAGES = {
  NOT_FOUND: 'No such item.',
  HIDDEN: 'The item is hidden and its owner has been told why.',
  ALREADY_HIDDEN: 'The item is already hidden.',
  UNHIDDEN: 'The item is visible again and its owner has been told.',
  NOT_HIDDEN: 'The item is not hidden.',
  DISMISSED: 'The reports are dismissed.',
  NO_OPEN_REPORTS: 'The item has no open reports.',
} as const;

/** How far back "recently published" reaches. */
export const RECENT_DAYS = 14;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** An item as the console reads it: dates in ISO form, the owner as an object. */
function shape({ owner_id, owner_email, owner_name, published: _p, ...item }: ItemWithOwner) {
  return {
    ...item,
    item_id: Number(item.item_id),
    created_at: iso(item.created_at)!,
    hidden_at: iso(item.hidden_at),
    owner: { id: Number(owner_id), email: owner_email, name: owner_name },
  };
}

/**
 * Moderation (issue 26; moderators and owners): the open reports grouped by item, what was published
 * lately, and hiding, showing again and dismissing. Each action changes the item, closes its
 * reports, tells the owner (a notification and a mail, from the outbox) and writes its audit line
 * in one transaction.
 */
export function staffModerationService(db: Database, deps: { shellUrl: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const items = moderationRepository(db);

  async function current(type: ReportItemType, id: number) {
    const row = await items.item(type, id);
    if (!row) throw new HttpError(404, MODERATION_MESSAGES.NOT_FOUND);
    return shape(row);
  }

  async function setHidden(actor: StaffRow, type: ReportItemType, id: number, hide: boolean, reason: string) {
    await db.transaction(async (tx) => {
      const repository = moderationRepository(tx);
      if (!(await repository.lock(type, id))) throw new HttpError(404, MODERATION_MESSAGES.NOT_FOUND);
      const item = (await repository.item(type, id))!;
      if (hide && item.hidden_at) throw new HttpError(409, MODERATION_MESSAGES.ALREADY_HIDDEN);
      if (!hide && !item.hidden_at) throw new HttpError(409, MODERATION_MESSAGES.NOT_HIDDEN);
      await repository.setHidden(
        type,
        id,
        hide ? { hidden_at: new Date(now()).toISOString(), hidden_reason: reason, hidden_by: actor.id } : null,
      );
      const closed = hide ? await repository.resolveOpen(type, id, 'actioned', actor.id) : 0;
      await notifyInTransaction(tx, item.owner_id, 'Moderation', moderationNotice(item, hide, reason));
      await outbox(tx).mail(moderationMail(item, hide, reason, deps.shellUrl));
      await auditRepository(tx).write({
        staffId: actor.id,
        action: hide ? AUDIT_ACTIONS.CONTENT_HIDE : AUDIT_ACTIONS.CONTENT_UNHIDE,
        targetType: type,
        targetId: id,
        reason,
        details: { title: item.title, email: item.owner_email, owner_id: item.owner_id, reports_closed: closed },
      });
    });
    return {
      data: await current(type, id),
      message: hide ? MODERATION_MESSAGES.HIDDEN : MODERATION_MESSAGES.UNHIDDEN,
    };
  }

  return {
    async reports(paging: Paging) {
      const page = await pagedList(
        paging,
        async (limit, offset) =>
          (await items.openGroups(limit, offset)).map(
            ({ reports_count, first_reported_at, last_reported_at, reasons, notes, ...item }) => ({
              ...shape(item),
              reports_count: Number(reports_count),
              first_reported_at: iso(first_reported_at)!,
              last_reported_at: iso(last_reported_at)!,
              reasons: reasons ?? {},
              notes: notes ?? [],
            }),
          ),
        () => items.openGroupCount(),
      );
      return { ...page };
    },

    async recent(type: ReportItemType | undefined, paging: Paging) {
      const page = await pagedList(
        paging,
        async (limit, offset) =>
          (await items.recent(RECENT_DAYS, type, limit, offset)).map(({ open_reports, ...item }) => ({
            ...shape(item),
            open_reports: Number(open_reports),
          })),
        () => items.recentCount(RECENT_DAYS, type),
      );
      return { ...page };
    },

    item: current,

    hide: (actor: StaffRow, type: ReportItemType, id: number, reason: string) =>
      setHidden(actor, type, id, true, reason),
    unhide: (actor: StaffRow, type: ReportItemType, id: number, reason: string) =>
      setHidden(actor, type, id, false, reason),

    /** Closes the item's open reports without acting on it. */
    async dismiss(actor: StaffRow, type: ReportItemType, id: number) {
      await db.transaction(async (tx) => {
        const repository = moderationRepository(tx);
        const item = await repository.item(type, id);
        if (!item) throw new HttpError(404, MODERATION_MESSAGES.NOT_FOUND);
        const closed = await repository.resolveOpen(type, id, 'dismissed', actor.id);
        if (closed === 0) throw new HttpError(409, MODERATION_MESSAGES.NO_OPEN_REPORTS);
        await auditRepository(tx).write({
          staffId: actor.id,
          action: AUDIT_ACTIONS.REPORTS_DISMISS,
          targetType: type,
          targetId: id,
          details: { title: item.title, email: item.owner_email, reports_closed: closed },
        });
      });
      return { data: await current(type, id), message: MODERATION_MESSAGES.DISMISSED };
    },
  };
}
