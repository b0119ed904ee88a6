// The one mapping from a failure to the buyer's words: each generic kind has one heading and one
// message, the error view's words for a failed load and the rules' words for a refused request
// on every step are those same words, and each kind offers its own next action.
import { expect } from '@open-wc/testing';
import {
  TesseraError,
  networkError,
  sessionExpiredError,
  timeoutError,
  unreadableError,
} from '../../../src/api/errors.js';
import { parseErrorResponse } from '../../../src/api/error-body.js';
import {
  errorCopy,
  failureCopy,
  failureKind,
  type FailureKind,
} from '../../../src/state/rules/error-copy.js';
import {
  guidanceFor,
  loadCodeWords,
  readGuidance,
  type GuidanceStep,
} from '../../../src/state/rules/guidance.js';

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

const json = (fields: Record<string, unknown>) => JSON.stringify(fields);

/** Failures of each kind, in the forms the client throws them. */
const FAILURES: Record<FailureKind, unknown[]> = {
  connection: [networkError(new TypeError('Failed to fetch'))],
  timeout: [timeoutError(20_000)],
  unavailable: [
    parseErrorResponse(503, '', json({ title: 'Down', description: 'Provider down', code: 0 })),
    parseErrorResponse(503, 'Service Unavailable', ''),
    parseErrorResponse(500, '', '<html><body>Internal Server Error</body></html>'),
    parseErrorResponse(400, '', json({ title: 'Busy', description: 'Provider busy', code: 17 })),
  ],
  unreadable: [unreadableError(200, 'malformed', '{"cut'), unreadableError(200, 'empty', '')],
  'session-ended': [sessionExpiredError()],
  'not-found': [parseErrorResponse(404, 'Not Found', '')],
  unknown: [new TypeError('x is undefined'), 'a string thrown'],
};

const KINDS = Object.keys(FAILURES) as FailureKind[];

/** Steps where a 404 means a reservation whose hold ended, worded as such (not "gone"). */
const RESERVATION_STEPS = new Set<GuidanceStep>(['basket', 'attendees', 'checkout']);

describe('the one mapping of failures to words', () => {
  for (const kind of KINDS) {
    it(`${kind}: the error view and the guidance of every step use the same words`, () => {
      const words = failureCopy(kind);
      const kept = failureCopy(kind, true);
      expect(words.heading).to.not.equal('');
      expect(words.message).to.not.equal('');
      for (const error of FAILURES[kind]) {
        expect(failureKind(error), String(error)).to.equal(kind);
        const shown = errorCopy(error);
        expect([shown.kind, shown.heading, shown.message]).to.deep.equal([
          kind,
          words.heading,
          words.message,
        ]);
        for (const step of STEPS) {
          if (kind === 'not-found' && RESERVATION_STEPS.has(step)) continue;
          for (const g of [guidanceFor(error, step), readGuidance(error, step)]) {
            expect(g.title, `${kind} on ${step}`).to.equal(words.heading);
            // A refusal adds, as its own sentence, that the buyer's choice is kept.
            expect(g.message, `${kind} on ${step}`).to.equal(kept.message);
          }
        }
      }
    });
  }

  it('gives each kind its own heading, and its own next action', () => {
    const headings = KINDS.map((k) => failureCopy(k).heading);
    expect(new Set(headings).size).to.equal(KINDS.length);
    const next = Object.fromEntries(
      KINDS.map((k) => [k, [failureCopy(k).next, failureCopy(k).action]]),
    );
    expect(next).to.deep.equal({
      connection: ['retry', 'Try again'],
      timeout: ['retry', 'Try again'],
      unavailable: ['retry', 'Try again'],
      unreadable: ['retry', 'Try again'],
      'session-ended': ['new-session', 'Start again'],
      'not-found': ['none', ''],
      unknown: ['retry', 'Try again'],
    });
  });

  it('says the selection is kept only where a selection can be kept', () => {
    expect(failureCopy('connection', true).message).to.match(/ Your selection is kept\.$/);
    expect(failureCopy('session-ended', true).message).to.not.contain('kept');
    expect(failureCopy('not-found', true).message).to.not.contain('kept');
  });

  it('adds "contact support" for the provider codes doc 1 names (8, 11, 14, 35)', () => {
    const support = parseErrorResponse(503, '', json({ title: 'x', description: 'y', code: 8 }));
    expect(errorCopy(support).message).to.equal(
      `${failureCopy('unavailable').message} If this keeps happening, contact support.`,
    );
    for (const step of STEPS) {
      expect(guidanceFor(support, step).message).to.contain('contact support');
    }
  });

  it("shows a business answer to a read in the API's own words, with its support reference", () => {
    const e = parseErrorResponse(
      400,
      '',
      json({
        title: 'Closed',
        description: 'Sales for this show have closed.',
        code: 4242,
        request_id: 'req-7',
      }),
    );
    expect(failureKind(e)).to.equal(null);
    expect(errorCopy(e)).to.include({
      kind: 'unknown',
      heading: failureCopy('unknown').heading,
      message: 'Sales for this show have closed.',
      reference: 'req-7',
    });
  });

  it('words a refusal of the read itself (validation, another status) as the unknown kind', () => {
    for (const e of [
      parseErrorResponse(415, '', json({ title: '415', description: 'Unsupported', code: null })),
      parseErrorResponse(400, '', json({ title: 'V', description: 'x', errors: { date: ['no'] } })),
    ]) {
      expect(e).to.be.instanceOf(TesseraError);
      const { heading, message } = failureCopy('unknown');
      expect(errorCopy(e)).to.include({ heading, message, next: 'retry' });
      expect(readGuidance(e, 'tour')).to.include({
        title: heading,
        message: failureCopy('unknown', true).message,
      });
    }
  });
});
