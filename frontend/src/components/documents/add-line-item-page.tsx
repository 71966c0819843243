import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notifications';
import { DOCUMENT_MAX_LINES } from '../../../../shared/constants';
import { billedBy } from './document-form-values';
import { NEW_DRAFT, type LinesDraftStore, type LineItemState } from './document-draft';
import { maxLinesMessage, type DocumentKind } from './document-kind';
import { LineItemForm } from './line-item-form';
import { EMPTY_LINE, lineFormValues } from './line-item-values';

interface Props {
  kind: DocumentKind;
  /** The kind's form drafts: the line goes into the one of the form that opened this screen. */
  drafts: LinesDraftStore;
}

/**
 * `{basePath}/add-line-item`, "Add Quote Item" (the kind's noun). Opened by a
 * document form with `state.returnTo` (the form's path) and, to change a line,
 * `state.lineIndex`. Saving puts the line into that form's draft and goes back to it.
 */
export function AddLineItemPage({ kind, drafts }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = (location.state ?? {}) as Partial<LineItemState>;
  const key = drafts.draftKeyOf(state.returnTo) ?? NEW_DRAFT;
  const returnTo = drafts.formPathOf(key);
  const [editing] = useState(() => {
    const lines = drafts.read(key)?.values.lines ?? [];
    const index = state.lineIndex;
    return typeof index === 'number' && Number.isInteger(index) && lines[index] ? { index, line: lines[index] } : undefined;
  });

  return (
    <LineItemForm
      title={editing ? `Edit ${kind.noun} Item` : `Add ${kind.noun} Item`}
      saveLabel={editing ? 'Update Item' : 'Save'}
      initial={editing ? lineFormValues(editing.line) : EMPTY_LINE}
      onCancel={() => navigate(returnTo, { replace: true })}
      onSave={(line) => {
        const draft = drafts.read(key) ?? { values: {} };
        const lines = [...(draft.values.lines ?? [])];
        // A line that bills an expense or time still bills it once edited (its rate may change).
        if (editing && editing.index < lines.length) lines[editing.index] = { ...line, ...billedBy(editing.line) };
        else if (lines.length >= DOCUMENT_MAX_LINES) {
          notify('error', maxLinesMessage(kind, DOCUMENT_MAX_LINES));
          return;
        } else lines.push(line);
        drafts.write(key, { ...draft, values: { ...draft.values, lines } });
        notify('success', editing ? 'Item updated' : `Item added to ${kind.lowerNoun}`);
        navigate(returnTo, { replace: true });
      }}
    />
  );
}
