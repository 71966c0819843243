/**
 * What a kind of sales document (quote, invoice, sales receipt) says about
 * itself to the kind-neutral parts in this folder (form, detail body, load
 * state, pages): its words and its pages. Each kind has one such object (features/quotes/quote-kind.ts), so a
 * new kind reuses the line items, totals, attachments and customer picker by
 * writing one more.
 */
export interface DocumentKind {
  /** 'Quote': in headings and captions ('Quote items', 'Add Quote Item'). */
  noun: string;
  /** 'quote': inside a sentence ('Item added to quote'). */
  lowerNoun: string;
  /** 'A quote': at the start of a sentence ('A quote can have at most 100 lines'). */
  aNoun: string;
  /** The document number field's label: 'Quote #'. */
  numberLabel: string;
  /** Its pages: '/dashboard/quotes' (list), '…/new', '…/{id}', '…/{id}/edit', '…/add-line-item'. */
  basePath: string;
  /** The list's title: 'Quotes' ('Back to Quotes'). */
  listTitle: string;
  /** The heading when a document fails to load: 'Failed to load {lowerNoun}' unless told ('Failed to load quote details'). */
  loadErrorTitle?: string;
  /** The sessionStorage key prefix of its form drafts: 'kobo.quoteDraft.'. */
  draftPrefix: string;
}

/** 'A quote can have at most 100 lines'. */
export const maxLinesMessage = (kind: DocumentKind, max: number) => `${kind.aNoun} can have at most ${max} lines`;
