import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_NOTES, QUOTE_DEFAULT_TERMS } from '../../../../../shared/constants';
import { addDaysIso, lagosToday } from '../../../../../shared/dates';
import { koboToDecimal, parseNaira } from '../../../../../shared/money';
import { PRICE_NOT_AN_AMOUNT, PRICE_TOO_MANY_DECIMALS } from '../../../../../shared/schemas/item';
import type { DocumentTotals } from '../../../../../shared/documents/totals';
import { quoteInputSchema, quoteTotals, type Attachment, type Discount, type LineInput, type Quote, type QuoteInput } from '../../../../../shared/schemas/quote';

/** The customer as the form shows it (the API only needs the id). */
export interface QuoteCustomer {
  customerId: string;
  name: string;
  email?: string;
}

/**
 * What the Create / Edit Quote form holds. Lines are kept in the API's shape
 * (they are edited on the add-line-item screen); the discount and the
 * adjustment are the text typed, turned into numbers by toQuoteInput.
 */
export interface QuoteFormValues {
  customer: QuoteCustomer | null;
  quoteNumber: string;
  /** The number the form was pre-filled with: left as is, the server assigns the next one. */
  suggestedNumber: string;
  reference: string;
  quoteDate: string;
  expiryDate: string;
  subject: string;
  lines: LineInput[];
  discountType: Discount['type'];
  discount: string;
  adjustment: string;
  customerNotes: string;
  terms: string;
  attachments: Attachment[];
}

export type QuoteFormField = keyof QuoteFormValues;

/** The customer a New Customer form sent back (`state.newCustomer`), if any. */
export function customerOfState(state: unknown): QuoteCustomer | undefined {
  const c = (state as { newCustomer?: { customerId?: unknown; name?: unknown; email?: unknown } } | null)?.newCustomer;
  if (!c || typeof c.customerId !== 'string' || typeof c.name !== 'string') return undefined;
  return { customerId: c.customerId, name: c.name, ...(typeof c.email === 'string' && c.email ? { email: c.email } : {}) };
}

/** A blank Create Quote form: today, +30 days, the default notes and terms, no discount. */
export function emptyQuoteForm(today = lagosToday()): QuoteFormValues {
  return {
    customer: null,
    quoteNumber: '',
    suggestedNumber: '',
    reference: '',
    quoteDate: today,
    expiryDate: addDaysIso(today, QUOTE_DEFAULT_EXPIRY_DAYS),
    subject: '',
    lines: [],
    discountType: 'percent',
    discount: '0',
    adjustment: '0',
    customerNotes: QUOTE_DEFAULT_NOTES,
    terms: QUOTE_DEFAULT_TERMS,
    attachments: [],
  };
}

/**
 * The form's values with a stored draft over them: only the fields the draft
 * holds with the right kind of value (storage is the user's to change).
 */
export function withDraft(base: QuoteFormValues, draft: Partial<QuoteFormValues> | undefined): QuoteFormValues {
  const values = { ...base };
  if (!draft) return values;
  for (const key of Object.keys(base) as QuoteFormField[]) {
    const value: unknown = draft[key];
    const fits =
      key === 'customer'
        ? value === null || (typeof value === 'object' && typeof (value as QuoteCustomer).customerId === 'string' && typeof (value as QuoteCustomer).name === 'string')
        : Array.isArray(base[key])
          ? Array.isArray(value)
          : key === 'discountType'
            ? value === 'percent' || value === 'amount'
            : typeof value === 'string';
    if (fits) Object.assign(values, { [key]: value });
  }
  return values;
}

/** A saved quote as the form's starting values (every field, so a PUT never drops one). */
export function quoteFormValues(q: Quote): QuoteFormValues {
  return {
    customer: { customerId: q.customerId, name: q.customerName, email: q.customerEmail },
    quoteNumber: q.quoteNumber,
    suggestedNumber: '',
    reference: q.reference ?? '',
    quoteDate: q.quoteDate,
    expiryDate: q.expiryDate ?? '',
    subject: q.subject ?? '',
    lines: q.lines.map((l) => ({
      ...(l.itemId ? { itemId: l.itemId } : {}),
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      quantity: l.quantity,
      unit: l.unit,
      rateKobo: l.rateKobo,
      taxRate: l.taxRate,
    })),
    discountType: q.discount.type,
    discount: q.discount.type === 'percent' ? String(q.discount.value) : koboToDecimal(q.discount.valueKobo),
    adjustment: koboToDecimal(q.adjustmentKobo),
    customerNotes: q.customerNotes ?? '',
    terms: q.terms ?? '',
    // The read adds a download url; the input schema takes only what was uploaded.
    attachments: q.attachments.map(({ key, name, size, contentType }) => ({ key, name, size, contentType })),
  };
}

export type NairaText = { kobo: number } | { empty: true } | { error: string };

/** Naira typed by a person ("1,500.50", "-200") → kobo, or why not. parseNaira does the conversion. */
export function readNaira(text: string): NairaText {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  const kobo = parseNaira(body);
  // A negative amount is passed on: the shared schema says whether it may be (an adjustment) or not (a rate).
  if (kobo !== null) return { kobo: negative ? -kobo : kobo };
  const plain = body.replace(/[₦,\s]/g, '');
  return { error: /^\d*\.\d{3,}$/.test(plain) ? PRICE_TOO_MANY_DECIMALS : PRICE_NOT_AN_AMOUNT };
}

/** A number typed by a person: blank is `blank`, anything else that is not a number is NaN (the schema then says what it wants). */
export function readNumber(text: string, blank: number | undefined): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return blank;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The discount as the API takes it; blank is 0 (the spec: discount and adjustment default to 0). */
export function readDiscount(values: Pick<QuoteFormValues, 'discountType' | 'discount'>): { discount: Discount } | { error: string } {
  if (values.discountType === 'percent') return { discount: { type: 'percent', value: readNumber(values.discount, 0) ?? 0 } };
  const read = readNaira(values.discount);
  if ('error' in read) return read;
  return { discount: { type: 'amount', valueKobo: 'empty' in read ? 0 : read.kobo } };
}

export function readAdjustment(text: string): { kobo: number } | { error: string } {
  const read = readNaira(text);
  if ('error' in read) return read;
  return { kobo: 'empty' in read ? 0 : read.kobo };
}

/**
 * The figures as typed, from the shared totals module (what the server will
 * compute). A discount or adjustment it cannot take yet (over 100%, not a
 * number) is left out: its field says what is wrong.
 */
export function formTotals(values: Pick<QuoteFormValues, 'lines' | 'discountType' | 'discount' | 'adjustment'>): DocumentTotals | null {
  const lines = values.lines.map((l) => ({ quantity: l.quantity, rateKobo: l.rateKobo, taxRate: l.taxRate ?? null }));
  const read = readDiscount(values);
  const adjustment = readAdjustment(values.adjustment);
  const adjustmentKobo = 'kobo' in adjustment && Number.isSafeInteger(adjustment.kobo) ? adjustment.kobo : 0;
  const noDiscount: Discount = { type: 'percent', value: 0 };
  for (const discount of 'discount' in read ? [read.discount, noDiscount] : [noDiscount]) {
    try {
      return quoteTotals({ lines, discount, adjustmentKobo });
    } catch {
      // computeTotals refuses it (RangeError): try without the discount.
    }
  }
  return null;
}

/**
 * The body for POST/PUT /api/quotes (status aside), and the messages for the
 * texts that are not numbers at all. A number left as pre-filled is left out,
 * so the server gives the next one of the series (an edit has no suggestion).
 */
export function toQuoteInput(values: QuoteFormValues): { input: QuoteInput; errors: Partial<Record<QuoteFormField, string>> } {
  const errors: Partial<Record<QuoteFormField, string>> = {};
  const discount = readDiscount(values);
  if ('error' in discount) errors.discount = discount.error;
  const adjustment = readAdjustment(values.adjustment);
  if ('error' in adjustment) errors.adjustment = adjustment.error;
  const number = values.quoteNumber.trim();
  const omitNumber = values.suggestedNumber !== '' && number === values.suggestedNumber;
  const input: QuoteInput = {
    customerId: values.customer?.customerId ?? '',
    ...(omitNumber ? {} : { quoteNumber: number }),
    reference: values.reference,
    quoteDate: values.quoteDate,
    expiryDate: values.expiryDate,
    subject: values.subject,
    lines: values.lines,
    discount: 'discount' in discount ? discount.discount : { type: 'percent', value: 0 },
    adjustmentKobo: 'kobo' in adjustment ? adjustment.kobo : 0,
    customerNotes: values.customerNotes,
    terms: values.terms,
    attachments: values.attachments,
  };
  return { input, errors };
}

const DIRECT: readonly string[] = ['quoteNumber', 'reference', 'quoteDate', 'expiryDate', 'subject', 'customerNotes', 'terms'];

/**
 * The form field an API or schema error path belongs to ('lines.1.rateKobo' →
 * lines, 'discount.valueKobo' → discount), with the message to show there.
 */
export function fieldOfPath(path: readonly PropertyKey[], message: string): { field: QuoteFormField; message: string } | undefined {
  const [head, index] = path;
  if (typeof head !== 'string') return undefined;
  if (head === 'customerId') return { field: 'customer', message };
  if (head === 'discount') return { field: 'discount', message };
  if (head === 'adjustmentKobo') return { field: 'adjustment', message };
  if (head === 'attachments') return { field: 'attachments', message };
  if (head === 'lines') return { field: 'lines', message: typeof index === 'number' || /^\d+$/.test(String(index ?? '')) ? `Line ${Number(index) + 1}: ${message}` : message };
  if (DIRECT.includes(head)) return { field: head as QuoteFormField, message };
  return undefined;
}

/** The API's field errors ("lines.0.name": message) as form fields and messages. */
export function formErrorsOfApi(fields: Record<string, string>): { field: QuoteFormField; message: string }[] {
  return Object.entries(fields).flatMap(([path, message]) => {
    const hit = fieldOfPath(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message);
    return hit ? [hit] : [];
  });
}

/** The first message of each field that is wrong now (the totals block shows the discount's at once). */
export function validateQuoteForm(values: QuoteFormValues): Partial<Record<QuoteFormField, string>> {
  return checkQuoteForm(values).errors;
}

/**
 * Checks the form with the API's own schema (quoteInputSchema), so every
 * message is the server's: the body to send, and the first message of each field.
 */
function checkQuoteForm(values: QuoteFormValues): { input: QuoteInput; errors: Partial<Record<QuoteFormField, string>> } {
  const { input, errors } = toQuoteInput(values);
  const parsed = quoteInputSchema.safeParse(input);
  const found: Partial<Record<QuoteFormField, string>> = { ...errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const hit = fieldOfPath(issue.path, issue.message);
      if (hit && !found[hit.field]) found[hit.field] = hit.message;
    }
  }
  return { input, errors: found };
}

/** react-hook-form's resolver over checkQuoteForm: the output is the API body. */
export const quoteFormResolver: Resolver<QuoteFormValues, unknown, QuoteInput> = (values) => {
  const { input, errors } = checkQuoteForm(values);
  const entries = Object.entries(errors) as [QuoteFormField, string][];
  if (entries.length === 0) return { values: input, errors: {} };
  const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]));
  return { values: {}, errors: fieldErrors as FieldErrors<QuoteFormValues> };
};

/** The order the form shows its fields in: the first error's toast and focus follow it. */
export const FIELD_ORDER: readonly QuoteFormField[] = [
  'customer',
  'quoteNumber',
  'reference',
  'quoteDate',
  'expiryDate',
  'subject',
  'lines',
  'discount',
  'adjustment',
  'customerNotes',
  'terms',
  'attachments',
];
