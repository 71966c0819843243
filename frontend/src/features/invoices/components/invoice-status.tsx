import type { InvoiceDisplayStatus } from '../../../../../shared/schemas/invoice';
import { StatusBadge, type BadgeLook } from '../../../components/documents/status-badge';

/** Grey draft, blue sent, orange partly paid, green paid, red overdue, plain grey void. */
const BADGE: Record<InvoiceDisplayStatus, BadgeLook> = {
  draft: { color: 'grey' },
  sent: { color: 'blue' },
  partially_paid: { color: 'severity-medium' },
  paid: { color: 'green' },
  overdue: { color: 'red' },
  void: { color: 'severity-neutral' },
};

/** An invoice's display status as a badge ('PARTIALLY PAID', 'OVERDUE'). */
export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  return <StatusBadge status={status} looks={BADGE} />;
}
