import { formatDate } from '../dates';
import { PAYMENT_MODE_LABELS, PAYMENT_TERM_LABELS, WALK_IN_CUSTOMER_ID } from '../constants';
import { formatNaira } from '../money';
import { lineQuantityText } from '../time-values';
import type { DocumentLine } from '../schemas/document';
import { taxGroupLabel } from '../tax-labels';
import type { Invoice } from '../schemas/invoice';
import type { Payment } from '../schemas/payment';
import type { Quote } from '../schemas/quote';
import type { SalesReceipt } from '../schemas/sales-receipt';
import type { Printable, PrintableDocument, PrintableKind, PrintableLine, PrintableRow, PrintParty, PrintTable } from '../schemas/printable';

/**
 * A sales document as it is printed: every figure already formatted by the
 * shared money module from the figures the engine computed (shared/documents/totals.ts),
 * so the PDF, the public page and the screen show the same text to the kobo.
 * Kind-neutral: the PDF builder and the public page know nothing of quotes
 * or invoices, only of this shape (its schema: shared/schemas/printable.ts).
 */
export type { Printable, PrintableDocument, PrintableKind, PrintableLine, PrintableRow, PrintParty, PrintTable };

export interface PrintAddress {
  attention?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  phone?: string;
}

/** What the company prints about itself. */
export interface PrintCompany {
  name: string;
  email?: string;
  phone?: string;
  website?: string;
  streetAddress?: string;
  streetAddress2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  tin?: string;
  vatNumber?: string;
}

/** What the customer record adds to the document (addresses and TIN). */
export interface PrintCustomer {
  name: string;
  email?: string;
  tin?: string;
  billingAddress?: PrintAddress;
  shippingAddress?: PrintAddress;
}


const present = (values: (string | undefined)[]) => values.map((v) => v?.trim()).filter((v): v is string => !!v);

function addressLines(a: PrintAddress | undefined): string[] {
  if (!a) return [];
  return present([a.attention, a.street1, a.street2, present([a.city, a.state, a.zipCode]).join(', '), a.country, a.phone]);
}

export function companyParty(c: PrintCompany): PrintParty {
  return {
    name: c.name,
    lines: present([c.streetAddress, c.streetAddress2, present([c.city, c.state, c.postalCode]).join(', '), c.country, c.phone, c.email, c.website]),
    tin: c.tin,
    ...(c.vatNumber ? { vat: c.vatNumber } : {}),
  };
}

export function customerParties(customerId: string, customerName: string, customer: PrintCustomer | null): Pick<PrintableDocument, 'billTo' | 'shipTo'> {
  if (customerId === WALK_IN_CUSTOMER_ID || !customer) return { billTo: { name: customerName, lines: [] } };
  const billing = addressLines(customer.billingAddress);
  const shipping = addressLines(customer.shippingAddress);
  return {
    billTo: { name: customer.name || customerName, lines: billing.length ? billing : present([customer.email]), tin: customer.tin },
    ...(shipping.length && shipping.join('\n') !== billing.join('\n') ? { shipTo: { name: customer.name || customerName, lines: shipping } } : {}),
  };
}

export function printableLines(lines: DocumentLine[]): PrintableLine[] {
  return lines.map((l) => ({
    no: l.lineNo,
    name: l.name,
    description: l.description,
    quantity: lineQuantityText(l),
    rate: formatNaira(l.rateKobo),
    tax: l.taxRate === null ? '' : `${l.taxRate}%`,
    amount: formatNaira(l.amountKobo),
  }));
}

type Figures = Pick<Quote, 'subtotalKobo' | 'discountKobo' | 'discount' | 'taxes' | 'adjustmentKobo'> & { totalKobo: number; lines?: Pick<DocumentLine, 'taxRate' | 'taxName'>[] };


/** Subtotal, discount, VAT by rate, adjustment and total, in that order (rows that are 0 are left out). */
export function figureRows(f: Figures): PrintableRow[] {
  const rows: PrintableRow[] = [{ label: 'Sub Total', value: formatNaira(f.subtotalKobo) }];
  if (f.discountKobo) rows.push({ label: f.discount.type === 'percent' ? `Discount (${f.discount.value}%)` : 'Discount', value: `-${formatNaira(f.discountKobo)}` });
  for (const t of f.taxes) if (t.taxKobo || t.rate > 0) rows.push({ label: taxGroupLabel(t.rate, f.lines), value: formatNaira(t.taxKobo) });
  if (f.adjustmentKobo) rows.push({ label: 'Adjustment', value: formatNaira(f.adjustmentKobo) });
  rows.push({ label: 'Total', value: formatNaira(f.totalKobo), strong: true });
  return rows;
}

const QUOTE_STAMPS: Partial<Record<Quote['displayStatus'], string>> = { draft: 'DRAFT', accepted: 'ACCEPTED', declined: 'DECLINED', expired: 'EXPIRED', invoiced: 'INVOICED' };
const INVOICE_STAMPS: Partial<Record<Invoice['displayStatus'], string>> = { draft: 'DRAFT', paid: 'PAID', void: 'VOID', overdue: 'OVERDUE' };

export function printableQuote(q: Quote, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  return {
    kind: 'quote',
    title: 'QUOTE',
    number: q.quoteNumber,
    stamp: QUOTE_STAMPS[q.displayStatus],
    company: companyParty(company),
    ...customerParties(q.customerId, q.customerName, customer),
    facts: [
      { label: 'Quote Date', value: formatDate(q.quoteDate) },
      ...(q.expiryDate ? [{ label: 'Expiry Date', value: formatDate(q.expiryDate) }] : []),
      ...(q.reference ? [{ label: 'Reference#', value: q.reference }] : []),
    ],
    subject: q.subject,
    lines: printableLines(q.lines),
    totals: figureRows(q),
    headline: { label: 'Total', value: formatNaira(q.totalKobo) },
    notes: q.customerNotes,
    terms: q.terms,
  };
}

export function printableInvoice(i: Invoice, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  const totals = figureRows(i);
  if (i.amountPaidKobo) totals.push({ label: 'Payment Made', value: `(-) ${formatNaira(i.amountPaidKobo)}` });
  if (i.whtKobo) totals.push({ label: 'WHT Credited', value: `(-) ${formatNaira(i.whtKobo)}` });
  totals.push({ label: 'Balance Due', value: formatNaira(i.balanceDueKobo), strong: true });
  return {
    kind: 'invoice',
    title: 'INVOICE',
    number: i.invoiceNumber,
    stamp: INVOICE_STAMPS[i.displayStatus],
    company: companyParty(company),
    ...customerParties(i.customerId, i.customerName, customer),
    facts: [
      { label: 'Invoice Date', value: formatDate(i.invoiceDate) },
      ...(i.paymentTerms ? [{ label: 'Terms', value: PAYMENT_TERM_LABELS[i.paymentTerms] }] : []),
      ...(i.dueDate ? [{ label: 'Due Date', value: formatDate(i.dueDate) }] : []),
      ...(i.orderNumber ? [{ label: 'Order Number', value: i.orderNumber }] : []),
      ...(i.salespersonName ? [{ label: 'Salesperson', value: i.salespersonName }] : []),
    ],
    subject: i.subject,
    lines: printableLines(i.lines),
    totals,
    headline: { label: 'Balance Due', value: formatNaira(i.balanceDueKobo) },
    notes: i.customerNotes,
    terms: i.terms,
  };
}

export function printableSalesReceipt(r: SalesReceipt, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  return {
    kind: 'salesreceipt',
    title: 'SALES RECEIPT',
    number: r.receiptNumber,
    stamp: 'PAID',
    company: companyParty(company),
    ...customerParties(r.customerId, r.customerName, customer),
    facts: [
      { label: 'Receipt Date', value: formatDate(r.receiptDate) },
      { label: 'Payment Mode', value: PAYMENT_MODE_LABELS[r.mode] },
      ...(r.reference ? [{ label: 'Reference#', value: r.reference }] : []),
    ],
    lines: printableLines(r.lines),
    totals: figureRows(r),
    headline: { label: 'Amount Paid', value: formatNaira(r.totalKobo) },
    notes: r.customerNotes,
    terms: r.terms,
  };
}

export function printablePayment(p: Payment, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  const totals: PrintableRow[] = [{ label: 'Amount Received', value: formatNaira(p.amountKobo) }];
  if (p.whtKobo) totals.push({ label: 'WHT Deducted', value: formatNaira(p.whtKobo) }, { label: 'Total Settled', value: formatNaira(p.amountKobo + p.whtKobo), strong: true });
  if (p.creditKobo) totals.push({ label: 'Unused Credit', value: formatNaira(p.creditKobo) });
  return {
    kind: 'payment',
    title: 'PAYMENT RECEIPT',
    number: p.paymentNumber,
    company: companyParty(company),
    ...customerParties(p.customerId, p.customerName, customer),
    facts: [
      { label: 'Payment Date', value: formatDate(p.paymentDate) },
      { label: 'Payment Mode', value: PAYMENT_MODE_LABELS[p.mode] },
      ...(p.reference ? [{ label: 'Reference#', value: p.reference }] : []),
    ],
    lines: [],
    settled: p.applications.map((a) => ({ number: a.number, amount: formatNaira(a.amountKobo), wht: a.whtKobo ? formatNaira(a.whtKobo) : '' })),
    totals,
    headline: { label: 'Amount Received', value: formatNaira(p.amountKobo) },
    notes: p.notes,
  };
}
