import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Settings } from '../config/settings';
import { sentMails } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invitation (RFC 5546): sent as the mail's text/calendar part with this METHOD. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void>; kind: 'smtp' | 'mailbox' };
  }
}

/**
 * Mail through SMTP (nodemailer) when SMTP_URL is set; otherwise kept in the database and shown
 * on the local mailbox page, so the embedded default needs no mail server.
 */
export default fp(async function mailer(app: FastifyInstance, { settings }: { settings: Settings }) {
  if (settings.SMTP_URL) {
    const transport = nodemailer.createTransport(settings.SMTP_URL);
    app.decorate('mailer', {
      kind: 'smtp' as const,
      send: async ({ calendar, ...mail }: Mail) => {
        // nodemailer adds the text/calendar; method=… alternative calendars offer Accept/Decline for.
        await transport.sendMail({
          from: settings.MAIL_FROM,
          ...mail,
          ...(calendar && { icalEvent: { ...calendar, filename: 'invite.ics' } }),
        });
      },
    });
    app.addHook('onClose', () => transport.close());
    return;
  }
  app.decorate('mailer', {
    kind: 'mailbox' as const,
    send: async ({ calendar, ...mail }: Mail) => {
      await app.db
        .insert(sentMails)
        .values({ ...mail, calendar: calendar?.content ?? null, calendar_method: calendar?.method ?? null });
    },
  });
});
