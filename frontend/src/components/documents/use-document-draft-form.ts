import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldPath, PathValue, UseFormReturn } from 'react-hook-form';
import { useNotify } from '../../app/notifications';
import type { DraftKey, DraftStore, LineItemState } from './document-draft';
import type { DocumentKind } from './document-kind';
import type { DocumentFormFields } from './document-form-values';

interface Options<V extends DocumentFormFields, O> {
  kind: DocumentKind;
  drafts: DraftStore<V>;
  draftKey: DraftKey;
  form: Pick<UseFormReturn<V, unknown, O>, 'watch' | 'getValues' | 'setValue' | 'formState'>;
  /** An edit draft belongs to the version it started from. */
  baseUpdatedAt?: string;
}

/**
 * What every document form does with its draft: keeps every keystroke in it,
 * hands over to the add-line-item screen or another page and comes back to
 * it, removes a line, and drops it for good on back or once saved (`closed`).
 */
export function useDocumentDraftForm<V extends DocumentFormFields, O>({ kind, drafts, draftKey, form, baseUpdatedAt }: Options<V, O>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { watch, getValues, setValue, formState } = form;
  // Once saved or left with back, the draft is gone for good: nothing may write it again (a late refetch, say).
  const closed = useRef(false);
  const write = (values: V) => drafts.write(draftKey, { values, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
  const keepDraft = () => {
    if (!closed.current) write(getValues());
  };
  useEffect(() => {
    // The starting values are the draft from now on (an edit starts one from the saved document).
    if (!closed.current) drafts.write(draftKey, { values: getValues(), ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
    const subscription = watch((values) => {
      if (!closed.current) drafts.write(draftKey, { values: values as V, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, drafts, draftKey, baseUpdatedAt]);

  const formPath = drafts.formPathOf(draftKey);
  /** Leaves for another page with the draft kept. */
  const go = (path: string, state?: unknown) => {
    keepDraft();
    navigate(path, state === undefined ? undefined : { state });
  };
  const openLine = (lineIndex?: number) =>
    go(`${kind.basePath}/add-line-item`, { returnTo: formPath, ...(lineIndex === undefined ? {} : { lineIndex }) } satisfies LineItemState);
  const removeLine = (index: number) => {
    const lines = getValues('lines' as FieldPath<V>) as V['lines'];
    setValue('lines' as FieldPath<V>, lines.filter((_, i) => i !== index) as PathValue<V, FieldPath<V>>, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    notify('success', 'Item removed successfully');
  };
  /** Back: the draft is dropped. */
  const back = (to: string) => {
    closed.current = true;
    drafts.clear(draftKey);
    navigate(to);
  };
  return { closed, keepDraft, formPath, go, openLine, removeLine, back };
}
