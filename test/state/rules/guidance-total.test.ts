// guidanceFor is total: any code, title or description gives guidance without throwing, and the
// API's text is shown capped. Code 39 shows the limit the API's refusal names.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { TesseraError } from '../../../src/api/errors.js';
import { parseErrorResponse } from '../../../src/api/error-body.js';
import {
  API_TEXT_MAX,
  apiText,
  guidanceFor,
  loadCodeWords,
  providerCode,
  readGuidance,
} from '../../../src/state/rules/guidance.js';
import { errorCopy } from '../../../src/state/rules/error-copy.js';
import type { GuidanceStep } from '../../../src/state/rules/guidance.js';

// The words of doc 1's codes are a chunk of their own, which the client loads before a refusal
// reaches a step; these errors are made here, so the words are loaded first.
before(() => loadCodeWords());

const STEPS: GuidanceStep[] = [
  'search',
  'attraction',
  'theatre',
  'seat-map',
  'tour',
  'basket',
  'attendees',
  'phone',
  'checkout',
  'payment',
];

const HOSTILE = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '',
  ' ',
  'x'.repeat(10_000),
  '39',
  '-1',
  'NaN',
  '1e3',
  '1003',
  '1008',
  '<script>alert(1)</script>',
];

/** A TesseraError as the parser builds it from a body with these fields. */
const fromBody = (status: number, fields: Record<string, unknown>) =>
  parseErrorResponse(status, '', JSON.stringify(fields));

/** A TesseraError whose fields are anything at all, as a hostile or broken caller might make. */
function anyError(code: unknown, title: unknown, description: unknown, status: unknown) {
  return new TesseraError({
    status: status as number,
    kind: 'business',
    code: code as number,
    title: title as string,
    description: description as string,
  });
}

function expectSound(g: ReturnType<typeof guidanceFor>) {
  expect(g.title).to.be.a('string').and.not.equal('');
  expect(g.message).to.be.a('string').and.not.equal('');
  expect(g.title.length).to.be.at.most(API_TEXT_MAX.title);
  expect(g.message.length).to.be.at.most(API_TEXT_MAX.text);
  expect((g.detail ?? '').length).to.be.at.most(API_TEXT_MAX.text);
  expect(g.actions.length).to.be.at.least(1);
}

describe('guidance is total', () => {
  for (const code of [...HOSTILE, -1, NaN, Infinity, 1.5, 0, 40, 4242, 1e9]) {
    it(`code ${JSON.stringify(code)?.slice(0, 20) ?? String(code)} gives guidance on every step`, () => {
      for (const step of STEPS) {
        expectSound(guidanceFor(fromBody(400, { title: 'T', description: 'D', code }), step));
        expectSound(guidanceFor(anyError(code, 'T', 'D', 400), step));
      }
    });
  }

  it('odd codes of format 4 map to a card error, never an inherited property', () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(providerCode(code)).to.equal(1000);
    }
    expect(providerCode('rate_limit')).to.equal(1001);
    expect(providerCode(42 as unknown as string)).to.equal(1000);
  });

  it('objects, arrays and nulls as code, title or description never throw', () => {
    const odd = [null, undefined, {}, [], { toString: () => 'x' }, Object.create(null), 7, true];
    for (const code of odd)
      for (const text of odd) {
        expectSound(guidanceFor(anyError(code, text, text, 400), 'tour'));
        expectSound(guidanceFor(anyError(code, text, text, text), 'checkout'));
      }
  });

  it('any code, title, description and status: never throws, messages within the cap', () => {
    const code = fc.oneof(
      fc.string(),
      fc.constantFrom(...HOSTILE),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.object(),
    );
    const words = fc.oneof(fc.string({ maxLength: 2000 }), fc.lorem({ maxCount: 200 }));
    const status = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.constant(NaN));
    fc.assert(
      fc.property(code, words, words, status, fc.constantFrom(...STEPS), (c, t, d, s, step) => {
        expectSound(guidanceFor(anyError(c, t, d, s), step));
        expectSound(
          guidanceFor(
            fromBody(Number.isFinite(s) ? s : 400, { code: c, title: t, description: d }),
            step,
          ),
        );
        expectSound(readGuidance(anyError(c, t, d, s), step));
        const copy = errorCopy(anyError(c, t, d, s));
        expect(copy.heading).to.be.a('string').and.not.equal('');
        expect(copy.message).to.be.a('string').and.not.equal('');
        expect(copy.message.length).to.be.at.most(API_TEXT_MAX.text);
      }),
      { numRuns: 400 },
    );
  });
});

describe('API text as shown', () => {
  it('is cut at a word boundary with an ellipsis, at about 300 characters', () => {
    const long = 'The provider says '.repeat(40);
    const shown = apiText(long);
    expect(shown.length).to.be.at.most(300);
    expect(shown.endsWith('…')).to.equal(true);
    expect(long.startsWith(shown.slice(0, -1))).to.equal(true);
    expect(shown.slice(0, -1)).to.match(/\S$/);
    expect(long.charAt(shown.length - 1)).to.equal(' ');
  });

  it('cuts one very long word where it must, and leaves short text alone', () => {
    expect(apiText('x'.repeat(1000)).length).to.equal(300);
    expect(apiText('  Sold   out. ')).to.equal('Sold out.');
    expect(apiText({} as unknown as string)).to.equal('');
  });

  it('an unknown code shows the API title and description capped', () => {
    const g = guidanceFor(
      fromBody(400, { title: 'Ti '.repeat(200), description: 'Desc '.repeat(200), code: 4242 }),
      'tour',
    );
    expect(g.title.length).to.be.at.most(150);
    expect(g.message.length).to.be.at.most(300);
    expect(g.message.endsWith('…')).to.equal(true);
    expect(g.actions).to.deep.equal(['dismiss']);
  });
});

describe('refusals that name a limit', () => {
  it('code 39 shows the API description naming the limit, and no hint it does not have', () => {
    const g = guidanceFor(
      fromBody(400, {
        title: 'Incorrect price type count',
        description: 'Infant: at most 2 per booking.',
        code: 39,
      }),
      'tour',
    );
    expect(g.title).to.equal('Check the travellers');
    expect(g.message).to.not.contain('hint');
    expect(g.detail).to.equal('Infant: at most 2 per booking.');
    expect(g.actions).to.deep.equal(['adjust']);
  });
});
