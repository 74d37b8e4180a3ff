import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../plugins/mailer';

/**
 * A reply as plain text, cleaned: line ends made `\n`, control characters (and the bidirectional
 * overrides that make text read otherwise than it is) removed, trailing spaces and runs of blank
 * lines trimmed. Markup is left as the staff member typed it: the mail is text, and its HTML part
 * escapes it.
 */
export function cleanReply(body: string): string {
  return (
    body
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The reply mailed to the sender of a contact message, quoting what they wrote. */
export function contactReplyMail(message: { name: string; email: string; question: string }, body: string): Mail {
  const hello = `Hello ${message.name},`;
  const quoted = message.question
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const paragraphs = body.split('\n\n');
  return {
    to: message.email,
    subject: 'Re: your message to PressPoint',
    text: [hello, ...paragraphs, 'The PressPoint team', `You wrote:\n${quoted}`].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      '<p>The PressPoint team</p>',
      `<p>You wrote:</p><blockquote>${escapeHtml(message.question).replace(/\r?\n/g, '<br>')}</blockquote>`,
    ].join(''),
  };
}
