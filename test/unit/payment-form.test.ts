import fc from 'fast-check';
import {
  checkPaymentForm,
  emptyPaymentForm,
  fillOldestFirst,
  koboOf,
  payableInvoices,
  paymentErrorsOfApi,
  paymentFigures,
  whtForRate,
  type PayableInvoice,
} from '../../frontend/src/features/payments/components/payment-form-values';
import { paymentInputSchema } from '../../shared/schemas/payment';

const inv = (id: string, availableKobo: number): PayableInvoice => ({ invoiceId: id, invoiceNumber: `INV-${id}`, availableKobo });

describe('the Record Payment form', () => {
  it('fills the invoices oldest first, each up to its balance, the rest left as credit', () => {
    const invoices = [inv('1', 3_000_000), inv('2', 2_000_000)];
    expect(fillOldestFirst(invoices, 4_500_000)).toEqual({ '1': '30000.00', '2': '15000.00' });
    expect(fillOldestFirst(invoices, 6_000_000)).toEqual({ '1': '30000.00', '2': '20000.00' });
    expect(fillOldestFirst(invoices, 0)).toEqual({ '1': '', '2': '' });
    const figures = paymentFigures({ amount: '60,000', wht: '', applied: fillOldestFirst(invoices, 6_000_000) }, invoices);
    expect(figures).toEqual({ amountKobo: 6_000_000, whtKobo: 0, totalKobo: 6_000_000, appliedKobo: 5_000_000, creditKobo: 1_000_000 });
  });

  it('never applies more than there is, nor more than an invoice owes (any amounts)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { maxLength: 8 }), fc.integer({ min: 0, max: 10 ** 10 }), (balances, total) => {
        const invoices = balances.map((b, i) => inv(String(i), b));
        const applied = fillOldestFirst(invoices, total);
        const kobo = invoices.map((i) => koboOf(applied[i.invoiceId]!)!);
        kobo.forEach((k, i) => expect(k).toBeLessThanOrEqual(invoices[i]!.availableKobo));
        expect(kobo.reduce((s, k) => s + k, 0)).toBe(Math.min(total, balances.reduce((s, b) => s + b, 0)));
      }),
    );
  });

  it('fills the WHT of a rate from the invoices settled: rate × their amount before VAT, from the cash or from the amounts applied', () => {
    // ₦107.50 = ₦100.00 + 7.5% VAT: at 5% the customer withholds ₦5.00 and pays ₦102.50.
    const vat = (id: string, availableKobo = 10_750): PayableInvoice => ({ ...inv(id, availableKobo), totalKobo: 10_750, taxKobo: 750 });
    const form = (amount: string, applied: Record<string, string> = {}, manual = false) => ({ amount, applied, manual });
    expect(whtForRate(form('102.50'), [vat('1')], 5)).toEqual({ whtKobo: 500 });
    // Two invoices settled in full, the cash's rest left as credit (no WHT on credit).
    expect(whtForRate(form('300.00'), [vat('1'), vat('2')], 5)).toEqual({ whtKobo: 1_000 });
    // A part payment: ₦51.25 of cash settles ₦53.75, half the invoice, so half the WHT.
    expect(whtForRate(form('51.25'), [vat('1')], 5)).toEqual({ whtKobo: 250 });
    // With no VAT the rule is the rate of the gross: ₦47,500.00 received at 5% → ₦2,500.00.
    expect(whtForRate(form('47500'), [{ ...inv('1', 10_000_000), totalKobo: 10_000_000, taxKobo: 0 }], 5)).toEqual({ whtKobo: 250_000 });
    // Amounts the user applied: the sum over the invoices they settle.
    expect(whtForRate(form('0', { '1': '107.50', '2': '53.75' }, true), [vat('1'), vat('2')], 5)).toEqual({ whtKobo: 750 });
    expect(whtForRate(form(''), [vat('1')], 5)).toEqual({ error: 'Enter the amount received first' });
    expect(whtForRate(form('100'), [], 5)).toEqual({ error: expect.stringMatching(/settles none/) });
    expect(whtForRate(form('100', { '1': '' }, true), [vat('1')], 5)).toEqual({ error: expect.stringMatching(/settles none/) });
  });

  it('sends exactly the invoices with an amount, and says which one is over its balance', () => {
    const invoices = [inv('1', 1_000_000), inv('2', 500_000)];
    const values = { ...emptyPaymentForm('2026-11-20'), customer: { customerId: 'c1', name: 'Ada' }, amount: '15000', applied: { '1': '10000', '2': '' } };
    const ok = checkPaymentForm(values, invoices, paymentInputSchema);
    expect(ok.errors).toEqual({});
    expect(ok.input).toMatchObject({ customerId: 'c1', amountKobo: 1_500_000, whtKobo: 0, applications: [{ invoiceId: '1', amountKobo: 1_000_000 }] });
    const over = checkPaymentForm({ ...values, applied: { '1': '10000', '2': '6000' } }, invoices, paymentInputSchema);
    expect(over.appliedErrors).toEqual({ '2': 'Invoice INV-2 has only ₦5,000.00 left to pay' });
    const tooMuch = checkPaymentForm({ ...values, amount: '5000', applied: { '1': '10000' } }, invoices, paymentInputSchema);
    expect(tooMuch.errors.applied).toBe('The amounts applied are more than the payment and withholding tax');
    expect(checkPaymentForm({ ...values, customer: null }, invoices, paymentInputSchema).errors.customer).toBe('Please select a customer');
    expect(checkPaymentForm({ ...values, paymentDate: '2099-01-01' }, invoices, paymentInputSchema).errors.paymentDate).toBe('The payment date cannot be after today');
  });

  it("maps the API's errors to the invoice they name", () => {
    const mapped = paymentErrorsOfApi({ 'applications.1.amountKobo': 'Invoice INV-2 has only ₦27,500.00 left to pay', whtKobo: 'Too much WHT' }, [{ invoiceId: 'a' }, { invoiceId: 'b' }]);
    expect(mapped.appliedErrors).toEqual({ b: 'Invoice INV-2 has only ₦27,500.00 left to pay' });
    expect(mapped.errors).toEqual({ applied: 'Invoice INV-2 has only ₦27,500.00 left to pay', wht: 'Too much WHT' });
  });

  it('lists, when editing, what the payment settles beside the open invoices', () => {
    const open = [{ invoiceId: '2', invoiceNumber: 'INV-2', invoiceDate: '2026-11-01', totalKobo: 900, taxKobo: 0, balanceDueKobo: 400 }];
    const rows = payableInvoices(open, {
      applications: [
        { invoiceId: '1', number: 'INV-1', amountKobo: 300, whtKobo: 0, invoiceTotalKobo: 10_750, invoiceTaxKobo: 750 },
        { invoiceId: '2', number: 'INV-2', amountKobo: 100, whtKobo: 50 },
      ],
    });
    expect(rows.map((r) => [r.invoiceId, r.availableKobo, r.totalKobo, r.taxKobo])).toEqual([
      ['1', 300, 10_750, 750],
      ['2', 550, 900, 0],
    ]);
  });
});
