import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDashboard } from '../../api/dashboard';
import { reportError } from '../../components/report-error';

export type FiscalYear = 'this' | 'last';

/** The fiscal year the Sales & Expenses card shows: the page's `?year=last`, else this one. */
export function useFiscalYear(): FiscalYear {
  const [params] = useSearchParams();
  return params.get('year') === 'last' ? 'last' : 'this';
}

/**
 * The dashboard's one read (recent invoices, quotes and expenses, receivables, payables, and the
 * chosen fiscal year's sales and expenses); a read error is only logged. Choosing the other year
 * asks again; meanwhile the cards that do not depend on the year keep the answer they have
 * (`yearLoading` is the Sales & Expenses card's own loading state).
 */
export function useDashboard() {
  const year = useFiscalYear();
  const dashboard = useQuery({ queryKey: ['dashboard', year], queryFn: () => getDashboard(year), placeholderData: keepPreviousData });
  useEffect(() => {
    // The spec keeps the lists empty on a read error; the error is only logged.
    if (dashboard.isError) reportError('dashboard', dashboard.error);
  }, [dashboard.isError, dashboard.error]);
  const loading = dashboard.isPending && !dashboard.isError;
  // The other year's answer, kept while this one's comes (placeholder data), has the wrong year's figures.
  const salesAndExpenses = dashboard.isPlaceholderData ? undefined : dashboard.data?.salesAndExpenses;
  return { year, data: dashboard.data, loading, salesAndExpenses, yearLoading: loading || dashboard.isPlaceholderData };
}
