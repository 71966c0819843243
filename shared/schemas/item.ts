import * as z from 'zod';
import { taxRateRefSchema } from './tax-rate';
import {
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_PRICE_MAX_KOBO,
  ITEM_STATUSES,
  ITEM_TYPES,
  ITEM_UNITS,
} from '../constants';
import { formatNaira, parseNaira } from '../money';
import { idParam, optionalText, pageOf } from './common';
import { ITEM_EDITABLE_FIELDS, PRICE_NOT_AN_AMOUNT, PRICE_TOO_MANY_DECIMALS, type Same } from '../schema-values';

export { ITEM_EDITABLE_FIELDS, PRICE_NOT_AN_AMOUNT, PRICE_TOO_MANY_DECIMALS };

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const PRICE_REQUIRED = 'Selling price is required';
export const PRICE_NEGATIVE = 'Price cannot be negative';
export const PRICE_NOT_WHOLE_KOBO = 'Price must be whole kobo';
export const PRICE_TOO_HIGH = `Price must be at most ${formatNaira(ITEM_PRICE_MAX_KOBO)}`;
export { PERCENT_MESSAGE as TAX_RATE_MESSAGE } from './tax-rate';

const itemTypeSchema = z.enum(ITEM_TYPES, { error: 'Choose goods or service' });
const itemUnitSchema = z.enum(ITEM_UNITS, { error: `Choose one of ${ITEM_UNITS.join(', ')}` });
/** One of the company's tax rates by its percentage (the server checks it is theirs), or null for no tax. */
export const itemTaxRateSchema = taxRateRefSchema;
export type ItemTaxRate = z.infer<typeof itemTaxRateSchema>;

/** A selling price in kobo: a whole, non-negative number. */
export const priceKoboSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? PRICE_REQUIRED : 'Price must be a number of kobo') })
  .min(0, PRICE_NEGATIVE)
  .int(PRICE_NOT_WHOLE_KOBO)
  .max(ITEM_PRICE_MAX_KOBO, PRICE_TOO_HIGH);

/**
 * Every editable item field and its rule, once. The price here is kobo; the
 * form (and a CSV file) give naira text, see itemFormSchema.
 */
const itemFields = {
  name: z
    .string({ error: ITEM_NAME_REQUIRED })
    .trim()
    .min(1, ITEM_NAME_REQUIRED)
    .max(ITEM_NAME_MAX_LENGTH, `Must be at most ${ITEM_NAME_MAX_LENGTH} characters`),
  itemType: itemTypeSchema.default('goods'),
  unit: itemUnitSchema.default('pcs'),
  description: optionalText(ITEM_DESCRIPTION_MAX_LENGTH),
  price: priceKoboSchema,
  taxRate: itemTaxRateSchema.default(null),
};

/**
 * An item's full editable record with the price in kobo: the body of create
 * (POST /api/items) and the base of edit (PUT, a full replace: a field left out
 * is cleared or takes its default). Reusable wherever items are made (CSV import).
 */
export const itemInputSchema = z.object(itemFields).strict();
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemValues = z.output<typeof itemInputSchema>;
// ITEM_EDITABLE_FIELDS (schema-values.ts) names these fields, no more and no fewer.
const editableFieldsMatch: Same<keyof typeof itemFields, (typeof ITEM_EDITABLE_FIELDS)[number]> = true;
void editableFieldsMatch;

/**
 * PUT /api/items/{id}: the full record, plus the version the editor loaded.
 * With a version, a save over someone else's change is refused (409) instead of
 * silently overwriting it.
 */
export const itemUpdateSchema = itemInputSchema.extend({ version: z.number().int().min(0).optional() }).strict();
export type ItemUpdate = z.input<typeof itemUpdateSchema>;

/**
 * A selling price typed in naira ("1,500.50", "₦20") -> kobo, with a message
 * that says what is wrong. parseNaira does the conversion.
 */
export const nairaPriceSchema = z
  .string({ error: PRICE_REQUIRED })
  .trim()
  .transform((text, ctx) => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: PRICE_REQUIRED });
      return z.NEVER;
    }
    const kobo = parseNaira(text);
    if (kobo !== null) return kobo;
    const plain = text.replace(/[₦,\s]/g, '');
    const message = /^-\d*\.?\d+$/.test(plain) ? PRICE_NEGATIVE : /^\d*\.\d{3,}$/.test(plain) ? PRICE_TOO_MANY_DECIMALS : PRICE_NOT_AN_AMOUNT;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  })
  .pipe(priceKoboSchema);

/** The item form (and a CSV row): the same fields, the price as naira text. Its output is an ItemValues. */
export const itemFormSchema = itemInputSchema.extend({ price: nairaPriceSchema }).strict();
export type ItemFormInput = z.input<typeof itemFormSchema>;

export const itemSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  itemType: z.enum(ITEM_TYPES),
  unit: z.enum(ITEM_UNITS),
  description: z.string().optional(),
  /** Kobo. */
  price: z.number().int(),
  taxRate: itemTaxRateSchema,
  status: z.enum(ITEM_STATUSES),
  /**
   * Quote and invoice lines that use the item; it can only be deleted at 0.
   * Only on reads of one item (list items leave it out, as they do version).
   */
  usageCount: z.number().int().optional(),
  /** Bumped by every edit and status change; send it back with an edit. Only on reads of one item. */
  version: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

export const itemStatusFilter = z.enum([...ITEM_STATUSES, 'all']);
export type ItemStatusFilter = z.infer<typeof itemStatusFilter>;

export const itemListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: itemStatusFilter.default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict();
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

export const itemPageSchema = pageOf(itemSchema);
export type ItemPage = z.infer<typeof itemPageSchema>;

export const itemParams = idParam;

// CSV import and export.

/** One CSV row as the import sends it: the item's fields (price already in kobo) and its status. */
export const itemImportValuesSchema = itemInputSchema
  .extend({ status: z.enum(ITEM_STATUSES, { error: 'Use Active or Inactive' }).default('active') })
  .strict();
export type ItemImportValues = z.input<typeof itemImportValuesSchema>;
export const itemExportPageSchema = pageOf(itemSchema.omit({ usageCount: true, version: true }));
export type ItemExportPage = z.infer<typeof itemExportPageSchema>;
