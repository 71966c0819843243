import { Entity } from 'electrodb';
import { ModelEntity } from '../../functions/entities/model';
import type * as TableModule from '../../functions/entities/table';

process.env.TABLE_NAME ??= 'kobo-unit';
process.env.AWS_REGION ??= 'eu-west-1';

/** Every model of the table, as the functions build them (ModelEntity, without ElectroDB's check at each cold start). */
async function tableEntities() {
  const { db } = await import('../../functions/entities/table');
  return Object.entries(db().entities);
}

describe('the table models', () => {
  it('each passes ElectroDB’s own model check', async () => {
    const entities = await tableEntities();
    expect(entities.length).toBeGreaterThan(20);
    for (const [name, entity] of entities) {
      expect(() => new Entity(entity.schema)).not.toThrow();
      expect(name && entity.schema.model.service).toBe('kobo');
    }
  });

  it('are built without repeating that check (a model the check refuses still builds)', () => {
    // A version that is a number: the check refuses it (a string is required), the model parser does not mind.
    const model = {
      model: { entity: 'probe', version: 1, service: 'kobo' },
      attributes: { id: { type: 'string', required: true } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    const build = (E: typeof Entity) => new E(model as unknown as ConstructorParameters<typeof Entity>[0]);
    expect(() => build(Entity)).toThrow(/model\.version is not of a type/);
    expect(() => build(ModelEntity)).not.toThrow();
  });
});

/**
 * A fresh copy of the table module (and of ElectroDB), with the names of the entities built so far:
 * `db()` binds each entity it builds to the table (setTableName), so those calls name them.
 */
async function freshTable() {
  let table!: typeof TableModule;
  let built!: () => string[];
  let electrodb!: typeof import('electrodb');
  await jest.isolateModulesAsync(async () => {
    electrodb = await import('electrodb');
    const spy = jest.spyOn(electrodb.Entity.prototype, 'setTableName');
    built = () => [...new Set(spy.mock.contexts.map((e) => (e as { schema: { model: { entity: string } } }).schema.model.entity))].sort();
    table = await import('../../functions/entities/table');
  });
  return { ...table, built, Service: electrodb.Service };
}

/** ElectroDB's own Service over every entity, as the table was before it was built lazily. */
function fullService({ ENTITY_BUILDERS, ENTITY_NAMES, Service }: typeof TableModule & { Service: typeof import('electrodb').Service }) {
  const entities = Object.fromEntries(ENTITY_NAMES.map((n) => [n, ENTITY_BUILDERS[n]()])) as TableModule.TableEntities;
  return new Service(entities, { table: process.env.TABLE_NAME });
}

describe('the table, built as it is used', () => {
  it('builds no model until one is used, then only that one', async () => {
    const { db, built } = await freshTable();
    const table = db();
    expect(built()).toEqual([]);
    table.entities.company.get({ companyId: 'c1' }).params();
    expect(built()).toEqual(['company']);
    expect(table.entities.company).toBe(table.entities.company);
  });

  it('builds for a collection only the entities in it, and queries exactly as a Service over all of them', async () => {
    const tableModule = await freshTable();
    const { db, built, COLLECTIONS } = tableModule;
    const params = db().collections.customerDetail({ companyId: 'c1', customerId: 'k1' }).params();
    expect(built()).toEqual(['contactperson', 'customer', 'customeraddress']);
    expect(params).toEqual(fullService(tableModule).collections.customerDetail({ companyId: 'c1', customerId: 'k1' }).params());
    // Its list of each collection's entities is what the models declare.
    const declared: Record<string, string[]> = {};
    for (const [name, entity] of Object.entries(db().entities)) {
      for (const index of Object.values(entity.schema.indexes as Record<string, { collection?: string | string[] }>)) {
        for (const c of [index.collection ?? []].flat()) (declared[c] ??= []).push(name);
      }
    }
    expect(declared).toEqual(Object.fromEntries(Object.entries(COLLECTIONS).map(([c, names]) => [c, [...names]])));
  });

  it('builds for a transaction only the entities its callback names, with the same request', async () => {
    const tableModule = await freshTable();
    const { db, built } = tableModule;
    const params = db().transaction.write(({ company }) => [company.patch({ companyId: 'c1' }).set({ name: 'Adire Works' }).commit()]).params();
    expect(built()).toEqual(['company']);
    // The request as sent (each item also carries a function of ElectroDB's, made anew per call).
    const sent = (p: unknown) => JSON.parse(JSON.stringify(p)) as unknown;
    expect(sent(params)).toEqual(sent(fullService(tableModule).transaction.write(({ company }) => [company.patch({ companyId: 'c1' }).set({ name: 'Adire Works' }).commit()]).params()));
    expect(sent(db().transaction.get(({ company }) => [company.get({ companyId: 'c1' }).commit()]).params())).toEqual(
      sent(fullService(tableModule).transaction.get(({ company }) => [company.get({ companyId: 'c1' }).commit()]).params()),
    );
  });
});

describe('the Lambda bundles without ElectroDB’s model check', () => {
  it('build every model and query with the stand-in for jsonschema, which ElectroDB reaches only through that check', async () => {
    let table!: typeof TableModule;
    let electrodb!: typeof import('electrodb');
    await jest.isolateModulesAsync(async () => {
      jest.doMock('jsonschema', () => jest.requireActual('../../functions/entities/no-model-check'));
      electrodb = await import('electrodb');
      table = await import('../../functions/entities/table');
    });
    const entities = Object.entries(table.db().entities);
    expect(entities.map(([name]) => name)).toEqual(table.ENTITY_NAMES);
    expect(table.db().collections.documentDetail({ companyId: 'c1', documentId: 'd1' }).params()).toMatchObject({ KeyConditionExpression: expect.any(String) });
    // ElectroDB's own Entity still runs the check, and finds it left out: nothing else calls it.
    expect(() => new electrodb.Entity(entities[0]![1].schema)).toThrow(/model check is not in the Lambda bundles/);
  });
});
