import { ROLE } from 'mf-shared/roles';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../plugins/mailer';
import type { UserRow } from './accounts.repository';

type Person = Pick<UserRow, 'email' | 'first_name' | 'role'>;

/** The shell's address that opens the sign-in dialog (LoginDialogHost reads `?login=true`). */
const signInLink = (shellUrl: string) => `${shellUrl.replace(/\/$/, '')}/?login=true`;

/** A mail to the person, ending with the way to sign in (or `link`). */
export function mail(
  person: Person,
  subject: string,
  paragraphs: string[],
  shellUrl: string,
  link = { url: signInLink(shellUrl), label: 'Sign in to PressPoint' },
): Mail {
  const hello = `Hello ${person.first_name},`;
  return {
    to: person.email,
    subject,
    text: [hello, ...paragraphs, `${link.label}: ${link.url}`, 'The PressPoint team'].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      '<p>The PressPoint team</p>',
    ].join(''),
  };
}

/**
 * Right after registering, what happens next: a journalist waits for a person to check the account
 * (spec: "usually up to 24 hours") and is told the mail that follows; an expert goes on with the
 * first guest and a plan.
 */
export function registeredMail(person: Person, shellUrl: string): Mail {
  if (person.role === ROLE.JOURNALIST)
    return mail(
      person,
      'Welcome to PressPoint: your account is being checked',
      [
        'Thank you for registering as a journalist. We check every journalist account by hand, usually within 24 hours.',
        'We will write to you as soon as it is approved. Until then you can sign in and complete your profile.',
      ],
      shellUrl,
    );
  return mail(
    person,
    'Welcome to PressPoint: add your first guest',
    [
      'Thank you for registering as an expert. Two steps remain before journalists can find you: add your first guest, then choose a plan.',
      'Sign in to go on where you left off.',
    ],
    shellUrl,
  );
}

/** The account was approved: the person can use everything now. */
export function approvedMail(person: Person, shellUrl: string): Mail {
  return mail(
    person,
    'Your PressPoint account is approved',
    [
      'Good news: your account is approved. You can now search the directory, request interviews and ask experts questions.',
    ],
    shellUrl,
  );
}

/**
 * The registration was not approved (the account is locked, so no sign-in link): the staff
 * member's reason as written, and where to write back.
 */
export function rejectedMail(person: Person, reason: string, shellUrl: string): Mail {
  return mail(
    person,
    'Your PressPoint account was not approved',
    [
      'Thank you for registering. We checked your account and could not approve it, for this reason:',
      reason,
      'If something was missing or wrong, write to us through the contact form and we will look at it again.',
    ],
    shellUrl,
    { url: `${shellUrl.replace(/\/$/, '')}/contacts`, label: 'Contact PressPoint' },
  );
}
