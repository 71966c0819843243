import { fitWithin } from '../../frontend/src/components/scale-image';
import { withMarkup } from '../../shared/documents/totals';
import { preferencesBody, type Values } from '../../frontend/src/features/settings/preferences-body';
import { companyInputSchema } from '../../shared/schemas/account';
import { formatSeriesNumber, myProfileInputSchema, preferencesInputSchema, SERIES, type Preferences } from '../../shared/schemas/settings';

describe('image upload resolution', () => {
  it('scales the longest side down to the limit, keeping the shape, and leaves smaller images alone', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200, scaled: true });
    expect(fitWithin(1080, 1920, 1024)).toEqual({ width: 576, height: 1024, scaled: true });
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900, scaled: false });
    expect(fitWithin(240, 96, 640)).toEqual({ width: 240, height: 96, scaled: false });
    expect(fitWithin(10_000, 3, 640)).toEqual({ width: 640, height: 1, scaled: true });
  });
});

describe('profile and company rules', () => {
  it('answers the spec messages for short names', () => {
    const r = myProfileInputSchema.safeParse({ firstName: ' A ', lastName: 'B' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['First name must be at least 2 characters', 'Last name must be at least 2 characters']);
  });

  it('takes a TIN as 12345678-0001 or 10 to 13 digits, and a VAT number of letters, digits, hyphens and slashes (upper-cased)', () => {
    const tin = (t: string) => companyInputSchema.safeParse({ name: 'Ada Foods', tin: t });
    for (const ok of ['12345678-0001', '1234567890', '1234567890123', '']) expect(tin(ok).success).toBe(true);
    for (const bad of ['1234', '12345678-01', 'ABCDEFGHIJ', '12345678901234']) expect(tin(bad).success).toBe(false);
    expect(companyInputSchema.parse({ name: 'Ada Foods', vatNumber: ' vat/0042-lg ' }).vatNumber).toBe('VAT/0042-LG');
    expect(companyInputSchema.safeParse({ name: 'Ada Foods', vatNumber: 'V#1' }).success).toBe(false);
    expect(companyInputSchema.parse({ name: 'Ada Foods', tin: '', vatNumber: '' })).toMatchObject({ tin: undefined, vatNumber: undefined });
  });
});

describe('preferences', () => {
  const loaded: Preferences = {
    series: Object.fromEntries(SERIES.map((k) => [k, { prefix: 'X-', digits: 5, nextNumber: 8, lastNumber: 7, next: 'X-00008' }])) as Preferences['series'],
    paymentTerms: 'net_15',
    quoteValidityDays: 30,
    expenseMarkupPercent: 0,
    documents: { quote: {}, invoice: {}, salesreceipt: {} },
    version: 3,
  };
  const values = (): Values => ({
    series: Object.fromEntries(SERIES.map((k) => [k, { prefix: 'X-', nextNumber: '8' }])) as Values['series'],
    paymentTerms: 'net_30',
    quoteValidityDays: '14',
    expenseMarkupPercent: '12.5',
    documents: { quote: { customerNotes: 'Thanks', terms: '' }, invoice: { customerNotes: 'GTBank 0123456789', terms: '' }, salesreceipt: { customerNotes: '', terms: '' } },
  });

  it('sends a next number only for a series whose number was changed, and the version it was loaded at', () => {
    const v = values();
    v.series.invoice = { prefix: 'INV/', nextNumber: ' 120 ' };
    const body = preferencesBody(v, loaded);
    expect(body.series).toEqual({ quote: { prefix: 'X-' }, invoice: { prefix: 'INV/', nextNumber: 120 }, salesreceipt: { prefix: 'X-' }, payment: { prefix: 'X-' } });
    expect(body).toMatchObject({ paymentTerms: 'net_30', quoteValidityDays: 14, expenseMarkupPercent: 12.5, version: 3 });
    expect(preferencesInputSchema.parse(body).documents.quote).toEqual({ customerNotes: 'Thanks', terms: undefined });
  });

  it('refuses text for a number, a zero next number, a prefix with spaces and custom terms as the default', () => {
    const v = values();
    v.series.quote = { prefix: 'Q T', nextNumber: 'ten' };
    v.series.payment.nextNumber = '0';
    v.quoteValidityDays = '1.5';
    const r = preferencesInputSchema.safeParse({ ...preferencesBody(v, loaded), paymentTerms: 'custom' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['paymentTerms', 'quoteValidityDays', 'series.payment.nextNumber', 'series.quote.nextNumber', 'series.quote.prefix']);
  });

  it('takes a markup of 0 to 1000% with at most 2 decimals (blank is 0), and adds it to a cost to the kobo', () => {
    const markup = (typed: string) => preferencesInputSchema.safeParse(preferencesBody({ ...values(), expenseMarkupPercent: typed }, loaded));
    for (const ok of ['0', '', '12.5', '7.25', '1000']) expect(markup(ok).success).toBe(true);
    for (const bad of ['-5', '1000.01', '2.125', 'ten', '5%']) expect(markup(bad).success).toBe(false);
    expect(withMarkup(100_000, 12.5)).toBe(112_500);
    expect(withMarkup(2_150_000, 0)).toBe(2_150_000);
    // ₦333.33 at 7.5% is ₦358.32975, ₦358.33; ₦0.05 at 10% is 5.5 kobo, 6 kobo (half away from zero).
    expect(withMarkup(33_333, 7.5)).toBe(35_833);
    expect(withMarkup(5, 10)).toBe(6);
  });

  it('prints a number with its prefix, padded to the series digits', () => {
    expect(formatSeriesNumber('AFL/', 305, 6)).toBe('AFL/000305');
    expect(formatSeriesNumber('QT-', 1234567, 5)).toBe('QT-1234567');
  });
});
