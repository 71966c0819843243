import fs from 'node:fs';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE_DEFINITION } from '../../infra/lib/table-definition';
import { Customer, CustomerSearch } from '../../functions/entities/customer';

export interface LocalState {
  userPoolId: string;
  userPoolClientId: string;
}

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const keySchema = (partitionKey: string, sortKey: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' as const },
  { AttributeName: sortKey, KeyType: 'RANGE' as const },
];
const attributeDefinitions = () => TABLE_DEFINITION.attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

/**
 * Creates the single table (same definition as the CDK stack) unless it exists.
 * An existing table from an older checkout gets the indexes it lacks, and its
 * data is brought to the current key layout, so a developer's `.local/` data
 * keeps working after a pull.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  try {
    let existing: TableDescription | undefined;
    try {
      existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
    } catch (e) {
      if (!(e instanceof ResourceNotFoundException)) throw e;
    }
    if (existing) {
      await addMissingIndexes(client, tableName, existing);
      await migrateCustomers(client, tableName);
      return;
    }
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(),
        KeySchema: keySchema(TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey),
        GlobalSecondaryIndexes: TABLE_DEFINITION.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: keySchema(i.partitionKey, i.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true } }));
  } finally {
    client.destroy();
  }
}

/** Adds each index of TABLE_DEFINITION the table lacks (one per UpdateTable, as DynamoDB requires) and waits for it. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription): Promise<void> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of TABLE_DEFINITION.indexes) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions().filter((a) => a.AttributeName === index.partitionKey || a.AttributeName === index.sortKey),
        GlobalSecondaryIndexUpdates: [
          { Create: { IndexName: index.name, KeySchema: keySchema(index.partitionKey, index.sortKey), Projection: { ProjectionType: 'ALL' } } },
        ],
      }),
    );
    for (let i = 0; i < 120; i++) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const status = Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === index.name)?.IndexStatus;
      if (status === 'ACTIVE') break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Local data only: customers written before the customer partition existed sat at
 * pk = company, sk = $customer_1#customerid_<id>, and neither they nor their search
 * entries had the status index keys. This rewrites them in the current layout.
 * A Scan is fine here: it runs once at start-up on a developer's own table, never
 * on a request path.
 */
async function migrateCustomers(client: DynamoDBClient, tableName: string): Promise<void> {
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        ExclusiveStartKey: startKey,
        FilterExpression: '(#e = :customer AND begins_with(#sk, :oldSk)) OR (#e = :search AND attribute_not_exists(#gsi2pk))',
        ExpressionAttributeNames: { '#e': '__edb_e__', '#sk': 'sk', '#gsi2pk': 'gsi2pk' },
        ExpressionAttributeValues: { ':customer': 'customer', ':search': 'customersearch', ':oldSk': '$customer_1#' },
      }),
    );
    for (const item of page.Items ?? []) {
      const { pk, sk, gsi1pk: _g1, gsi1sk: _g2, __edb_e__: entity, __edb_v__: _v, ...attributes } = item as Record<string, never>;
      const record = { status: 'active', updatedAt: attributes['createdAt'], ...(attributes as Record<string, unknown>) } as never;
      const params =
        entity === 'customer'
          ? Customer().put({ ...(record as object), version: 0, transactionCount: 0 } as never).params({ table: tableName })
          : CustomerSearch().put(record).params({ table: tableName });
      await doc.send(new PutCommand(params as never));
      if (entity === 'customer') await doc.send(new DeleteCommand({ TableName: tableName, Key: { pk, sk } }));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Creates the user pool, web client and super_admin group once; their ids are kept in the data folder. */
export async function ensureUserPool(endpoint: string, dataDir: string): Promise<LocalState> {
  const stateFile = path.join(dataDir, 'state.json');
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: localCredentials });
  try {
    if (fs.existsSync(stateFile)) {
      const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as LocalState;
      try {
        await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
        return state;
      } catch {
        // The pool is gone (its folder was wiped): make a new one below.
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'kobo-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As in the cloud (infra/lib/constructs/auth.ts): authenticator-app MFA, optional per user.
        MfaConfiguration: 'OPTIONAL',
        Schema: [
          { Name: 'given_name', AttributeDataType: 'String', Mutable: true },
          { Name: 'family_name', AttributeDataType: 'String', Mutable: true },
        ],
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'kobo-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'super_admin', Description: 'Kobo operators' }));
    const state: LocalState = { userPoolId, userPoolClientId: app.UserPoolClient!.ClientId! };
    fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
    return state;
  } finally {
    client.destroy();
  }
}
