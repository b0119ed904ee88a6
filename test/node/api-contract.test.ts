// The OpenAPI document is the contract between the client, the sandbox and the spec docs:
// these tests keep the generated types fresh and the document faithful to docs 1 and 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';

const root = new URL('../../', import.meta.url);
const docUrl = new URL('src/api/openapi.yaml', root);
const specDir = new URL('../shared/spec/', root);

type Json = Record<string, unknown>;
const doc = parse(readFileSync(docUrl, 'utf8')) as Json;
const paths = doc.paths as Record<string, Record<string, Json>>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows a local `#/...` reference (the document has no external ones). */
function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  assert.ok(target, `unresolved reference ${ref}`);
  return deref(target as Json);
}

/** The rows of a markdown table that follows the first line matching `heading`. */
function tableAfter(markdown: string, heading: RegExp): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  assert.ok(start >= 0, `heading ${heading} not found`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  // Drop the header row and the |---| separator.
  return rows.slice(2);
}

test('src/api/schema.d.ts is what openapi-typescript generates from openapi.yaml', async () => {
  const expected = COMMENT_HEADER + astToString(await openapiTS(docUrl));
  const actual = readFileSync(new URL('src/api/schema.d.ts', root), 'utf8');
  assert.ok(actual === expected, 'src/api/schema.d.ts is out of date: run npm run gen:api');
});

interface EndpointRow {
  method: string;
  path: string;
  version: string;
  headers: Set<string>;
  deprecated: boolean;
}

const endpointRows: EndpointRow[] = tableAfter(
  readFileSync(new URL('2-api-resources.md', specDir), 'utf8'),
  /^## Endpoints/,
).flatMap(([method, path, versions, headers]) =>
  [...versions.matchAll(/v[0-9]+/g)].map(([version]) => ({
    method: method.toLowerCase(),
    path: path.replace('{v}', version),
    version,
    headers: new Set(headers.split(',').map((h) => h.trim())),
    deprecated: versions.includes('deprecated'),
  })),
);

const SCHEME_OF_HEADER: Record<string, string> = {
  SD: 'ServiceDistributor',
  BS: 'BookingSession',
  AZ: 'BearerAuth',
};

test('doc 2 endpoint table parses into (method, path, version) rows', () => {
  assert.ok(endpointRows.length >= 40, `only ${endpointRows.length} rows parsed`);
  assert.ok(endpointRows.some((r) => r.method === 'post' && r.path === '/v2/tours/availability'));
});

test('every endpoint row of doc 2 is an operation with its header requirements', () => {
  const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
  assert.deepEqual(
    Object.fromEntries(Object.entries(schemes).map(([k, s]) => [k, s.name ?? s.scheme])),
    {
      ServiceDistributor: 'Service-Distributor',
      BookingSession: 'Booking-Session',
      BearerAuth: 'bearer',
    },
  );
  for (const row of endpointRows) {
    const where = `${row.method.toUpperCase()} ${row.path}`;
    const operation = paths[row.path]?.[row.method];
    assert.ok(operation, `${where} (${row.version}) is missing`);
    assert.ok(
      String(operation.operationId).endsWith(row.version.toUpperCase()),
      `${where}: operationId ${String(operation.operationId)} lacks the ${row.version} suffix`,
    );
    const expected = [...row.headers]
      .filter((h) => h !== 'CT')
      .map((h) => SCHEME_OF_HEADER[h])
      .sort();
    const security = operation.security as Json[];
    assert.ok(Array.isArray(security), `${where}: security must be explicit`);
    const actual = security.length === 0 ? [] : Object.keys(security[0]).sort();
    assert.ok(security.length <= 1, `${where}: one security requirement (all headers together)`);
    assert.deepEqual(actual, expected, `${where}: headers`);
    assert.equal(operation.deprecated === true, row.deprecated, `${where}: deprecated flag`);
  }
});

test('every operation in the document is a row of doc 2 (no invented endpoints)', () => {
  const known = new Set(endpointRows.map((r) => `${r.method} ${r.path}`));
  for (const [path, item] of Object.entries(paths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      assert.ok(known.has(`${method} ${path}`), `${method.toUpperCase()} ${path} is not in doc 2`);
    }
  }
});

test('Content-Type: every request and response body is application/json only', () => {
  for (const row of endpointRows) {
    assert.ok(row.headers.has('CT'), `${row.path}: doc 2 lists CT on every row`);
    const operation = paths[row.path][row.method];
    const where = `${row.method.toUpperCase()} ${row.path}`;
    if (operation.requestBody) {
      const content = deref(operation.requestBody as Json).content as Json;
      assert.deepEqual(Object.keys(content), ['application/json'], `${where}: request body`);
    }
    for (const [status, response] of Object.entries(operation.responses as Json)) {
      const content = deref(response as Json).content as Json | undefined;
      if (status === '204') assert.equal(content, undefined, `${where}: 204 has no body`);
      else assert.deepEqual(Object.keys(content ?? {}), ['application/json'], `${where} ${status}`);
    }
  }
});

const ERROR_SCHEMA_OF_FORMAT: Record<string, string> = {
  '1': 'ErrorBusiness',
  '2': 'ErrorValidation',
  '3': 'ErrorHttp',
  '4': 'ErrorPayment',
  '5': 'ErrorInternal',
};

test('the five error body formats of doc 1 are schemas with the fields it lists', () => {
  const rows = tableAfter(
    readFileSync(new URL('1-api-concepts.md', specDir), 'utf8'),
    /^### Error body formats/,
  );
  assert.equal(rows.length, 5);
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  for (const [format, , fields] of rows) {
    const name = ERROR_SCHEMA_OF_FORMAT[format.split(' ')[0]];
    const properties = schemas[name]?.properties as Record<string, Json> | undefined;
    assert.ok(properties, `${name} (format ${format}) is missing`);
    // "title (string), code = null; no timestamp, ..." : before ';' present, "no ..." absent.
    const [present, absent = ''] = fields.split(';');
    for (const piece of present.replace(/\([^)]*\)/g, (m) => m.replace(/,/g, ' ')).split(',')) {
      const [, field, rest] = /^\s*([a-z_]+)\s*(.*)$/.exec(piece) ?? [];
      if (!field || field === 'code' || !/^[a-z_]+$/.test(field)) continue;
      assert.ok(properties[field], `${name}.${field} (doc 1, format ${format})`);
      const type = /^\((string|integer|object)/.exec(rest)?.[1];
      if (type) assert.equal(properties[field].type, type, `${name}.${field} type`);
    }
    const code = /code (?:= (null)|\((integer|string)\))/.exec(present);
    if (code) assert.equal(properties.code?.type, code[1] ?? code[2], `${name}.code type`);
    for (const field of absent.replace(/^\s*no\s+/, '').split(/,|\bor\b/)) {
      const trimmed = field.trim();
      if (trimmed) assert.equal(properties[trimmed], undefined, `${name} must not have ${trimmed}`);
    }
    assert.deepEqual(
      [...((schemas[name].required as string[]) ?? [])].filter(
        (f) => f === 'title' || f === 'description',
      ),
      ['title', 'description'],
      `${name}: title and description are always present`,
    );
  }
});

test('error responses reference the error formats where doc 1 says they occur', () => {
  const responses = (doc.components as Json).responses as Record<string, Json>;
  const refsOf = (name: string): string[] => {
    const schema = (responses[name].content as Record<string, Json>)['application/json']
      .schema as Json;
    const list = (schema.anyOf as Json[] | undefined) ?? [schema];
    return list.map((s) => String(s.$ref).split('/').pop() ?? '').sort();
  };
  assert.deepEqual(refsOf('BadRequest'), ['ErrorBusiness', 'ErrorValidation']);
  assert.deepEqual(refsOf('BadRequestPayment'), [
    'ErrorBusiness',
    'ErrorPayment',
    'ErrorValidation',
  ]);
  assert.deepEqual(refsOf('Unauthorized'), ['ErrorHttp']);
  assert.deepEqual(refsOf('InternalError'), ['ErrorInternal']);
  assert.deepEqual(refsOf('ServiceUnavailable'), ['ErrorBusiness']);
  assert.deepEqual(refsOf('FailedDependency'), ['ErrorBusiness']);
  for (const row of endpointRows) {
    const codes = Object.keys(paths[row.path][row.method].responses as Json);
    for (const status of ['400', '401', '500']) {
      assert.ok(codes.includes(status), `${row.method.toUpperCase()} ${row.path} lacks ${status}`);
    }
  }
  const reserveTour = paths['/v2/tours/reservations'].post.responses as Json;
  assert.ok(reserveTour['424'], 'tour reservation documents 424 (code 33, selection expired)');
});

// The sandbox's conformance tests validate real responses against these schemas with ajv 2020.
const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  formats: {
    date: /^\d{4}-\d{2}-\d{2}$/,
    'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    email: /^[^@\s]+@[^@\s]+$/,
    uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    password: true,
  },
});
ajv.addSchema({ ...doc, $id: 'openapi' });
const valid = (name: string, value: unknown): boolean => {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  assert.ok(validate, `${name} does not compile`);
  return validate(value) === true;
};

test('every component schema compiles under ajv draft 2020-12', () => {
  for (const name of Object.keys((doc.components as Json).schemas as Json)) valid(name, {});
});

test('schemas accept what the spec allows and reject what it does not', () => {
  assert.ok(valid('Price', { EUR: 1250, GBP: 990 }), 'prices keyed by currency, minor units');
  assert.ok(!valid('Price', { EUR: 12.5 }), 'money is an integer');
  assert.ok(!valid('Price', { eur: 1250 }), 'keys are three-letter codes');
  assert.ok(
    valid('ListImages', { image_w200_h200: '', image_w288_h125: '', image_w345_h237: '' }),
    'absent images are empty strings',
  );
  const seat = {
    service_seat_id: 'S1',
    price_category_id: '1',
    section_id: 'A',
    price_type_id: 'P',
  };
  assert.ok(valid('Seat', { ...seat, restricted_view: null }), 'restricted_view is nullable');
  assert.ok(!valid('Seat', { ...seat }), 'restricted_view is present (possibly null)');
  const band = {
    section_name: 'Stalls',
    section_id: 'A',
    spaces_remaining: 3,
    is_general_admission: false,
    price_category: 'A',
    updating: false,
    price_types: [],
    extra_field_from_a_newer_api: true,
  };
  assert.ok(valid('PriceBandV1', { ...band, id: 7 }), 'v1 price band id is an integer');
  assert.ok(!valid('PriceBandV1', { ...band, id: '7' }));
  assert.ok(valid('PriceBandV2', { ...band, id: '7', price_band_name: 'Band A' }), 'v2: string id');
  assert.ok(!valid('PriceBandV2', { ...band, id: 7, price_band_name: 'Band A' }));
  assert.ok(!valid('PriceBandV2', { ...band, id: '7' }), 'v2 price bands carry price_band_name');
  const business = {
    title: '400 Bad Request',
    description: 'Invalid split',
    code: 1,
    timestamp: '2026-11-22T03:00:00+00:00',
    exception_id: 'e1',
    request_id: 'r1',
  };
  assert.ok(valid('ErrorBusiness', business));
  assert.ok(!valid('ErrorBusiness', { ...business, code: 'card_declined' }));
  assert.ok(
    valid('ErrorPayment', { title: 'Card', description: 'Declined', code: 'card_declined' }),
  );
  const validation = {
    title: 'Invalid',
    description: 'Bad input',
    code: null,
    errors: { size: ['Too big'] },
  };
  assert.ok(valid('ErrorValidation', validation));
  assert.ok(!valid('ErrorValidation', { ...validation, errors: { size: 'Too big' } }));
  assert.ok(
    valid('ErrorHttp', {
      title: 'Unauthorized',
      description: 'Authorization token required',
      code: null,
    }),
  );
  assert.ok(!valid('Attendee', { first_name: 'Ada' }), 'attendee needs ticket_id');
  assert.ok(
    !valid('Attendee', { ticket_id: 't1', first_name: 'x'.repeat(101) }),
    'first_name max 100',
  );
  assert.ok(valid('Attendee', { ticket_id: 't1', gender: 'F', phone_number: '+441234567890' }));
});
