import { db } from '../../entities/table';
import type { Plan } from '../documents/store';

/**
 * Adds to a document's delete transaction the removal of its share link: the
 * token's lookup item (ShareLink) and the document's own record of it
 * (DocumentShare), read here first. Without one, the plan instead checks that
 * none has appeared since the read; with one, its delete is conditional on the
 * token read. Either way a link made or regenerated at the same moment fails
 * the transaction (tag 'share'), and the caller's retry reads again, so a
 * deleted document never leaves a token behind.
 *
 * Its own module, importing only the table and the plan's type: the document
 * engine calls it, and share-links.ts imports the engine.
 */
export async function deleteShareLinkIn(plan: Plan, companyId: string, documentId: string): Promise<void> {
  const { data: share } = await db().entities.documentShare.get({ companyId, documentId }).go({ consistent: true, attributes: ['token'] });
  if (!share) {
    plan.add('share', (tx) =>
      tx.documentShare
        .check({ companyId, documentId })
        .where((a, op) => op.notExists(a.token))
        .commit(),
    );
    return;
  }
  const { token } = share;
  plan.add('share-lookup', (tx) => tx.shareLink.delete({ token }).commit());
  plan.add('share', (tx) =>
    tx.documentShare
      .delete({ companyId, documentId })
      .where((a, op) => op.eq(a.token, token))
      .commit(),
  );
}
