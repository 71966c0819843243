import type { NoteKind, Preferences, PreferencesInput, SeriesKind } from '../../../../shared/schemas/settings';
import { SERIES } from '../../../../shared/schema-values';

/** The form holds text as typed; numbers are read on save. */
export interface Values {
  series: Record<SeriesKind, { prefix: string; nextNumber: string }>;
  paymentTerms: string;
  quoteValidityDays: string;
  /** Percent, as typed (blank: 0). */
  expenseMarkupPercent: string;
  documents: Record<NoteKind, { customerNotes: string; terms: string }>;
}

/** Text as a whole number, or NaN (the schema then names the field). */
export const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Text as a number (a percent may have decimals), or NaN; blank is 0. */
export const decimal = (text: string) => (text.trim() === '' ? 0 : /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** The API body: a series' next number only when it was changed here (else the series carries on where it is). */
export function preferencesBody(v: Values, loaded: Preferences): PreferencesInput {
  return {
    series: Object.fromEntries(
      SERIES.map((k) => {
        const typed = v.series[k].nextNumber.trim();
        const changed = typed !== String(loaded.series[k].nextNumber);
        return [k, { prefix: v.series[k].prefix, ...(changed ? { nextNumber: whole(typed) } : {}) }];
      }),
    ) as PreferencesInput['series'],
    paymentTerms: v.paymentTerms,
    quoteValidityDays: whole(v.quoteValidityDays),
    expenseMarkupPercent: decimal(v.expenseMarkupPercent),
    documents: v.documents,
    version: loaded.version,
  };
}

