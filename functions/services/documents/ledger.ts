import { WALK_IN_CUSTOMER_ID } from '../../../shared/constants';
import type { DocumentKind } from './engine';
import type { Header, Plan } from './store';

/*
 * The customer's ledger (functions/entities/ledger.ts) follows a document in
 * the document's own transaction: the kind says what the document puts on
 * its customer's account (`post`), and every write that changes a header
 * hands the header before and after to `postLedger`, which replaces the
 * entry when its date, number or amount changed and moves the month totals
 * by the difference. A document moved to another customer leaves the old
 * customer's account and joins the new one's in the same way.
 */

export interface Posting {
  customerId: string;
  date: string;
  documentId: string;
  kind: 'invoice' | 'payment';
  number: string;
  amountKobo: number;
  whtKobo?: number;
  dueDate?: string;
  mode?: Header['paymentMode'];
  reference?: string;
}

function postingOf(k: DocumentKind, h: Header | null): Posting | null {
  if (!h || h.customerId === WALK_IN_CUSTOMER_ID || (h.kind !== 'invoice' && h.kind !== 'payment')) return null;
  const posted = k.post?.(h);
  if (!posted) return null;
  return {
    customerId: h.customerId,
    date: h.issueDate,
    documentId: h.documentId,
    kind: h.kind,
    number: h.number,
    amountKobo: posted.amountKobo,
    ...(posted.whtKobo ? { whtKobo: posted.whtKobo } : {}),
    ...(h.kind === 'invoice' && h.dueDate ? { dueDate: h.dueDate } : {}),
    ...(h.kind === 'payment' && h.paymentMode ? { mode: h.paymentMode } : {}),
    ...(h.reference ? { reference: h.reference } : {}),
  };
}

const keyOf = (p: Posting) => `${p.customerId}|${p.date}|${p.documentId}`;
const monthOf = (date: string) => date.slice(0, 7);

/** Adds to `plan` what keeps the customer's ledger in step with a document going from `before` to `after` (null: none). */
export function postLedger(plan: Plan, k: DocumentKind, companyId: string, before: Header | null, after: Header | null): void {
  const old = postingOf(k, before);
  const next = postingOf(k, after);
  if (JSON.stringify(old) === JSON.stringify(next)) return;
  if (old && (!next || keyOf(old) !== keyOf(next))) {
    plan.add('ledger', (tx) => tx.ledgerEntry.delete({ companyId, customerId: old.customerId, date: old.date, documentId: old.documentId }).commit());
  }
  if (next) plan.add('ledger', (tx) => tx.ledgerEntry.put({ companyId, ...next }).commit());
  const months = new Map<string, { customerId: string; month: string; netKobo: number }>();
  const move = (p: Posting | null, sign: 1 | -1) => {
    if (!p) return;
    const month = monthOf(p.date);
    const key = `${p.customerId}|${month}`;
    const m = months.get(key) ?? { customerId: p.customerId, month, netKobo: 0 };
    m.netKobo += sign * p.amountKobo;
    months.set(key, m);
  };
  move(old, -1);
  move(next, 1);
  for (const m of months.values()) {
    if (m.netKobo === 0) continue;
    plan.add('ledger', (tx) => tx.ledgerMonth.update({ companyId, customerId: m.customerId, month: m.month }).add({ netKobo: m.netKobo }).commit());
  }
}
