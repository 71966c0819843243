import type { CUSTOMER_CURRENCIES } from '../../../../../shared/constants';

/** A customer's currency as the form offers it and the Details tab shows it (no zod here: the detail page imports it). */
export const CURRENCY_LABELS: Record<(typeof CUSTOMER_CURRENCIES)[number], string> = {
  NGN: 'NGN - Nigerian Naira',
  USD: 'USD - US Dollar',
  EUR: 'EUR - Euro',
};
