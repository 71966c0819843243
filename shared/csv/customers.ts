import { CUSTOMER_CURRENCIES, CUSTOMER_STATUSES, CUSTOMER_TYPES, PAYMENT_TERM_LABELS, PAYMENT_TERMS, PORTAL_LANGUAGES } from '../constants';
import { customerImportValuesSchema, type CustomerExport } from '../schemas/customer';
import { capitalise, choice, enumColumn, readCsv, taxRateColumn, yesNo, type CsvColumn, type CsvReadResult } from './csv';

type AddressKey = 'attention' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode' | 'country' | 'phone' | 'fax';
const ADDRESS_COLUMNS: [AddressKey, string][] = [
  ['attention', 'Attention'],
  ['street1', 'Street 1'],
  ['street2', 'Street 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'Zip Code'],
  ['country', 'Country'],
  ['phone', 'Phone'],
  ['fax', 'Fax'],
];

function addressColumns(type: 'billing' | 'shipping'): CsvColumn<CustomerExport>[] {
  const label = capitalise(type);
  return ADDRESS_COLUMNS.map(([key, title]) => ({
    header: `${label} ${title}`,
    path: `addresses.${type}.${key}`,
    write: (c) => c[`${type}Address`]?.[key],
  }));
}

/**
 * The customer CSV: every field, with the billing and shipping addresses
 * flattened into columns. Export writes all of them; import reads any subset
 * that includes Display Name, in any order (Created At is set by Kobo and ignored).
 */
export const CUSTOMER_CSV_COLUMNS: readonly CsvColumn<CustomerExport>[] = [
  { header: 'Display Name', path: 'displayName', required: true, write: (c) => c.displayName },
  enumColumn('Customer Type', 'customerType', CUSTOMER_TYPES, 'Use Business or Individual', (c) => c.customerType),
  { header: 'Salutation', path: 'salutation', write: (c) => c.salutation },
  { header: 'First Name', path: 'firstName', write: (c) => c.firstName },
  { header: 'Last Name', path: 'lastName', write: (c) => c.lastName },
  { header: 'Company Name', path: 'companyName', write: (c) => c.companyName },
  { header: 'Email', path: 'email', write: (c) => c.email },
  { header: 'Phone', path: 'phone', write: (c) => c.phone },
  { header: 'Mobile', path: 'mobile', write: (c) => c.mobile },
  { header: 'Work Phone', path: 'workPhone', write: (c) => c.workPhone },
  { header: 'TIN', path: 'tin', write: (c) => c.tin },
  taxRateColumn((c: CustomerExport) => c.taxRate),
  enumColumn('Currency', 'currency', CUSTOMER_CURRENCIES, `Use ${CUSTOMER_CURRENCIES.join(', ')}`, (c) => c.currency, (v) => v),
  {
    header: 'Payment Terms',
    path: 'paymentTerms',
    read: choice(PAYMENT_TERMS.map((t) => ({ value: t, labels: [PAYMENT_TERM_LABELS[t], t] })), `Use one of ${PAYMENT_TERMS.map((t) => PAYMENT_TERM_LABELS[t]).join(', ')}`),
    write: (c) => PAYMENT_TERM_LABELS[c.paymentTerms],
  },
  { header: 'Portal Enabled', path: 'portalEnabled', read: yesNo, write: (c) => (c.portalEnabled ? 'Yes' : 'No') },
  enumColumn('Portal Language', 'portalLanguage', PORTAL_LANGUAGES, `Use ${PORTAL_LANGUAGES.join(', ')}`, (c) => c.portalLanguage),
  enumColumn('Status', 'status', CUSTOMER_STATUSES, 'Use Active or Inactive', (c) => c.status),
  ...addressColumns('billing'),
  ...addressColumns('shipping'),
  { header: 'Created At', path: null, write: (c) => c.createdAt },
];

export const readCustomerCsv = (content: string): CsvReadResult => readCsv(content, CUSTOMER_CSV_COLUMNS, customerImportValuesSchema);
