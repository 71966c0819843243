import { BILLED_RECORDS_MAX } from './constants';

/*
 * The records an invoice line can bill (zod-free: the invoice form imports it on a first
 * visit): an expense (at cost, or with the company's markup) or a time entry (hours x
 * rate). A line names at most one, by its field; each is marked invoiced by the invoice's
 * own transaction (functions/services/documents/billed.ts).
 */
export const BILLED_SOURCES = { expenseId: 'expense', timeEntryId: 'time entry' } as const;
export type BilledField = keyof typeof BILLED_SOURCES;
export const BILLED_FIELDS = Object.keys(BILLED_SOURCES) as BilledField[];

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What billing a record onto an invoice answers, for one kind of record. */
export function billedMessages(noun: string) {
  return {
    onlyInvoices: `Only an invoice can bill ${withArticle(noun)}`,
    gone: `This ${noun} no longer exists`,
    notBillable: `This ${noun} is not billable`,
    onInvoice: (number: string) => `This ${noun} is already on invoice ${number}`,
    otherCustomer: (name: string) => `This ${noun} is for ${name || 'another customer'}, not this invoice's customer`,
    twice: `This ${noun} is already on another line`,
  } as const;
}

export const BILLED_CHANGED = 'An expense or time entry on this invoice was billed or changed by someone else meanwhile. Reload and choose again.';
export const BILLED_TOO_MANY = `One invoice can bill at most ${BILLED_RECORDS_MAX} expenses and time entries`;
export const BILLED_BOTH = 'A line bills one expense or one time entry, not both';
