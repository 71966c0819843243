import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_KINDS } from '../../../shared/constants';
import { db } from '../../entities/table';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';
import { tallyPk } from '../reports/tally';
import { numberKey } from '../documents/numbering';

/*
 * Every partition of the table that holds a company's data, found without a Scan: the
 * company's own partition (its profile, members, subscription, totals, counters, settings,
 * team, charges), then each record's partition through the lists that name the records
 * (customers, items, documents, expenses, recurring expenses, projects, time entries, checkouts),
 * and the partitions those records point to (number claims, share links, invitation links,
 * the webhook address, the Paystack customer), the report tallies and the
 * company's entry in the platform directory. The export reads them and the deletion
 * empties them; test/integration/company-data.test.ts proves the list whole against a
 * Scan of a test table (which no request path makes).
 *
 * Left out on purpose: a member's own profile and directory entry (the person's, who
 * stays a Kobo user), import-row markers and client request ids (no data of their own;
 * DynamoDB's TTL removes them within 7 days and a day).
 */

export interface CompanyPartition {
  /** What the partition holds, for the export's file names: 'company', 'customer', 'invoice' ... */
  family: string;
  pk: string;
}

/** The raw partition key ElectroDB writes for an entity's table index, read from the query it would make. */
const pkOf = (query: { params: () => object }) => (query.params() as { ExpressionAttributeValues: Record<string, string> }).ExpressionAttributeValues[':pk']!;

/** Every item of one partition, raw, page by page; with `attributes`, only those of each item. */
export async function* partitionItems(pk: string, attributes?: readonly string[]): AsyncGenerator<Record<string, unknown>[]> {
  const projection = attributes ? { ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])) } : {};
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: start, ...projection }),
    );
    if (page.Items?.length) yield page.Items;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The company's partitions, each once, the company's own first. */
export async function* companyPartitions(companyId: string): AsyncGenerator<CompanyPartition> {
  const e = db().entities;
  const seen = new Set<string>();
  const found = (family: string, pk: string): CompanyPartition[] => (seen.has(pk) ? [] : (seen.add(pk), [{ family, pk }]));

  const companyPk = pkOf(e.company.query.byCompany({ companyId }));
  yield* found('company', companyPk);
  // What the company's own items point to: members' timers, invitation links, the webhook address, the Paystack customer.
  for await (const items of partitionItems(companyPk)) {
    for (const item of items) {
      if (item.__edb_e__ === 'member' && typeof item.userId === 'string') yield* found('timer', pkOf(e.timer.query.byUser({ companyId, userId: item.userId })));
      if (item.__edb_e__ === 'invitation' && typeof item.tokenHash === 'string') yield* found('invitation-link', pkOf(e.invitationToken.query.byToken({ tokenHash: item.tokenHash })));
      if (item.__edb_e__ === 'paymentgateway' && typeof item.webhookId === 'string') yield* found('webhook', pkOf(e.paystackWebhook.query.byWebhookId({ webhookId: item.webhookId })));
      if (item.__edb_e__ === 'subscription' && typeof item.paystackCustomerCode === 'string') yield* found('paystack-customer', pkOf(e.paystackCustomer.query.byCustomerCode({ customerCode: item.paystackCustomerCode })));
    }
  }
  yield* found('tallies', tallyPk(companyId));
  // Every checkout started, paid or not: invoices' (by the company's customers) and plans' (by the company).
  for (const c of (await e.onlineCharge.query.byCompany({ companyId }).go({ pages: 'all', attributes: ['reference'] })).data) {
    yield* found('checkout', pkOf(e.onlineCharge.query.byReference({ reference: c.reference })));
  }

  for (const c of (await e.customer.query.all({ companyId }).go({ pages: 'all', attributes: ['customerId'] })).data) {
    yield* found('customer', pkOf(e.customer.query.byCustomer({ companyId, customerId: c.customerId })));
  }
  for (const i of (await e.item.query.all({ companyId }).go({ pages: 'all', attributes: ['itemId'] })).data) {
    yield* found('item', pkOf(e.item.query.byItem({ companyId, itemId: i.itemId })));
  }
  for (const kind of DOCUMENT_KINDS) {
    for (const d of (await e.salesDocument.query.recentByKind({ companyId, kind }).go({ pages: 'all', attributes: ['documentId', 'number'] })).data) {
      const pk = pkOf(e.salesDocument.query.byDocument({ companyId, documentId: d.documentId }));
      yield* found(kind, pk);
      yield* found('number', pkOf(e.documentNumber.query.byNumber({ companyId, kind, number: numberKey(d.number) })));
      // The document's share link lives under its token; the document's partition names it.
      for await (const items of partitionItems(pk)) {
        for (const item of items) if (item.__edb_e__ === 'documentshare' && typeof item.token === 'string') yield* found('share-link', pkOf(e.shareLink.query.byToken({ token: item.token })));
      }
    }
  }
  for (const x of (await e.expense.query.all({ companyId }).go({ pages: 'all', attributes: ['expenseId'] })).data) {
    yield* found('expense', pkOf(e.expense.query.byExpense({ companyId, expenseId: x.expenseId })));
  }
  for (const r of (await e.recurringExpense.query.all({ companyId }).go({ pages: 'all', attributes: ['profileId'] })).data) {
    yield* found('recurring-expense', pkOf(e.recurringExpense.query.byProfile({ companyId, profileId: r.profileId })));
  }
  for (const p of (await e.project.query.all({ companyId }).go({ pages: 'all', attributes: ['projectId'] })).data) {
    yield* found('project', pkOf(e.project.query.byProject({ companyId, projectId: p.projectId })));
  }
  for (const t of (await e.timeEntry.query.byDate({ companyId }).go({ pages: 'all', attributes: ['timeEntryId'] })).data) {
    yield* found('time-entry', pkOf(e.timeEntry.query.byEntry({ companyId, timeEntryId: t.timeEntryId })));
  }
  yield* found('directory', `directory#company#${companyId}`);
}
