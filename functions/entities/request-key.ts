import { ModelEntity } from './model';

/**
 * One client request id (the `Idempotency-Key` header) a company's create has
 * used, written in the same transaction as the record it made (conditional on not
 * existing), so a retry of the same request finds it and answers that record
 * instead of making a second one. Its own partition per key: no key is shared by
 * two requests, let alone by all of a company's. DynamoDB's TTL removes it a day later.
 */
export const RequestKey = () => new ModelEntity({
  model: { entity: 'requestkey', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** The route it was used on: the same key on another route is refused. */
    route: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the body sent: the same key with another body is refused. */
    bodyHash: { type: 'string', required: true, readOnly: true },
    /** The record the request made (the id its route's replay reads). */
    ref: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; DynamoDB's TTL removes the key after it. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['companyId', 'key'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
