import { earlyUrl } from '../../frontend/src/prerender/early-url';

describe('the URL a prerendered page asks early', () => {
  it('fills the route params and asks a plain GET whatever the page’s query', () => {
    expect(earlyUrl('/api/invoices/:id', { ':id': '01J0INV' }, '')).toBe('/api/invoices/01J0INV');
    expect(earlyUrl('/api/invoices/:id', { ':id': '01J0INV' }, '?tab=history')).toBe('/api/invoices/01J0INV');
  });

  it('asks a GET with a fixed query only on a page whose URL has none', () => {
    expect(earlyUrl('/api/invoices?tab=unpaid', {}, '')).toBe('/api/invoices?tab=unpaid');
    expect(earlyUrl('/api/invoices?tab=unpaid', {}, '?tab=paid')).toBeNull();
  });

  it('gives a GET declared with ?* the page’s own query, and none when the page has none', () => {
    expect(earlyUrl('/api/reports/:id?*', { ':id': 'vat-summary' }, '?period=last_month')).toBe('/api/reports/vat-summary?period=last_month');
    expect(earlyUrl('/api/reports/:id?*', { ':id': 'vat-summary' }, '')).toBe('/api/reports/vat-summary');
    // The page's query is sent as it is: a ':word' in it is no route param.
    expect(earlyUrl('/api/dashboard?*', { ':id': 'x' }, '?year=last&note=a:id')).toBe('/api/dashboard?year=last&note=a:id');
  });
});
