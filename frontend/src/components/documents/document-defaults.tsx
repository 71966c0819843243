import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPreferences } from '../../api/settings';
import { reportError } from '../report-error';
import { useRevealed } from '../use-revealed';
import { DEFAULT_DOCUMENT_PREFERENCES } from '../../../../shared/schema-values';
import type { Preferences } from '../../../../shared/schemas/settings';

/** What a new document's form starts from (Settings > Preferences): payment terms, quote validity, notes and terms per kind. */
export type DocumentDefaults = Pick<Preferences, 'paymentTerms' | 'quoteValidityDays' | 'expenseMarkupPercent' | 'documents'>;

/**
 * Renders a New page's form from the company's preferences, so the form starts from them
 * (a draft being written still wins). Until they have loaded the form shows as a preview
 * (`preview`: every field there and disabled, the built-in defaults in it, nothing written
 * to the draft), which is also what the prerendered page paints; once they arrive the same
 * form takes them (the fields they change) and is enabled. Should they fail to load, the
 * form starts from the built-in defaults rather than not at all.
 */
export function WithDocumentDefaults({ children }: { children: (defaults: DocumentDefaults, preview: boolean) => ReactNode }) {
  const prefs = useQuery({ queryKey: ['preferences'], queryFn: getPreferences, staleTime: 60_000 });
  useEffect(() => {
    if (prefs.isError) reportError('document defaults', prefs.error);
  }, [prefs.isError, prefs.error]);
  const revealed = useRevealed(!prefs.isPending);
  return <>{revealed ? children(prefs.data ?? DEFAULT_DOCUMENT_PREFERENCES, false) : children(DEFAULT_DOCUMENT_PREFERENCES, true)}</>;
}
