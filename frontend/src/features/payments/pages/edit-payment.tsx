import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPayment, updatePayment } from '../../../api/payments';
import { useNotify } from '../../../app/notifications';
import { KindLoadState } from '../../../components/record-load-state';
import { PaymentForm } from '../components/payment-form';
import { paymentFormOf } from '../components/payment-form-values';
import { PAYMENT_AFFECTS, PAYMENT_NAMES, paymentPath } from '../payment-paths';
import '../payments.css';

/** /dashboard/payments/:id/edit: every field but the customer; the applications as saved, editable. */
export function EditPaymentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['payment', id], queryFn: () => getPayment(id), enabled: Boolean(id), staleTime: 0 });
  const mutation = useMutation({ mutationFn: (input: Parameters<typeof updatePayment>[1]) => updatePayment(id, input) });
  if (!query.isSuccess) return <KindLoadState kind={PAYMENT_NAMES} query={query} />;
  const payment = query.data;
  return (
    <PaymentForm
      key={`${payment.paymentId}:${payment.version}`}
      mode="edit"
      initial={paymentFormOf(payment)}
      payment={payment}
      backTo={paymentPath(payment.paymentId)}
      onSave={async (input) => {
        const saved = await mutation.mutateAsync({ ...input, paymentNumber: input.paymentNumber ?? payment.paymentNumber, version: payment.version });
        queryClient.setQueryData(['payment', saved.paymentId], saved);
        void queryClient.invalidateQueries({ queryKey: ['payment', saved.paymentId, 'history'] });
        for (const queryKey of PAYMENT_AFFECTS(saved.customerId)) void queryClient.invalidateQueries({ queryKey });
        notify('success', 'Payment updated successfully');
        navigate(paymentPath(saved.paymentId));
      }}
    />
  );
}
