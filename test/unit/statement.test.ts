import { periodRange } from '../../frontend/src/features/customers/components/statement-periods';
import { printableStatement, statementLineText } from '../../shared/documents/printable-statement';
import { statementPeriod, statementQuerySchema, type Statement } from '../../shared/schemas/statement';

describe('statement periods', () => {
  it('names whole months, quarters and years around today, across year ends and leap days', () => {
    expect(periodRange('this_month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('last_month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('this_quarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('last_quarter', '2026-02-01')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(periodRange('this_year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodRange('last_year', '2026-11-24')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodRange('custom', '2026-11-24')).toBeNull();
  });

  it('fills a period left out with a whole month, and refuses one that ends before it starts', () => {
    expect(statementPeriod({}, '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(statementPeriod({ from: '2026-02-10' }, '2026-11-24')).toEqual({ from: '2026-02-10', to: '2026-02-28' });
    expect(statementPeriod({ to: '2026-03-15' }, '2026-11-24')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    const bad = statementQuerySchema.safeParse({ from: '2026-10-31', to: '2026-10-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['to'], message: 'The end date must be on or after the start date' });
  });
});

describe('printable statement', () => {
  const statement: Statement = {
    customerId: 'c1',
    customerName: 'Eko Hotels',
    from: '2026-10-01',
    to: '2026-10-31',
    openingBalanceKobo: 10_750_000,
    invoicedKobo: 10_750_000,
    paidKobo: 5_250_000,
    closingBalanceKobo: 16_250_000,
    lines: [
      { date: '2026-10-20', kind: 'invoice', documentId: 'd1', number: 'INV-000002', dueDate: '2026-11-04', chargeKobo: 10_750_000, creditKobo: 0, whtKobo: 0, balanceKobo: 21_500_000 },
      { date: '2026-10-25', kind: 'payment', documentId: 'd2', number: 'PMT-00001', mode: 'bank_transfer', reference: 'TRF-881', chargeKobo: 0, creditKobo: 5_250_000, whtKobo: 250_000, balanceKobo: 16_250_000 },
    ],
  };

  it('prints the opening balance, every line with its running balance and the summary, in the shared money format', () => {
    const p = printableStatement(statement, { name: 'Adaeze Foods Ltd' }, null);
    expect(p.table!.rows).toEqual([
      ['Oct 01, 2026', 'Opening Balance', '', '₦107,500.00', '', '₦107,500.00'],
      ['Oct 20, 2026', 'Invoice', 'INV-000002 - due on Nov 04, 2026', '₦107,500.00', '', '₦215,000.00'],
      ['Oct 25, 2026', 'Payment Received', 'PMT-00001 - Bank transfer - TRF-881 - incl. ₦2,500.00 WHT', '', '₦52,500.00', '₦162,500.00'],
    ]);
    expect(p.totals.map((r) => `${r.label} ${r.value}`)).toEqual(['Opening Balance ₦107,500.00', 'Invoiced Amount ₦107,500.00', 'Amount Received ₦52,500.00', 'Balance Due ₦162,500.00']);
    expect(p.headline).toEqual({ label: 'Balance Due', value: '₦162,500.00' });
    expect(p.numberLine).toBe('Oct 01, 2026 To Oct 31, 2026');
    expect(statementLineText(statement.lines[0]!)).toEqual({ transaction: 'Invoice', note: 'due on Nov 04, 2026' });
  });
});
