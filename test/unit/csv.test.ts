import fc from 'fast-check';
import { writeCsv } from '../../shared/csv/csv';
import { CUSTOMER_CSV_COLUMNS, readCustomerCsv } from '../../shared/csv/customers';
import { ITEM_CSV_COLUMNS, readItemCsv } from '../../shared/csv/items';
import { EXPENSE_AMOUNT_MESSAGE, EXPENSE_DATE_MESSAGE, readExpenseCsv } from '../../shared/csv/expenses';
import { AMOUNT_TOO_LARGE } from '../../shared/schemas/common';
import type { CustomerExport } from '../../shared/schemas/customer';

const base: CustomerExport = {
  customerId: '01J0000000000000000000000A',
  name: 'Bello Stores',
  displayName: 'Bello Stores',
  customerType: 'business',
  email: 'musa@bello.ng',
  phone: '+234 803 123 4567',
  taxRate: 7.5,
  currency: 'NGN',
  paymentTerms: 'net_30',
  portalEnabled: false,
  portalLanguage: 'English',
  status: 'active',
  receivablesKobo: 0,
  unusedCreditsKobo: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  billingAddress: { street1: '12 Marina Road', city: 'Lagos', state: 'Lagos', country: 'Nigeria' },
};

const header = CUSTOMER_CSV_COLUMNS.map((c) => c.header).join(',');

describe('customer CSV', () => {
  it('reads back what it exports, addresses included, with row numbers as a spreadsheet shows them', () => {
    const csv = writeCsv(CUSTOMER_CSV_COLUMNS, [base, { ...base, displayName: 'Ada Okafor', name: 'Ada Okafor', customerType: 'individual', taxRate: null, status: 'inactive', billingAddress: undefined }]);
    expect(csv.startsWith('\uFEFFDisplay Name,Customer Type')).toBe(true);
    const read = readCustomerCsv(csv);
    if (!read.ok) throw new Error(read.error);
    expect(read.ignoredColumns).toEqual(['Created At']);
    expect(read.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(read.rows[0]).toMatchObject({
      errors: [],
      values: {
        displayName: 'Bello Stores',
        customerType: 'business',
        email: 'musa@bello.ng',
        phone: '+234 803 123 4567',
        taxRate: 7.5,
        paymentTerms: 'net_30',
        portalEnabled: false,
        status: 'active',
        addresses: { billing: { street1: '12 Marina Road', city: 'Lagos', state: 'Lagos', country: 'Nigeria' } },
      },
    });
    expect(read.rows[1]!.values).toMatchObject({ customerType: 'individual', status: 'inactive' });
    expect(read.rows[1]!.values.taxRate).toBeUndefined();
    expect(read.rows[1]!.values.addresses).toBeUndefined();
  });

  it('keeps any text intact through export and import, and never hands a spreadsheet a formula', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && s === s.trim()), (name) => {
        const csv = writeCsv(CUSTOMER_CSV_COLUMNS, [{ ...base, displayName: name, name }]);
        const read = readCustomerCsv(csv);
        if (!read.ok) throw new Error(read.error);
        expect(read.rows[0]!.values.displayName).toBe(name);
        const cell = csv.split('\r\n')[1]!;
        expect(cell).not.toMatch(/^"?[=@]/);
      }),
      { numRuns: 300 },
    );
    for (const name of ["'+!", "''+!", "'=1", '=SUM(A1)', '+234 803 000 0000', "O'Brien"]) {
      const read = readCustomerCsv(writeCsv(CUSTOMER_CSV_COLUMNS, [{ ...base, displayName: name, name }]));
      if (!read.ok) throw new Error(read.error);
      expect(read.rows[0]!.values.displayName).toBe(name);
    }
  });

  it('reports each bad cell with its row, column and reason', () => {
    const csv = [
      'Display Name,Email,Tax Rate,Billing City,Payment Terms',
      'Good One,good@x.ng,7.5,,Net 15',
      'Bad Email,not-an-email,,,',
      ',nobody@x.ng,,,',
      'Bad Tax,,ten,,',
      'No Street,,,Kano,',
      'Bad Terms,,,,Net 90',
    ].join('\n');
    const read = readCustomerCsv(csv);
    if (!read.ok) throw new Error(read.error);
    expect(read.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [{ field: 'Email', message: 'Enter a valid email address' }]],
      [4, [{ field: 'Display Name', message: 'Display name is required' }]],
      [5, [{ field: 'Tax Rate', message: 'Use a percentage of one of your tax rates (e.g. 7.5), or leave blank for no tax' }]],
      [6, [{ field: 'Billing Street 1', message: 'Street 1 is required' }]],
      [7, [{ field: 'Payment Terms', message: expect.stringContaining('Use one of Due On Receipt, Net 15') }]],
    ]);
  });

  it('refuses a file whose header is not a customer CSV, as a whole', () => {
    expect(readCustomerCsv('Nmae,Email\nA,a@b.ng')).toEqual({ ok: false, error: expect.stringContaining('Unknown column "Nmae"') });
    expect(readCustomerCsv('Email,Phone\na@b.ng,1')).toEqual({ ok: false, error: expect.stringContaining('The column "Display Name" is missing') });
    expect(readCustomerCsv('Display Name,display name\nA,B')).toEqual({ ok: false, error: 'The column "Display Name" appears twice.' });
    expect(readCustomerCsv(`${header}\n`)).toEqual({ ok: false, error: 'The file has a header row but no rows to import.' });
    expect(readCustomerCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
    expect(readCustomerCsv('Display Name\n"unclosed')).toEqual({ ok: false, error: expect.stringContaining('The file is not valid CSV') });
  });

  it('reads headers in any order and case, and ignores blank lines', () => {
    const read = readCustomerCsv('email , DISPLAY NAME\r\n\r\nada@x.ng,Ada\r\n');
    if (!read.ok) throw new Error(read.error);
    expect(read.rows).toEqual([{ row: 2, values: { email: 'ada@x.ng', displayName: 'Ada' }, errors: [] }]);
  });
});

describe('item CSV', () => {
  it('reads naira prices into kobo and writes them back as plain decimals', () => {
    const read = readItemCsv('Name,Selling Price,Tax Rate,Type,Unit\nRice 50kg,"₦45,000.50",0,Goods,BOX\nConsulting hour,15000,7.5%,service,hour\n');
    if (!read.ok) throw new Error(read.error);
    expect(read.rows.map((r) => r.values)).toEqual([
      { name: 'Rice 50kg', price: 4500050, taxRate: 0, itemType: 'goods', unit: 'box' },
      { name: 'Consulting hour', price: 1500000, taxRate: 7.5, itemType: 'service', unit: 'hour' },
    ]);
    const item = { itemId: 'x', name: 'Rice 50kg', itemType: 'goods' as const, unit: 'box' as const, price: 4500050, taxRate: 0 as const, status: 'active' as const, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
    expect(writeCsv(ITEM_CSV_COLUMNS, [item]).split('\r\n')[1]).toBe('Rice 50kg,,Goods,box,45000.50,0,Active,2026-11-01T00:00:00.000Z');
  });

  it('says what is wrong with a price, a unit or a missing name', () => {
    const read = readItemCsv('Name,Selling Price,Unit\nA,12.345,pcs\nB,-5,pcs\nC,,pcs\nD,10,litre\n,10,pcs\n');
    if (!read.ok) throw new Error(read.error);
    expect(read.rows.map((r) => r.errors)).toEqual([
      [{ field: 'Selling Price', message: 'Enter an amount with at most 2 decimals' }],
      [{ field: 'Selling Price', message: 'Price cannot be negative' }],
      [{ field: 'Selling Price', message: 'Selling price is required' }],
      [{ field: 'Unit', message: 'Use one of pcs, box, kg, hour' }],
      [{ field: 'Name', message: 'Item name is required' }],
    ]);
    expect(readItemCsv('Name,Description\nA,B')).toEqual({ ok: false, error: expect.stringContaining('The column "Selling Price" is missing') });
  });
});

describe('expense CSV', () => {
  const rows = (content: string) => {
    const read = readExpenseCsv(content);
    if (!read.ok) throw new Error(read.error);
    return read.rows.map((r) => [r.values, r.errors]);
  };

  it('reads both date forms, a category by label or code, naira into kobo, and Billable / Reimbursable as headers', () => {
    expect(rows('date,CATEGORY,amount,vat,billable,reimbursable,customer\n22/11/2026,meals,"1,500.5",0.75,yes,No,Ada\n2026-11-23,Travel,₦20,,,,\n')).toEqual([
      [{ expenseDate: '2026-11-22', category: 'meals', amountKobo: 150_050, vatKobo: 75, billable: true, reimbursable: false, customerName: 'Ada' }, []],
      [{ expenseDate: '2026-11-23', category: 'travel', amountKobo: 2_000 }, []],
    ]);
  });

  it('says what is wrong with a date, an amount or an invoiced billing state; a category it does not know goes on to the server (it may be the company\'s own)', () => {
    expect(rows('Date,Category,Amount,Billing\n11-22-2026,Office,10,No\n2026-11-22,Fuel,10,No\n2026-11-22,Office,ten,No\n2026-11-22,Office,99999999999999999,No\n2026-11-22,Office,10,Invoiced\n').map(([, e]) => e)).toEqual([
      [{ field: 'Date', message: EXPENSE_DATE_MESSAGE }],
      [],
      [{ field: 'Amount', message: EXPENSE_AMOUNT_MESSAGE }],
      [{ field: 'Amount', message: AMOUNT_TOO_LARGE }],
      [{ field: 'Billing', message: 'An imported expense is not on an invoice: use Yes or No' }],
    ]);
  });

  it('refuses a column given twice under its two names', () => {
    expect(readExpenseCsv('Date,Category,Amount,Billing,Billable\n2026-11-22,Office,10,No,No\n')).toEqual({ ok: false, error: 'The column "Billing" appears twice.' });
  });
});
