import { ModelEntity } from './model';

/**
 * One marker per CSV row an import has written, created in the same transaction
 * as the record itself (conditional on not existing). A retried batch finds the
 * markers and reports those rows as already imported instead of writing them
 * twice. The import id is a hash of the file's content, so the same file sent
 * again within the markers' lifetime (DynamoDB TTL on expiresAt) is recognised too.
 */
export const ImportRow = () => new ModelEntity({
  model: { entity: 'importrow', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['customers', 'items', 'expenses'] as const, required: true, readOnly: true },
    importId: { type: 'string', required: true, readOnly: true },
    row: { type: 'number', required: true, readOnly: true },
    /** The record the row became. */
    recordId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; DynamoDB's TTL removes the marker after it. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byImport: {
      pk: { field: 'pk', composite: ['companyId', 'kind', 'importId'] },
      sk: { field: 'sk', composite: ['row'] },
    },
  },
});
