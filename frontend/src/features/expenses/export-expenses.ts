import { exportExpensesPage } from '../../api/expenses';
import { datedFileName, downloadText, readAllPages } from '../../components/csv/download';
import { writeCsv } from '../../../../shared/csv/csv';
import { EXPENSE_CSV_COLUMNS } from '../../../../shared/csv/expenses';
import type { ExpenseTab } from '../../../../shared/schemas/expense';

/** Downloads one tab of the expense list as CSV, newest first (loaded on demand with the CSV writer); resolves with the count. */
export async function exportExpenses(tab: ExpenseTab, onProgress: (count: number) => void): Promise<number> {
  const expenses = await readAllPages((cursor) => exportExpensesPage(tab, cursor), onProgress);
  downloadText(datedFileName(tab === 'all' ? 'expenses' : `expenses-${tab}`), writeCsv(EXPENSE_CSV_COLUMNS, expenses));
  return expenses.length;
}
