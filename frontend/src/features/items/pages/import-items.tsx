import { importItemsBatch } from '../../../api/items';
import { CsvImport } from '../../../components/csv/csv-import';
import { formatNaira } from '../../../../../shared/money';
import { ITEM_CSV_COLUMNS, readItemCsv } from '../../../../../shared/csv/items';
import '../items.css';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** /dashboard/items/import (its own chunk: the CSV reader loads only here). */
export default function ImportItemsPage() {
  return (
    <CsvImport
      plural="items"
      singular="item"
      description="Add many items at once from a CSV file, such as an export from Kobo or a spreadsheet. The first row names the columns, in any order; Name and Selling Price (in naira, up to 2 decimals) are required."
      columns={ITEM_CSV_COLUMNS}
      read={readItemCsv}
      send={importItemsBatch}
      preview={[
        { header: 'Name', cell: (v) => text(v.name) },
        { header: 'Selling Price', cell: (v) => (typeof v.price === 'number' ? formatNaira(v.price) : '') },
        { header: 'Unit', cell: (v) => text(v.unit) },
      ]}
      listPath="/dashboard/items"
      queryKey="items"
    />
  );
}
