import { whtForReceived, whtOnSettled } from '../../../../../shared/wht';
import { PAYMENT_MODES } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import { formatNaira, koboToDecimal } from '../../../../../shared/money';
import type { OpenInvoice, Payment, PaymentInput, paymentInputSchema } from '../../../../../shared/schemas/payment';
import { lazySchema } from '../../../components/form-fields/lazy-schema';
import { readNaira, type DocumentCustomer } from '../../../components/documents/document-form-values';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** An invoice the payment may settle: an open one, or one the payment being edited already settles. */
export interface PayableInvoice {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate?: string;
  dueDate?: string;
  totalKobo?: number;
  /** The tax in its total (with the total: what the WHT rule needs; unknown for an invoice since deleted). */
  taxKobo?: number;
  /** What may be applied to it: its balance due, plus what this payment settles on it already (an edit). */
  availableKobo: number;
}

/** The Record Payment form as typed; amounts are naira text. */
export interface PaymentFormValues {
  customer: DocumentCustomer | null;
  paymentNumber: string;
  /** The number pre-filled: left as is, the server gives the next one. */
  suggestedNumber: string;
  amount: string;
  wht: string;
  paymentDate: string;
  mode: PaymentMode;
  reference: string;
  notes: string;
  /** Applied per invoice id (cash + WHT), as typed. */
  applied: Record<string, string>;
  /** The user changed an applied amount: they no longer follow the amount oldest first. */
  manual: boolean;
}

export type PaymentFormField = Exclude<keyof PaymentFormValues, 'suggestedNumber' | 'manual'>;

export function emptyPaymentForm(today = lagosToday()): PaymentFormValues {
  return { customer: null, paymentNumber: '', suggestedNumber: '', amount: '', wht: '', paymentDate: today, mode: 'cash', reference: '', notes: '', applied: {}, manual: false };
}

/** The Edit Payment form of a saved payment. */
export function paymentFormOf(p: Payment): PaymentFormValues {
  return {
    customer: { customerId: p.customerId, name: p.customerName },
    paymentNumber: p.paymentNumber,
    suggestedNumber: '',
    amount: koboToDecimal(p.amountKobo),
    wht: p.whtKobo ? koboToDecimal(p.whtKobo) : '',
    paymentDate: p.paymentDate,
    mode: p.mode,
    reference: p.reference ?? '',
    notes: p.notes ?? '',
    applied: Object.fromEntries(p.applications.map((a) => [a.invoiceId, koboToDecimal(a.amountKobo + a.whtKobo)])),
    manual: true,
  };
}

/** The invoices the form lists: what this payment settles already (an edit), then the open ones, oldest first. */
export function payableInvoices(open: OpenInvoice[], payment?: Pick<Payment, 'applications'>): PayableInvoice[] {
  const own = new Map((payment?.applications ?? []).map((a) => [a.invoiceId, a]));
  const rows: PayableInvoice[] = open.map((o) => ({
    invoiceId: o.invoiceId,
    invoiceNumber: o.invoiceNumber,
    invoiceDate: o.invoiceDate,
    dueDate: o.dueDate,
    totalKobo: o.totalKobo,
    taxKobo: o.taxKobo,
    availableKobo: o.balanceDueKobo + (own.has(o.invoiceId) ? own.get(o.invoiceId)!.amountKobo + own.get(o.invoiceId)!.whtKobo : 0),
  }));
  const listed = new Set(open.map((o) => o.invoiceId));
  const settledOnly = [...own.values()]
    .filter((a) => !listed.has(a.invoiceId))
    .map((a) => ({
      invoiceId: a.invoiceId,
      invoiceNumber: a.number,
      ...(a.invoiceTotalKobo !== undefined ? { totalKobo: a.invoiceTotalKobo, taxKobo: a.invoiceTaxKobo ?? 0 } : {}),
      availableKobo: a.amountKobo + a.whtKobo,
    }));
  return [...settledOnly, ...rows];
}

/** Naira text as kobo: blank is 0; not an amount is null. */
export function koboOf(text: string): number | null {
  const read = readNaira(text);
  if ('error' in read) return null;
  return 'empty' in read ? 0 : read.kobo;
}

/** Spreads `totalKobo` over the invoices oldest first, each up to what it may take. */
export function fillOldestFirst(invoices: PayableInvoice[], totalKobo: number): Record<string, string> {
  let left = Math.max(totalKobo, 0);
  const applied: Record<string, string> = {};
  for (const inv of invoices) {
    const take = Math.min(inv.availableKobo, left);
    applied[inv.invoiceId] = take > 0 ? koboToDecimal(take) : '';
    left -= take;
  }
  return applied;
}

/** What the rate buttons say when they cannot fill the WHT. */
export const WHT_NEEDS_AMOUNT = 'Enter the amount received first';
export const WHT_NEEDS_INVOICES = 'Withholding tax is worked out from the invoices this payment settles: this payment settles none';

/**
 * The WHT a rate fills in (shared/wht.ts: rate × the amount before VAT of what
 * is settled): from the amounts applied when the user set them, else from the
 * cash received going to the invoices in the form's order. An error when there
 * is nothing to work it out from.
 */
export function whtForRate(
  values: Pick<PaymentFormValues, 'amount' | 'applied' | 'manual'>,
  invoicesInOrder: PayableInvoice[],
  rate: number,
): { whtKobo: number } | { error: string } {
  const known = invoicesInOrder.filter((i): i is PayableInvoice & { totalKobo: number; taxKobo: number } => i.totalKobo !== undefined && i.taxKobo !== undefined);
  if (values.manual) {
    const settled = known.map((i) => ({ ...i, settledKobo: Math.max(koboOf(values.applied[i.invoiceId] ?? '') ?? 0, 0) })).filter((i) => i.settledKobo > 0);
    if (settled.length === 0) return { error: WHT_NEEDS_INVOICES };
    return { whtKobo: whtOnSettled(rate, settled) };
  }
  const cash = koboOf(values.amount);
  if (cash === null || cash <= 0) return { error: WHT_NEEDS_AMOUNT };
  if (known.length === 0) return { error: WHT_NEEDS_INVOICES };
  return { whtKobo: whtForReceived(cash, rate, known) };
}

export interface PaymentFigures {
  amountKobo: number | null;
  whtKobo: number | null;
  /** Cash + WHT. */
  totalKobo: number;
  appliedKobo: number;
  /** What is left as unused credit (negative: more applied than received). */
  creditKobo: number;
}

export function paymentFigures(values: Pick<PaymentFormValues, 'amount' | 'wht' | 'applied'>, invoices: PayableInvoice[]): PaymentFigures {
  const amountKobo = koboOf(values.amount);
  const whtKobo = koboOf(values.wht);
  const totalKobo = (amountKobo ?? 0) + (whtKobo ?? 0);
  const appliedKobo = invoices.reduce((s, inv) => s + Math.max(koboOf(values.applied[inv.invoiceId] ?? '') ?? 0, 0), 0);
  return { amountKobo, whtKobo, totalKobo, appliedKobo, creditKobo: totalKobo - appliedKobo };
}

export interface PaymentCheck {
  input: PaymentInput;
  errors: Partial<Record<PaymentFormField, string>>;
  /** Per invoice id: what is wrong with its applied amount. */
  appliedErrors: Record<string, string>;
}

/** The API's payment schema, downloaded when the form is first touched (lazy-schema.ts). */
export const paymentSchema = lazySchema(() => import('../../../../../shared/schemas/payment').then((m) => m.paymentInputSchema));

/** The body for POST/PUT /api/payments and the first message of each field, from the API's own schema. */
export function checkPaymentForm(values: PaymentFormValues, invoices: PayableInvoice[], schema: typeof paymentInputSchema): PaymentCheck {
  const errors: PaymentCheck['errors'] = {};
  const appliedErrors: Record<string, string> = {};
  const amount = koboOf(values.amount);
  const wht = koboOf(values.wht);
  if (amount === null) errors.amount = 'Enter an amount like 1,500.00';
  if (wht === null) errors.wht = 'Enter an amount like 1,500.00';
  const applications: { invoiceId: string; amountKobo: number }[] = [];
  for (const inv of invoices) {
    const k = koboOf(values.applied[inv.invoiceId] ?? '');
    if (k === null) appliedErrors[inv.invoiceId] = 'Enter an amount like 1,500.00';
    else if (k < 0) appliedErrors[inv.invoiceId] = 'Amount cannot be negative';
    else if (k > inv.availableKobo) appliedErrors[inv.invoiceId] = `Invoice ${inv.invoiceNumber} has only ${formatNaira(inv.availableKobo)} left to pay`;
    else if (k > 0) applications.push({ invoiceId: inv.invoiceId, amountKobo: k });
  }
  const number = values.paymentNumber.trim();
  const omitNumber = !number || (values.suggestedNumber !== '' && number === values.suggestedNumber);
  const input: PaymentInput = {
    customerId: values.customer?.customerId ?? '',
    ...(omitNumber ? {} : { paymentNumber: number }),
    amountKobo: amount ?? 0,
    whtKobo: wht ?? 0,
    paymentDate: values.paymentDate,
    mode: values.mode,
    reference: values.reference,
    notes: values.notes,
    applications,
  };
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      const field: PaymentFormField | undefined =
        head === 'customerId' ? 'customer' : head === 'amountKobo' ? 'amount' : head === 'whtKobo' ? 'wht' : head === 'applications' ? 'applied' : (head as PaymentFormField);
      if (head === 'applications' && typeof index === 'number') {
        const id = applications[index]?.invoiceId;
        if (id && !appliedErrors[id]) appliedErrors[id] = issue.message;
        continue;
      }
      if (field && !errors[field] && !(field === 'amount' && amount === null) && !(field === 'wht' && wht === null)) errors[field] = issue.message;
    }
  }
  if (Object.keys(appliedErrors).length && !errors.applied) errors.applied = Object.values(appliedErrors)[0];
  return { input, errors, appliedErrors };
}

/** The API's field errors ('applications.0.amountKobo') as form fields, given the applications sent. */
export function paymentErrorsOfApi(fields: Record<string, string>, sent: { invoiceId: string }[]): { errors: PaymentCheck['errors']; appliedErrors: Record<string, string> } {
  const errors: PaymentCheck['errors'] = {};
  const appliedErrors: Record<string, string> = {};
  const direct: Record<string, PaymentFormField> = { customerId: 'customer', amountKobo: 'amount', whtKobo: 'wht', paymentDate: 'paymentDate', mode: 'mode', reference: 'reference', notes: 'notes', paymentNumber: 'paymentNumber', applications: 'applied' };
  for (const [path, message] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    if (head === 'applications' && index !== undefined && /^\d+$/.test(index)) {
      const id = sent[Number(index)]?.invoiceId;
      if (id) appliedErrors[id] = message;
      errors.applied ??= message;
    } else if (head && direct[head]) errors[direct[head]] ??= message;
  }
  return { errors, appliedErrors };
}
