// Stands in for npm jsonschema in every Lambda bundle (LAMBDA_BUNDLE_ALIAS in infra/lib/lambda-bundle.ts).
// ElectroDB uses it for one thing, the model check its Entity constructor runs, which the functions
// skip (functions/entities/model.ts: test/unit/entities.test.ts runs the real check on every model).
// Without this, each cold start still loaded jsonschema and compiled ElectroDB's model schemas into it
// (some 5-10 ms). ElectroDB's validations.js, as it loads, adds formats and schemas; nothing validates.
class Validator {
  addSchema() {}
  validate() {
    throw new Error("ElectroDB's model check is not in the Lambda bundles (functions/entities/model.ts skips it)");
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
