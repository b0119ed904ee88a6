import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  buildBrandArtifacts,
  SCHEMA_FILE,
  STRIPE_FILE,
  TOKENS_FILE,
  VALIDATOR_FILE,
} from '../../scripts/compile-brand-validator.js';
import { FIELDS } from '../../src/brand/fields.js';
import { FIELD_DESCRIPTIONS } from '../../src/brand/field-docs.js';

test('brand.schema.json and the compiled validator are up to date (run npm run gen:brand)', async () => {
  const { schemaText, validatorText, tokensText, stripeText } = await buildBrandArtifacts();
  assert.ok(
    readFileSync(SCHEMA_FILE, 'utf8') === schemaText,
    'brand-schema/brand.schema.json is stale',
  );
  assert.ok(
    readFileSync(VALIDATOR_FILE, 'utf8') === validatorText,
    'validate-brand.generated.js is stale',
  );
  assert.ok(
    readFileSync(TOKENS_FILE, 'utf8') === tokensText,
    'default-tokens.generated.ts is stale',
  );
  assert.ok(
    readFileSync(STRIPE_FILE, 'utf8') === stripeText,
    'default-stripe.generated.ts is stale',
  );
});

test('the compiled validator needs no ajv runtime, no require and no eval', () => {
  const code = readFileSync(VALIDATOR_FILE, 'utf8');
  // ajv leaves `require(...)` inside a string (its code-generation hint); a call is what matters.
  assert.ok(!/(^|[^'"\w.])require\(/m.test(code), 'no require() call');
  assert.ok(!/\bnew Function\b|\beval\(/.test(code), 'no eval');
  assert.ok(!/from ["']ajv/.test(code), 'no ajv import');
});

test('the published schema carries title, description and default on every property', () => {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  const missing: string[] = [];
  const walk = (node: Record<string, unknown>, where: string) => {
    const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [key, child] of Object.entries(properties)) {
      for (const annotation of ['title', 'description', 'default']) {
        if (!(annotation in child)) missing.push(`${where}/${key} ${annotation}`);
      }
      walk(child, `${where}/${key}`);
      if (child.items) walk(child.items as Record<string, unknown>, `${where}/${key}/items`);
    }
    if (node.properties)
      assert.equal(node.additionalProperties, false, `${where || '/'} is closed`);
  };
  walk(schema, '');
  assert.deepEqual(missing, []);
});

test('every brand field has its one description in field-docs.ts, and nothing else has one', () => {
  const fields = FIELDS.map((f) => f.path).sort();
  assert.deepEqual(Object.keys(FIELD_DESCRIPTIONS).sort(), fields);
  const blank = fields.filter((path) => !FIELD_DESCRIPTIONS[path]?.trim());
  assert.deepEqual(blank, []);
});
