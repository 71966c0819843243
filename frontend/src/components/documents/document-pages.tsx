import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from '../../app/notifications';
import { KindLoadState } from '../record-load-state';
import { NEW_DRAFT, type DraftKey, type DraftStore } from './document-draft';
import type { DocumentFormConfig, DocumentFormProps, SaveStatus } from './document-form';
import { customerOfState, withDraft, type DocumentCustomer, type NumberedDocumentFields } from './document-form-values';
import type { DocumentKind } from './document-kind';
import { useRevealed } from '../use-revealed';
import { isPrerendering } from '../../prerender/mode';

/** The values with every date left blank: the prerendered page is built once, and today is the visitor's day, not the build's. */
function withoutDates<V extends object>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? '' : value])) as V;
}

/**
 * The customer a New Customer form sent back to a document form (`state.newCustomer`),
 * put into the form's draft once (with `also`: what choosing a customer sets besides):
 * the state is then cleared, so a reload or a later visit does not select it again
 * over the user's choice.
 */
function useReturnedCustomer<V extends NumberedDocumentFields>(drafts: DraftStore<V>, key: DraftKey, baseUpdatedAt: string | undefined, also: Partial<V>, preview: boolean): DocumentCustomer | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const created = customerOfState(location.state);
  useEffect(() => {
    // A preview writes nothing: the form it stands in for takes the customer.
    if (!created || preview) return;
    drafts.write(key, { values: { ...drafts.read(key)?.values, customer: created, ...also } as Partial<V>, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
    navigate(location.pathname, { replace: true, state: null });
  }, [created, drafts, key, baseUpdatedAt, also, navigate, location.pathname, preview]);
  return created;
}

interface FormPageOptions<V extends NumberedDocumentFields, I, D> {
  config: DocumentFormConfig<V, I>;
  /** NEW_DRAFT, or the id of the document being edited. */
  draftKey: DraftKey;
  /** The form's values before any draft: a blank form, or the saved document's. */
  start: () => V;
  /** An edit: the saved document's updatedAt, the version its draft belongs to. */
  baseUpdatedAt?: string;
  /** Sends the body (and the status a new document's button chose); resolves with the saved document. */
  save: (input: I, status: SaveStatus | undefined) => Promise<D>;
  /** The saved document's id: its page opens. */
  idOf: (doc: D) => string;
  /** Where the saved document goes in the query cache, if anywhere. */
  cacheKey?: (doc: D) => QueryKey;
  /** The queries the save changes (refetched). */
  affects: (doc: D) => QueryKey[];
  /** The form is a preview while what it starts from loads (DocumentFormProps.preview). */
  preview?: boolean;
}

/** Only a walk-in kind's values have `soldTo`: choosing a customer record sets it back to 'customer'. */
const CUSTOMER_CHOSEN = { soldTo: 'customer' };
const NOTHING_ELSE = {};

/**
 * What a document's New or Edit page gives its form: the starting values (the
 * draft the user was writing over the blank or saved values, when it started from
 * this same version, and a customer just made with New Customer), and the save:
 * it keeps the saved document, refreshes what it changes, says so and opens it.
 */
export function useDocumentFormPage<V extends NumberedDocumentFields, I, D>(o: FormPageOptions<V, I, D>): Pick<DocumentFormProps<V, I>, 'draftKey' | 'baseUpdatedAt' | 'initial' | 'onSave' | 'preview'> {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { kind, drafts } = o.config;
  const also = (o.config.walkIn ? CUSTOMER_CHOSEN : NOTHING_ELSE) as Partial<V>;
  const preview = o.preview ?? false;
  const created = useReturnedCustomer(drafts, o.draftKey, o.baseUpdatedAt, also, preview);
  const startingValues = (): V => {
    const draft = drafts.read(o.draftKey);
    const values = draft && draft.baseUpdatedAt === o.baseUpdatedAt ? withDraft(o.start(), draft.values) : isPrerendering() ? withoutDates(o.start()) : o.start();
    return created ? { ...values, customer: created, ...also } : values;
  };
  // Worked out once, and once more when a preview becomes the form (its defaults have arrived).
  const [start, setStart] = useState(() => ({ preview, initial: startingValues() }));
  let initial = start.initial;
  if (start.preview && !preview) {
    initial = startingValues();
    setStart({ preview, initial });
  }
  const saved = o.draftKey === NEW_DRAFT ? 'created' : 'updated';
  const onSave = async (input: I, status: SaveStatus | undefined) => {
    const doc = await o.save(input, status);
    if (o.cacheKey) queryClient.setQueryData(o.cacheKey(doc), doc);
    for (const queryKey of o.affects(doc)) void queryClient.invalidateQueries({ queryKey });
    notify('success', `${kind.lowerNoun.charAt(0).toUpperCase()}${kind.lowerNoun.slice(1)} ${saved} successfully`);
    navigate(`${kind.basePath}/${encodeURIComponent(o.idOf(doc))}`);
  };
  return { draftKey: o.draftKey, baseUpdatedAt: o.baseUpdatedAt, initial, onSave, preview };
}

interface EditPageProps<D> {
  kind: DocumentKind;
  /** The start of the document's query keys ('quote'): the form reads it under [root, id, 'form']. */
  queryRoot: string;
  get: (id: string) => Promise<D>;
  /** The edit form, for the loaded document. */
  children: (doc: D) => ReactNode;
}

/** {basePath}/:id/edit: the document's Edit form once it has loaded ('Loading quote...', 'Quote not found' until then). */
export function DocumentEditPage<D>({ kind, queryRoot, get, children }: EditPageProps<D>) {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: [queryRoot, id, 'form'], queryFn: () => get(id), enabled: Boolean(id) });
  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <KindLoadState kind={kind} query={query} form />;
  // One form per document: a background refetch does not reset what is being typed.
  return <Fragment key={id}>{children(query.data)}</Fragment>;
}
