import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import Link from '../../../components/ui/link';
import { deleteRecurringExpense, getRecurringExpense, listRecurringMadeExpenses, pauseRecurringExpense, resumeRecurringExpense } from '../../../api/recurring-expenses';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { formatDay } from '../../../components/format-date';
import { RecordDetailHeader, useDeleteRecord, useLeaveDeleted, type DetailAction } from '../../../components/record-detail-header';
import { usePagedList } from '../../../components/use-paged-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { lagosToday } from '../../../../../shared/dates';
import { formatNaira } from '../../../../../shared/money';
import type { RecurringExpense, RecurringMadePage } from '../../../../../shared/schemas/recurring-expense';
import { ExpenseBadges } from '../components/expense-badges';
import { CATEGORY_LABEL, expensePath } from '../expense-values';
import { RecurringLoadState } from './recurring-load-state';
import { RecurringStatusBadge } from './recurring-status-badge';
import { FREQUENCY_LABELS, RECURRING_PATH, RECURRING_TEXT, recurringPath } from './recurring-values';
import '../../../components/kobo-ui.css';
import '../expenses.css';

/** Pause (no expense until resumed) / Resume (from the next date on; the paused periods are skipped). None once ended. */
function usePauseToggle(profile: RecurringExpense): DetailAction | undefined {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const paused = profile.status === 'paused';
  const mutation = useMutation({
    mutationFn: () => (paused ? resumeRecurringExpense(profile.profileId) : pauseRecurringExpense(profile.profileId)),
    onSuccess: (next) => {
      queryClient.setQueryData(['recurring-expense', profile.profileId], next);
      void queryClient.invalidateQueries({ queryKey: ['recurring-expenses'] });
      notify('success', next.status === 'paused' ? RECURRING_TEXT.paused : RECURRING_TEXT.resumed);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  if (profile.status === 'ended') return undefined;
  return { id: 'pause', text: paused ? 'Resume' : 'Pause', onClick: () => mutation.mutate(), loading: mutation.isPending, needs: paused ? 'resumeRecurringExpense' : 'pauseRecurringExpense' };
}

function RecurringHeader({ profile }: { profile: RecurringExpense }) {
  const id = profile.profileId;
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const toggle = usePauseToggle(profile);
  const remove = useDeleteRecord({
    mutationFn: () => deleteRecurringExpense(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['recurring-expenses'] });
      notify('success', RECURRING_TEXT.deleted);
      leave(RECURRING_PATH, () => queryClient.removeQueries({ queryKey: ['recurring-expense', id] }));
    },
    failureTitle: 'Failed to delete recurring expense',
    conflictSaysWhy: true,
  });
  return (
    <RecordDetailHeader
      title={profile.name}
      badges={<RecurringStatusBadge status={profile.status} />}
      editHref={`${recurringPath(id)}/edit`}
      editNeeds="updateRecurringExpense"
      actions={toggle ? [toggle] : undefined}
      remove={{ confirmText: `${profile.name} will make no more expenses. The expenses it made stay.`, mutation: remove, needs: 'deleteRecurringExpense' }}
    >
      <p className="kobo-expense-head-amount">{formatNaira(profile.amountKobo)}</p>
      <p className="kobo-expense-head-line">
        {FREQUENCY_LABELS[profile.frequency]}
        {profile.nextDate ? ` · next on ${formatDay(profile.nextDate)}` : ' · no more expenses'}
      </p>
    </RecordDetailHeader>
  );
}

type MadeRow = RecurringMadePage['items'][number];
const madeId = (m: MadeRow) => m.expenseId;

/** The expenses it made, newest first, a page at a time (one a period; a deleted one says so). */
function MadeExpenses({ profileId }: { profileId: string }) {
  const list = usePagedList({
    queryKey: ['recurring-expense', profileId, 'made'],
    page: (cursor) => listRecurringMadeExpenses(profileId, { cursor }),
    getId: madeId,
    errorToast: { header: 'Failed to load the expenses it made' },
  });
  const { query, rows } = list;
  return (
    <Container header={<Header variant="h2">Expenses made</Header>}>
      {query.isPending ? (
        <p className="kobo-ui-empty">Loading expenses...</p>
      ) : rows.length === 0 ? (
        <p className="kobo-ui-empty">No expenses made yet: the first is made on its start date.</p>
      ) : (
        <ul className="kobo-ui-cards" aria-label="Expenses made">
          {rows.map((m) => (
            <li key={m.expenseId}>
              {m.deleted ? (
                <span className="kobo-ui-card kobo-expense-card">
                  <span className="kobo-expense-card-top">
                    <time dateTime={m.occurrenceDate}>{formatDay(m.occurrenceDate)}</time>
                    <span className="kobo-expense-amount">{formatNaira(m.amountKobo)}</span>
                  </span>
                  <span className="kobo-expense-muted">Deleted</span>
                </span>
              ) : (
                <RouterLink to={expensePath(m.expenseId)} className="kobo-ui-card kobo-expense-card">
                  <span className="kobo-expense-card-top">
                    <time dateTime={m.occurrenceDate}>{formatDay(m.occurrenceDate)}</time>
                    <span className="kobo-expense-amount">{formatNaira(m.amountKobo)}</span>
                  </span>
                  <span className="kobo-expense-badges">{m.billing && m.reimbursement && <ExpenseBadges expense={{ billing: m.billing, reimbursement: m.reimbursement }} />}</span>
                </RouterLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more expenses">
            Load more
          </Button>
        </div>
      )}
    </Container>
  );
}

/** /dashboard/expenses/recurring/:id: the profile, Pause/Resume, Edit, Delete, and the expenses it made. */
export function RecurringDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['recurring-expense', id], queryFn: () => getRecurringExpense(id), enabled: Boolean(id) });
  const follow = useRouterFollow();
  if (!query.isSuccess) return <RecurringLoadState query={query} />;
  const p = query.data;
  return (
    <div className="kobo-ui-page">
      <RecurringHeader profile={p} />
      <Container>
        <DetailList
          items={[
            { label: 'Repeats', value: FREQUENCY_LABELS[p.frequency] },
            { label: 'Start date', value: formatDay(p.startDate) },
            { label: 'End date', value: p.endDate ? formatDay(p.endDate) : 'None' },
            { label: 'Next expense', value: p.nextDate ? formatDay(p.nextDate) : 'None (ended)' },
            { label: 'Category', value: CATEGORY_LABEL(p.category) },
            { label: 'Amount', value: formatNaira(p.amountKobo) },
            { label: 'VAT included', value: formatNaira(p.vatKobo) },
            { label: 'Vendor', value: p.vendor },
            { label: 'Description', value: p.description },
            {
              label: 'Customer',
              value: p.customerId ? (
                <Link href={`/dashboard/customers/${encodeURIComponent(p.customerId)}`} onFollow={follow}>
                  {p.customerName ?? 'Customer'}
                </Link>
              ) : (
                'None'
              ),
            },
            { label: 'Billable', value: p.billable ? 'Yes' : 'No' },
            { label: 'Reimbursable', value: p.reimbursable ? 'Yes' : 'No' },
            { label: 'Expenses made', value: String(p.madeCount) },
            { label: 'Created by', value: p.createdBy },
            { label: 'Created', value: formatDay(lagosToday(new Date(p.createdAt))) },
          ]}
        />
      </Container>
      <MadeExpenses profileId={p.profileId} />
    </div>
  );
}
