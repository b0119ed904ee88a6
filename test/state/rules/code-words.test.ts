// The words of doc 1's codes (src/state/rules/guidance-codes.ts) are a chunk of their own, which
// a happy path never loads: a refusal the client reads waits for them, so the step that words it
// has them at once. Until they have loaded, a refusal reads in the API's own words. This file runs
// in a page of its own, so nothing has loaded them before the first test.
import { expect } from '@open-wc/testing';
import { TesseraError } from '../../../src/api/index.js';
import { networkError } from '../../../src/api/errors.js';
import { parseErrorResponse } from '../../../src/api/error-body.js';
import { guidanceFor } from '../../../src/state/rules/guidance.js';
import { SAVED_CONFIRM, clientOn, json } from '../../api/fetch-double.js';

const refusal = {
  title: 'Insufficient availability',
  description: 'Only 1 ticket is left in Stalls.',
  code: 41,
  timestamp: '2026-01-01T00:00:00Z',
  exception_id: 'ex-1',
};

describe("the words of the API's codes", () => {
  it('before they load, a documented code reads as the API words it, with the support reference', () => {
    const error = parseErrorResponse(409, '', JSON.stringify(refusal));
    const guidance = guidanceFor(error, 'theatre');
    expect(guidance.title).to.equal('Insufficient availability');
    expect(guidance.message).to.equal('Only 1 ticket is left in Stalls.');
    expect(guidance.reference).to.equal('ex-1');
  });

  it('a request that got no answer is worded without them (offline, they could not be fetched)', () => {
    const guidance = guidanceFor(networkError(new TypeError('Failed to fetch')), 'theatre');
    expect(guidance.title).to.equal('No connection');
    expect(guidance.actions).to.deep.equal(['check-connection', 'retry']);
  });

  it('an authorization the host page could not give reaches the step worded too, though no answer came', async () => {
    const { client, double } = clientOn(() => json({}), {
      getAuthToken: () => Promise.reject(new Error('token server down')),
    });
    const error: unknown = await client.confirmWithSavedPayment(SAVED_CONFIRM).then(
      () => null,
      (e: unknown) => e,
    );
    expect(double.requests.filter((r) => r.path.endsWith('/confirm'))).to.have.length(0);
    const guidance = guidanceFor(error, 'checkout');
    expect(guidance.title).to.equal('Payment not authorised');
    expect(guidance.actions).to.deep.equal(['reauthorize', 'retry']);
  });

  it('a refusal the client reads reaches the step with its code worded', async () => {
    const { client } = clientOn(() => json(refusal, 409));
    const error: unknown = await client.getTour('t1', { date_start: '2026-05-01' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(TesseraError);
    // Worded at once, as a step does in its catch: no wait beyond the client's own.
    const guidance = guidanceFor(error, 'theatre');
    expect(guidance.title).to.equal('Not enough tickets left');
    expect(guidance.actions).to.deep.equal(['adjust']);
    // A refusal the buyer acts on alone names no support reference.
    expect(guidance.reference).to.equal(null);
  });
});
