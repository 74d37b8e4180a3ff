/** Singapore's Goods and Services Tax, charged on every plan (spec section 9: fees are before GST). */
export const GST_PERCENT = 9;

/** The GST part of a price before GST, in the same cents, rounded to the cent. */
export const gstCents = (priceCents: number) => Math.round((priceCents * GST_PERCENT) / 100);

/** A plan's price, its GST and what is charged, all in cents. */
export const withGst = (priceCents: number) => {
  const gst = gstCents(priceCents);
  return { price_cents: priceCents, gst_cents: gst, total_cents: priceCents + gst };
};

/** 'S$4,560.00': cents of a currency as people read them (SGD as S$). */
export function formatMoney(cents: number, currency = 'SGD'): string {
  const amount = (cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency === 'SGD' ? `S$${amount}` : `${currency} ${amount}`;
}
