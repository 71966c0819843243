import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPreferences } from '../../api/settings';
import { reportError } from '../report-error';
import { PageLoading } from '../page-loading';
import { DEFAULT_DOCUMENT_PREFERENCES, type Preferences } from '../../../../shared/schemas/settings';

/** What a new document's form starts from (Settings > Preferences): payment terms, quote validity, notes and terms per kind. */
export type DocumentDefaults = Pick<Preferences, 'paymentTerms' | 'quoteValidityDays' | 'documents'>;

/**
 * Renders a New page's form once the company's preferences have loaded, so the
 * form starts from them (a draft being written still wins). Should they fail
 * to load, the form starts from the built-in defaults rather than not at all.
 */
export function WithDocumentDefaults({ title, children }: { title: string; children: (defaults: DocumentDefaults) => ReactNode }) {
  const prefs = useQuery({ queryKey: ['preferences'], queryFn: getPreferences, staleTime: 60_000 });
  useEffect(() => {
    if (prefs.isError) reportError('document defaults', prefs.error);
  }, [prefs.isError, prefs.error]);
  if (prefs.isPending) return <PageLoading title={title} />;
  return <>{children(prefs.data ?? DEFAULT_DOCUMENT_PREFERENCES)}</>;
}
