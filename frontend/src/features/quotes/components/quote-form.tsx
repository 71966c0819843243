import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useIsMobile } from '../../../components/use-media-query';
import type { QuoteInput } from '../../../../../shared/schemas/quote';
import { DateField } from '../../../components/form-fields/date-field';
import { TextField } from '../../../components/form-fields/text-field';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import type { DraftKey } from '../../../components/documents/document-draft';
import { useDocumentDraftForm } from '../../../components/documents/use-document-draft-form';
import { DocumentAttachmentsSection, DocumentItemsSection, DocumentNotesSection } from '../../../components/documents/document-form-sections';
import { formTotals } from '../../../components/documents/document-form-values';
import { QUOTE_KIND, quoteDrafts } from '../quote-kind';
import { FIELD_ORDER, formErrorsOfApi, quoteFormResolver, validateQuoteForm, type QuoteFormValues } from './quote-form-values';
import '../../../components/kobo-ui.css';
import '../../../components/documents/document-form.css';

export type SaveStatus = 'draft' | 'sent';

interface QuoteFormProps {
  mode: 'new' | 'edit';
  draftKey: DraftKey;
  initial: QuoteFormValues;
  /** An edit draft is tied to the quote version it started from. */
  baseUpdatedAt?: string;
  /** Where back goes (the draft is dropped). */
  backTo: string;
  /** The series' next number, when it has loaded (new quotes only). */
  nextNumber?: string;
  /** Resolves when saved (the draft is then dropped); a rejection with the API's field errors marks those fields. */
  onSave: (input: QuoteInput, status: SaveStatus | undefined) => Promise<void>;
}

/**
 * Create Quote and Edit Quote: the spec's sections, a sticky header with back
 * and Save as Draft, and a bottom button. Every keystroke is kept in the
 * sessionStorage draft, so the add-line-item screen, the New Customer form and
 * a reload all come back to the same form.
 */
export function QuoteForm({ mode, draftKey, initial, baseUpdatedAt, backTo, nextNumber, onSave }: QuoteFormProps) {
  const notify = useNotify();
  const mobile = useIsMobile();
  const [pending, setPending] = useState<SaveStatus | 'save' | null>(null);
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<QuoteFormValues, unknown, QuoteInput>({
    resolver: quoteFormResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });

  const draft = useDocumentDraftForm({ kind: QUOTE_KIND, drafts: quoteDrafts, draftKey, form: { watch, getValues, setValue, formState }, baseUpdatedAt });
  const { closed, keepDraft, go, openLine, removeLine, formPath } = draft;

  // The pre-filled number follows the series until the user types another one.
  useEffect(() => {
    if (!nextNumber) return;
    const { quoteNumber, suggestedNumber } = getValues();
    if (quoteNumber.trim() === '' || quoteNumber === suggestedNumber) {
      setValue('suggestedNumber', nextNumber);
      setValue('quoteNumber', nextNumber);
    }
  }, [nextNumber, getValues, setValue]);

  const [lines, discountType, discount, adjustment] = useWatch({ control, name: ['lines', 'discountType', 'discount', 'adjustment'] });
  const totals = useMemo(() => formTotals({ lines, discountType, discount, adjustment }), [lines, discountType, discount, adjustment]);
  // What is wrong with the discount or adjustment as typed, shown at once (the same check as on save).
  const { discount: discountError, adjustment: adjustmentError } = validateQuoteForm(getValues());
  const liveErrors = { discount: discountError, adjustment: adjustmentError };

  const back = () => draft.back(backTo);

  const failureTitle = mode === 'new' ? 'Failed to create quote: ' : 'Failed to update quote: ';
  const submit = (status: SaveStatus | undefined) =>
    handleSubmit(
      async (input) => {
        setPending(status ?? 'save');
        closed.current = true;
        try {
          await onSave(input, status);
          quoteDrafts.clear(draftKey);
        } catch (error) {
          closed.current = false;
          keepDraft();
          notify('error', `${failureTitle}${errorMessage(error)}`);
          if (error instanceof ApiRequestError) {
            for (const { field, message: text } of formErrorsOfApi(error.fields)) setError(field, { type: 'server', message: text }, { shouldFocus: true });
          }
          setPending(null);
        }
      },
      (errors) => {
        // The spec's messages as toasts too ('Please select a customer', 'Please add at least one item', ...).
        const messages = [...new Set(FIELD_ORDER.flatMap((f) => (errors[f]?.message ? [errors[f].message] : [])))];
        for (const message of messages.slice(0, 3)) notify('error', message);
      },
    );

  const busy = pending !== null || uploading;
  const mainLabel = mode === 'new' ? 'Create & Send Quote' : 'Save Changes';
  const mainBusyLabel = mode === 'new' ? 'Creating Quote...' : 'Saving Quote...';
  const mainPending = mode === 'new' ? pending === 'sent' : pending === 'save';

  return (
    <form
      className="kobo-doc-form"
      noValidate
      onSubmit={(event) => {
        void submit(mode === 'new' ? 'sent' : undefined)(event);
      }}
    >
      <div className="kobo-df-header">
        <Button formAction="none" variant="icon" iconName="arrow-left" ariaLabel={mode === 'new' ? 'Back to Quotes' : 'Back to the quote'} onClick={back} />
        <h1 className="kobo-df-title">{mode === 'new' ? 'Create Quote' : 'Edit Quote'}</h1>
        {mode === 'new' ? (
          <Button formAction="none" onClick={() => void submit('draft')()} loading={pending === 'draft'} disabled={busy && pending !== 'draft'} loadingText="Saving draft">
            Save as Draft
          </Button>
        ) : (
          <Button formAction="none" onClick={() => void submit(undefined)()} loading={pending === 'save'} disabled={busy && pending !== 'save'} loadingText="Saving quote">
            Save
          </Button>
        )}
      </div>

      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Customer Information</Header>}>
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <CustomerPicker
                selectRef={field.ref}
                value={field.value}
                onChange={(customer) => field.onChange(customer)}
                onBlur={field.onBlur}
                errorText={fieldState.error?.message}
                onCreate={() => go('/dashboard/customers/new', { returnTo: formPath })}
                onOpen={(path) => go(path, { returnTo: formPath })}
              />
            )}
          />
        </Container>

        <Container header={<Header variant="h2">Quote Details</Header>}>
          <div className="kobo-df-grid">
            <TextField control={control} name="quoteNumber" label={QUOTE_KIND.numberLabel} required />
            <TextField control={control} name="reference" label="Reference #" />
            <DateField control={control} name="quoteDate" label="Quote Date" required />
            <DateField control={control} name="expiryDate" label="Expiry Date" />
          </div>
        </Container>

        <Container header={<Header variant="h2">Additional Information</Header>}>
          <TextField control={control} name="subject" label="Subject" description="What the quote is for, e.g. Office furniture for the Ikeja branch" />
        </Container>

        <DocumentItemsSection
          kind={QUOTE_KIND}
          control={control}
          lines={lines}
          totals={totals}
          liveErrors={liveErrors}
          linesError={formState.errors.lines?.message}
          mobile={mobile}
          onOpenLine={openLine}
          onRemove={removeLine}
        />
        <DocumentNotesSection control={control} />
        <DocumentAttachmentsSection control={control} onUploadingChange={setUploading} />
      </SpaceBetween>

      <div className="kobo-df-footer">
        <Button variant="primary" formAction="submit" loading={mainPending} loadingText={mainBusyLabel} disabled={busy && !mainPending}>
          {mainPending ? mainBusyLabel : mainLabel}
        </Button>
      </div>
    </form>
  );
}
