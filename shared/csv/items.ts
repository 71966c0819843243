import { ITEM_STATUSES, ITEM_TYPES, ITEM_UNITS } from '../constants';
import { koboToDecimal } from '../money';
import { itemImportValuesSchema, nairaPriceSchema, type Item } from '../schemas/item';
import { enumColumn, readCsv, taxRateColumn, type CellRead, type CsvColumn, type CsvReadResult } from './csv';

/** A price in naira as people type it ("1,500.50", "₦20") -> kobo, with the item form's messages. */
function price(cell: string): CellRead {
  if (cell.trim() === '') return undefined;
  const parsed = nairaPriceSchema.safeParse(cell);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/**
 * The item CSV. Prices are naira with up to 2 decimals (export writes 1500.50:
 * no symbol, no grouping, so spreadsheets read it as a number); the API gets kobo.
 */
export const ITEM_CSV_COLUMNS: readonly CsvColumn<Omit<Item, 'usageCount' | 'version'>>[] = [
  { header: 'Name', path: 'name', required: true, write: (i) => i.name },
  { header: 'Description', path: 'description', write: (i) => i.description },
  enumColumn('Type', 'itemType', ITEM_TYPES, 'Use Goods or Service', (i) => i.itemType),
  enumColumn('Unit', 'unit', ITEM_UNITS, `Use one of ${ITEM_UNITS.join(', ')}`, (i) => i.unit, (v) => v),
  { header: 'Selling Price', path: 'price', required: true, read: price, write: (i) => koboToDecimal(i.price) },
  taxRateColumn((i: Item) => i.taxRate),
  enumColumn('Status', 'status', ITEM_STATUSES, 'Use Active or Inactive', (i) => i.status),
  { header: 'Created At', path: null, write: (i) => i.createdAt },
];

export const readItemCsv = (content: string): CsvReadResult => readCsv(content, ITEM_CSV_COLUMNS, itemImportValuesSchema);
