import { PLAN_CODES, PLANS, planOf } from '../../shared/plans';
import { formatNaira } from '../../shared/money';

describe('plans: the one source of what each plan allows and costs (spec section 9)', () => {
  test('Free Trial ₦0 with 5 invoices and 3 members; Starter ₦5,000 a month, unlimited invoices, 3 members, recommended; Professional ₦10,000, 10 members', () => {
    expect(PLAN_CODES.map((code) => [PLANS[code].name, formatNaira(PLANS[code].monthlyPriceKobo), PLANS[code].invoiceLimit, PLANS[code].teamMemberLimit, PLANS[code].recommended])).toEqual([
      ['Free Trial', '₦0.00', 5, 3, false],
      ['Starter', '₦5,000.00', null, 3, true],
      ['Professional', '₦10,000.00', null, 10, false],
    ]);
  });

  test('a company with no subscription record is held to the free trial', () => {
    expect(planOf(undefined)).toBe(PLANS.free);
    expect(planOf('professional').teamMemberLimit).toBe(10);
  });
});
