import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  TesseraError,
  adviceFor,
  actionFor,
  networkError,
  sessionExpiredError,
  timeoutError,
  unreadableError,
  withAction,
} from '../../src/api/errors.js';
import { parseErrorResponse } from '../../src/api/error-body.js';

describe('TesseraError parser: the five error body formats of doc 1', () => {
  it('format 1, business: numeric code with timestamp, exception and request ids', () => {
    const e = parseErrorResponse(
      400,
      'Bad Request',
      JSON.stringify({
        title: 'Invalid split',
        description: 'Choose 2 or 4 tickets',
        code: 1,
        timestamp: '2026-05-01T10:00:00+00:00',
        exception_id: 'ex-9',
        request_id: 'req-7',
      }),
    );
    expect(e).to.be.instanceOf(TesseraError).and.instanceOf(Error);
    expect(e).to.include({
      status: 400,
      kind: 'business',
      code: 1,
      title: 'Invalid split',
      description: 'Choose 2 or 4 tickets',
      timestamp: '2026-05-01T10:00:00+00:00',
      exceptionId: 'ex-9',
      requestId: 'req-7',
      action: 'adjust-selection',
    });
    expect(e.message).to.equal('Choose 2 or 4 tickets');
  });

  it('format 2, validation: code null with an errors object becomes fieldErrors', () => {
    const e = parseErrorResponse(
      400,
      '',
      JSON.stringify({
        title: 'Validation failed',
        description: 'The request is invalid',
        code: null,
        errors: { email: ['Not a valid email.'], date_start: ['Required.', 'Bad date.'] },
      }),
    );
    expect(e.kind).to.equal('validation');
    expect(e.code).to.equal(null);
    expect(e.fieldErrors).to.deep.equal({
      email: ['Not a valid email.'],
      date_start: ['Required.', 'Bad date.'],
    });
    expect(e.action).to.equal('fix-fields');
  });

  it('format 3, standard HTTP: code null and nothing else', () => {
    const e = parseErrorResponse(
      404,
      'Not Found',
      JSON.stringify({ title: '404 Not Found', description: 'No such reservation', code: null }),
    );
    expect(e).to.include({ kind: 'http', code: null, requestId: null, timestamp: null });
    expect(e.action).to.equal('not-found');
  });

  it('format 4, payment provider: string code', () => {
    const e = parseErrorResponse(
      400,
      '',
      JSON.stringify({
        title: 'Card declined',
        description: 'Your card was declined.',
        code: 'card_declined',
      }),
    );
    expect(e).to.include({ kind: 'payment', code: 'card_declined', action: 'show-description' });
  });

  it('payment codes 1000-1007 are payment kind even though numeric', () => {
    for (const code of [1000, 1003, 1007]) {
      const e = parseErrorResponse(400, '', JSON.stringify({ title: 't', description: 'd', code }));
      expect(e.kind, String(code)).to.equal('payment');
    }
    expect(
      parseErrorResponse(400, '', '{"title":"t","description":"d","code":1008}').kind,
    ).to.equal('business');
  });

  it('format 5, internal: 5xx with code null', () => {
    const e = parseErrorResponse(
      500,
      'Internal Server Error',
      JSON.stringify({ title: 'Internal Server Error', description: 'Unhandled', code: null }),
    );
    expect(e).to.include({ kind: 'internal', action: 'retry-later' });
  });

  it('a business error without a code is still business when it carries request ids', () => {
    const e = parseErrorResponse(
      400,
      '',
      JSON.stringify({ title: 't', description: 'd', request_id: 'r' }),
    );
    expect(e.kind).to.equal('business');
  });
});

describe('TesseraError parser: bodies that are not what the spec promises', () => {
  const cases: [string, number, string, string][] = [
    ['empty body', 503, 'Service Unavailable', ''],
    ['whitespace', 500, '', '   \n'],
    ['truncated JSON', 400, 'Bad Request', '{"title": "Inval'],
    [
      'HTML page from a proxy',
      502,
      'Bad Gateway',
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
    ],
    ['plain text', 401, '', 'Unauthorized'],
    ['JSON array', 400, '', '[1,2,3]'],
    ['JSON null', 400, '', 'null'],
    ['JSON string', 400, '', '"oops"'],
    [
      'wrong field types',
      400,
      '',
      '{"title": 5, "description": {"x": 1}, "code": true, "errors": "bad"}',
    ],
  ];
  for (const [label, status, statusText, body] of cases) {
    it(`${label}: never throws, title and description fall back to the status line`, () => {
      const e = parseErrorResponse(status, statusText, body);
      expect(e.status).to.equal(status);
      expect(e.title)
        .to.be.a('string')
        .and.match(new RegExp(`^${status} `));
      expect(e.description).to.be.a('string').and.not.equal('');
      expect(e.code).to.equal(null);
      expect(e.fieldErrors).to.deep.equal({});
      expect(e.body).to.equal(body);
    });
  }

  it('uses the standard phrase when the response has no status text (HTTP/2)', () => {
    expect(parseErrorResponse(424, '', '').title).to.equal('424 Failed Dependency');
    expect(parseErrorResponse(599, '', '').title).to.equal('599 Error');
  });

  it('keeps only string messages of a malformed errors object', () => {
    const e = parseErrorResponse(400, '', '{"errors": {"a": ["ok", 3, null], "b": "single"}}');
    expect(e.fieldErrors).to.deep.equal({ a: ['ok'], b: ['single'] });
  });
});

describe('TesseraError parser: properties (fast-check)', () => {
  const status = fc.integer({ min: 100, max: 599 });
  const statusText = fc.oneof(fc.constant(''), fc.string());
  const anyJson = fc.jsonValue().map((v) => JSON.stringify(v));
  const errorLike = fc
    .record(
      {
        title: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        description: fc.oneof(fc.string(), fc.boolean(), fc.constant(null)),
        code: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
        errors: fc.oneof(fc.dictionary(fc.string(), fc.array(fc.jsonValue())), fc.jsonValue()),
        timestamp: fc.oneof(fc.string(), fc.integer()),
        request_id: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v));
  const html = fc.string().map((s) => `<!doctype html><html><body><p>${s}</p></body></html>`);
  const body = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), anyJson, errorLike, html);

  it('never throws; title and description are always non-empty strings', () => {
    fc.assert(
      fc.property(status, statusText, body, (s, t, b) => {
        const e = parseErrorResponse(s, t, b);
        return (
          e instanceof TesseraError &&
          typeof e.title === 'string' &&
          e.title.length > 0 &&
          typeof e.description === 'string' &&
          e.description.length > 0 &&
          ['business', 'validation', 'http', 'payment', 'internal'].includes(e.kind) &&
          (e.code === null || typeof e.code === 'number' || typeof e.code === 'string') &&
          Object.values(e.fieldErrors).every((m) => m.every((x) => typeof x === 'string'))
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a string code is always the payment kind and a 5xx without code or ids is internal', () => {
    fc.assert(
      fc.property(status, fc.string(), (s, code) => {
        const e = parseErrorResponse(s, '', JSON.stringify({ title: 't', description: 'd', code }));
        return e.kind === 'payment';
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.string(), (s, b) => {
        const e = parseErrorResponse(s, '', `<p>${b}</p>`);
        return e.kind === 'internal' && e.action === 'retry-later';
      }),
    );
  });
});

describe('code -> action table (doc 1 handling patterns)', () => {
  const business = (code: number, status = 400) =>
    parseErrorResponse(status, '', JSON.stringify({ title: 't', description: 'd', code }));
  const table: [number, string, number?][] = [
    [1, 'adjust-selection'],
    [31, 'adjust-selection'],
    [37, 'adjust-selection'],
    [38, 'adjust-selection'],
    [39, 'adjust-selection'],
    [51, 'adjust-selection'],
    [2, 'one-price-band'],
    [24, 'one-currency'],
    [25, 'register-attendees'],
    [52, 'register-attendees'],
    [26, 'choose-pickup'],
    [28, 'verify-phone'],
    [29, 're-enter-code'],
    [30, 'omit-seats'],
    [32, 'one-row'],
    [36, 'remove-conflicting'],
    [33, 'rerun-availability', 424],
    [50, 'fix-fee'],
    [53, 'new-reservation'],
    [0, 'retry-later', 503],
    [4, 'retry-later', 503],
    [7, 'retry-later', 503],
    [8, 'retry-later', 503],
    [9, 'retry-later', 503],
    [11, 'retry-later', 503],
    [12, 'retry-later', 503],
    [14, 'retry-later', 503],
    [22, 'retry-later', 503],
    [35, 'retry-later', 503],
    [1000, 'another-card'],
    [1001, 'wait'],
    [1002, 'generic'],
    [1003, 'check-details'],
    [1004, 'check-connection'],
    [1005, 'try-later'],
    [1006, 'try-later'],
    [1007, 'generic'],
  ];
  for (const [code, action, status] of table) {
    it(`code ${code} -> ${action}`, () => {
      const e = business(code, status);
      expect(e.action).to.equal(action);
      expect(actionFor(e)).to.equal(action);
    });
  }

  it('flags contact support only for provider codes 8, 11, 14 and 35', () => {
    const flagged = [0, 4, 7, 8, 9, 11, 12, 14, 22, 35].filter(
      (c) => business(c, 503).contactSupport,
    );
    expect(flagged).to.deep.equal([8, 11, 14, 35]);
  });

  it('unlisted codes 0-22 are "temporarily unavailable": retry later', () => {
    expect(business(17, 503).action).to.equal('retry-later');
  });

  it('an unknown code shows its description and is marked for logging', () => {
    const e = business(777);
    expect(e.action).to.equal('show-description');
    expect(e.shouldLog).to.equal(true);
    expect(business(1).shouldLog).to.equal(false);
    expect(business(1007).shouldLog).to.equal(true);
  });

  it('HTTP 424 without a code re-runs availability; 401 naming the authorization token re-authorizes', () => {
    expect(parseErrorResponse(424, '', '').action).to.equal('rerun-availability');
    const auth = parseErrorResponse(
      401,
      '',
      '{"title":"401 Unauthorized","description":"Authorization token required","code":null}',
    );
    expect(auth.action).to.equal('reauthorize');
  });

  it('network and timeout kinds map to check-connection and try-later', () => {
    const base = { status: 0, code: null, title: 't', description: 'd' };
    expect(adviceFor({ ...base, kind: 'network' }).action).to.equal('check-connection');
    expect(adviceFor({ ...base, kind: 'timeout' }).action).to.equal('try-later');
  });

  it('actionFor is null for anything that is not a TesseraError', () => {
    expect(actionFor(new Error('x'))).to.equal(null);
    expect(actionFor('x')).to.equal(null);
  });
});

describe('TesseraError: retryable and field', () => {
  const body = (fields: Record<string, unknown>) => JSON.stringify(fields);

  it('is retryable when the service or the connection failed, not the request', () => {
    const retryable = [
      networkError(new TypeError('Failed to fetch')),
      timeoutError(20_000),
      unreadableError(200, 'malformed', '{"cut'),
      parseErrorResponse(503, '', body({ title: 'Down', description: 'x', code: 0 })),
      parseErrorResponse(502, '', '<html>Bad gateway</html>'),
      parseErrorResponse(400, '', body({ title: 'Busy', description: 'x', code: 9 })),
      parseErrorResponse(402, '', body({ title: 'Rate', description: 'x', code: 1001 })),
    ];
    for (const e of retryable) expect(e.retryable, `${e.status} ${e.code}`).to.equal(true);
    const notRetryable = [
      sessionExpiredError(),
      parseErrorResponse(404, '', ''),
      parseErrorResponse(415, '', body({ title: '415', description: 'x', code: null })),
      parseErrorResponse(400, '', body({ title: 'Split', description: 'x', code: 1 })),
      parseErrorResponse(400, '', body({ title: 'V', description: 'x', errors: { a: ['no'] } })),
      parseErrorResponse(402, '', body({ title: 'Declined', description: 'x', code: 1000 })),
    ];
    for (const e of notRetryable) expect(e.retryable, `${e.status} ${e.code}`).to.equal(false);
  });

  it('names the first field a validation refused, and keeps them all in fieldErrors', () => {
    const e = parseErrorResponse(
      400,
      '',
      body({
        title: 'Validation failed',
        description: 'The request is invalid',
        errors: { date_start: ['Not a date'], email: ['Not an email'] },
      }),
    );
    expect(e.field).to.equal('date_start');
    expect(Object.keys(e.fieldErrors)).to.deep.equal(['date_start', 'email']);
    expect(e.message).to.equal('The request is invalid');
    expect(networkError(null).field).to.equal(null);
  });

  it('keeps both through withAction', () => {
    const e = withAction(parseErrorResponse(503, '', ''), 'new-session');
    expect([e.action, e.retryable, e.field]).to.deep.equal(['new-session', false, null]);
  });
});
