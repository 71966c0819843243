import Badge from '../../../components/ui/badge';
import type { Expense } from '../../../../../shared/schemas/expense';

/** Where the expense stands: Billable (not yet on an invoice) or Invoiced; Reimbursable (to reimburse) or Reimbursed; and, in the list, whether it has a receipt. */
export function ExpenseBadges({ expense }: { expense: Pick<Expense, 'billing' | 'reimbursement'> & { hasReceipt?: boolean } }) {
  const { billing, reimbursement, hasReceipt } = expense;
  return (
    <>
      {billing === 'unbilled' && <Badge color="blue">Billable</Badge>}
      {billing === 'invoiced' && <Badge color="green">Invoiced</Badge>}
      {reimbursement === 'to_reimburse' && <Badge color="blue">Reimbursable</Badge>}
      {reimbursement === 'reimbursed' && <Badge color="green">Reimbursed</Badge>}
      {hasReceipt && <Badge>Receipt</Badge>}
    </>
  );
}
