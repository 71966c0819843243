import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { PAYMENT_MODES, WALK_IN_CUSTOMER_ID } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import { salesReceiptInputSchema, type SalesReceiptInput } from '../../../../../shared/schemas/sales-receipt';
import { fieldOfPath, readAdjustment, readDiscount, type DocumentFormFields } from '../../../components/documents/document-form-values';

/** The New Sales Receipt form: a document form's fields and the receipt's own. */
export interface SalesReceiptFormValues extends DocumentFormFields {
  /** 'customer' (the picker) or 'walk-in'. */
  soldTo: 'customer' | 'walk-in';
  receiptNumber: string;
  suggestedNumber: string;
  receiptDate: string;
  mode: (typeof PAYMENT_MODES)[number];
  reference: string;
}

export type SalesReceiptFormField = keyof SalesReceiptFormValues;

export function emptySalesReceiptForm(today = lagosToday()): SalesReceiptFormValues {
  return {
    soldTo: 'customer',
    customer: null,
    receiptNumber: '',
    suggestedNumber: '',
    receiptDate: today,
    mode: 'cash',
    reference: '',
    lines: [],
    discountType: 'percent',
    discount: '',
    adjustment: '',
    customerNotes: 'Thank you for your business',
    terms: '',
    attachments: [],
  };
}

const DIRECT = ['receiptNumber', 'receiptDate', 'mode', 'reference'] as const satisfies readonly SalesReceiptFormField[];

/** The body for POST /api/sales-receipts and the first message of each field (the API's own schema). */
export function checkSalesReceiptForm(values: SalesReceiptFormValues): { input: SalesReceiptInput; errors: Partial<Record<SalesReceiptFormField, string>> } {
  const errors: Partial<Record<SalesReceiptFormField, string>> = {};
  const discount = readDiscount(values);
  if ('error' in discount) errors.discount = discount.error;
  const adjustment = readAdjustment(values.adjustment);
  if ('error' in adjustment) errors.adjustment = adjustment.error;
  const number = values.receiptNumber.trim();
  const omitNumber = values.suggestedNumber !== '' && number === values.suggestedNumber;
  const input: SalesReceiptInput = {
    customerId: values.soldTo === 'walk-in' ? WALK_IN_CUSTOMER_ID : (values.customer?.customerId ?? ''),
    ...(omitNumber ? {} : { receiptNumber: number }),
    receiptDate: values.receiptDate,
    mode: values.mode,
    reference: values.reference,
    lines: values.lines,
    discount: 'discount' in discount ? discount.discount : { type: 'percent', value: 0 },
    adjustmentKobo: 'kobo' in adjustment ? adjustment.kobo : 0,
    customerNotes: values.customerNotes,
    terms: values.terms,
    attachments: values.attachments,
  };
  const parsed = salesReceiptInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const hit = fieldOfPath(issue.path, issue.message, DIRECT);
      if (hit && !errors[hit.field]) errors[hit.field] = hit.message;
    }
  }
  return { input, errors };
}

export const salesReceiptFormResolver: Resolver<SalesReceiptFormValues, unknown, SalesReceiptInput> = (values) => {
  const { input, errors } = checkSalesReceiptForm(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values: input, errors: {} };
  const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]));
  return { values: {}, errors: fieldErrors as FieldErrors<SalesReceiptFormValues> };
};

export { DIRECT as SALES_RECEIPT_DIRECT_FIELDS };
