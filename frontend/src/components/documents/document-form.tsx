import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type DefaultValues, type FieldPath, type PathValue, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import Button from '../ui/button';
import Container from '../ui/container';
import FormField from '../ui/form-field';
import Header from '../ui/header';
import SpaceBetween from '../ui/space-between';
import { ApiRequestError, errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useIsMobile } from '../use-media-query';
import { DOCUMENT_MAX_LINES, WALK_IN_CUSTOMER_NAME } from '../../../../shared/constants';
import { schemasOnTouch, useLazySchema } from '../form-fields/lazy-schema';
import { RadioField } from '../form-fields/radio-field';
import { TextareaField } from '../form-fields/textarea-field';
import { AttachmentsField } from './attachments-field';
import { CustomerPicker } from './customer-picker';
import type { DraftKey, DraftStore, LineItemState } from './document-draft';
import { maxLinesMessage, type DocumentKind } from './document-kind';
import { DocumentFormTotals } from './document-form-totals';
import { formTotals, type DocumentFormKind, type NumberedDocumentFields } from './document-form-values';
import { LineItems } from './line-items';
import { UnbilledRecords } from './unbilled-records';
import { FormHeaderBar } from './form-header-bar';
import '../kobo-ui.css';
import './document-form.css';

/** 'draft': the header's Save as Draft; 'sent': the bottom button of a new document; undefined: an edit's save. */
export type SaveStatus = 'draft' | 'sent';

/** What a kind's form says and how it reads its values (quote-form.tsx, invoice-form.tsx, sales-receipt-form.tsx). */
export interface DocumentFormConfig<V extends NumberedDocumentFields, I> {
  kind: DocumentKind;
  drafts: DraftStore<V>;
  /** The kind's fields: its number, the API body and its checks, the order of the fields (documentFormKind). */
  fields: DocumentFormKind<V, I>;
  /** The words that are the kind's own (the rest come from its nouns: 'Edit Quote', 'Saving Quote...', 'Back to Quotes'). */
  words: {
    /** The new document's title ('Create Quote'). */
    newTitle: string;
    /** The bottom button of a new document ('Create & Send Quote'). */
    create: string;
    /** The header's button on a new document ('Save as Draft'); a kind with no drafts (a sales receipt) has none. */
    saveDraft?: string;
  };
  /** Offers a walk-in customer beside the customer picker ('Sold to', the values' soldTo): a sale over the counter. */
  walkIn?: boolean;
  /** Offers the chosen customer's unbilled time and expenses as lines (an invoice). */
  billsRecords?: boolean;
}

/** What a kind's own sections get to work with. */
export interface DocumentFormParts<V extends NumberedDocumentFields, I> {
  control: Control<V, unknown, I>;
  setValue: UseFormSetValue<V>;
  getValues: UseFormGetValues<V>;
  /** Leaves the form for another screen, keeping the draft (the screen comes back to `formPath`). */
  go: (path: string, state?: unknown) => void;
  formPath: string;
}

export interface DocumentFormProps<V extends NumberedDocumentFields, I> {
  config: DocumentFormConfig<V, I>;
  mode: 'new' | 'edit';
  draftKey: DraftKey;
  initial: V;
  /** An edit draft is tied to the document version it started from. */
  baseUpdatedAt?: string;
  /** Where back goes (the draft is dropped). */
  backTo: string;
  /** The series' next number, when it has loaded (new documents only). */
  nextNumber?: string;
  /** Resolves when saved (the draft is then dropped); a rejection with the API's field errors marks those fields. */
  onSave: (input: I, status: SaveStatus | undefined) => Promise<void>;
  /** Under the header: what stops the save, when a toast is not enough (a plan limit with its link). */
  banner?: ReactNode;
  /** The kind's own sections between the customer and the items (number, dates...). */
  details: (parts: DocumentFormParts<V, I>) => ReactNode;
  /** Sections between Notes & Terms and Attachments (an invoice's e-mail recipients). */
  extra?: (parts: DocumentFormParts<V, I>) => ReactNode;
  /**
   * The form as it will be, shown while what it starts from loads (a New page's company
   * defaults): every field there and disabled, nothing written to the draft. A prerendered
   * New page paints it, so the page's boxes are there before the app. When it turns false
   * the form takes `initial` anew (the fields that differ) and is the form from then on.
   */
  preview?: boolean;
}

/**
 * A sales document's Create / Edit form, whatever its kind: a sticky header with
 * back and Save as Draft, the customer, the kind's own sections, items and
 * pricing, notes and terms, attachments, and a bottom button. Every keystroke
 * is kept in the sessionStorage draft, so the add-line-item screen, the New
 * Customer form and a reload all come back to the same form.
 */
export function DocumentForm<V extends NumberedDocumentFields, I>(props: DocumentFormProps<V, I>) {
  const { config, mode, draftKey, initial, baseUpdatedAt, backTo, nextNumber, onSave, preview = false } = props;
  const { kind, drafts, words, fields } = config;
  const navigate = useNavigate();
  const notify = useNotify();
  const mobile = useIsMobile();
  const [pending, setPending] = useState<SaveStatus | 'save' | null>(null);
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<V, unknown, I>({
    resolver: fields.resolver,
    // The values are the form's own type; react-hook-form wants them as DefaultValues.
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
  });

  // Once saved or left with back, the draft is gone for good: nothing may write it again (a late refetch, say).
  const closed = useRef(false);
  const writeDraft = (values: V) => {
    if (!closed.current) drafts.write(draftKey, { values, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
  };
  const keepDraft = () => writeDraft(getValues());
  // A preview's values (the built-in defaults) give way to the form's own once they are known:
  // only the fields whose starting value differs change (the suggested number, set meanwhile,
  // stays), so the form renders again in small parts, not anew.
  const started = useRef(initial);
  useEffect(() => {
    const before = started.current;
    if (initial === before) return;
    started.current = initial;
    for (const [name, value] of Object.entries(initial)) {
      if (JSON.stringify(before[name as keyof V]) !== JSON.stringify(value)) setValue(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>);
    }
  }, [initial, setValue]);
  useEffect(() => {
    if (preview) return;
    // The starting values are the draft from now on (an edit starts one from the saved document).
    if (!closed.current) drafts.write(draftKey, { values: getValues(), ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
    const subscription = watch((values) => {
      if (!closed.current) drafts.write(draftKey, { values: values as V, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, draftKey, baseUpdatedAt, drafts, preview]);

  // The pre-filled number follows the series until the user types another one.
  const numberField = fields.numberField as FieldPath<V>;
  useEffect(() => {
    if (!nextNumber) return;
    const number = String(getValues(numberField) ?? '');
    const suggested = getValues('suggestedNumber' as FieldPath<V>);
    if (number.trim() === '' || number === suggested) {
      setValue('suggestedNumber' as FieldPath<V>, nextNumber as PathValue<V, FieldPath<V>>);
      setValue(numberField, nextNumber as PathValue<V, FieldPath<V>>);
    }
  }, [nextNumber, getValues, setValue, numberField]);

  const watched = useWatch({ control, name: ['lines', 'discountType', 'discount', 'adjustment'] as FieldPath<V>[] }) as unknown as [
    V['lines'],
    V['discountType'],
    string,
    string,
  ];
  const [lines, discountType, discount, adjustment] = watched;
  const totals = useMemo(() => formTotals({ lines, discountType, discount, adjustment }), [lines, discountType, discount, adjustment]);
  // What is wrong with the discount or adjustment as typed, shown at once (the same check as on save).
  // Nothing to check while both are blank or zero (every new form); else the schema's messages
  // join once it has arrived (lazy-schema.ts), the form rendering again then.
  const typedAdjustments = !isNothing(discount) || !isNothing(adjustment);
  const schema = useLazySchema(fields.schema, typedAdjustments);
  const liveErrors = useMemo(() => {
    if (!typedAdjustments) return {};
    const { discount: discountError, adjustment: adjustmentError } = fields.validate({ ...getValues(), lines, discountType, discount, adjustment });
    return { discount: discountError, adjustment: adjustmentError };
    // schema: the messages change when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, getValues, lines, discountType, discount, adjustment, typedAdjustments, schema]);
  const touch = useMemo(() => schemasOnTouch(fields.schema), [fields]);

  const formPath = drafts.formPathOf(draftKey);
  const go = (path: string, state?: unknown) => {
    keepDraft();
    navigate(path, state === undefined ? undefined : { state });
  };
  const parts: DocumentFormParts<V, I> = { control, setValue, getValues, go, formPath };
  const openLine = (lineIndex?: number) =>
    go(`${kind.basePath}/add-line-item`, { returnTo: formPath, ...(lineIndex === undefined ? {} : { lineIndex }) } satisfies LineItemState);
  const removeLine = (index: number) => {
    const next = (getValues('lines' as FieldPath<V>) as V['lines']).filter((_, i) => i !== index);
    setValue('lines' as FieldPath<V>, next as PathValue<V, FieldPath<V>>, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    notify('success', 'Item removed successfully');
  };
  const back = () => {
    closed.current = true;
    drafts.clear(draftKey);
    navigate(backTo);
  };

  const failureTitle = mode === 'new' ? `Failed to create ${kind.lowerNoun}: ` : `Failed to update ${kind.lowerNoun}: `;
  const submit = (status: SaveStatus | undefined) =>
    handleSubmit(
      async (input) => {
        setPending(status ?? 'save');
        closed.current = true;
        try {
          await onSave(input, status);
          drafts.clear(draftKey);
        } catch (error) {
          closed.current = false;
          keepDraft();
          notify('error', `${failureTitle}${errorMessage(error)}`);
          if (error instanceof ApiRequestError) {
            for (const { field, message: text } of fields.formErrorsOfApi(error.fields)) setError(field as FieldPath<V>, { type: 'server', message: text }, { shouldFocus: true });
          }
          setPending(null);
        }
      },
      (errors) => {
        // The spec's messages as toasts too ('Please select a customer', 'Please add at least one item', ...).
        const found = errors as Record<string, { message?: string } | undefined>;
        const messages = [...new Set(fields.fieldOrder.flatMap((f) => (found[f]?.message ? [found[f].message] : [])))];
        for (const message of messages.slice(0, 3)) notify('error', message);
      },
    );

  const busy = preview || pending !== null || uploading;
  const mainLabel = mode === 'new' ? words.create : 'Save Changes';
  const mainBusyLabel = mode === 'new' ? `Creating ${kind.noun}...` : `Saving ${kind.noun}...`;
  const mainPending = mode === 'new' ? pending === 'sent' : pending === 'save';
  const full = lines.length >= DOCUMENT_MAX_LINES;
  const [billing, setBilling] = useState(false);
  const customer = useWatch({ control, name: 'customer' as FieldPath<V> }) as V['customer'];
  const billed = useMemo(() => new Set(lines.flatMap((l) => [...(l.expenseId ? [`expenseId:${l.expenseId}`] : []), ...(l.timeEntryId ? [`timeEntryId:${l.timeEntryId}`] : [])])), [lines]);
  const addLines = (added: V['lines']) => {
    const next = [...(getValues('lines' as FieldPath<V>) as V['lines']), ...added].slice(0, DOCUMENT_MAX_LINES);
    setValue('lines' as FieldPath<V>, next as PathValue<V, FieldPath<V>>, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    notify('success', added.length === 1 ? `1 line added to ${kind.lowerNoun}` : `${added.length} lines added to ${kind.lowerNoun}`);
  };

  return (
    <form
      className="kobo-doc-form"
      noValidate
      aria-busy={preview || undefined}
      {...touch}
      onSubmit={(event) => {
        void submit(mode === 'new' ? 'sent' : undefined)(event);
      }}
    >
      <FormHeaderBar backLabel={mode === 'new' ? `Back to ${kind.listTitle}` : `Back to the ${kind.lowerNoun}`} onBack={back} title={mode === 'new' ? words.newTitle : `Edit ${kind.noun}`}>
        {mode === 'edit' ? (
          <Button formAction="none" onClick={() => void submit(undefined)()} loading={pending === 'save'} disabled={busy && pending !== 'save'} loadingText={`Saving ${kind.lowerNoun}`}>
            Save
          </Button>
        ) : (
          words.saveDraft && (
            <Button formAction="none" onClick={() => void submit('draft')()} loading={pending === 'draft'} disabled={busy && pending !== 'draft'} loadingText="Saving draft">
              {words.saveDraft}
            </Button>
          )
        )}
      </FormHeaderBar>

      <fieldset className="kobo-df-body" disabled={preview}>
        <SpaceBetween size="l">
          {props.banner}
          <CustomerSection control={control} walkIn={config.walkIn} go={go} formPath={formPath} />

          {props.details(parts)}

          <Container
            header={
              <Header
                variant="h2"
                counter={`(${lines.length})`}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    {config.billsRecords && (
                      <Button formAction="none" onClick={() => setBilling(true)} disabled={full || !customer?.customerId}>
                        Add unbilled time and expenses
                      </Button>
                    )}
                    <Button formAction="none" iconName="add-plus" onClick={() => openLine()} disabled={full}>
                      Add Line Item
                    </Button>
                  </SpaceBetween>
                }
              >
                Items &amp; Pricing
              </Header>
            }
          >
            <SpaceBetween size="l">
              <FormField
                stretch
                errorText={(formState.errors as Record<string, { message?: string } | undefined>).lines?.message}
                constraintText={full ? maxLinesMessage(kind, DOCUMENT_MAX_LINES) : undefined}
              >
                <LineItems kind={kind} lines={lines} amounts={totals?.lines} mobile={mobile} onEdit={openLine} onRemove={removeLine} />
              </FormField>
              <DocumentFormTotals kind={kind} control={control} totals={totals} liveErrors={liveErrors} />
            </SpaceBetween>
          </Container>

          {config.billsRecords && customer?.customerId && (
            <UnbilledRecords
              visible={billing}
              customerId={customer.customerId}
              customerName={customer.name}
              onLines={billed}
              onAdd={(added) => addLines(added as V['lines'])}
              onDismiss={() => setBilling(false)}
            />
          )}

          <Container header={<Header variant="h2">Notes &amp; Terms</Header>}>
            <SpaceBetween size="l">
              <TextareaField control={control} name={'customerNotes' as FieldPath<V>} label="Customer Notes" />
              <TextareaField control={control} name={'terms' as FieldPath<V>} label="Terms & Conditions" />
            </SpaceBetween>
          </Container>

          {props.extra?.(parts)}

          <Container header={<Header variant="h2">Attachments</Header>}>
            <Controller
              control={control}
              name={'attachments' as FieldPath<V>}
              render={({ field, fieldState }) => (
                <AttachmentsField value={field.value as V['attachments']} onChange={(next) => field.onChange(next)} errorText={fieldState.error?.message} onUploadingChange={setUploading} />
              )}
            />
          </Container>
        </SpaceBetween>

        <div className="kobo-df-footer">
          <Button variant="primary" formAction="submit" loading={mainPending} loadingText={mainBusyLabel} disabled={busy && !mainPending}>
            {mainPending ? mainBusyLabel : mainLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A discount or adjustment that changes nothing: blank, or zero however written ('0', '0.00'). */
const isNothing = (text: string | undefined) => /^\s*(0+\.?0*|\.0+)?\s*$/.test(text ?? '');

const SOLD_TO = [
  { value: 'customer', label: 'A customer' },
  { value: 'walk-in', label: WALK_IN_CUSTOMER_NAME },
];

/** Customer Information: the customer picker (with its New Customer button), or on a walk-in kind first whom it was sold to. */
function CustomerSection<V extends NumberedDocumentFields, I>({ control, walkIn, go, formPath }: Pick<DocumentFormParts<V, I>, 'control' | 'go' | 'formPath'> & { walkIn?: boolean }) {
  const soldTo = useWatch({ control, name: 'soldTo' as FieldPath<V> });
  const picker = (
    <Controller
      control={control}
      name={'customer' as FieldPath<V>}
      render={({ field, fieldState }) => (
        <CustomerPicker
          selectRef={field.ref}
          value={field.value as V['customer']}
          onChange={(customer) => field.onChange(customer)}
          onBlur={field.onBlur}
          errorText={fieldState.error?.message}
          onCreate={() => go('/dashboard/customers/new', { returnTo: formPath })}
          onOpen={(path) => go(path, { returnTo: formPath })}
        />
      )}
    />
  );
  return (
    <Container header={<Header variant="h2">Customer Information</Header>}>
      {walkIn ? (
        <SpaceBetween size="m">
          <RadioField control={control} name={'soldTo' as FieldPath<V>} label="Sold to" items={SOLD_TO} fallback="customer" />
          {soldTo === 'walk-in' ? <p className="kobo-df-no-lines">A sale to a walk-in customer: no customer record is needed.</p> : picker}
        </SpaceBetween>
      ) : (
        picker
      )}
    </Container>
  );
}
