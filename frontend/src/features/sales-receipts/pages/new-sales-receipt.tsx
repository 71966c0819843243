import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSalesReceipt, nextReceiptNumber } from '../../../api/sales-receipts';
import { useNotify } from '../../../app/notifications';
import { NEW_DRAFT } from '../../../components/documents/document-draft';
import { customerOfState, withDraft } from '../../../components/documents/document-form-values';
import { SalesReceiptForm } from '../components/sales-receipt-form';
import { emptySalesReceiptForm, type SalesReceiptFormValues } from '../components/sales-receipt-form-values';
import { SALES_RECEIPTS_PATH, salesReceiptDrafts, salesReceiptPath } from '../sales-receipt-kind';

/** /dashboard/sales-receipts/new */
export function NewSalesReceiptPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const created = customerOfState(location.state);
  const [initial] = useState<SalesReceiptFormValues>(() => {
    const values = withDraft(emptySalesReceiptForm(), salesReceiptDrafts.read(NEW_DRAFT)?.values);
    if (values.soldTo !== 'walk-in' && values.soldTo !== 'customer') values.soldTo = 'customer';
    if (created) Object.assign(values, { customer: created, soldTo: 'customer' });
    return values;
  });
  const next = useQuery({ queryKey: ['sales-receipts', 'next-number'], queryFn: nextReceiptNumber, staleTime: 0 });
  const mutation = useMutation({ mutationFn: createSalesReceipt });

  useEffect(() => {
    if (!created) return;
    salesReceiptDrafts.write(NEW_DRAFT, { values: { ...salesReceiptDrafts.read(NEW_DRAFT)?.values, customer: created, soldTo: 'customer' } });
    navigate(location.pathname, { replace: true, state: null });
  }, [created, navigate, location.pathname]);

  return (
    <SalesReceiptForm
      initial={initial}
      backTo={SALES_RECEIPTS_PATH}
      nextNumber={next.data?.receiptNumber}
      onSave={async (input) => {
        const receipt = await mutation.mutateAsync(input);
        queryClient.setQueryData(['sales-receipt', receipt.receiptId], receipt);
        for (const queryKey of [['sales-receipts'], ['customers'], ['customer', receipt.customerId], ['customer-transactions', receipt.customerId], ['dashboard']])
          void queryClient.invalidateQueries({ queryKey });
        notify('success', 'Sales receipt created successfully');
        navigate(salesReceiptPath(receipt.receiptId));
      }}
    />
  );
}
