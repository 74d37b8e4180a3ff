import { formatMoney, GST_PERCENT } from 'mf-shared/billing';
import { escapeHtml } from '../../lib/html';
import type { PaymentRow, PlanRow } from './billing.repository';

interface Receipt {
  payment: PaymentRow;
  plan: PlanRow;
  user: { email: string; first_name: string; last_name: string; company_name: string | null };
}

/** '25 November 2026 UTC': a receipt is read anywhere, so its dates say in which zone they are. */
const day = (iso: string | null) =>
  iso
    ? `${new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} UTC`
    : '-';

/** The receipt's lines: what was bought, before GST, the GST and the total charged. */
function lines({ payment, plan, user }: Receipt) {
  const before = payment.amount_cents - payment.gst_cents;
  return {
    number: payment.receipt_number ?? '-',
    date: day(payment.created_at),
    billedTo: [`${user.first_name} ${user.last_name}`, user.company_name, user.email].filter(Boolean) as string[],
    item: `${plan.name}, one year${payment.period_end ? ` (until ${day(payment.period_end)})` : ''}`,
    before: formatMoney(before, payment.currency),
    gst: formatMoney(payment.gst_cents, payment.currency),
    total: formatMoney(payment.amount_cents, payment.currency),
  };
}

/** A receipt as a page of its own (downloaded from the profile, and the receipt mail's body). */
export function receiptHtml(receipt: Receipt): string {
  const r = lines(receipt);
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 16px 4px 0">${strong ? '<strong>' : ''}${escapeHtml(label)}${strong ? '</strong>' : ''}</td><td style="padding:4px 0;text-align:right">${strong ? '<strong>' : ''}${escapeHtml(value)}${strong ? '</strong>' : ''}</td></tr>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(r.number)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;max-width:640px;margin:24px auto;padding:0 16px">
<h1 style="font-size:22px">PressPoint receipt</h1>
<p>Receipt number: <strong>${escapeHtml(r.number)}</strong><br>Date: ${escapeHtml(r.date)}</p>
<p>Billed to:<br>${r.billedTo.map(escapeHtml).join('<br>')}</p>
<table style="border-collapse:collapse;width:100%">
${row(r.item, r.before)}
${row(`GST ${GST_PERCENT}%`, r.gst)}
${row('Total paid', r.total, true)}
</table>
<p style="color:#6b7280;font-size:13px">Prices are annual and renew each year until cancelled. You can cancel at any time in your profile; the plan stays active until the end of the paid year.</p>
</body></html>`;
}

export function receiptText(receipt: Receipt): string {
  const r = lines(receipt);
  return [
    'PressPoint receipt',
    `Receipt number: ${r.number}`,
    `Date: ${r.date}`,
    `Billed to: ${r.billedTo.join(', ')}`,
    '',
    `${r.item}: ${r.before}`,
    `GST ${GST_PERCENT}%: ${r.gst}`,
    `Total paid: ${r.total}`,
  ].join('\n');
}
