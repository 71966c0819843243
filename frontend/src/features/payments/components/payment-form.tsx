import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Checkbox from '../../../components/ui/checkbox';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { listOpenInvoices } from '../../../api/payments';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import { FormHeaderBar } from '../../../components/documents/form-header-bar';
import { DateField } from '../../../components/form-fields/date-field';
import { SelectField, type Choice } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { FieldLabel } from '../../../components/form-fields/field-label';
import { useIsMobile } from '../../../components/use-media-query';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '../../../../../shared/constants';
import { useTaxRates } from '../../../components/tax-rates/use-tax-rates';
import { formatNaira, koboToDecimal } from '../../../../../shared/money';
import type { OpenInvoice, Payment, PaymentInput } from '../../../../../shared/schemas/payment';
import {
  checkPaymentForm,
  paymentSchema,
  fillOldestFirst,
  payableInvoices,
  paymentErrorsOfApi,
  paymentFigures,
  whtForRate,
  type PayableInvoice,
  type PaymentFormField,
  type PaymentFormValues,
} from './payment-form-values';
import { InvoicesTable } from './invoices-table';
import '../../../components/kobo-ui.css';
import '../../../components/documents/document-form.css';
import { schemasOnTouch } from '../../../components/form-fields/lazy-schema';

export const MODE_OPTIONS: Choice[] = PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }));

/** Every open invoice of the customer, oldest first (a few pages at most). */
async function allOpenInvoices(customerId: string): Promise<OpenInvoice[]> {
  const rows: OpenInvoice[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10; i++) {
    const page = await listOpenInvoices(customerId, cursor);
    rows.push(...page.items);
    if (!page.cursor) break;
    cursor = page.cursor;
  }
  return rows;
}

interface Props {
  mode: 'new' | 'edit';
  initial: PaymentFormValues;
  /** The payment being edited (its invoices are listed with what it settles on them). */
  payment?: Payment;
  /** The invoice the form was opened for (?invoiceId=): it is filled first, and the amount starts at its balance. */
  preferredInvoiceId?: string;
  backTo: string;
  nextNumber?: string;
  /** Resolves when saved; rejects with the API's error. `sendReceiptTo`: the customer's e-mail, when the user asked for a receipt. */
  onSave: (input: PaymentInput, options: { sendReceiptTo?: string }) => Promise<void>;
}

/**
 * Record Payment and Edit Payment: customer, amount received, date, mode,
 * reference, withholding tax (with the rate helper), and the customer's open
 * invoices oldest first with the amount applied to each, pre-filled oldest
 * first from amount + WHT until the user changes one. What is left over is the
 * unused credit.
 */
export function PaymentForm({ mode, initial, payment, preferredInvoiceId, backTo, nextNumber, onSave }: Props) {
  const navigate = useNavigate();
  const notify = useNotify();
  const mobile = useIsMobile();
  const [saving, setSaving] = useState(false);
  // 'Send a receipt to the customer': on by default when the customer has an e-mail (new payments only).
  const [sendReceipt, setSendReceipt] = useState(true);
  const [appliedErrors, setAppliedErrors] = useState<Record<string, string>>({});
  const invoicesRef = useRef<PayableInvoice[]>([]);
  const resolver: Resolver<PaymentFormValues, unknown, PaymentInput> = async (values) => {
    const { input, errors, appliedErrors: perInvoice } = checkPaymentForm(values, invoicesRef.current, await paymentSchema.get());
    setAppliedErrors(perInvoice);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values: input, errors: {} };
    return { values: {}, errors: Object.fromEntries(entries.map(([f, message]) => [f, { type: 'validate', message }])) as FieldErrors<PaymentFormValues> };
  };
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const [customer, amount, wht, applied, manual] = useWatch({ control, name: ['customer', 'amount', 'wht', 'applied', 'manual'] });
  const customerId = customer?.customerId;

  const open = useQuery({
    queryKey: ['customer-open-invoices', customerId],
    queryFn: () => allOpenInvoices(customerId!),
    enabled: Boolean(customerId),
  });
  const invoices = useMemo(() => (open.data ? payableInvoices(open.data, payment) : []), [open.data, payment]);
  invoicesRef.current = invoices;
  /** The order money goes in: the invoice the form was opened for, then oldest first. */
  const fillOrder = useMemo(() => {
    const first = invoices.filter((i) => i.invoiceId === preferredInvoiceId);
    return [...first, ...invoices.filter((i) => i.invoiceId !== preferredInvoiceId)];
  }, [invoices, preferredInvoiceId]);

  // The pre-filled number follows the series until the user types another one.
  useEffect(() => {
    if (!nextNumber) return;
    const { paymentNumber, suggestedNumber } = getValues();
    if (paymentNumber.trim() === '' || paymentNumber === suggestedNumber) {
      setValue('suggestedNumber', nextNumber);
      setValue('paymentNumber', nextNumber);
    }
  }, [nextNumber, getValues, setValue]);

  // Opened from an invoice: the amount starts at its balance due.
  const preferred = invoices.find((i) => i.invoiceId === preferredInvoiceId);
  useEffect(() => {
    if (preferred && getValues('amount').trim() === '') setValue('amount', koboToDecimal(preferred.availableKobo));
  }, [preferred, getValues, setValue]);

  const figures = paymentFigures({ amount, wht, applied }, invoices);
  // Until the user changes an applied amount, amount + WHT go to the invoices oldest first.
  useEffect(() => {
    if (manual || !open.data) return;
    setValue('applied', fillOldestFirst(fillOrder, figures.totalKobo));
  }, [manual, open.data, fillOrder, figures.totalKobo, setValue]);

  const setApplied = (id: string, value: string) => {
    setValue('manual', true);
    setValue('applied', { ...getValues('applied'), [id]: value }, { shouldValidate: formState.isSubmitted });
  };
  const refill = () => {
    setValue('manual', false);
    setValue('applied', fillOldestFirst(fillOrder, figures.totalKobo), { shouldValidate: formState.isSubmitted });
  };
  // The company's active WHT rates (Settings > Taxes), from the cached list every form shares.
  const whtRates = (useTaxRates().data?.whtRates ?? []).filter((r) => r.status === 'active');
  const applyRate = (rate: number) => {
    const filled = whtForRate(getValues(), fillOrder, rate);
    if ('error' in filled) {
      notify('warning', filled.error);
      return;
    }
    setValue('wht', koboToDecimal(filled.whtKobo), { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };

  const submit = handleSubmit(
    async (input) => {
      setSaving(true);
      try {
        const email = getValues('customer')?.email;
        await onSave(input, mode === 'new' && sendReceipt && email ? { sendReceiptTo: email } : {});
      } catch (error) {
        notify('error', mode === 'new' ? 'Failed to record payment' : 'Failed to update payment', errorMessage(error));
        if (error instanceof ApiRequestError) {
          const mapped = paymentErrorsOfApi(error.fields, input.applications ?? []);
          setAppliedErrors(mapped.appliedErrors);
          for (const [field, message] of Object.entries(mapped.errors)) setError(field as PaymentFormField, { type: 'server', message });
        }
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.values(errors).find((e) => e?.message)?.message;
      if (first) notify('error', String(first));
    },
  );

  const credit = figures.creditKobo;
  const appliedError = (formState.errors.applied as { message?: string } | undefined)?.message;

  return (
    <form className="kobo-doc-form" noValidate onSubmit={(e) => void submit(e)} {...schemasOnTouch(paymentSchema)}>
      <FormHeaderBar backLabel={mode === 'new' ? 'Back to Payments Received' : 'Back to the payment'} onBack={() => navigate(backTo)} title={mode === 'new' ? 'Record Payment' : 'Edit Payment'} />

      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Customer</Header>}>
          {mode === 'new' ? (
            <Controller
              control={control}
              name="customer"
              render={({ field, fieldState }) => (
                <CustomerPicker
                  selectRef={field.ref}
                  value={field.value}
                  onChange={(c) => {
                    field.onChange(c);
                    setValue('applied', {});
                    setValue('manual', false);
                    setAppliedErrors({});
                  }}
                  onBlur={field.onBlur}
                  errorText={fieldState.error?.message}
                  onCreate={() => navigate('/dashboard/customers/new', { state: { returnTo: '/dashboard/payments/new' } })}
                  onOpen={(path) => navigate(path)}
                />
              )}
            />
          ) : (
            <p className="kobo-pay-strong">{customer?.name}</p>
          )}
        </Container>

        <Container header={<Header variant="h2">Payment Details</Header>}>
          <div className="kobo-df-grid">
            <TextField control={control} name="amount" label="Amount Received (₦)" inputMode="decimal" constraintText="In naira, e.g. 25000.00" required />
            <DateField control={control} name="paymentDate" label="Payment Date" required />
            <SelectField control={control} name="mode" label="Payment Mode" options={MODE_OPTIONS} />
            <TextField control={control} name="paymentNumber" label="Payment #" />
            <TextField control={control} name="reference" label="Reference #" description="A transfer or cheque number, say" />
          </div>
        </Container>

        <Container
          header={
            <Header
              variant="h2"
              description="What the customer deducted and paid to the tax office for you: a share of the amount before VAT. It settles the invoices with the cash."
            >
              Withholding Tax
            </Header>
          }
        >
          <div className="kobo-df-grid">
            <TextField control={control} name="wht" label="Withholding Tax (₦)" inputMode="decimal" constraintText="Optional" />
            <FormField
              label={<FieldLabel label="Fill at a rate" />}
              description="The rate × the amount before VAT of the invoices this payment settles (of a part payment, that part). You can type another figure."
            >
              <div className="kobo-pay-rates">
                {whtRates.map((r) => (
                  <Button key={r.rateId} formAction="none" onClick={() => applyRate(r.percent)} ariaLabel={`Withholding tax at ${r.percent}% (${r.name})`}>
                    {`${r.percent}%`}
                  </Button>
                ))}
              </div>
            </FormField>
          </div>
        </Container>

        <Container
          header={
            <Header
              variant="h2"
              counter={open.data ? `(${invoices.length})` : undefined}
              actions={
                invoices.length > 0 && (
                  <Button formAction="none" onClick={refill}>
                    Apply oldest first
                  </Button>
                )
              }
            >
              Open Invoices
            </Header>
          }
        >
          <SpaceBetween size="l">
            {!customerId ? (
              <p className="kobo-pay-muted">Select a customer to see their open invoices.</p>
            ) : open.isPending ? (
              <p className="kobo-pay-muted">Loading invoices...</p>
            ) : open.isError ? (
              <p className="kobo-pay-muted">Failed to load invoices: {errorMessage(open.error)}</p>
            ) : invoices.length === 0 ? (
              <p className="kobo-pay-muted">This customer has no open invoices. The whole payment becomes unused credit.</p>
            ) : (
              <FormField stretch errorText={appliedError}>
                <InvoicesTable invoices={invoices} applied={applied} errors={appliedErrors} onApplied={setApplied} mobile={mobile} />
              </FormField>
            )}
            <dl className="kobo-pay-summary">
              <div>
                <dt>Amount received</dt>
                <dd>{formatNaira(figures.amountKobo ?? 0)}</dd>
              </div>
              <div>
                <dt>Withholding tax</dt>
                <dd>{formatNaira(figures.whtKobo ?? 0)}</dd>
              </div>
              <div>
                <dt>Applied to invoices</dt>
                <dd>{formatNaira(figures.appliedKobo)}</dd>
              </div>
              <div className="kobo-pay-summary-total">
                <dt>Unused credit</dt>
                <dd>{credit < 0 ? `${formatNaira(-credit)} over` : formatNaira(credit)}</dd>
              </div>
            </dl>
          </SpaceBetween>
        </Container>

        <Container header={<Header variant="h2">Notes</Header>}>
          <TextareaField control={control} name="notes" label="Notes" />
        </Container>
        {mode === 'new' && customer?.email && (
          <Checkbox checked={sendReceipt} onChange={({ detail }) => setSendReceipt(detail.checked)} description={`The payment receipt PDF goes to ${customer.email}.`}>
            Send a receipt to the customer
          </Checkbox>
        )}
      </SpaceBetween>

      <div className="kobo-df-footer">
        <Button variant="primary" formAction="submit" loading={saving} loadingText="Saving payment">
          {mode === 'new' ? 'Record Payment' : 'Save Payment'}
        </Button>
      </div>
    </form>
  );
}

