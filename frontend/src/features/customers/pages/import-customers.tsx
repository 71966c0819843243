import { importCustomersBatch } from '../../../api/customers';
import { CsvImport } from '../../../components/csv/csv-import';
import { CUSTOMER_CSV_COLUMNS, readCustomerCsv } from '../../../../../shared/csv/customers';
import '../customers.css';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const billingCity = (values: Record<string, unknown>) => text((values.addresses as { billing?: { city?: unknown } } | undefined)?.billing?.city);

/** /dashboard/customers/import (its own chunk: the CSV reader loads only here). */
export default function ImportCustomersPage() {
  return (
    <CsvImport
      plural="customers"
      singular="customer"
      description="Add many customers at once from a CSV file, such as an export from Kobo or a spreadsheet. The first row names the columns, in any order; only Display Name is required. Addresses go in the Billing and Shipping columns."
      columns={CUSTOMER_CSV_COLUMNS}
      read={readCustomerCsv}
      send={importCustomersBatch}
      preview={[
        { header: 'Display Name', cell: (v) => text(v.displayName) },
        { header: 'Email', cell: (v) => text(v.email) },
        { header: 'Billing City', cell: billingCity },
      ]}
      listPath="/dashboard/customers"
      queryKey="customers"
    />
  );
}
