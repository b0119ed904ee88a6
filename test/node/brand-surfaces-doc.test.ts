// The brand schema says, for each field, which surfaces it styles: the widget, the order email,
// the e-ticket (issue 20). The manifest's CSS properties take these descriptions (manifest.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FIELDS } from '../../src/brand/fields.js';

interface Node {
  description?: string;
  properties?: Record<string, Node>;
}
const schema = JSON.parse(readFileSync('brand-schema/brand.schema.json', 'utf8')) as Node;

const at = (path: string): Node =>
  path.split('.').reduce<Node>((node, key) => node.properties![key]!, schema);

test('every styling field of both schemes names its surfaces', () => {
  for (const field of FIELDS) {
    assert.match(at(field.path).description!, /Surfaces: the widget[^.]*\.$/, field.path);
    if (field.dark)
      assert.match(at(`dark.${field.path}`).description!, /Surfaces: /, `dark.${field.path}`);
  }
});

test('the surfaces are those the renderers use', () => {
  const surfaces = (path: string) => /Surfaces: (.*)\.$/.exec(at(path).description!)![1];
  assert.equal(surfaces('page.divider'), 'the widget, the order email, the e-ticket');
  assert.equal(surfaces('primary'), 'the widget, the e-ticket');
  assert.equal(surfaces('footer.text'), 'the widget, the order email');
  assert.equal(surfaces('status.error'), 'the widget');
  assert.equal(surfaces('footer.logo'), 'the order email');
  assert.equal(surfaces('logo'), 'the widget, the order email, the e-ticket');
  // The e-ticket is always light: a dark value never reaches it.
  assert.equal(surfaces('dark.page.text'), 'the widget, the order email');
  assert.match(at('colorScheme').description!, /the e-ticket is always light/);
});
