import { ITEM_TYPES, ITEM_UNITS } from '../constants';
import { koboToDecimal } from '../money';
import { itemImportValuesSchema, nairaPriceSchema, type Item } from '../schemas/item';
import { choice, readCsv, type CellRead, type CsvColumn, type CsvReadResult } from './csv';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
  {
    header: 'Type',
    path: 'itemType',
    read: choice(ITEM_TYPES.map((t) => ({ value: t, labels: [t] })), 'Use Goods or Service'),
    write: (i) => capitalise(i.itemType),
  },
  {
    header: 'Unit',
    path: 'unit',
    read: choice(ITEM_UNITS.map((u) => ({ value: u, labels: [u] })), `Use one of ${ITEM_UNITS.join(', ')}`),
    write: (i) => i.unit,
  },
  { header: 'Selling Price', path: 'price', required: true, read: price, write: (i) => koboToDecimal(i.price) },
  {
    header: 'Tax Rate',
    path: 'taxRate',
    read: choice(
      [
        { value: 5, labels: ['5', '5%', 'VAT 5%'] },
        { value: 7.5, labels: ['7.5', '7.5%', 'VAT 7.5%'] },
        { value: 0, labels: ['0', '0%', 'VAT 0%'] },
        { value: null, labels: ['none', 'no tax'] },
      ],
      'Use 5, 7.5 or 0 (VAT %), or leave blank for no tax',
    ),
    write: (i) => (i.taxRate === null ? '' : i.taxRate),
  },
  {
    header: 'Status',
    path: 'status',
    read: choice(
      [
        { value: 'active', labels: ['active'] },
        { value: 'inactive', labels: ['inactive'] },
      ],
      'Use Active or Inactive',
    ),
    write: (i) => capitalise(i.status),
  },
  { header: 'Created At', path: null, write: (i) => i.createdAt },
];

export const readItemCsv = (content: string): CsvReadResult => readCsv(content, ITEM_CSV_COLUMNS, itemImportValuesSchema);
