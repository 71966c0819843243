import { CUSTOMER_CURRENCIES, CUSTOMER_TYPES, PAYMENT_TERM_LABELS, PAYMENT_TERMS, PORTAL_LANGUAGES } from '../constants';
import { customerImportValuesSchema, type CustomerExport } from '../schemas/customer';
import { choice, readCsv, yesNo, type CsvColumn, type CsvReadResult } from './csv';

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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
  {
    header: 'Customer Type',
    path: 'customerType',
    read: choice(CUSTOMER_TYPES.map((t) => ({ value: t, labels: [t] })), 'Use Business or Individual'),
    write: (c) => capitalise(c.customerType),
  },
  { header: 'Salutation', path: 'salutation', write: (c) => c.salutation },
  { header: 'First Name', path: 'firstName', write: (c) => c.firstName },
  { header: 'Last Name', path: 'lastName', write: (c) => c.lastName },
  { header: 'Company Name', path: 'companyName', write: (c) => c.companyName },
  { header: 'Email', path: 'email', write: (c) => c.email },
  { header: 'Phone', path: 'phone', write: (c) => c.phone },
  { header: 'Mobile', path: 'mobile', write: (c) => c.mobile },
  { header: 'Work Phone', path: 'workPhone', write: (c) => c.workPhone },
  { header: 'TIN', path: 'tin', write: (c) => c.tin },
  {
    header: 'Tax Rate',
    path: 'taxRate',
    read: choice(
      [
        { value: 5, labels: ['5', '5%', 'VAT 5%'] },
        { value: 7.5, labels: ['7.5', '7.5%', 'VAT 7.5%'] },
        { value: null, labels: ['none', 'no tax'] },
      ],
      'Use 5 or 7.5 (VAT %), or leave blank for no tax',
    ),
    write: (c) => (c.taxRate === null ? '' : c.taxRate),
  },
  {
    header: 'Currency',
    path: 'currency',
    read: choice(CUSTOMER_CURRENCIES.map((v) => ({ value: v, labels: [v] })), `Use ${CUSTOMER_CURRENCIES.join(', ')}`),
    write: (c) => c.currency,
  },
  {
    header: 'Payment Terms',
    path: 'paymentTerms',
    read: choice(PAYMENT_TERMS.map((t) => ({ value: t, labels: [PAYMENT_TERM_LABELS[t], t] })), `Use one of ${PAYMENT_TERMS.map((t) => PAYMENT_TERM_LABELS[t]).join(', ')}`),
    write: (c) => PAYMENT_TERM_LABELS[c.paymentTerms],
  },
  { header: 'Portal Enabled', path: 'portalEnabled', read: yesNo, write: (c) => (c.portalEnabled ? 'Yes' : 'No') },
  {
    header: 'Portal Language',
    path: 'portalLanguage',
    read: choice(PORTAL_LANGUAGES.map((l) => ({ value: l, labels: [l] })), `Use ${PORTAL_LANGUAGES.join(', ')}`),
    write: (c) => c.portalLanguage,
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
    write: (c) => capitalise(c.status),
  },
  ...addressColumns('billing'),
  ...addressColumns('shipping'),
  { header: 'Created At', path: null, write: (c) => c.createdAt },
];

export const readCustomerCsv = (content: string): CsvReadResult => readCsv(content, CUSTOMER_CSV_COLUMNS, customerImportValuesSchema);
