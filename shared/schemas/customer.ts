import * as z from 'zod';
import { taxRateRefSchema } from './tax-rate';
import {
  DOCUMENT_KINDS,
  ADDRESS_TYPES,
  CUSTOMER_CURRENCIES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  DEFAULT_ADDRESS_COUNTRY,
  MAX_NEW_CONTACTS,
  PAYMENT_TERMS,
  PORTAL_LANGUAGES,
  SALUTATIONS,
} from '../constants';
import { calendarDate, idParam, optionalText, pageOf, pathId } from './common';
import { CUSTOMER_EDITABLE_FIELDS, type Same } from '../schema-values';

export { CUSTOMER_EDITABLE_FIELDS };

/** Optional e-mail: blank means none; stored lower-cased. */
const optionalEmail = z
  .union([z.literal(''), z.string().trim().email('Enter a valid email address').max(254)])
  .optional()
  .transform((v) => (v === '' ? undefined : v?.toLowerCase()));

const optionalSalutation = z
  .union([z.literal(''), z.enum(SALUTATIONS, { error: `Choose one of ${SALUTATIONS.join(', ')}` })])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Required text: a missing value and a blank one get the same message. */
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** The customer's default tax: one of the company's rates by its percentage (the server checks it), or none. */
const taxRate = taxRateRefSchema;

/** Every editable customer field and its rule, once; the input schemas below are built from it. */
const customerFields = {
  customerType: z.enum(CUSTOMER_TYPES).default('business'),
  salutation: optionalSalutation,
  firstName: optionalText(80),
  lastName: optionalText(80),
  companyName: optionalText(160),
  displayName: optionalText(160),
  email: optionalEmail,
  phone: optionalText(40),
  mobile: optionalText(40),
  workPhone: optionalText(40),
  /** Tax Identification Number (FIRS): digits and hyphens. */
  tin: z
    .string()
    .trim()
    .max(20, 'Must be at most 20 characters')
    .regex(/^[0-9-]*$/, 'Use digits and hyphens only')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  taxRate: taxRate.default(null),
  currency: z.enum(CUSTOMER_CURRENCIES).default('NGN'),
  paymentTerms: z.enum(PAYMENT_TERMS).default('net_15'),
  portalEnabled: z.boolean().default(false),
  portalLanguage: z.enum(PORTAL_LANGUAGES).default('English'),
};

function requireDisplayName(v: { displayName?: string }, ctx: z.RefinementCtx) {
  if (!v.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'Display name is required' });
}

/**
 * A customer's full editable record: the body of create (POST) and of edit (PUT,
 * a full replace: a field left out is cleared or takes its default).
 */
export const customerDetailsInputSchema = z.object(customerFields).strict().superRefine(requireDisplayName);
export type CustomerDetailsInput = z.input<typeof customerDetailsInputSchema>;
export type CustomerDetailsValues = z.output<typeof customerDetailsInputSchema>;
// CUSTOMER_EDITABLE_FIELDS (schema-values.ts; edit history lists the ones that changed) names these fields, no more and no fewer.
const editableFieldsMatch: Same<keyof typeof customerFields, (typeof CUSTOMER_EDITABLE_FIELDS)[number]> = true;
void editableFieldsMatch;

/**
 * The fields today's New Customer form edits, with the same rules. The API takes
 * customerDetailsInputSchema, which accepts this subset and fills in the defaults.
 */
export const customerInputSchema = z
  .object({
    displayName: customerFields.displayName,
    firstName: customerFields.firstName,
    lastName: customerFields.lastName,
    companyName: customerFields.companyName,
    email: customerFields.email,
    phone: customerFields.phone,
    mobile: customerFields.mobile,
  })
  .strict()
  .superRefine(requireDisplayName);
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  customerId: z.string(),
  /** The display name, else first + last name (customerName()). */
  name: z.string(),
  displayName: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  salutation: z.enum(SALUTATIONS).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  mobile: z.string().optional(),
  workPhone: z.string().optional(),
  tin: z.string().optional(),
  taxRate: taxRate,
  currency: z.enum(CUSTOMER_CURRENCIES),
  paymentTerms: z.enum(PAYMENT_TERMS),
  portalEnabled: z.boolean(),
  portalLanguage: z.enum(PORTAL_LANGUAGES),
  status: z.enum(CUSTOMER_STATUSES),
  /** Open invoice balances, in kobo (0 until invoices exist). */
  receivablesKobo: z.number().int(),
  /** Payments and credits not yet applied to an invoice, in kobo. */
  unusedCreditsKobo: z.number().int(),
  /**
   * Quotes and invoices raised for the customer; it can only be deleted at 0.
   * Only on reads of one customer (list items leave it out, as they do primaryContactId).
   */
  transactionCount: z.number().int().optional(),
  primaryContactId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The list tabs: a status, customers with an open balance (unpaid), or all. */
export const customerStatusFilter = z.enum([...CUSTOMER_STATUSES, 'unpaid', 'all']);
export type CustomerStatusFilter = z.infer<typeof customerStatusFilter>;

export const customerEmailFilter = z.enum(['with', 'without'], { error: 'Use with or without' });
export type CustomerEmailFilter = z.infer<typeof customerEmailFilter>;

/** The list's filters: the status tabs, a search term, and the More Filters (e-mail, created date range in Lagos time). */
export const customerListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: customerStatusFilter.default('all'),
    email: customerEmailFilter.optional(),
    createdFrom: calendarDate().optional(),
    createdTo: calendarDate().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict()
  .refine((v) => !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo, { path: ['createdTo'], message: 'The end date is before the start date' });
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerPageSchema = z.object({ items: z.array(customerSchema), cursor: z.string().nullable() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

// Addresses: at most one billing and one shipping address per customer (the type is the key).

export const addressTypeSchema = z.enum(ADDRESS_TYPES, { error: 'Use billing or shipping' });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressInputSchema = z
  .object({
    attention: optionalText(120),
    street1: requiredText(200, 'Street 1 is required'),
    street2: optionalText(200),
    city: optionalText(80),
    state: optionalText(80),
    zipCode: optionalText(20),
    country: optionalText(80).transform((v) => v ?? DEFAULT_ADDRESS_COUNTRY),
    phone: optionalText(40),
    fax: optionalText(40),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  addressType: addressTypeSchema,
  attention: z.string().optional(),
  street1: z.string(),
  street2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  country: z.string(),
  phone: z.string().optional(),
  fax: z.string().optional(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

// Contact persons: one primary per customer (the customer item names it).

export const contactInputSchema = z
  .object({
    salutation: optionalSalutation,
    firstName: requiredText(80, 'First name is required'),
    lastName: requiredText(80, 'Last name is required'),
    email: optionalEmail,
    workPhone: optionalText(40),
    mobile: optionalText(40),
    designation: optionalText(80),
    department: optionalText(80),
    isPrimary: z.boolean().default(false),
  })
  .strict();
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  contactId: z.string(),
  salutation: z.enum(SALUTATIONS).optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  workPhone: z.string().optional(),
  mobile: z.string().optional(),
  designation: z.string().optional(),
  department: z.string().optional(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/customers/{id}: the customer with its addresses (billing first) and contacts (primary first). */
export const customerDetailSchema = customerSchema.extend({
  addresses: z.array(addressSchema),
  contacts: z.array(contactSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

// Comments & history.

export { commentInputSchema, historyEntrySchema, historyPageSchema, type CommentInput, type HistoryEntry, type HistoryPage } from './history';

// Creating a customer with its addresses and contact persons at once.

const newAddresses = z
  .object({ billing: addressInputSchema.optional(), shipping: addressInputSchema.optional() })
  .strict();

/**
 * POST /api/customers: the customer's fields, and optionally its addresses and
 * contact persons (the New Customer flow collects them before the first save).
 * Everything is written in one transaction.
 */
export const customerCreateInputSchema = z
  .object({
    ...customerFields,
    addresses: newAddresses.optional(),
    contacts: z
      .array(contactInputSchema)
      .max(MAX_NEW_CONTACTS, `Add at most ${MAX_NEW_CONTACTS} contact persons here; add more from the customer's page`)
      .optional(),
  })
  .strict()
  .superRefine(requireDisplayName)
  .superRefine((v, ctx) => {
    if ((v.contacts ?? []).filter((c) => c.isPrimary).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'Only one contact person can be primary' });
    }
  });
export type CustomerCreateInput = z.input<typeof customerCreateInputSchema>;
export type CustomerCreateValues = z.output<typeof customerCreateInputSchema>;

// CSV import and export.

/** One CSV row as the import sends it: the customer's fields, its status, its addresses. */
export const customerImportValuesSchema = z
  .object({
    ...customerFields,
    status: z.enum(CUSTOMER_STATUSES, { error: 'Use Active or Inactive' }).default('active'),
    addresses: newAddresses.optional(),
  })
  .strict()
  .superRefine(requireDisplayName);
export type CustomerImportValues = z.input<typeof customerImportValuesSchema>;

/** A customer as the export gives it: every field plus both addresses, flattened by the CSV writer. */
export const customerExportSchema = customerSchema.extend({
  billingAddress: addressSchema.omit({ addressType: true, updatedAt: true }).optional(),
  shippingAddress: addressSchema.omit({ addressType: true, updatedAt: true }).optional(),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;
export const customerExportPageSchema = pageOf(customerExportSchema);
export type CustomerExportPage = z.infer<typeof customerExportPageSchema>;

// A customer's transactions (quotes, invoices, sales receipts, payments), newest first.

export const customerTransactionSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  status: z.string(),
  totalKobo: z.number().int(),
  /** Invoices only. */
  balanceDueKobo: z.number().int().optional(),
});
export type CustomerTransaction = z.infer<typeof customerTransactionSchema>;
export const customerTransactionPageSchema = pageOf(customerTransactionSchema);
export type CustomerTransactionPage = z.infer<typeof customerTransactionPageSchema>;

// Path parameters.

export const addressParams = idParam.extend({ type: addressTypeSchema }).strict();
export const contactParams = idParam.extend({ contactId: pathId() }).strict();

/** The name a customer is saved under: the display name, else first + last name. */
export function customerName(input: { displayName?: string; firstName?: string; lastName?: string }): string {
  return input.displayName?.trim() || [input.firstName, input.lastName].filter(Boolean).join(' ').trim();
}

// Kept in a module of its own, without zod: list and detail pages show names with them.
export { contactName, initials } from '../customer-names';
