import { ModelEntity } from './model';
import { DOCUMENT_KINDS } from '../../shared/constants';

/**
 * A document's share link, found by its token (the public page's only key):
 * its own partition, so a token leads to exactly one document and nothing
 * else can be listed from it.
 */
export const ShareLink = () => new ModelEntity({
  model: { entity: 'sharelink', version: '1', service: 'kobo' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    kind: { type: DOCUMENT_KINDS, required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** The document's side of its link (in the document's partition): the current token and when the customer first opened it. */
export const DocumentShare = () => new ModelEntity({
  model: { entity: 'documentshare', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true, readOnly: true },
    token: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    viewedAt: { type: 'string' },
  },
  indexes: {
    byDocument: {
      pk: { field: 'pk', composite: ['companyId', 'documentId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
