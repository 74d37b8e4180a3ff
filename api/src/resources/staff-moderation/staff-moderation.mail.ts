import { REPORT_ITEM_LABELS, type ReportItemType } from 'mf-shared/validation';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../plugins/mailer';

interface Told {
  item_type: ReportItemType;
  title: string;
  owner_email: string;
  owner_name: string;
}

const what = (item: Told) => {
  const label = REPORT_ITEM_LABELS[item.item_type].toLowerCase();
  const title = item.title.length > 120 ? `${item.title.slice(0, 117)}…` : item.title;
  return `your ${label} “${title}”`;
};

/** The in-app notification (stored HTML) an owner gets when a moderator hides or unhides their item. */
export function moderationNotice(item: Told, hidden: boolean, reason: string): string {
  const sentence = hidden
    ? `A moderator hid ${what(item)}. It no longer shows on public pages, in lists or in search. Reason: ${reason}`
    : `A moderator made ${what(item)} visible again. Reason: ${reason}`;
  return `<p>${escapeHtml(sentence)}</p>`;
}

/** The mail to the owner of an item a moderator hid or showed again, with the reason. */
export function moderationMail(item: Told, hidden: boolean, reason: string, shellUrl: string): Mail {
  const hello = `Hello ${item.owner_name},`;
  const paragraphs = hidden
    ? [
        `A moderator hid ${what(item)} after checking it against PressPoint's rules. It no longer shows on public pages, in lists or in search; you still see it in your workspace, marked hidden.`,
        `The moderator's reason: ${reason}`,
        'If you think this is a mistake, answer through the contact form and tell us why.',
      ]
    : [`A moderator made ${what(item)} visible again.`, `The moderator's reason: ${reason}`];
  const contact = `${shellUrl.replace(/\/$/, '')}/contacts`;
  const subject = hidden ? 'Your content was hidden by a moderator' : 'Your content is visible again';
  return {
    to: item.owner_email,
    subject,
    text: [hello, ...paragraphs, `Contact us: ${contact}`, 'The PressPoint team'].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(contact)}">Contact us</a></p>`,
      '<p>The PressPoint team</p>',
    ].join(''),
  };
}
