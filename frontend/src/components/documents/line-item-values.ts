import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { LINE_UNITS } from '../../../../shared/constants';
import { koboToDecimal } from '../../../../shared/money';
import { billedHours } from '../../../../shared/time-values';
import type { LineInput } from '../../../../shared/schemas/quote';
import { lazySchema } from '../form-fields/lazy-schema';
import { readNaira, readNumber } from './document-form-values';

export type LineUnit = (typeof LINE_UNITS)[number];

/** The add-line-item form: quantity and rate as typed; the item it came from, if any. */
export interface LineFormValues {
  itemId: string;
  /** The catalogue item's name as picked (shown in the picker). */
  itemLabel: string;
  name: string;
  description: string;
  quantity: string;
  /** A line of time (billed from a time entry): its minutes, shown instead of the quantity and not typed; null for any other line. */
  minutes: number | null;
  unit: LineUnit;
  rate: string;
  taxRate: number | null;
}

export type LineFormField = keyof LineFormValues;

export const EMPTY_LINE: LineFormValues = { itemId: '', itemLabel: '', name: '', description: '', quantity: '1', minutes: null, unit: 'pcs', rate: '', taxRate: null };

/** A line of the draft, back in the form to be changed. */
export function lineFormValues(line: LineInput): LineFormValues {
  return {
    itemId: line.itemId ?? '',
    itemLabel: line.itemId ? line.name : '',
    name: line.name,
    description: line.description ?? '',
    quantity: String(line.quantity),
    minutes: line.minutes ?? null,
    unit: line.unit ?? 'pcs',
    rate: koboToDecimal(line.rateKobo),
    taxRate: line.taxRate ?? null,
  };
}

/** Quantity and rate as numbers (undefined when blank, NaN when not a number), and a message for a rate that is not an amount. */
export function readLine(values: LineFormValues): { line: LineInput; errors: Partial<Record<LineFormField, string>> } {
  const errors: Partial<Record<LineFormField, string>> = {};
  const rate = readNaira(values.rate);
  if ('error' in rate) errors.rate = rate.error;
  const line = {
    ...(values.itemId ? { itemId: values.itemId } : {}),
    name: values.name,
    description: values.description,
    ...(values.minutes ? { quantity: billedHours(values.minutes), minutes: values.minutes } : { quantity: readNumber(values.quantity, undefined) }),
    unit: values.unit,
    rateKobo: 'kobo' in rate ? rate.kobo : undefined,
    taxRate: values.taxRate,
  } as LineInput;
  return { line, errors };
}

const FIELD_OF: Record<string, LineFormField> = { name: 'name', description: 'description', quantity: 'quantity', unit: 'unit', rateKobo: 'rate', taxRate: 'taxRate' };

/** The API's own line schema, downloaded when the form is first touched (lazy-schema.ts). */
export const lineSchema = lazySchema(() => import('../../../../shared/schemas/quote').then((m) => m.lineInputSchema));

/** Validates with the API's own line schema (lineInputSchema), so the messages are the server's; the output is the line to keep. */
export const lineFormResolver: Resolver<LineFormValues, unknown, LineInput> = async (values) => {
  const { line, errors } = readLine(values);
  const parsed = (await lineSchema.get()).safeParse(line);
  const found: Partial<Record<LineFormField, string>> = { ...errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !found[field]) found[field] = issue.message;
    }
  }
  const entries = Object.entries(found);
  if (entries.length === 0 && parsed.success) {
    // Kept in the draft in the input shape, without empty optional text.
    const { description, ...rest } = line;
    const text = description?.trim();
    return { values: { ...rest, name: line.name.trim(), ...(text ? { description: text } : {}) }, errors: {} };
  }
  const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]));
  return { values: {}, errors: fieldErrors as FieldErrors<LineFormValues> };
};
