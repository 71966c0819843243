import Badge from '../../../components/ui/badge';
import type { Expense } from '../../../../../shared/schemas/expense';

/** Where the expense stands: Billable (not yet on an invoice) or Invoiced; Reimbursable (to reimburse) or Reimbursed. */
export function ExpenseBadges({ expense }: { expense: Pick<Expense, 'billing' | 'reimbursement'> }) {
  const { billing, reimbursement } = expense;
  return (
    <>
      {billing === 'unbilled' && <Badge color="blue">Billable</Badge>}
      {billing === 'invoiced' && <Badge color="green">Invoiced</Badge>}
      {reimbursement === 'to_reimburse' && <Badge color="blue">Reimbursable</Badge>}
      {reimbursement === 'reimbursed' && <Badge color="green">Reimbursed</Badge>}
    </>
  );
}
