import { DEFAULT_DOCUMENT_PREFERENCES, type Preferences } from '../../../shared/schemas/settings';
import { db } from '../../entities/table';

export type DocumentPreferences = Pick<Preferences, 'paymentTerms' | 'quoteValidityDays' | 'expenseMarkupPercent' | 'documents'> & { version: number };

/** What a company's forms start from: its saved preferences, or the defaults until it saves some. */
export async function documentPreferences(companyId: string): Promise<DocumentPreferences> {
  const { data } = await db().entities.preferences.get({ companyId }).go();
  if (!data) return { ...DEFAULT_DOCUMENT_PREFERENCES, version: 0 };
  const note = (notes?: string, terms?: string) => ({ ...(notes ? { customerNotes: notes } : {}), ...(terms ? { terms } : {}) });
  return {
    paymentTerms: data.paymentTerms,
    quoteValidityDays: data.quoteValidityDays,
    expenseMarkupPercent: data.expenseMarkupPercent ?? 0,
    documents: {
      quote: note(data.quoteNotes, data.quoteTerms),
      invoice: note(data.invoiceNotes, data.invoiceTerms),
      salesreceipt: note(data.salesreceiptNotes, data.salesreceiptTerms),
    },
    version: data.version,
  };
}
