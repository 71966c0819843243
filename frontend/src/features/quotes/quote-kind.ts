import type { DocumentKind } from '../../components/documents/document-kind';
import { draftStore } from '../../components/documents/document-draft';
import type { QuoteFormValues } from './components/quote-form-values';
import { QUOTES_PATH } from './components/quote-list-format';

/** The quote as a kind of sales document: what the shared document form parts say and where its pages are. */
export const QUOTE_KIND: DocumentKind = {
  noun: 'Quote',
  lowerNoun: 'quote',
  aNoun: 'A quote',
  numberLabel: 'Quote #',
  basePath: QUOTES_PATH,
  listTitle: 'Quotes',
  loadErrorTitle: 'Failed to load quote details',
  draftPrefix: 'kobo.quoteDraft.',
};

/** The Create / Edit Quote forms' drafts (sessionStorage, see components/documents/document-draft.ts). */
export const quoteDrafts = draftStore<QuoteFormValues>(QUOTE_KIND);
