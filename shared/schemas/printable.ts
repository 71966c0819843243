import * as z from 'zod';

/*
 * The printable model's shape (shared/documents/printable.ts builds it): what
 * the PDF draws, the e-mail's amount card prints and the public page shows.
 * Every figure is already text. The types come from here; the public API's
 * answer (shared/schemas/share.ts) holds one. Strict objects: an answer that
 * carried anything more (an id) would not parse.
 */

export const PRINTABLE_KINDS = ['quote', 'invoice', 'salesreceipt', 'payment'] as const;
export const printableKindSchema = z.enum(PRINTABLE_KINDS);
export type PrintableKind = z.infer<typeof printableKindSchema>;

export const printPartySchema = z
  .object({
    name: z.string(),
    /** Address and contact lines, in print order. */
    lines: z.array(z.string()),
    tin: z.string().optional(),
    /** The company's VAT registration number (the customer's is not printed). */
    vat: z.string().optional(),
  })
  .strict();
export type PrintParty = z.infer<typeof printPartySchema>;

export const printableLineSchema = z
  .object({
    no: z.number().int(),
    name: z.string(),
    description: z.string().optional(),
    quantity: z.string(),
    rate: z.string(),
    tax: z.string(),
    amount: z.string(),
  })
  .strict();
export type PrintableLine = z.infer<typeof printableLineSchema>;

export const printableRowSchema = z
  .object({
    label: z.string(),
    value: z.string(),
    strong: z.boolean().optional(),
  })
  .strict();
export type PrintableRow = z.infer<typeof printableRowSchema>;

/** A table of text cells (a statement's transactions, a report's rows): column weights share the width. */
export const printTableSchema = z
  .object({
    columns: z.array(z.object({ label: z.string(), align: z.enum(['left', 'right']), weight: z.number() }).strict()),
    rows: z.array(z.array(z.string())),
    /** Headings across the table, each before the row at its index (a report's sections). */
    sections: z.array(z.object({ row: z.number().int(), label: z.string() }).strict()).optional(),
    /** A last row in bold under a rule: a report's totals. */
    foot: z.array(z.string()).optional(),
  })
  .strict();
export type PrintTable = z.infer<typeof printTableSchema>;

export const printableDocumentSchema = z
  .object({
    /** A document's kind, a customer's statement, or Kobo's receipt for a plan charge (printed, never shared). */
    kind: z.enum([...PRINTABLE_KINDS, 'statement', 'billing']),
    /** 'QUOTE', 'INVOICE', 'SALES RECEIPT', 'PAYMENT RECEIPT', 'STATEMENT OF ACCOUNTS'. */
    title: z.string(),
    number: z.string(),
    /** Under the title, in place of '# {number}' (a statement's period). */
    numberLine: z.string().optional(),
    /** Printed across the page: DRAFT, PAID, VOID, ACCEPTED, DECLINED. */
    stamp: z.string().optional(),
    company: printPartySchema,
    billTo: printPartySchema,
    shipTo: printPartySchema.optional(),
    /** Dates, terms, reference, salesperson, payment mode. */
    facts: z.array(printableRowSchema),
    subject: z.string().optional(),
    lines: z.array(printableLineSchema),
    /** Statements: the transactions, in place of lines. */
    table: printTableSchema.optional(),
    /** Payment receipts: the invoices the payment settled. */
    settled: z.array(z.object({ number: z.string(), amount: z.string(), wht: z.string() }).strict()).optional(),
    totals: z.array(printableRowSchema),
    /** The figure the customer looks for first: the total, the balance due or the amount received. */
    headline: printableRowSchema,
    notes: z.string().optional(),
    terms: z.string().optional(),
  })
  .strict();
export type PrintableDocument = z.infer<typeof printableDocumentSchema>;

/**
 * What the PDF renderer draws: a document as above, or a report (the company's own: no one
 * billed, no headline figure; its title and period, its table and notes). A type only: a report's
 * print is made on the server and never answered, so no schema is kept for it.
 */
export type Printable = Omit<PrintableDocument, 'kind' | 'billTo' | 'headline'> & {
  kind: PrintableDocument['kind'] | 'report';
  billTo?: PrintParty;
  headline?: PrintableRow;
};
