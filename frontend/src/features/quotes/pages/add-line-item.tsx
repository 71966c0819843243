import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../../app/notifications';
import { DOCUMENT_MAX_LINES } from '../../../../../shared/constants';
import { LineItemForm } from '../components/line-item-form';
import { EMPTY_LINE, lineFormValues } from '../components/line-item-values';
import { draftKeyOf, formPathOf, NEW_DRAFT, readQuoteDraft, writeQuoteDraft, type LineItemState } from '../components/quote-form-draft';

/**
 * /dashboard/quotes/add-line-item, "Add Quote Item". Opened by a quote form
 * with `state.returnTo` (the form's path) and, to change a line, `state.lineIndex`.
 * Saving puts the line into that form's draft and goes back to it.
 */
export function AddLineItemPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = (location.state ?? {}) as Partial<LineItemState>;
  const key = draftKeyOf(state.returnTo) ?? NEW_DRAFT;
  const returnTo = formPathOf(key);
  const [editing] = useState(() => {
    const lines = readQuoteDraft(key)?.values.lines ?? [];
    const index = state.lineIndex;
    return typeof index === 'number' && Number.isInteger(index) && lines[index] ? { index, line: lines[index] } : undefined;
  });

  return (
    <LineItemForm
      title={editing ? 'Edit Quote Item' : 'Add Quote Item'}
      saveLabel={editing ? 'Update Item' : 'Save'}
      initial={editing ? lineFormValues(editing.line) : EMPTY_LINE}
      onCancel={() => navigate(returnTo, { replace: true })}
      onSave={(line) => {
        const draft = readQuoteDraft(key) ?? { values: {} };
        const lines = [...(draft.values.lines ?? [])];
        if (editing && editing.index < lines.length) lines[editing.index] = line;
        else if (lines.length >= DOCUMENT_MAX_LINES) {
          notify('error', `A quote can have at most ${DOCUMENT_MAX_LINES} lines`);
          return;
        } else lines.push(line);
        writeQuoteDraft(key, { ...draft, values: { ...draft.values, lines } });
        notify('success', editing ? 'Item updated' : 'Item added to quote');
        navigate(returnTo, { replace: true });
      }}
    />
  );
}
