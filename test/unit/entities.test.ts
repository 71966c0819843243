import { Entity } from 'electrodb';
import { ModelEntity } from '../../functions/entities/model';

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
