import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getPreferences } from '../../api/settings';
import { reportError } from '../report-error';
import { PageSpinner } from '../page-spinner';
import Button from '../ui/button';
import type { DocumentFormConfig } from './document-form';
import type { NumberedDocumentFields } from './document-form-values';
import { FormHeaderBar } from './form-header-bar';
import { useRevealed } from '../use-revealed';
import { DEFAULT_DOCUMENT_PREFERENCES } from '../../../../shared/schema-values';
import type { Preferences } from '../../../../shared/schemas/settings';

/** What a new document's form starts from (Settings > Preferences): payment terms, quote validity, notes and terms per kind. */
export type DocumentDefaults = Pick<Preferences, 'paymentTerms' | 'quoteValidityDays' | 'documents'>;

/**
 * Renders a New page's form once the company's preferences have loaded, so the
 * form starts from them (a draft being written still wins). Should they fail
 * to load, the form starts from the built-in defaults rather than not at all.
 */
export function WithDocumentDefaults({
  form,
  backTo,
  children,
}: {
  /** The kind's form (its nouns and words): the loading state shows the form's own header bar. */
  form: FormNames;
  backTo: string;
  children: (defaults: DocumentDefaults) => ReactNode;
}) {
  const prefs = useQuery({ queryKey: ['preferences'], queryFn: getPreferences, staleTime: 60_000 });
  useEffect(() => {
    if (prefs.isError) reportError('document defaults', prefs.error);
  }, [prefs.isError, prefs.error]);
  const revealed = useRevealed(!prefs.isPending);
  if (!revealed) return <DocumentFormLoading form={form} backTo={backTo} />;
  return <>{children(prefs.data ?? DEFAULT_DOCUMENT_PREFERENCES)}</>;
}

/** What the loading state takes of a kind's form config: its nouns and words. */
type FormNames = Pick<DocumentFormConfig<NumberedDocumentFields, unknown>, 'kind' | 'words'>;

/**
 * A new document's form while the company's defaults load: the form's header bar (back, the
 * title, Save as Draft) where the form will show it, over the spinner. A prerendered New page
 * paints this, and the form lands with its heading on the same box.
 */
function DocumentFormLoading({ form, backTo }: { form: FormNames; backTo: string }) {
  const navigate = useNavigate();
  return (
    <div className="kobo-doc-form">
      <FormHeaderBar backLabel={`Back to ${form.kind.listTitle}`} onBack={() => navigate(backTo)} title={form.words.newTitle}>
        {form.words.saveDraft && <Button disabled>{form.words.saveDraft}</Button>}
      </FormHeaderBar>
      <PageSpinner label="Loading..." />
    </div>
  );
}
