import { computeTotals, type DocumentTotals } from '../../../../shared/documents/totals';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { WALK_IN_CUSTOMER_ID } from '../../../../shared/constants';
import { koboToDecimal, parseNaira } from '../../../../shared/money';
import { PRICE_NOT_AN_AMOUNT, PRICE_TOO_MANY_DECIMALS } from '../../../../shared/schema-values';
import type { LazySchema } from '../form-fields/lazy-schema';
import type { Attachment, Discount, LineInput } from '../../../../shared/schemas/quote';

/** The customer as a document form shows it (the API only needs the id). */
export interface DocumentCustomer {
  customerId: string;
  name: string;
  email?: string;
}

/**
 * The fields every sales document form holds, whatever its kind; a kind's form
 * values add its own (number, dates...). Lines are kept in the API's shape (they
 * are edited on the add-line-item screen); the discount and the adjustment are
 * the text typed.
 */
export interface DocumentFormFields {
  customer: DocumentCustomer | null;
  lines: LineInput[];
  discountType: Discount['type'];
  discount: string;
  adjustment: string;
  customerNotes: string;
  terms: string;
  attachments: Attachment[];
}

export type DocumentFormField = keyof DocumentFormFields;

/** What every kind's form values hold besides the kind's own fields (its number among them, DocumentFormSpec.numberField). */
export interface NumberedDocumentFields extends DocumentFormFields {
  /** The number the form was pre-filled with: left as is, the server assigns the next one. */
  suggestedNumber: string;
}

/** Whom a sale over the counter went to, on a form that offers a walk-in customer (DocumentFormConfig.walkIn: the values' `soldTo`). */
export type SoldTo = 'customer' | 'walk-in';

/** A blank form's shared fields: no customer, lines, discount, adjustment, notes, terms or files, no number suggested yet (a kind sets its own defaults over them). */
export const blankDocumentFields = (): NumberedDocumentFields => ({
  customer: null,
  lines: [],
  discountType: 'percent',
  discount: '0',
  adjustment: '0',
  customerNotes: '',
  terms: '',
  attachments: [],
  suggestedNumber: '',
});

/** The customer a New Customer form sent back (`state.newCustomer`), if any. */
export function customerOfState(state: unknown): DocumentCustomer | undefined {
  const c = (state as { newCustomer?: { customerId?: unknown; name?: unknown; email?: unknown } } | null)?.newCustomer;
  if (!c || typeof c.customerId !== 'string' || typeof c.name !== 'string') return undefined;
  return { customerId: c.customerId, name: c.name, ...(typeof c.email === 'string' && c.email ? { email: c.email } : {}) };
}

/**
 * The form's values with a stored draft over them: only the fields the draft
 * holds with the right kind of value (storage is the user's to change). Every
 * field of a document form is text, a list, the customer or the discount type.
 */
export function withDraft<V extends DocumentFormFields>(base: V, draft: Partial<V> | undefined): V {
  const values = { ...base };
  if (!draft) return values;
  for (const key of Object.keys(base) as (keyof V & string)[]) {
    const value: unknown = draft[key];
    const fits =
      key === 'customer'
        ? value === null || (typeof value === 'object' && typeof (value as DocumentCustomer).customerId === 'string' && typeof (value as DocumentCustomer).name === 'string')
        : Array.isArray(base[key])
          ? Array.isArray(value)
          : key === 'discountType'
            ? value === 'percent' || value === 'amount'
            : typeof value === 'string';
    if (fits) Object.assign(values, { [key]: value });
  }
  return values;
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
export function readDiscount(values: Pick<DocumentFormFields, 'discountType' | 'discount'>): { discount: Discount } | { error: string } {
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
export function formTotals(values: Pick<DocumentFormFields, 'lines' | 'discountType' | 'discount' | 'adjustment'>): DocumentTotals | null {
  const lines = values.lines.map((l) => ({ quantity: l.quantity, rateKobo: l.rateKobo, taxRate: l.taxRate ?? null, ...(l.minutes ? { minutes: l.minutes } : {}) }));
  const read = readDiscount(values);
  const adjustment = readAdjustment(values.adjustment);
  const adjustmentKobo = 'kobo' in adjustment && Number.isSafeInteger(adjustment.kobo) ? adjustment.kobo : 0;
  const noDiscount: Discount = { type: 'percent', value: 0 };
  for (const discount of 'discount' in read ? [read.discount, noDiscount] : [noDiscount]) {
    try {
      return computeTotals({ lines, discount, adjustmentKobo });
    } catch {
      // computeTotals refuses it (RangeError): try without the discount.
    }
  }
  return null;
}

/**
 * The form field an API or schema error path belongs to ('lines.1.rateKobo' →
 * lines, 'discount.valueKobo' → discount), with the message to show there.
 * `direct`: the kind's own fields, named as in the API body.
 */
export function fieldOfPath<F extends string>(
  path: readonly PropertyKey[],
  message: string,
  direct: readonly F[],
): { field: F | DocumentFormField; message: string } | undefined {
  const [head, index] = path;
  if (typeof head !== 'string') return undefined;
  if (head === 'customerId') return { field: 'customer', message };
  if (head === 'discount') return { field: 'discount', message };
  if (head === 'adjustmentKobo') return { field: 'adjustment', message };
  if (head === 'attachments') return { field: 'attachments', message };
  if (head === 'lines') return { field: 'lines', message: typeof index === 'number' || /^\d+$/.test(String(index ?? '')) ? `Line ${Number(index) + 1}: ${message}` : message };
  if (head === 'customerNotes' || head === 'terms') return { field: head, message };
  if ((direct as readonly string[]).includes(head)) return { field: head as F, message };
  return undefined;
}

/** The API's field errors ("lines.0.name": message) as form fields and messages. */
export function formErrorsOfApi<F extends string>(fields: Record<string, string>, direct: readonly F[]): { field: F | DocumentFormField; message: string }[] {
  return Object.entries(fields).flatMap(([path, message]) => {
    const hit = fieldOfPath(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message, direct);
    return hit ? [hit] : [];
  });
}

/** The API body fields every kind shares, read from the form, and what is wrong with the texts that are not amounts at all. A walk-in sale goes to the walk-in customer. */
export function documentBodyOf(values: DocumentFormFields & { soldTo?: SoldTo }): {
  body: { customerId: string; lines: LineInput[]; discount: Discount; adjustmentKobo: number; customerNotes: string; terms: string; attachments: Attachment[] };
  errors: Partial<Record<DocumentFormField, string>>;
} {
  const errors: Partial<Record<DocumentFormField, string>> = {};
  const discount = readDiscount(values);
  if ('error' in discount) errors.discount = discount.error;
  const adjustment = readAdjustment(values.adjustment);
  if ('error' in adjustment) errors.adjustment = adjustment.error;
  return {
    body: {
      customerId: values.soldTo === 'walk-in' ? WALK_IN_CUSTOMER_ID : (values.customer?.customerId ?? ''),
      lines: values.lines,
      discount: 'discount' in discount ? discount.discount : { type: 'percent', value: 0 },
      adjustmentKobo: 'kobo' in adjustment ? adjustment.kobo : 0,
      customerNotes: values.customerNotes,
      terms: values.terms,
      attachments: values.attachments,
    },
    errors,
  };
}

/** The API body fields every kind shares. */
export type DocumentBody = ReturnType<typeof documentBodyOf>['body'];

/** A number left as pre-filled is left out of the body, so the server gives the next one of the series (an edit has no suggestion). */
export const typedNumber = (number: string, suggested: string): string | undefined => {
  const trimmed = number.trim();
  return suggested !== '' && trimmed === suggested ? undefined : trimmed;
};

/** A saved document's lines, figures, notes and attachments as the form's shared fields (every field, so a PUT never drops one). */
export function documentFormFieldsOf(d: {
  customerId: string;
  customerName: string;
  customerEmail?: string;
  lines: (LineInput & { itemId?: string; description?: string })[];
  discount: Discount;
  adjustmentKobo: number;
  customerNotes?: string;
  terms?: string;
  attachments: (Attachment & { url?: string })[];
}): NumberedDocumentFields {
  return {
    customer: { customerId: d.customerId, name: d.customerName, ...(d.customerEmail ? { email: d.customerEmail } : {}) },
    lines: d.lines.map((l) => ({
      ...(l.itemId ? { itemId: l.itemId } : {}),
      // The record the line bills: an edit that dropped it would free the expense or time entry.
      ...(l.expenseId ? { expenseId: l.expenseId } : {}),
      ...(l.timeEntryId ? { timeEntryId: l.timeEntryId } : {}),
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      quantity: l.quantity,
      ...(l.minutes ? { minutes: l.minutes } : {}),
      unit: l.unit,
      rateKobo: l.rateKobo,
      taxRate: l.taxRate,
    })),
    discountType: d.discount.type,
    discount: d.discount.type === 'percent' ? String(d.discount.value) : koboToDecimal(d.discount.valueKobo),
    adjustment: koboToDecimal(d.adjustmentKobo),
    customerNotes: d.customerNotes ?? '',
    terms: d.terms ?? '',
    // The read adds a download url; the input schema takes only what was uploaded.
    attachments: d.attachments.map(({ key, name, size, contentType }) => ({ key, name, size, contentType })),
    suggestedNumber: '',
  };
}

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** What a kind's form says about its own fields (quote-form-values.ts, ...); documentFormKind makes the rest. */
export interface DocumentFormSpec<V extends NumberedDocumentFields, I, N extends keyof V & string> {
  /** Its number field ('quoteNumber'): left as pre-filled, it is left out of the body (typedNumber). */
  numberField: N;
  /** Its fields in the sections between the customer and the items, in the form's order and named as in the API body (the number among them). */
  details: readonly (keyof V & string)[];
  /** Its fields between Notes & Terms and Attachments (an invoice's e-mail recipients). */
  extra?: readonly (keyof V & string)[];
  /** Its own part of the API body, the number aside. */
  ownBody: (values: V) => Omit<I, keyof DocumentBody | N>;
  /** The API's schema of the body, downloaded when the form first needs it: every message the form shows is the server's. */
  schema: LazySchema<BodySchema<I>>;
}

type BodySchema<I> = { safeParse: (input: I) => { success: true } | { success: false; error: Issues } };

/** A kind's form values checked over its API schema: the body, the messages, react-hook-form's resolver and the order of the fields. */
export interface DocumentFormKind<V extends NumberedDocumentFields, I> {
  numberField: keyof V & string;
  /** The order the form shows its fields in: the first error's toast follows it. */
  fieldOrder: readonly string[];
  /** The body for POST/PUT (status and version aside), and the messages for the texts that are not amounts at all. */
  toInput: (values: V) => { input: I; errors: Partial<Record<string, string>> };
  /** The first message of each field that is wrong now (the totals block shows the discount's and adjustment's at once); the schema's only once it has arrived. */
  validate: (values: V) => Partial<Record<string, string>>;
  /** The body's schema (see lazy-schema.ts). */
  schema: LazySchema<unknown>;
  /** react-hook-form's resolver over the API's own schema: its output is the API body. */
  resolver: Resolver<V, unknown, I>;
  /** The API's field errors ("lines.0.name": message) as form fields and messages. */
  formErrorsOfApi: (fields: Record<string, string>) => { field: string; message: string }[];
}

/** The form values of a kind of document, from what is particular to it (its spec). */
export function documentFormKind<V extends NumberedDocumentFields, I, N extends keyof V & string>(spec: DocumentFormSpec<V, I, N>): DocumentFormKind<V, I> {
  const extra = spec.extra ?? [];
  const direct = [...spec.details, ...extra];
  const toInput = (values: V) => {
    const { body, errors } = documentBodyOf(values);
    const number = typedNumber(String(values[spec.numberField] ?? ''), values.suggestedNumber);
    // The shared body, the typed number and the kind's own fields make the whole body: its type is the kind's (ownBody is I without the rest).
    const input = { ...body, ...(number === undefined ? {} : { [spec.numberField]: number }), ...spec.ownBody(values) } as unknown as I;
    return { input, errors: errors as Partial<Record<string, string>> };
  };
  const check = (values: V, schema: BodySchema<I> | undefined) => {
    const { input, errors } = toInput(values);
    const parsed = schema?.safeParse(input);
    const found: Partial<Record<string, string>> = { ...errors };
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const hit = fieldOfPath(issue.path, issue.message, direct);
        if (hit && !found[hit.field]) found[hit.field] = hit.message;
      }
    }
    return { input, errors: found };
  };
  const resolver: Resolver<V, unknown, I> = async (values) => {
    const { input, errors } = check(values, await spec.schema.get());
    const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (entries.length === 0) return { values: input, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]));
    return { values: {}, errors: fieldErrors as FieldErrors<V> };
  };
  return {
    numberField: spec.numberField,
    fieldOrder: ['customer', ...spec.details, 'lines', 'discount', 'adjustment', 'customerNotes', 'terms', ...extra, 'attachments'],
    toInput,
    validate: (values) => check(values, spec.schema.now()).errors,
    schema: spec.schema,
    resolver,
    formErrorsOfApi: (fields) => formErrorsOfApi(fields, direct),
  };
}

/** The record a line bills (an expense or a time entry), to keep on it when the line is edited. */
export const billedBy = (l: { expenseId?: string; timeEntryId?: string }) => ({
  ...(l.expenseId ? { expenseId: l.expenseId } : {}),
  ...(l.timeEntryId ? { timeEntryId: l.timeEntryId } : {}),
});
