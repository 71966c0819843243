import { formatDate } from '../dates';
import { PAYMENT_MODE_LABELS } from '../constants';
import { formatNaira } from '../money';
import type { Statement, StatementLine } from '../schemas/statement';
import { companyParty, customerParties, type PrintableDocument, type PrintCompany, type PrintCustomer } from './printable';

/*
 * A customer's statement of account as it is printed (the PDF and its e-mail):
 * the same printable model as every document, with the transactions as a
 * table in place of lines. Figures come from the statement the API answers,
 * formatted by the shared money module, so the page and the PDF agree.
 */

/** The period as a line of text: 'Oct 01, 2026 To Oct 31, 2026'. */
export const statementPeriodText = (s: Pick<Statement, 'from' | 'to'>) => `${formatDate(s.from)} To ${formatDate(s.to)}`;

/** What the Transactions column says about a line, and what the Details column adds after its number. */
export function statementLineText(l: StatementLine): { transaction: string; note: string } {
  if (l.kind === 'invoice') return { transaction: 'Invoice', note: l.dueDate ? `due on ${formatDate(l.dueDate)}` : '' };
  const parts = [l.mode ? PAYMENT_MODE_LABELS[l.mode] : '', l.reference ?? '', l.whtKobo ? `incl. ${formatNaira(l.whtKobo)} WHT` : ''];
  return { transaction: 'Payment Received', note: parts.filter(Boolean).join(' - ') };
}

/** The account summary: opening balance, invoiced, received and the balance due. */
export function statementSummary(s: Statement) {
  return [
    { label: 'Opening Balance', value: formatNaira(s.openingBalanceKobo) },
    { label: 'Invoiced Amount', value: formatNaira(s.invoicedKobo) },
    { label: 'Amount Received', value: formatNaira(s.paidKobo) },
    { label: 'Balance Due', value: formatNaira(s.closingBalanceKobo), strong: true },
  ];
}

export function printableStatement(s: Statement, company: PrintCompany, customer: PrintCustomer | null): PrintableDocument {
  const period = statementPeriodText(s);
  const rows = [
    [formatDate(s.from), 'Opening Balance', '', formatNaira(s.openingBalanceKobo), '', formatNaira(s.openingBalanceKobo)],
    ...s.lines.map((l) => {
      const { transaction, note } = statementLineText(l);
      return [formatDate(l.date), transaction, note ? `${l.number} - ${note}` : l.number, l.chargeKobo ? formatNaira(l.chargeKobo) : '', l.creditKobo ? formatNaira(l.creditKobo) : '', formatNaira(l.balanceKobo)];
    }),
  ];
  return {
    kind: 'statement',
    title: 'STATEMENT OF ACCOUNTS',
    number: period,
    numberLine: period,
    company: companyParty(company),
    billTo: customerParties(s.customerId, s.customerName, customer).billTo,
    facts: [
      { label: 'From', value: formatDate(s.from) },
      { label: 'To', value: formatDate(s.to) },
    ],
    lines: [],
    table: {
      columns: [
        { label: 'Date', align: 'left', weight: 70 },
        { label: 'Transactions', align: 'left', weight: 86 },
        { label: 'Details', align: 'left', weight: 120 },
        { label: 'Amount', align: 'right', weight: 80 },
        { label: 'Payments', align: 'right', weight: 80 },
        { label: 'Balance', align: 'right', weight: 80 },
      ],
      rows,
    },
    totals: statementSummary(s),
    headline: { label: 'Balance Due', value: formatNaira(s.closingBalanceKobo) },
  };
}
