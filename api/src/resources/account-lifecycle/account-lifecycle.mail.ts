import { ROLE } from 'mf-shared/roles';
import type { Mail } from '../../plugins/mailer';
import { mail } from '../accounts/accounts.mail';
import type { UserRow } from '../accounts/accounts.repository';

type Person = Pick<UserRow, 'email' | 'first_name' | 'role'>;

/** The Security tab of the person's profile, where the restore and download controls are. */
const securityTab = (person: Person, shellUrl: string) =>
  `${shellUrl.replace(/\/$/, '')}/profile/${person.role === ROLE.JOURNALIST ? 'journalist' : 'expert'}/security`;

/** "Delete my account" was asked: the date, and the way back until then. */
export function deletionScheduledMail(person: Person, date: string, shellUrl: string): Mail {
  return mail(
    person,
    'Your PressPoint account will be deleted',
    [
      `You asked us to delete your account. It will be deleted on ${date}: your profile, guests, templates and saved searches go, and the people you worked with see "Deleted user" in their history.`,
      'Changed your mind? Sign in before that date and choose "Restore my account".',
      'If you did not ask for this, restore your account and change your password at once.',
    ],
    shellUrl,
    { url: securityTab(person, shellUrl), label: 'Restore my account' },
  );
}

/** "Download my data" is ready: the link leads to the signed-in Security tab, never to the file. */
export function exportReadyMail(person: Person, shellUrl: string): Mail {
  return mail(
    person,
    'Your PressPoint data is ready to download',
    [
      'The copy of your data that you asked for is ready. Sign in and download it from the Security tab of your profile within 7 days.',
    ],
    shellUrl,
    { url: securityTab(person, shellUrl), label: 'Download my data' },
  );
}
