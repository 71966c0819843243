import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomer } from '../../../api/customers';
import { nextPaymentNumber, recordPayment } from '../../../api/payments';
import { useNotify } from '../../../app/notifications';
import { emailDocument } from '../../../api/documents';
import { errorMessage } from '../../../api/client';
import { useMe } from '../../../auth/session';
import { paymentRef } from '../../../components/document-actions/document-ref';
import { defaultBody, defaultSubject } from '../../../components/document-actions/email-defaults';
import type { Payment } from '../../../../../shared/schemas/payment';
import { customerOfState } from '../../../components/documents/document-form-values';
import { PaymentForm } from '../components/payment-form';
import { emptyPaymentForm, type PaymentFormValues } from '../components/payment-form-values';
import { PAYMENT_AFFECTS, PAYMENTS_PATH, paymentPath } from '../payment-paths';
import { useLocation } from 'react-router-dom';
import '../payments.css';

/** 'Send a receipt to the customer': the payment receipt PDF by e-mail, after the payment is saved (a failed send leaves it recorded). */
function useSendReceipt() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useMe();
  return async (payment: Payment, to: string) => {
    const company = me.data?.company?.name ?? '';
    const doc = paymentRef(payment);
    try {
      await emailDocument('payment', payment.paymentId, { to: [to], subject: defaultSubject(doc, company), body: defaultBody(doc, company), attachPdf: true });
      void queryClient.invalidateQueries({ queryKey: ['payment', payment.paymentId] });
      notify('success', `Receipt sent to ${to}`);
    } catch (error) {
      const message = errorMessage(error);
      notify('error', message.startsWith('Failed to send email') ? message : `Failed to send email: ${message}`);
    }
  };
}

/** The form once the customer from the URL (if any) is known. */
function NewPaymentForm({ initial, invoiceId }: { initial: PaymentFormValues; invoiceId?: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const next = useQuery({ queryKey: ['payments', 'next-number'], queryFn: nextPaymentNumber, staleTime: 0 });
  const mutation = useMutation({ mutationFn: recordPayment });
  const sendReceipt = useSendReceipt();
  return (
    <PaymentForm
      mode="new"
      initial={initial}
      preferredInvoiceId={invoiceId}
      backTo={PAYMENTS_PATH}
      nextNumber={next.data?.paymentNumber}
      onSave={async (input, { sendReceiptTo }) => {
        const payment = await mutation.mutateAsync(input);
        queryClient.setQueryData(['payment', payment.paymentId], payment);
        for (const queryKey of PAYMENT_AFFECTS(payment.customerId)) void queryClient.invalidateQueries({ queryKey });
        notify('success', 'Payment recorded successfully');
        navigate(paymentPath(payment.paymentId));
        if (sendReceiptTo) void sendReceipt(payment, sendReceiptTo);
      }}
    />
  );
}

/**
 * /dashboard/payments/new, "Record Payment". `?customerId=` (the customer page)
 * selects the customer; `?invoiceId=` (the invoice page) also puts the money on
 * that invoice first. A customer made with the plus button comes back selected.
 */
export function NewPaymentPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const created = customerOfState(location.state);
  const customerId = params.get('customerId') ?? undefined;
  const invoiceId = params.get('invoiceId') ?? undefined;
  const customer = useQuery({ queryKey: ['customer', customerId], queryFn: () => getCustomer(customerId!), enabled: Boolean(customerId) && !created });
  const [base] = useState(() => emptyPaymentForm());
  if (customerId && !created && customer.isPending) return <p className="kobo-ui-empty">Loading customer data...</p>;
  const initial: PaymentFormValues = { ...base };
  if (created) initial.customer = created;
  else if (customer.data) initial.customer = { customerId: customer.data.customerId, name: customer.data.name, ...(customer.data.email ? { email: customer.data.email } : {}) };
  return <NewPaymentForm key={initial.customer?.customerId ?? 'none'} initial={initial} invoiceId={invoiceId} />;
}
