import { expect } from '@open-wc/testing';
import { networkError, sessionExpiredError, timeoutError } from '../../../src/api/errors.js';
import { parseErrorResponse } from '../../../src/api/error-body.js';
import { guidanceFor, loadCodeWords } from '../../../src/state/rules/guidance.js';

// The words of doc 1's codes are a chunk of their own, which the client loads before a refusal
// reaches a step; these errors are made here, so the words are loaded first.
before(() => loadCodeWords());

const business = (status: number, code: number | string, description = 'From the API.') =>
  parseErrorResponse(
    status,
    '',
    JSON.stringify({
      title: 'T',
      description,
      code,
      timestamp: '2026-01-01T00:00:00Z',
      exception_id: 'ex-1',
      request_id: 'rq-1',
    }),
  );

describe('guidance for API errors', () => {
  const expected: [number, string][] = [
    [1, 'adjust'],
    [2, 'adjust'],
    [24, 'view-basket'],
    [25, 'register-attendees'],
    [26, 'choose-pickup'],
    [28, 'verify-phone'],
    [29, 're-enter-code'],
    [30, 'adjust'],
    [31, 'adjust'],
    [32, 'adjust'],
    [36, 'remove-conflicting'],
    [37, 'adjust'],
    [38, 'adjust'],
    [39, 'adjust'],
    [50, 'reload-prices'],
    [51, 'rerun-availability'],
    [52, 'register-attendees'],
    [53, 'view-basket'],
    [1000, 'another-card'],
    [1001, 'wait'],
    [1002, 'retry'],
    [1003, 'check-details'],
    [1004, 'check-connection'],
    [1005, 'retry'],
    [1006, 'retry'],
    [1007, 'retry'],
  ];
  for (const [code, action] of expected) {
    it(`code ${code} leads with "${action}" and keeps the selection`, () => {
      const g = guidanceFor(business(400, code), 'theatre');
      expect(g.actions[0]).to.equal(action);
      expect(g.keepsSelection).to.equal(true);
      expect(g.title).to.not.equal('T');
      // The payment codes that offer Try again may fail again: their reference is worth quoting.
      // The others are the buyer's to act on; a reference for support would read as if
      // something broke.
      expect(g.reference).to.equal(
        [1001, 1002, 1004, 1005, 1006, 1007].includes(code) ? 'ex-1' : null,
      );
    });
  }

  it('code 36 also offers completing separately', () => {
    expect(guidanceFor(business(400, 36), 'tour').actions).to.deep.equal([
      'remove-conflicting',
      'complete-separately',
    ]);
  });

  it('code 33 (424) re-runs availability and says choices are kept on the tour step', () => {
    const g = guidanceFor(business(424, 33), 'tour');
    expect(g.actions).to.deep.equal(['rerun-availability']);
    expect(g.message).to.match(/keeping your choices/);
  });

  it('provider codes 0 to 22 and 35 are temporarily unavailable with a retry; 8, 11, 14, 35 add contact support', () => {
    for (const code of [0, 4, 7, 9, 12, 22]) {
      const g = guidanceFor(business(503, code), 'tour');
      expect([g.title, g.actions]).to.deep.equal(['Temporarily unavailable', ['retry']]);
    }
    for (const code of [8, 11, 14, 35]) {
      expect(guidanceFor(business(503, code), 'checkout').actions).to.deep.equal([
        'retry',
        'contact-support',
      ]);
    }
  });

  it('card errors show the provider description; format-4 string codes too', () => {
    const card = guidanceFor(business(402, 1000, 'Your card has insufficient funds.'), 'payment');
    expect(card.detail).to.equal('Your card has insufficient funds.');
    const format4 = parseErrorResponse(
      402,
      '',
      JSON.stringify({
        title: 'card_error',
        description: 'Your card was declined.',
        code: 'card_declined',
      }),
    );
    const g = guidanceFor(format4, 'payment');
    expect(g.actions[0]).to.equal('another-card');
    expect(g.detail).to.equal('Your card was declined.');
  });

  /** Format 4 (payment provider): title, description, code; no timestamp or ids. */
  const payment = (code: number | string, description = 'The provider says why.') =>
    parseErrorResponse(402, '', JSON.stringify({ title: 'Payment failed', description, code }));

  // Doc 1's payment errors and their actions, whether the code comes as a number or as format
  // 4's string.
  const paymentActions: [number, string[], string, boolean][] = [
    [1000, ['another-card'], 'Card declined', false],
    [1001, ['wait', 'retry'], 'Too many attempts', false],
    [1002, ['retry'], 'Payment not completed', true],
    [1003, ['check-details', 'another-card'], 'Check your payment details', false],
    [1004, ['check-connection', 'retry'], 'Connection problem', false],
    [1005, ['retry'], 'Payment temporarily unavailable', false],
    [1006, ['retry'], 'Payment temporarily unavailable', false],
    [1007, ['retry'], 'Payment not completed', true],
  ];
  for (const [code, actions, title, logged] of paymentActions) {
    for (const sent of [code, String(code)]) {
      it(`payment error ${JSON.stringify(sent)} (format 4): ${actions[0]}, "${title}"${logged ? ', logged' : ''}`, () => {
        const g = guidanceFor(payment(sent), 'checkout');
        expect([g.actions, g.title, g.log]).to.deep.equal([actions, title, logged]);
        // Only a card error shows the provider's own words (doc 1: 1000).
        expect(g.detail).to.equal(code === 1000 ? 'The provider says why.' : null);
      });
    }
  }

  it('format-4 provider codes map to the same actions: card problems another card, others theirs', () => {
    const action = (code: string) => guidanceFor(payment(code), 'checkout').actions[0];
    expect(action('insufficient_funds')).to.equal('another-card');
    expect(action('expired_card')).to.equal('another-card');
    expect(action('processing_error')).to.equal('retry');
    expect(action('rate_limit')).to.equal('wait');
    expect(action('authentication_required')).to.equal('check-details');
    // A number outside doc 1's payment range is a provider code like any other.
    expect(action('1008')).to.equal('another-card');
  });

  it('a 401 on the session starts a new session and says nothing was charged', () => {
    const g = guidanceFor(sessionExpiredError(), 'attendees');
    expect(g.actions).to.deep.equal(['new-session']);
    expect(g.keepsSelection).to.equal(false);
    expect(g.message).to.match(/Nothing was charged/);
  });

  it('network and timeout failures offer a retry', () => {
    expect(
      guidanceFor(networkError(new TypeError('fetch failed')), 'search').actions,
    ).to.deep.equal(['check-connection', 'retry']);
    expect(guidanceFor(timeoutError(15000), 'search').actions).to.deep.equal(['retry']);
  });

  it("a reference for support comes with what is not the buyer's to solve", () => {
    const reference = (status: number, code: number | string) =>
      guidanceFor(business(status, code), 'theatre').reference;
    // Unknown to the rules (40 has no words of its own), unavailable, sent to support by doc 1,
    // a server error.
    expect(reference(400, 47)).to.equal('ex-1');
    expect(reference(400, 40)).to.equal('ex-1');
    expect(reference(503, 4)).to.equal('ex-1');
    for (const code of [8, 11, 14, 35]) expect(reference(503, code), String(code)).to.equal('ex-1');
    expect(reference(500, 99)).to.equal('ex-1');
    // Documented and acted on by the buyer: a group size, a seat taken, a declined card.
    expect(reference(400, 1)).to.equal(null);
    expect(reference(400, 41)).to.equal(null);
    expect(reference(402, 'card_declined')).to.equal(null);
  });

  it('an unknown code shows the API title and description and is logged', () => {
    const g = guidanceFor(business(400, 47, 'Seat A12 cannot be sold online.'), 'seat-map');
    expect([g.title, g.message, g.log]).to.deep.equal([
      'T',
      'Seat A12 cannot be sold online.',
      true,
    ]);
  });

  it('code 41 (held by another buyer) is worded for seats, theatre tickets and tour tickets', () => {
    const seat = guidanceFor(business(400, 41), 'seat-map');
    expect([seat.title, seat.actions]).to.deep.equal(['Seat just taken', ['dismiss']]);
    expect(seat.message).to.match(/other seats are kept/);
    const band = guidanceFor(business(400, 41), 'theatre');
    expect([band.title, band.actions]).to.deep.equal(['Not enough tickets left', ['adjust']]);
    expect(band.message).to.match(/fewer tickets or another band/);
    const tour = guidanceFor(business(400, 41), 'tour');
    expect([tour.title, tour.actions]).to.deep.equal([
      'Not enough tickets left',
      ['rerun-availability'],
    ]);
    for (const g of [seat, band, tour]) {
      expect(g.keepsSelection).to.equal(true);
      expect(g.reference).to.equal(null);
    }
  });

  it('a 404 in the basket explains a timed-out reservation', () => {
    const g = guidanceFor(parseErrorResponse(404, 'Not Found', ''), 'basket');
    expect(g.title).to.match(/timed out/);
  });

  it('validation errors carry their field messages', () => {
    const e = parseErrorResponse(
      400,
      '',
      JSON.stringify({
        title: 'Bad',
        description: 'Invalid',
        code: null,
        errors: { email: ['Not an email.'] },
      }),
    );
    const g = guidanceFor(e, 'checkout');
    expect(g.actions).to.deep.equal(['fix-fields']);
    expect(g.fieldErrors).to.deep.equal({ email: ['Not an email.'] });
  });

  it('anything that is not a TesseraError gets a generic retry', () => {
    expect(guidanceFor(new Error('boom'), 'tour').actions).to.deep.equal(['retry']);
  });
});
