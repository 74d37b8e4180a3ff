/** Mail services anyone can sign up to: an address there says nothing about an employer. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.com.sg',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'qq.com',
  '163.com',
  'singnet.com.sg',
]);

/** Trailing labels that name no organisation (generic and country top-level domains, "co", "com"…). */
const SUFFIX_LABELS = new Set(['com', 'org', 'net', 'edu', 'gov', 'co', 'ac', 'or', 'ne', 'info', 'biz', 'io']);

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const initials = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');

/** The label of the domain that names the organisation: `straitstimes` of `mail.straitstimes.com.sg`. */
export function organisationLabel(domain: string): string {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  while (labels.length > 1 && (SUFFIX_LABELS.has(labels[labels.length - 1]) || labels[labels.length - 1].length === 2))
    labels.pop();
  return labels[labels.length - 1] ?? '';
}

/**
 * What the approval queue shows about an applicant's address: its domain, whether it is a free mail
 * service, and whether the domain matches a name they gave (company, outlet): the organisation's
 * label contains the name or is contained in it (letters and digits only), or is its initials.
 * A hint for the person deciding, never a decision.
 */
export function emailDomainCheck(email: string, names: (string | null | undefined)[]) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (FREE_MAIL.has(domain)) return { email_domain: domain, free_mail: true, domain_matches: false };
  const label = organisationLabel(domain);
  const matches =
    label.length >= 3 &&
    names.some((name) => {
      if (!name) return false;
      const squashed = squash(name);
      return (
        (squashed.length >= 3 && (squashed.includes(label) || label.includes(squashed))) || initials(name) === label
      );
    });
  return { email_domain: domain, free_mail: false, domain_matches: matches };
}
