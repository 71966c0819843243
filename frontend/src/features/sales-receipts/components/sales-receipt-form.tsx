import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useIsMobile } from '../../../components/use-media-query';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES, WALK_IN_CUSTOMER_NAME } from '../../../../../shared/constants';
import type { SalesReceiptInput } from '../../../../../shared/schemas/sales-receipt';
import { DateField } from '../../../components/form-fields/date-field';
import { RadioField } from '../../../components/form-fields/radio-field';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import { NEW_DRAFT } from '../../../components/documents/document-draft';
import { useDocumentDraftForm } from '../../../components/documents/use-document-draft-form';
import { DocumentAttachmentsSection, DocumentItemsSection, DocumentNotesSection } from '../../../components/documents/document-form-sections';
import { formErrorsOfApi, formTotals } from '../../../components/documents/document-form-values';
import { SALES_RECEIPT_KIND, salesReceiptDrafts } from '../sales-receipt-kind';
import { checkSalesReceiptForm, SALES_RECEIPT_DIRECT_FIELDS, salesReceiptFormResolver, type SalesReceiptFormValues } from './sales-receipt-form-values';
import '../../../components/kobo-ui.css';
import '../../../components/documents/document-form.css';

const MODE_OPTIONS = PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }));
const SOLD_TO = [
  { value: 'customer', label: 'A customer' },
  { value: 'walk-in', label: WALK_IN_CUSTOMER_NAME },
];

interface Props {
  initial: SalesReceiptFormValues;
  backTo: string;
  nextNumber?: string;
  onSave: (input: SalesReceiptInput) => Promise<void>;
}

/**
 * New Sales Receipt: a sale paid on the spot, to a customer or a walk-in. The
 * lines, totals, attachments and customer picker are the shared document
 * parts; every keystroke is kept in the draft, so Add Line Item comes back to it.
 */
export function SalesReceiptForm({ initial, backTo, nextNumber, onSave }: Props) {
  const notify = useNotify();
  const mobile = useIsMobile();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<SalesReceiptFormValues, unknown, SalesReceiptInput>({
    resolver: salesReceiptFormResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });

  const draft = useDocumentDraftForm({ kind: SALES_RECEIPT_KIND, drafts: salesReceiptDrafts, draftKey: NEW_DRAFT, form: { watch, getValues, setValue, formState } });
  const { closed, keepDraft, go, openLine, removeLine, formPath } = draft;

  useEffect(() => {
    if (!nextNumber) return;
    const { receiptNumber, suggestedNumber } = getValues();
    if (receiptNumber.trim() === '' || receiptNumber === suggestedNumber) {
      setValue('suggestedNumber', nextNumber);
      setValue('receiptNumber', nextNumber);
    }
  }, [nextNumber, getValues, setValue]);

  const [soldTo, lines, discountType, discount, adjustment] = useWatch({ control, name: ['soldTo', 'lines', 'discountType', 'discount', 'adjustment'] });
  const totals = useMemo(() => formTotals({ lines, discountType, discount, adjustment }), [lines, discountType, discount, adjustment]);
  const { discount: discountError, adjustment: adjustmentError } = checkSalesReceiptForm(getValues()).errors;

  const back = () => draft.back(backTo);

  const submit = handleSubmit(
    async (input) => {
      setSaving(true);
      closed.current = true;
      try {
        await onSave(input);
        salesReceiptDrafts.clear(NEW_DRAFT);
      } catch (error) {
        closed.current = false;
        keepDraft();
        notify('error', 'Failed to create sales receipt', errorMessage(error));
        if (error instanceof ApiRequestError) {
          for (const { field, message } of formErrorsOfApi(error.fields, SALES_RECEIPT_DIRECT_FIELDS)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setSaving(false);
      }
    },
    (errors) => {
      const messages = [...new Set(Object.values(errors).flatMap((e) => (e?.message ? [String(e.message)] : [])))];
      for (const message of messages.slice(0, 3)) notify('error', message);
    },
  );

  return (
    <form className="kobo-doc-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="kobo-df-header">
        <Button formAction="none" variant="icon" iconName="arrow-left" ariaLabel="Back to Sales Receipts" onClick={back} />
        <h1 className="kobo-df-title">New Sales Receipt</h1>
      </div>

      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Customer Information</Header>}>
          <SpaceBetween size="m">
            <RadioField control={control} name="soldTo" label="Sold to" items={SOLD_TO} fallback="customer" />
            {soldTo === 'walk-in' ? (
              <p className="kobo-df-no-lines">A sale to a walk-in customer: no customer record is needed.</p>
            ) : (
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
            )}
          </SpaceBetween>
        </Container>

        <Container header={<Header variant="h2">Sales Receipt Details</Header>}>
          <div className="kobo-df-grid">
            <TextField control={control} name="receiptNumber" label={SALES_RECEIPT_KIND.numberLabel} required />
            <DateField control={control} name="receiptDate" label="Receipt Date" required />
            <SelectField control={control} name="mode" label="Payment Mode" options={MODE_OPTIONS} />
            <TextField control={control} name="reference" label="Reference #" />
          </div>
        </Container>

        <DocumentItemsSection
          kind={SALES_RECEIPT_KIND}
          control={control}
          lines={lines}
          totals={totals}
          liveErrors={{ discount: discountError, adjustment: adjustmentError }}
          linesError={formState.errors.lines?.message}
          mobile={mobile}
          onOpenLine={openLine}
          onRemove={removeLine}
        />
        <DocumentNotesSection control={control} />
        <DocumentAttachmentsSection control={control} onUploadingChange={setUploading} />
      </SpaceBetween>

      <div className="kobo-df-footer">
        <Button variant="primary" formAction="submit" loading={saving} loadingText="Creating Sales Receipt..." disabled={uploading && !saving}>
          {saving ? 'Creating Sales Receipt...' : 'Create Sales Receipt'}
        </Button>
      </div>
    </form>
  );
}
