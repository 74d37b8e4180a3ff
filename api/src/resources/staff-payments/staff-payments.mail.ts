import { formatMoney } from 'mf-shared/billing';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../plugins/mailer';

/** The notice of a refund, to the account that paid: what was given back, and when to expect it. */
export function refundMail(
  account: { email: string; first_name: string; last_name: string },
  payment: { amount_cents: number; currency: string; receipt_number: string | null; created_at: string },
): Mail {
  const name = `${account.first_name} ${account.last_name}`.trim();
  const paidOn = new Date(payment.created_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const paragraphs = [
    name ? `Hello ${name},` : 'Hello,',
    `We have refunded your payment of ${formatMoney(payment.amount_cents, payment.currency)} made on ${paidOn} UTC` +
      `${payment.receipt_number ? ` (receipt ${payment.receipt_number})` : ''}.`,
    'The money goes back to the card or account you paid with; your bank may take 5 to 10 working days to show it.',
    'Questions? Reply through the contact form on our website.',
    'The PressPoint team',
  ];
  return {
    to: account.email,
    subject: 'Your PressPoint payment was refunded',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
