import { useQuery } from '@tanstack/react-query';
import { getTaxRates } from '../../api/tax-rates';
import type { Choice } from '../form-fields/select-field';
import { taxRateLabel } from '../../../../shared/tax-labels';
import type { TaxRate } from '../../../../shared/schemas/tax-rate';

export const TAX_RATES_KEY = ['tax-rates'] as const;

/** The company's rates: one request, cached for every form that offers them (Settings > Taxes refreshes it). */
export const useTaxRates = () => useQuery({ queryKey: TAX_RATES_KEY, queryFn: getTaxRates, staleTime: 60_000 });

/**
 * A record's tax rate as the company names it ("VAT (7.5%)", "Luxury levy
 * (12.5%)"), as the forms offer it; just the percentage while the rates load
 * or for a rate the company no longer has; `none` for no tax.
 */
export function rateName(rates: TaxRate[] | undefined, percent: number | null | undefined, none = 'No tax'): string {
  if (percent === null || percent === undefined) return none;
  const rate = rates?.find((r) => r.percent === percent);
  return rate ? taxRateLabel(rate) : `${percent}%`;
}

/** `rateName` over the company's rates (the same cached request as the forms'). */
export function useRateName(none?: string): (percent: number | null | undefined) => string {
  const rates = useTaxRates().data?.taxRates;
  return (percent) => rateName(rates, percent, none);
}

/**
 * Select options for a tax rate field: the active rates, the value the record
 * has now even when its rate is inactive or gone (an old record keeps it), and
 * '' for no tax.
 */
export function taxRateChoices(rates: TaxRate[] | undefined, current: number | null | undefined, none = 'No tax'): Choice[] {
  const active = (rates ?? []).filter((r) => r.status === 'active');
  const choices: Choice[] = active.map((r) => ({ value: String(r.percent), label: taxRateLabel(r) }));
  if (typeof current === 'number' && !active.some((r) => r.percent === current)) {
    const known = rates?.find((r) => r.percent === current);
    choices.push({ value: String(current), label: known ? `${taxRateLabel(known)}, inactive` : `${current}%` });
  }
  return [...choices, { value: '', label: none }];
}
