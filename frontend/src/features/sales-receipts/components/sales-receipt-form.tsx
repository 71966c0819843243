import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '../../../../../shared/constants';
import type { SalesReceiptInput } from '../../../../../shared/schemas/sales-receipt';
import { DateField } from '../../../components/form-fields/date-field';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { DocumentForm, type DocumentFormConfig, type DocumentFormProps } from '../../../components/documents/document-form';
import { SALES_RECEIPT_KIND, salesReceiptDrafts } from '../sales-receipt-kind';
import { SALES_RECEIPT_FORM_FIELDS, type SalesReceiptFormValues } from './sales-receipt-form-values';

/** A sale paid on the spot: no drafts, and it may go to a walk-in customer. */
export const SALES_RECEIPT_FORM: DocumentFormConfig<SalesReceiptFormValues, SalesReceiptInput> = {
  kind: SALES_RECEIPT_KIND,
  drafts: salesReceiptDrafts,
  fields: SALES_RECEIPT_FORM_FIELDS,
  words: { newTitle: 'New Sales Receipt', create: 'Create Sales Receipt' },
  walkIn: true,
};

// Paystack (online) is how invoices paid through their share link are recorded; a sale at the counter is not one.
const MODE_OPTIONS = PAYMENT_MODES.filter((m) => m !== 'paystack').map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }));

type SalesReceiptFormProps = Omit<DocumentFormProps<SalesReceiptFormValues, SalesReceiptInput>, 'config' | 'details' | 'mode'>;

/** New Sales Receipt (a receipt has no edit: delete it and record it again): the document form with the receipt's number, date and payment. */
export function SalesReceiptForm(props: SalesReceiptFormProps) {
  return (
    <DocumentForm
      {...props}
      mode="new"
      config={SALES_RECEIPT_FORM}
      details={({ control }) => (
        <Container header={<Header variant="h2">Sales Receipt Details</Header>}>
          <div className="kobo-df-grid">
            <TextField control={control} name="receiptNumber" label={SALES_RECEIPT_KIND.numberLabel} required />
            <DateField control={control} name="receiptDate" label="Receipt Date" required />
            <SelectField control={control} name="mode" label="Payment Mode" options={MODE_OPTIONS} />
            <TextField control={control} name="reference" label="Reference #" />
          </div>
        </Container>
      )}
    />
  );
}
