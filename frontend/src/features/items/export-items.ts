import { exportItemsPage } from '../../api/items';
import { datedFileName, downloadText, readAllPages } from '../../components/csv/download';
import { writeCsv } from '../../../../shared/csv/csv';
import { ITEM_CSV_COLUMNS } from '../../../../shared/csv/items';

/** Downloads every item as CSV (loaded on demand with the CSV writer); resolves with the count. */
export async function exportItems(onProgress: (count: number) => void): Promise<number> {
  const items = await readAllPages(exportItemsPage, onProgress);
  downloadText(datedFileName('items'), writeCsv(ITEM_CSV_COLUMNS, items));
  return items.length;
}
