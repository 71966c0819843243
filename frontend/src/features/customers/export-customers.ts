import { exportCustomersPage } from '../../api/customers';
import { datedFileName, downloadText, readAllPages } from '../../components/csv/download';
import { writeCsv } from '../../../../shared/csv/csv';
import { CUSTOMER_CSV_COLUMNS } from '../../../../shared/csv/customers';

/** Downloads every customer as CSV (loaded on demand with the CSV writer); resolves with the count. */
export async function exportCustomers(onProgress: (count: number) => void): Promise<number> {
  const customers = await readAllPages(exportCustomersPage, onProgress);
  downloadText(datedFileName('customers'), writeCsv(CUSTOMER_CSV_COLUMNS, customers));
  return customers.length;
}
