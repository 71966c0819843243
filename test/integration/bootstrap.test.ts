import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/entities/table';
import { ensureTable } from '../../scripts/local/bootstrap';

const endpoint = () => process.env.DYNAMODB_ENDPOINT!;
const client = () => new DynamoDBClient({ endpoint: endpoint(), region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('ensureTable on a table from an older checkout', () => {
  const table = `legacy-${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const c = client();
    await c.send(new DeleteTableCommand({ TableName: table }));
    c.destroy();
  });

  it('adds the missing indexes and moves old customers to the current layout', async () => {
    const c = client();
    await c.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((n) => ({ AttributeName: n, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    // A customer and one search entry as the previous release wrote them.
    const doc = DynamoDBDocumentClient.from(c);
    const fields = { companyId: 'c1', customerId: '01legacy', name: 'Old Timer', displayName: 'Old Timer', currency: 'NGN', createdAt: '2026-01-01T00:00:00.000Z' };
    await doc.send(new PutCommand({ TableName: table, Item: { pk: '$kobo#companyid_c1', sk: '$customer_1#customerid_01legacy', ...fields, __edb_e__: 'customer', __edb_v__: '1' } }));
    await doc.send(
      new PutCommand({
        TableName: table,
        Item: {
          pk: '$kobo#companyid_c1#customerid_01legacy',
          sk: '$customersearch_1#token_old',
          gsi1pk: '$kobo#companyid_c1',
          gsi1sk: '$customersearch_1#token_old#customerid_01legacy',
          ...fields,
          token: 'old',
          __edb_e__: 'customersearch',
          __edb_v__: '1',
        },
      }),
    );

    await ensureTable(endpoint(), table);
    await ensureTable(endpoint(), table); // idempotent

    const { Table } = await c.send(new DescribeTableCommand({ TableName: table }));
    expect(Table!.GlobalSecondaryIndexes!.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    const { customer, customerSearch } = db().entities;
    const { data } = await customer.get({ companyId: 'c1', customerId: '01legacy' }).go({ table });
    expect(data).toMatchObject({ name: 'Old Timer', status: 'active', version: 0, transactionCount: 0 });
    expect((await customer.query.all({ companyId: 'c1' }).go({ table })).data.map((x) => x.name)).toEqual(['Old Timer']);
    expect((await customer.query.byStatus({ companyId: 'c1', status: 'active' }).go({ table })).data.map((x) => x.name)).toEqual(['Old Timer']);
    const found = await customerSearch.query.byStatusToken({ companyId: 'c1', status: 'active' }).begins({ token: 'ol' }).go({ table });
    expect(found.data.map((x) => x.name)).toEqual(['Old Timer']);
    c.destroy();
  });
});
