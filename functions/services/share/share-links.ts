import { newSecretToken, SECRET_TOKEN_PATTERN } from '../../lib/tokens';
import type { PrintableKind } from '../../../shared/documents/printable';
import type { ShareLinkView } from '../../../shared/schemas/share';
import { db } from '../../entities/table';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { readDetail, type DocumentKind } from '../documents/engine';
import { Plan, PlanRefused } from '../documents/store';
import { INVOICE } from '../invoices';
import { PAYMENT } from '../payment-kind';
import { QUOTE } from '../quotes';
import { SALES_RECEIPT } from '../sales-receipts';

export const KINDS: Record<PrintableKind, DocumentKind> = { quote: QUOTE, invoice: INVOICE, salesreceipt: SALES_RECEIPT, payment: PAYMENT };

export const newToken = newSecretToken;
export const TOKEN_PATTERN = SECRET_TOKEN_PATTERN;
export const sharePath = (token: string) => `/share/${token}`;

const view = (s: { token: string; createdAt: string; viewedAt?: string }): ShareLinkView => ({
  token: s.token,
  path: sharePath(s.token),
  createdAt: s.createdAt,
  ...(s.viewedAt ? { viewedAt: s.viewedAt } : {}),
});

async function current(companyId: string, documentId: string) {
  const { data } = await db().entities.documentShare.get({ companyId, documentId }).go();
  return data;
}

/** GET /api/{kind}/{id}/share: the document's link, or none. */
export async function getShareLink(kind: PrintableKind, companyId: string, documentId: string): Promise<{ link: ShareLinkView | null }> {
  const k = KINDS[kind];
  await readDetail(companyId, documentId, k.kind, k.Noun);
  const share = await current(companyId, documentId);
  return { link: share ? view(share) : null };
}

/**
 * POST /api/{kind}/{id}/share: the document's link, made on first ask. With
 * `regenerate` the old token stops working in the same transaction that
 * makes the new one, so two links never both open the document.
 */
export async function shareDocument(kind: PrintableKind, companyId: string, documentId: string, regenerate: boolean): Promise<{ link: ShareLinkView }> {
  const k = KINDS[kind];
  await readDetail(companyId, documentId, k.kind, k.Noun);
  const existing = await current(companyId, documentId);
  if (existing && !regenerate) return { link: view(existing) };
  const token = newToken();
  const createdAt = new Date().toISOString();
  const plan = new Plan()
    .add('document', (tx) =>
      tx.salesDocument
        .check({ companyId, documentId })
        .where((a, op) => op.exists(a.documentId))
        .commit(),
    )
    .add('lookup', (tx) => tx.shareLink.create({ token, companyId, documentId, kind, createdAt }).commit());
  if (existing) {
    plan.add('old', (tx) => tx.shareLink.delete({ token: existing.token }).commit());
    plan.add('share', (tx) =>
      tx.documentShare
        .put({ companyId, documentId, token, createdAt })
        .where((a, op) => op.eq(a.token, existing.token))
        .commit(),
    );
  } else {
    plan.add('share', (tx) => tx.documentShare.create({ companyId, documentId, token, createdAt }).commit());
  }
  try {
    await plan.commit();
  } catch (error) {
    if (!(error instanceof PlanRefused)) throw error;
    if (error.failed.has('document')) throw new NotFoundError(k.Noun);
    throw new ConflictError('The link was changed at the same moment. Try again.');
  }
  return { link: view({ token, createdAt }) };
}

/** DELETE /api/{kind}/{id}/share: the link stops working at once. */
export async function revokeShareLink(kind: PrintableKind, companyId: string, documentId: string): Promise<void> {
  const k = KINDS[kind];
  await readDetail(companyId, documentId, k.kind, k.Noun);
  const existing = await current(companyId, documentId);
  if (!existing) return;
  const plan = new Plan()
    .add('lookup', (tx) => tx.shareLink.delete({ token: existing.token }).commit())
    .add('share', (tx) =>
      tx.documentShare
        .delete({ companyId, documentId })
        .where((a, op) => op.eq(a.token, existing.token))
        .commit(),
    );
  try {
    await plan.commit();
  } catch (error) {
    if (!(error instanceof PlanRefused)) throw error;
    throw new ConflictError('The link was changed at the same moment. Try again.');
  }
}

/** The document behind a token, or null: a wrong, malformed or revoked token all look the same. */
export async function resolveToken(token: string): Promise<{ companyId: string; documentId: string; kind: PrintableKind } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { data } = await db().entities.shareLink.get({ token }).go();
  return data ? { companyId: data.companyId, documentId: data.documentId, kind: data.kind as PrintableKind } : null;
}

/** Marks the link viewed the first time the customer opens it; true only for that first time. */
export async function markViewed(companyId: string, documentId: string, token: string): Promise<boolean> {
  try {
    await db()
      .entities.documentShare.patch({ companyId, documentId })
      .set({ viewedAt: new Date().toISOString() })
      .where((a, op) => `${op.eq(a.token, token)} AND ${op.notExists(a.viewedAt)}`)
      .go();
    return true;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
