import Badge from '../../../components/ui/badge';
import type { RecurringStatus } from '../../../../../shared/recurring-values';
import { STATUS_LABELS } from './recurring-values';

/** Active (green), Paused (grey) or Ended (grey). */
export function RecurringStatusBadge({ status }: { status: RecurringStatus }) {
  return <Badge color={status === 'active' ? 'green' : 'grey'}>{STATUS_LABELS[status]}</Badge>;
}
