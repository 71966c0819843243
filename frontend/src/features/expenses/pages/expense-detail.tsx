import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import Link from '../../../components/ui/link';
import { addExpenseComment, deleteExpense, getExpense, listExpenseHistory, markExpenseReimbursed } from '../../../api/expenses';
import { HistoryTimeline } from '../../../components/history-timeline';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { formatDay } from '../../../components/format-date';
import { RecordDetailHeader, useDeleteRecord, useLeaveDeleted, type DetailAction } from '../../../components/record-detail-header';
import { fileSize } from '../../../components/documents/file-size';
import { RECEIPT_LINK_SECONDS, RECEIPT_PREVIEW_TYPES } from '../../../../../shared/constants';
import { lagosToday } from '../../../../../shared/dates';
import { formatNaira } from '../../../../../shared/money';
import type { Expense } from '../../../../../shared/schemas/expense';
import { useRouterFollow } from '../../../components/use-router-follow';
import { ExpenseBadges } from '../components/expense-badges';
import { ExpenseLoadState } from '../components/expense-load-state';
import { BILLING_WORDS, CATEGORY_LABEL, EXPENSE_TEXT, EXPENSES_PATH, expensePath, REIMBURSEMENT_WORDS } from '../expense-values';
import '../../../components/kobo-ui.css';
import '../expenses.css';

/** 'Mark as reimbursed' / 'Mark as not reimbursed' on a reimbursable expense (managers). */
function useReimbursedToggle(expense: Expense): DetailAction | undefined {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reimbursed = expense.reimbursement === 'reimbursed';
  const mutation = useMutation({
    mutationFn: () => markExpenseReimbursed(expense.expenseId, { reimbursed: !reimbursed }),
    onSuccess: (next) => {
      queryClient.setQueryData(['expense', expense.expenseId], next);
      void queryClient.invalidateQueries({ queryKey: ['expenses'] });
      void queryClient.invalidateQueries({ queryKey: ['expense', expense.expenseId, 'history'] });
      notify('success', next.reimbursement === 'reimbursed' ? 'Expense marked as reimbursed' : 'Expense marked as not reimbursed');
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  if (expense.reimbursement === 'none') return undefined;
  return {
    id: 'reimbursed',
    text: reimbursed ? 'Mark as not reimbursed' : 'Mark as reimbursed',
    onClick: () => mutation.mutate(),
    loading: mutation.isPending,
    needs: 'markExpenseReimbursed',
  };
}

function ExpenseHeader({ expense }: { expense: Expense }) {
  const id = expense.expenseId;
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const toggle = useReimbursedToggle(expense);
  const remove = useDeleteRecord({
    mutationFn: () => deleteExpense(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['expenses'] });
      notify('success', EXPENSE_TEXT.deleted);
      leave(EXPENSES_PATH, () => queryClient.removeQueries({ queryKey: ['expense', id] }));
    },
    failureTitle: 'Failed to delete expense',
    conflictSaysWhy: true,
  });
  // On an invoice it is neither edited nor deleted (the API refuses both until it is off the invoice).
  const invoiced = expense.billing === 'invoiced';
  const category = CATEGORY_LABEL(expense.category);
  const line = [formatDay(expense.expenseDate), expense.vendor].filter(Boolean).join(' · ');

  return (
    <RecordDetailHeader
      title={category}
      badges={<ExpenseBadges expense={expense} />}
      editHref={invoiced ? undefined : `${expensePath(id)}/edit`}
      editNeeds="updateExpense"
      actions={toggle ? [toggle] : undefined}
      remove={invoiced ? undefined : { confirmText: `This ${category.toLowerCase()} expense of ${formatNaira(expense.amountKobo)} will be deleted.`, mutation: remove, needs: 'deleteExpense' }}
    >
      <p className="kobo-expense-head-amount">{formatNaira(expense.amountKobo)}</p>
      <p className="kobo-expense-head-line">{line}</p>
    </RecordDetailHeader>
  );
}

type Receipt = NonNullable<Expense['receipt']>;

/** The receipt's link (it opens in a new tab) with its name and size. */
function ReceiptLink({ receipt }: { receipt: Receipt }) {
  return (
    <span className="kobo-expense-receipt-link">
      <Link href={receipt.url} external externalIconAriaLabel="(opens in a new tab)">
        View receipt
      </Link>
      <span className="kobo-expense-muted">
        {receipt.name} · {fileSize(receipt.size)}
      </span>
    </span>
  );
}

/** A photo of the receipt, shown on the page (a PDF is only linked). */
function ReceiptPreview({ receipt }: { receipt: Receipt }) {
  if (!RECEIPT_PREVIEW_TYPES.includes(receipt.contentType)) return null;
  return (
    <Container header={<Header variant="h2">Receipt</Header>}>
      <img className="kobo-expense-receipt-image" src={receipt.url} alt={`Receipt: ${receipt.name}`} />
    </Container>
  );
}

/** The receipt's link works RECEIPT_LINK_SECONDS: read again a while before, so an open page keeps a working one. */
const RECEIPT_REFRESH_MS = (RECEIPT_LINK_SECONDS - 3 * 60) * 1000;

/** /dashboard/expenses/:id */
export function ExpenseDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['expense', id],
    queryFn: () => getExpense(id),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.receipt ? RECEIPT_REFRESH_MS : false),
  });
  const follow = useRouterFollow();

  if (!query.isSuccess) return <ExpenseLoadState query={query} />;

  const e = query.data;
  return (
    <div className="kobo-ui-page">
      <ExpenseHeader expense={e} />
      <Container>
        <DetailList
          items={[
            { label: 'Date', value: formatDay(e.expenseDate) },
            { label: 'Category', value: CATEGORY_LABEL(e.category) },
            { label: 'Amount', value: formatNaira(e.amountKobo) },
            { label: 'VAT included', value: formatNaira(e.vatKobo) },
            { label: 'Vendor', value: e.vendor },
            { label: 'Description', value: e.description },
            { label: 'Customer', value: e.customerId ? (
                <Link href={`/dashboard/customers/${encodeURIComponent(e.customerId)}`} onFollow={follow}>
                  {e.customerName ?? 'Customer'}
                </Link>
              ) : 'None' },
            { label: 'Billable', value: BILLING_WORDS[e.billing] },
            // While an invoice bills it: that invoice (removing the line or voiding the invoice frees it).
            ...(e.invoiceId
              ? [
                  {
                    label: 'Invoice',
                    value: (
                      <Link href={`/dashboard/invoices/${encodeURIComponent(e.invoiceId)}`} onFollow={follow}>
                        {e.invoiceNumber ?? 'Invoice'}
                      </Link>
                    ),
                  },
                ]
              : []),
            { label: 'Reimbursable', value: REIMBURSEMENT_WORDS[e.reimbursement] },
            // Made by a recurring expense: its profile, by the name it had then.
            ...(e.recurringProfileId
              ? [
                  {
                    label: 'Recurring',
                    value: (
                      <span>
                        Made by recurring profile{' '}
                        <Link href={`${EXPENSES_PATH}/recurring/${encodeURIComponent(e.recurringProfileId)}`} onFollow={follow}>
                          {e.recurringProfileName || 'Recurring expense'}
                        </Link>
                      </span>
                    ),
                  },
                ]
              : []),
            { label: 'Receipt', value: e.receipt ? <ReceiptLink receipt={e.receipt} /> : 'None' },
            { label: 'Recorded by', value: e.createdBy },
            // The day in Lagos, as every date the product shows.
            { label: 'Created', value: formatDay(lagosToday(new Date(e.createdAt))) },
          ]}
        />
      </Container>
      {e.receipt && <ReceiptPreview receipt={e.receipt} />}
      <Container header={<Header variant="h2">Comments &amp; History</Header>}>
        <HistoryTimeline
          queryKey={['expense', id, 'history']}
          listPage={(cursor) => listExpenseHistory(id, cursor)}
          addComment={(text) => addExpenseComment(id, text)}
          label="Expense history"
          emptyText="No comments or history available"
        />
      </Container>
    </div>
  );
}
