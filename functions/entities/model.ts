import { Entity } from 'electrodb';

/**
 * An ElectroDB Entity that does not re-check its model when it is built.
 *
 * ElectroDB checks every model against its JSON schema in the Entity constructor, twice for a
 * versioned model (the beta format first, then v1): about 4 ms a model, some 85 ms of every cold
 * start for the table's models (measured on the pdf function by `npm run bench`). Our models are
 * constants: test/unit/entities.test.ts builds each one with ElectroDB's own Entity, check
 * included, so a bad model fails the suite; a Lambda need not repeat the check at each cold start.
 * Everything else (parsing the model, keys, indexes, collections) is ElectroDB's, unchanged.
 */
class UncheckedEntity extends Entity<string, string, string, never> {
  /** Overrides Entity's check (electrodb/src/entity.js `_validateModel`); the unit test fails if an upgrade renames it. */
  _validateModel(): void {}
}

/** Typed exactly as ElectroDB's Entity (its types come from the model as before); built without the check. */
export const ModelEntity = UncheckedEntity as unknown as typeof Entity;
