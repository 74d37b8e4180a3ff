import { CONTACT_REPLY_LIMITS } from 'mf-shared/validation';
import type { Database, Transaction } from '../../db/database';
import { pagedQuery, type Paging } from '../../lib/lists';
import { outbox } from '../../lib/outbox';
import { HttpError } from '../../plugins/errors';
import { auditRepository } from '../audit/audit.repository';
import { AUDIT_ACTIONS } from '../audit/audit.service';
import { STAFF_AREAS } from '../staff/staff.permissions';
import type { StaffRow } from '../staff/staff.repository';
import { cleanReply, contactReplyMail } from './staff-contact.mail';
import { staffContactRepository, type ContactFilter, type ContactMessageRow } from './staff-contact.repository';

export const CONTACT_MESSAGES = {
  NOT_FOUND: 'No contact message with this id.',
  ASSIGN_OTHERS: 'Only an owner may assign a message to another staff member.',
  NO_SUCH_STAFF: 'No staff member with this id can answer contact messages.',
  ASSIGNED: 'The message is assigned.',
  UNASSIGNED: 'The message is assigned to nobody.',
  REPLIED: 'The reply was mailed to the sender.',
  HANDLED: 'The message is marked handled.',
  ALREADY_HANDLED: 'The message is already handled.',
  REOPENED: 'The message is open again.',
  NOT_HANDLED: 'The message is not handled.',
  REPLY_TOO_SHORT: `This field must be at least ${CONTACT_REPLY_LIMITS.min} characters`,
} as const;

type Shaped = NonNullable<Awaited<ReturnType<ReturnType<typeof staffContactRepository>['findWithStaff']>>>;

/** A row as the console reads it: the assigned staff member as an object (null: nobody). */
function shape({ assigned_staff_id, assigned_staff_email, ...row }: Shaped) {
  return {
    ...row,
    assigned_staff: assigned_staff_id === null ? null : { id: assigned_staff_id, email: assigned_staff_email ?? '' },
  };
}

/**
 * The contact inbox (support and owners): the form's messages newest first; assign, reply by mail,
 * mark handled and reopen. Each action changes the message, leaves its mail in the outbox and writes
 * its audit line in one transaction.
 */
export function staffContactService(db: Database, deps: { now?: () => number } = {}) {
  const now = deps.now ?? Date.now;
  const inbox = staffContactRepository(db);

  /** Runs `change` on the locked message in a transaction; 404 when there is none. */
  async function onMessage<T>(id: number, change: (tx: Transaction, message: ContactMessageRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const message = await staffContactRepository(tx).lock(id);
      if (!message) throw new HttpError(404, CONTACT_MESSAGES.NOT_FOUND);
      return change(tx, message);
    });
  }

  const audit = (tx: Transaction, actor: StaffRow, action: string, message: ContactMessageRow, details = {}) =>
    auditRepository(tx).write({
      staffId: actor.id,
      action,
      targetType: 'contact_message',
      targetId: message.id,
      details: { email: message.email, ...details },
    });

  async function detail(id: number) {
    const row = await inbox.findWithStaff(id);
    if (!row) throw new HttpError(404, CONTACT_MESSAGES.NOT_FOUND);
    const replies = await inbox.replies(id);
    return {
      ...shape(row),
      replies: replies.map(({ staff_id, staff_email, ...reply }) => ({
        ...reply,
        staff: { id: staff_id, email: staff_email },
      })),
    };
  }

  async function setStatus(actor: StaffRow, id: number, to: 'handled' | 'new') {
    await onMessage(id, async (tx, message) => {
      if (message.status === to)
        throw new HttpError(409, to === 'handled' ? CONTACT_MESSAGES.ALREADY_HANDLED : CONTACT_MESSAGES.NOT_HANDLED);
      await staffContactRepository(tx).update(id, {
        status: to,
        handled_at: to === 'handled' ? new Date(now()).toISOString() : null,
      });
      await audit(tx, actor, to === 'handled' ? AUDIT_ACTIONS.CONTACT_HANDLED : AUDIT_ACTIONS.CONTACT_REOPEN, message);
    });
    return { data: await detail(id), message: to === 'handled' ? CONTACT_MESSAGES.HANDLED : CONTACT_MESSAGES.REOPENED };
  }

  return {
    async list(status: ContactFilter, q: string | undefined, paging: Paging) {
      const page = await pagedQuery(paging, inbox.page(status, q), () => inbox.count(status, q));
      return { ...page, data: page.data.map(shape) };
    },

    detail,

    /**
     * Assigns the message to `staffId` (null: nobody). Support may take a message or let it go;
     * an owner may also give it to any staff member who opens the inbox.
     */
    async assign(actor: StaffRow, id: number, staffId: number | null) {
      if (staffId !== null && staffId !== actor.id && actor.role !== 'owner')
        throw new HttpError(403, CONTACT_MESSAGES.ASSIGN_OTHERS);
      await onMessage(id, async (tx, message) => {
        let assignee: { id: number; email: string } | null = null;
        if (staffId !== null) {
          const member = await staffContactRepository(tx).staffMember(staffId);
          const opensInbox = member && (STAFF_AREAS.contact as readonly string[]).includes(member.role);
          if (!member || member.disabled || !opensInbox)
            throw new HttpError(422, CONTACT_MESSAGES.NO_SUCH_STAFF, { staff_id: [CONTACT_MESSAGES.NO_SUCH_STAFF] });
          assignee = { id: member.id, email: member.email };
        }
        if (message.assigned_staff_id === staffId) return;
        await staffContactRepository(tx).update(id, { assigned_staff_id: staffId });
        await audit(tx, actor, AUDIT_ACTIONS.CONTACT_ASSIGN, message, {
          from_staff_id: message.assigned_staff_id,
          to_staff_id: staffId,
          to_staff_email: assignee?.email ?? null,
        });
      });
      return {
        data: await detail(id),
        message: staffId === null ? CONTACT_MESSAGES.UNASSIGNED : CONTACT_MESSAGES.ASSIGNED,
      };
    },

    /** Mails `body` (cleaned, plain text) to the sender, keeps it with the message and logs it. */
    async reply(actor: StaffRow, id: number, body: string) {
      const text = cleanReply(body);
      if (text.length < CONTACT_REPLY_LIMITS.min)
        throw new HttpError(422, CONTACT_MESSAGES.REPLY_TOO_SHORT, { body: [CONTACT_MESSAGES.REPLY_TOO_SHORT] });
      await onMessage(id, async (tx, message) => {
        const reply = await staffContactRepository(tx).addReply({ message_id: id, staff_id: actor.id, body: text });
        await outbox(tx).mail(contactReplyMail(message, text));
        await audit(tx, actor, AUDIT_ACTIONS.CONTACT_REPLY, message, { reply_id: reply.id, length: text.length });
      });
      return { data: await detail(id), message: CONTACT_MESSAGES.REPLIED };
    },

    handled: (actor: StaffRow, id: number) => setStatus(actor, id, 'handled'),
    reopen: (actor: StaffRow, id: number) => setStatus(actor, id, 'new'),
  };
}
