import fs from 'node:fs';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE_DEFINITION } from '../../infra/lib/table-definition';

export interface LocalState {
  userPoolId: string;
  userPoolClientId: string;
}

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Creates the single table (same definition as the CDK stack) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (e) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: TABLE_DEFINITION.attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_DEFINITION.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true } }));
  client.destroy();
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
