import type { FastifyInstance } from 'fastify';
import { escapeHtml as escape } from '../../lib/html';
import { isLocalHostHeader, isLoopback } from '../../lib/network';
import { routeDocs, typedRoutes } from '../../lib/routeDoc';
import { mailboxService } from './mailbox.service';

const html = { type: 'string', description: 'An HTML page' } as const;
const doc = routeDocs({ tags: ['Mailbox'] });

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escape(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:32px auto;padding:0 16px;color:#1b2433}
a{color:#1e5bd8}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:8px;border-bottom:1px solid #dfe3ea}
iframe{width:100%;min-height:420px;border:1px solid #dfe3ea;border-radius:8px}</style></head><body>${body}</body></html>`;

/**
 * The local mailbox: every mail the embedded default "sent", newest first. Only when no SMTP
 * server is configured and not in production.
 */
export default async function mailboxRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const mailbox = mailboxService(app.db);
  // Reset links are in these mails: only a person on this machine may read them.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLocalHostHeader(request.headers.host)) {
      return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    // The page's own inline styles and the mail in a sandboxed frame; nothing else.
    reply.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-src 'self'; frame-ancestors 'none'",
    );
  });
  const pageDoc = (summary: string, extra: object = {}) => ({
    ...doc(summary, { hide: true, response: { 200: html, 404: html }, ...extra }),
    produces: ['text/html'],
  });

  app.get('/mailbox', { schema: pageDoc('The local mailbox') }, async (_request, reply) => {
    const mails = await mailbox.newest();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escape(m.created_at)}</td><td>${escape(m.to)}</td><td><a href="/mailbox/${m.id}">${escape(m.subject)}</a></td><td>${m.calendar_method ? `<a href="/mailbox/${m.id}/invite.ics">${escape(m.calendar_method)}</a>` : ''}</td></tr>`,
      )
      .join('');
    reply.type('text/html').send(
      page(
        'Mailbox',
        `<h1>Local mailbox</h1><p>Mail the API sent (no SMTP server is configured).</p>
      <table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Calendar</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
      ),
    );
  });

  // What a calendar receives with the mail: its METHOD, and the part itself to open in one.
  const invitation = (mail: { id: number; calendar: string | null; calendar_method: string | null }) =>
    mail.calendar
      ? `<p>Calendar invitation: <b>METHOD:${escape(mail.calendar_method ?? '')}</b> · <a href="/mailbox/${mail.id}/invite.ics" download="invite.ics">invite.ics</a></p>`
      : '';

  app.get<{ Params: { id: string } }>('/mailbox/:id', { schema: pageDoc('One mail') }, async (request, reply) => {
    const mail = await mailbox.find(request.params.id);
    if (!mail)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<p>No such mail. <a href="/mailbox">Mailbox</a></p>'));
    // The mail's HTML is shown in a sandboxed frame: no script of it runs.
    reply.type('text/html').send(
      page(
        mail.subject,
        `<p><a href="/mailbox">← Mailbox</a></p><h1>${escape(mail.subject)}</h1><p>To: ${escape(mail.to)}</p>
        ${invitation(mail)}
        <iframe sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escape(mail.html)}"></iframe>
        <details><summary>Text version</summary><pre>${escape(mail.text)}</pre></details>`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>(
    '/mailbox/:id/invite.ics',
    {
      schema: {
        ...doc('The calendar part of one mail', {
          hide: true,
          response: { 200: { type: 'string', description: 'An iCalendar file' }, 404: html },
        }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const mail = await mailbox.find(request.params.id);
      if (!mail?.calendar)
        return reply
          .code(404)
          .type('text/html')
          .send(page('Not found', '<p>No such invitation. <a href="/mailbox">Mailbox</a></p>'));
      // The METHOD is stored as REQUEST or CANCEL only (the mailer's type); the header repeats it.
      const method = mail.calendar_method === 'CANCEL' ? 'CANCEL' : 'REQUEST';
      reply
        .type(`text/calendar; method=${method}; charset=utf-8`)
        .header('Content-Disposition', 'attachment; filename="invite.ics"')
        .send(mail.calendar);
    },
  );
}
