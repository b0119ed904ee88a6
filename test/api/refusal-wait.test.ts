// What a refusal waits for (prepareForRefusals) never holds it for long: a fetch that stalls lets
// the refusal through after REFUSAL_WAIT_MS, and the step words it in the API's own words. This
// file runs in a page of its own: the stalled load stays registered only here.
import { expect } from '@open-wc/testing';
import { TesseraError } from '../../src/api/index.js';
import { REFUSAL_WAIT_MS, prepareForRefusals } from '../../src/api/transport.js';
import { clientOn, json } from './fetch-double.js';

describe('a refusal and what it waits for', () => {
  it('a load that never settles holds the refusal no longer than REFUSAL_WAIT_MS', async () => {
    let asked = 0;
    prepareForRefusals(() => {
      asked += 1;
      return new Promise(() => undefined);
    });
    const refusal = { title: 'Not available', description: 'Sold out.', code: 41 };
    const { client } = clientOn(() => json(refusal, 409));
    const started = performance.now();
    const error: unknown = await client.getTour('t1', { date_start: '2026-05-01' }).then(
      () => null,
      (e: unknown) => e,
    );
    const waited = performance.now() - started;
    expect(error).to.be.instanceOf(TesseraError);
    expect((error as TesseraError).code).to.equal(41);
    expect(asked).to.equal(1);
    expect(waited).to.be.at.least(REFUSAL_WAIT_MS - 50);
    expect(waited).to.be.below(REFUSAL_WAIT_MS + 2000);
  });
});
