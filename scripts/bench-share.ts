/**
 * The public document page for `npm run bench`: a 3-line quote shared by its link,
 * which scripts/bench-pages.ts then weighs and audits as its customer would open it,
 * signed in to nothing, with a cold cache (the HTML with its inline styles, the script,
 * the document from the API, the icon; headers included).
 */

/** The API as the business (the bench's owner): a non-2xx answer throws. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Call = (method: string, url: string, body?: unknown) => Promise<any>;

/** Shares a new quote and gives the public page's path (`/share/<token>`). */
export async function sharedQuotePath(call: Call): Promise<string> {
  const { customerId } = await call('POST', '/api/customers', { displayName: 'Adunni Bakery', email: 'orders@adunnibakery.ng' });
  const quote = await call('POST', '/api/quotes', {
    customerId,
    quoteDate: '2026-11-20',
    expiryDate: '2099-12-20',
    lines: [
      { name: 'Printed cake boxes', description: '12 inch, two colours', quantity: 200, rateKobo: 45_000, taxRate: 7.5 },
      { name: 'Ribbon (roll)', quantity: 10, rateKobo: 150_000, taxRate: 7.5 },
      { name: 'Delivery', quantity: 1, rateKobo: 500_000 },
    ],
    customerNotes: 'Thank you for your business.',
    terms: 'Payment within 15 days of delivery.',
    status: 'sent',
  });
  const { link } = await call('POST', `/api/quotes/${quote.quoteId}/share`, {});
  return link.path as string;
}
