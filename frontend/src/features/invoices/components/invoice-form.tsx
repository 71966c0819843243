import { useEffect } from 'react';
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { getCustomer } from '../../../api/customers';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS } from '../../../../../shared/constants';
import type { InvoiceUpdate } from '../../../../../shared/schemas/invoice';
import { dueDateFor } from '../../../../../shared/schema-values';
import { DateField } from '../../../components/form-fields/date-field';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { DocumentForm, type DocumentFormConfig, type DocumentFormProps } from '../../../components/documents/document-form';
import { INVOICE_KIND, invoiceDrafts } from '../invoice-kind';
import { INVOICE_FORM_FIELDS, type InvoiceFormValues } from './invoice-form-values';
import { RecipientsField } from './recipients-field';
import { SalespersonField } from './salesperson-field';

export const INVOICE_FORM: DocumentFormConfig<InvoiceFormValues, InvoiceUpdate> = {
  kind: INVOICE_KIND,
  drafts: invoiceDrafts,
  fields: INVOICE_FORM_FIELDS,
  words: { newTitle: 'New Invoice', create: 'Create Invoice', saveDraft: 'SAVE AS DRAFT' },
  billsRecords: true,
};

const TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: PAYMENT_TERM_LABELS[t] }));

type Parts = { control: Control<InvoiceFormValues, unknown, InvoiceUpdate>; setValue: UseFormSetValue<InvoiceFormValues>; getValues: UseFormGetValues<InvoiceFormValues> };

/** The customer's details (payment terms, contact persons), once a customer is chosen. */
function useChosenCustomer(control: Parts['control']) {
  const customer = useWatch({ control, name: 'customer' });
  const id = customer?.customerId ?? '';
  return { id, query: useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) }) };
}

/** Invoice number, order number, dates and terms, salesperson, subject. The terms set the due date; only Custom lets it be typed. */
function InvoiceDetails({ control, setValue, getValues }: Parts) {
  const [invoiceDate, paymentTerms] = useWatch({ control, name: ['invoiceDate', 'paymentTerms'] });
  const chosen = useChosenCustomer(control);

  // A newly chosen customer brings its payment terms, and its own contact persons as recipients.
  const customer = chosen.query.data;
  useEffect(() => {
    if (!customer || customer.customerId !== chosen.id || getValues('termsCustomerId') === customer.customerId) return;
    setValue('termsCustomerId', customer.customerId);
    setValue('paymentTerms', customer.paymentTerms, { shouldDirty: true });
    setValue('recipients', []);
  }, [customer, chosen.id, getValues, setValue]);

  useEffect(() => {
    const due = dueDateFor(invoiceDate, paymentTerms);
    if (due !== null && /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate) && getValues('dueDate') !== due) setValue('dueDate', due);
  }, [invoiceDate, paymentTerms, getValues, setValue]);

  return (
    <>
      <Container header={<Header variant="h2">Invoice Details</Header>}>
        <div className="kobo-df-grid">
          <TextField control={control} name="invoiceNumber" label={INVOICE_KIND.numberLabel} required />
          <TextField control={control} name="orderNumber" label="Order Number" />
          <DateField control={control} name="invoiceDate" label="Invoice Date" required />
          <SelectField control={control} name="paymentTerms" label="Terms" options={TERM_OPTIONS} />
          <DateField
            control={control}
            name="dueDate"
            label="Due Date"
            disabled={paymentTerms !== 'custom'}
            description={paymentTerms === 'custom' ? undefined : 'Set by the terms'}
          />
          <SalespersonField control={control} />
        </div>
      </Container>
      <Container header={<Header variant="h2">Additional Information</Header>}>
        <TextField control={control} name="subject" label="Subject" description="What the invoice is for, e.g. Website design for March" />
      </Container>
    </>
  );
}

function Recipients({ control }: Pick<Parts, 'control'>) {
  const chosen = useChosenCustomer(control);
  return (
    <Container header={<Header variant="h2">Email Communications</Header>}>
      <RecipientsField control={control} customer={chosen.query} hasCustomer={Boolean(chosen.id)} />
    </Container>
  );
}

type InvoiceFormProps = Omit<DocumentFormProps<InvoiceFormValues, InvoiceUpdate>, 'config' | 'details' | 'extra'>;

/** New Invoice and Edit Invoice: the document form with the invoice's details and e-mail recipients. */
export function InvoiceForm(props: InvoiceFormProps) {
  return (
    <DocumentForm
      {...props}
      config={INVOICE_FORM}
      details={(parts) => <InvoiceDetails {...parts} />}
      extra={({ control }) => <Recipients control={control} />}
    />
  );
}
