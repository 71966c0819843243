import { StatusBadge, type BadgeLook } from '../../../components/documents/status-badge';
import type { QuoteDisplayStatus } from '../../../../../shared/schemas/quote';

/** What a list can ask for: one display status, or every quote. */
export type QuoteListStatus = QuoteDisplayStatus | 'all';

export const QUOTE_STATUS_LABELS: Record<QuoteListStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  invoiced: 'Invoiced',
  all: 'All',
};

/**
 * The spec's colours (grey draft, blue sent, green accepted), red for declined,
 * orange for expired (needs attention) and purple for invoiced (done, and not
 * to be mistaken for accepted).
 */
const BADGE: Record<QuoteDisplayStatus, BadgeLook> = {
  draft: { color: 'grey' },
  sent: { color: 'blue' },
  accepted: { color: 'green' },
  declined: { color: 'red' },
  expired: { color: 'severity-medium' },
  invoiced: { style: { root: { background: '#5b2a86', borderColor: '#5b2a86', color: '#ffffff' } } },
};

/** A quote's status as a badge, in upper case (stored lower case). */
export function QuoteStatusBadge({ status }: { status: QuoteDisplayStatus }) {
  return <StatusBadge status={status} looks={BADGE} />;
}
