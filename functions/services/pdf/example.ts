import { lagosToday } from '../../../shared/dates';
import { computeTotals } from '../../../shared/documents/totals';
import type { Invoice } from '../../../shared/schemas/invoice';

const GOODS = [
  { name: 'Consulting', description: 'Two days on site', unit: 'hrs' as const, quantity: 2, rateKobo: 7_500_000 },
  { name: 'Printer paper (A4)', unit: 'box' as const, quantity: 10, rateKobo: 450_000 },
  { name: 'Bag of rice (50 kg)', description: 'Long grain, delivered to the warehouse in Apapa', unit: 'pcs' as const, quantity: 1.5, rateKobo: 3_333_333 },
];

/**
 * An example invoice with figures from the shared totals module: the PDF
 * template preview shows the company's own header on it, and the bench and
 * the PDF tests render it at any length.
 */
export function exampleInvoice(lineCount = 2, today = lagosToday()): Invoice {
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const g = GOODS[i % GOODS.length]!;
    return { lineNo: i + 1, ...g, name: lineCount > GOODS.length ? `${g.name} ${i + 1}` : g.name, taxRate: (i % 4 === 3 ? 0 : 7.5) as 0 | 7.5 };
  });
  const discount = { type: 'percent' as const, value: 0 };
  const t = computeTotals({ lines, discount, adjustmentKobo: 0 });
  return {
    invoiceId: 'preview',
    invoiceNumber: 'INV-PREVIEW',
    invoiceDate: today,
    dueDate: today,
    paymentTerms: 'due_on_receipt',
    status: 'sent',
    displayStatus: 'sent',
    customerId: 'preview',
    customerName: 'Example Customer Ltd',
    totalKobo: t.totalKobo,
    amountPaidKobo: 0,
    whtKobo: 0,
    balanceDueKobo: t.totalKobo,
    createdAt: today,
    recipients: [],
    payments: [],
    discount,
    adjustmentKobo: 0,
    subtotalKobo: t.subtotalKobo,
    discountKobo: t.discountKobo,
    taxKobo: t.taxKobo,
    taxes: t.taxes,
    lines: lines.map((l, i) => ({ ...l, amountKobo: t.lines[i]!.amountKobo, discountKobo: t.lines[i]!.discountKobo, taxKobo: t.lines[i]!.taxKobo })),
    attachments: [],
    customerNotes: 'Thank you for your business',
    terms: 'Payment is due on receipt',
    version: 0,
    updatedAt: today,
  };
}

export const EXAMPLE_CUSTOMER = { name: 'Example Customer Ltd', billingAddress: { street1: '1 Example Road', city: 'Ikeja', state: 'Lagos' } };
