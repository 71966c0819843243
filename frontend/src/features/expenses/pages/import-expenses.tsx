import { importExpensesBatch } from '../../../api/expenses';
import { CsvImport } from '../../../components/csv/csv-import';
import { formatNaira } from '../../../../../shared/money';
import { EXPENSE_CSV_COLUMNS, readExpenseCsv } from '../../../../../shared/csv/expenses';
import { CATEGORY_LABEL } from '../expense-values';
import '../expenses.css';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** /dashboard/expenses/import (its own chunk: the CSV reader loads only here). */
export default function ImportExpensesPage() {
  return (
    <CsvImport
      plural="expenses"
      singular="expense"
      description="Add many expenses at once from a CSV file, such as an export from Kobo or a spreadsheet. The first row names the columns, in any order. Date (2026-11-22 or 22/11/2026), Category and Amount (in naira, up to 2 decimals, VAT included) are required; Customer is the name of one of your customers; Billable and Reimbursable are Yes or No."
      columns={EXPENSE_CSV_COLUMNS}
      read={readExpenseCsv}
      send={importExpensesBatch}
      preview={[
        { header: 'Date', cell: (v) => text(v.expenseDate) },
        { header: 'Category', cell: (v) => (typeof v.category === 'string' ? CATEGORY_LABEL(v.category) : '') },
        { header: 'Amount', cell: (v) => (typeof v.amountKobo === 'number' ? formatNaira(v.amountKobo) : '') },
        { header: 'Vendor', cell: (v) => text(v.vendor) },
        { header: 'Customer', cell: (v) => text(v.customerName) },
      ]}
      listPath="/dashboard/expenses"
      queryKey="expenses"
    />
  );
}
