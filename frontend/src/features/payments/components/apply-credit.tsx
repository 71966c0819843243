import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import SpaceBetween from '../../../components/ui/space-between';
import Modal from '../../../components/ui/modal';
import { applyPaymentCredit, listOpenInvoices } from '../../../api/payments';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { formatNaira } from '../../../../../shared/money';
import type { Payment } from '../../../../../shared/schemas/payment';
import { fillOldestFirst, koboOf, payableInvoices } from './payment-form-values';
import { PAYMENT_AFFECTS } from '../payment-paths';
import { InvoicesTable } from './invoices-table';

interface Props {
  payment: Payment;
  visible: boolean;
  onClose: () => void;
}

/** 'Apply credit': the payment's unused credit to the customer's open invoices, filled oldest first and editable. */
export function ApplyCreditDialog({ payment, visible, onClose }: Props) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const open = useQuery({
    queryKey: ['customer-open-invoices', payment.customerId, 'credit'],
    queryFn: () => listOpenInvoices(payment.customerId),
    enabled: visible,
    staleTime: 0,
  });
  const invoices = useMemo(() => payableInvoices(open.data?.items ?? []), [open.data]);
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (visible && open.data) {
      setApplied(fillOldestFirst(invoices, payment.creditKobo));
      setErrors({});
    }
  }, [visible, open.data, invoices, payment.creditKobo]);

  const total = invoices.reduce((s, i) => s + Math.max(koboOf(applied[i.invoiceId] ?? '') ?? 0, 0), 0);
  const mutation = useMutation({
    mutationFn: (apps: { invoiceId: string; amountKobo: number }[]) => applyPaymentCredit(payment.paymentId, apps),
    onSuccess: (saved) => {
      queryClient.setQueryData(['payment', saved.paymentId], saved);
      void queryClient.invalidateQueries({ queryKey: ['payment', saved.paymentId, 'history'] });
      for (const queryKey of PAYMENT_AFFECTS(saved.customerId)) void queryClient.invalidateQueries({ queryKey });
      notify('success', 'Credit applied successfully');
      onClose();
    },
    onError: (error, apps) => {
      notify('error', 'Failed to apply credit', errorMessage(error));
      if (error instanceof ApiRequestError) {
        const next: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.fields)) {
          const m = /^applications\.(\d+)\./.exec(path);
          const id = m ? apps[Number(m[1])]?.invoiceId : undefined;
          if (id) next[id] = message;
        }
        setErrors(next);
      }
    },
  });

  const apply = () => {
    const found: Record<string, string> = {};
    const apps: { invoiceId: string; amountKobo: number }[] = [];
    for (const inv of invoices) {
      const k = koboOf(applied[inv.invoiceId] ?? '');
      if (k === null || k < 0) found[inv.invoiceId] = 'Enter an amount like 1,500.00';
      else if (k > inv.availableKobo) found[inv.invoiceId] = `Invoice ${inv.invoiceNumber} has only ${formatNaira(inv.availableKobo)} left to pay`;
      else if (k > 0) apps.push({ invoiceId: inv.invoiceId, amountKobo: k });
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (apps.length === 0) {
      notify('error', 'Choose an invoice');
      return;
    }
    if (total > payment.creditKobo) {
      notify('error', `Only ${formatNaira(payment.creditKobo)} of unused credit is left`);
      return;
    }
    mutation.mutate(apps);
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header="Apply credit"
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" onClick={apply} loading={mutation.isPending} disabled={invoices.length === 0}>
              Apply
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <p className="kobo-pay-muted">
          Unused credit: <strong>{formatNaira(payment.creditKobo)}</strong>. Applying {formatNaira(total)}; {formatNaira(Math.max(payment.creditKobo - total, 0))} stays as credit.
        </p>
        {open.isPending ? (
          <p className="kobo-pay-muted">Loading invoices...</p>
        ) : open.isError ? (
          <p className="kobo-pay-muted">Failed to load invoices: {errorMessage(open.error)}</p>
        ) : invoices.length === 0 ? (
          <p className="kobo-pay-muted">{payment.customerName} has no open invoices.</p>
        ) : (
          <InvoicesTable invoices={invoices} applied={applied} errors={errors} onApplied={(id, value) => setApplied({ ...applied, [id]: value })} mobile />
        )}
      </SpaceBetween>
    </Modal>
  );
}
