import { expect } from '@open-wc/testing';
import { TesseraError, isAbortError } from '../../src/api/index.js';
import { backoffDelay, DEFAULT_RETRY } from '../../src/api/retry.js';
import { SAVED_CONFIRM, clientOn, hang, json, text } from './fetch-double.js';

const setup = clientOn;

const unavailable = () => json({ title: '503', description: 'Provider unavailable', code: 0 }, 503);
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};
const calls = (d: { requests: { path: string }[] }, suffix: string) =>
  d.requests.filter((r) => r.path.endsWith(suffix)).length;

describe('abort and timeout', () => {
  it("a caller's abort rejects with an AbortError, not a TesseraError", async () => {
    const { client } = setup(() => hang());
    const controller = new AbortController();
    const pending = client.getTheaterSeats('a', 'i', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).to.not.be.instanceOf(TesseraError);
    expect(isAbortError(error)).to.equal(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, double } = setup(() => json([]));
    const error = await client
      .listAttractionTypes({ signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).to.equal(true);
    expect(double.requests).to.have.length(0);
  });

  it('aborts on its own timeout with kind "timeout", distinct from a caller abort', async () => {
    const { client } = setup(() => hang(), { timeoutMs: 30 });
    const started = performance.now();
    const error = (await client.listAttractionTypes().catch((e: unknown) => e)) as TesseraError;
    expect(error).to.be.instanceOf(TesseraError);
    expect(error).to.include({ kind: 'timeout', status: 0, action: 'try-later' });
    expect(performance.now() - started).to.be.below(1000);
  });

  it('a timed-out request is not retried', async () => {
    const { client, double } = setup(() => hang(), { timeoutMs: 20 });
    await client.listAttractionTypes().catch(() => {});
    expect(double.requests).to.have.length(1);
  });

  it('abort during the retry wait stops at once', async () => {
    const { client, double } = setup(unavailable, {
      retry: { baseDelayMs: 5000, maxDelayMs: 5000, random: () => 1 },
    });
    const controller = new AbortController();
    const pending = client.listAttractionTypes({ signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).to.equal(true);
    expect(double.requests).to.have.length(1);
  });

  it('a network failure becomes kind "network" with the check-connection action', async () => {
    const { client } = setup(networkDown, { retry: { attempts: 1 } });
    const error = (await client.listAttractionTypes().catch((e: unknown) => e)) as TesseraError;
    expect(error).to.include({ kind: 'network', status: 0, action: 'check-connection' });
    expect(error.title).to.be.a('string');
    expect(error.cause).to.be.instanceOf(TypeError);
  });
});

describe('retry policy', () => {
  it('retries a GET on 503 up to the bound (3 attempts by default)', async () => {
    const { client, double } = setup(unavailable);
    const error = (await client
      .getTour('t', { date_start: '2026-05-01' })
      .catch((e: unknown) => e)) as TesseraError;
    expect(error.status).to.equal(503);
    expect(calls(double, '/tours/t')).to.equal(3);
    expect(DEFAULT_RETRY.attempts).to.equal(3);
  });

  it('retries a GET on a network error and returns the later success', async () => {
    const { client, double } = setup((_, i) =>
      i < 2 ? networkDown() : json([{ id: 1, name: 'THEATER' }]),
    );
    expect(await client.listAttractionTypes()).to.deep.equal([{ id: 1, name: 'THEATER' }]);
    expect(double.requests).to.have.length(3);
  });

  it('does not retry a GET on other errors (400, 404, 500)', async () => {
    for (const status of [400, 404, 500]) {
      const { client, double } = setup(() =>
        json({ title: 't', description: 'd', code: null }, status),
      );
      await client.listAttractionTypes().catch(() => {});
      expect(double.requests, String(status)).to.have.length(1);
    }
  });

  it('retries the tour availability POST (safe to repeat)', async () => {
    const { client, double } = setup((r) =>
      r.path.endsWith('/availability') ? unavailable() : json({}),
    );
    await client
      .getTourAvailability({ attraction_id: 't', date: '2026-05-01', tickets: [] })
      .catch(() => {});
    expect(calls(double, '/tours/availability')).to.equal(3);
  });

  const unsafe: [string, (c: ReturnType<typeof setup>['client']) => Promise<unknown>, string][] = [
    [
      'reserveTheater',
      (c) => c.reserveTheater({ attraction_id: 'a', instance_id: 'i', tickets: [] }),
      '/theater-events/reservations',
    ],
    [
      'reserveTour',
      (c) =>
        c.reserveTour({ attraction_id: 'a', date: '2026-05-01', selection_id: 's', tickets: [] }),
      '/tours/reservations',
    ],
    [
      'confirmReservations',
      (c) =>
        c.confirmReservations({
          email: 'e',
          first_name: 'f',
          second_name: 's',
          phone_number: 'p',
          reservations: [],
        }),
      '/v2/reservations',
    ],
    ['addAttendees', (c) => c.addAttendees({ attendees: [] }), '/attendees'],
    ['updateAttendees', (c) => c.updateAttendees({ attendees: [] }), '/attendees'],
    [
      'requestPhoneVerification',
      (c) => c.requestPhoneVerification({ phone_number: '+1' }),
      '/phone-number-verification',
    ],
    [
      'confirmPhoneCode',
      (c) => c.confirmPhoneCode({ phone_number: '+1', phone_number_verification_code: '1' }),
      '/verification-code-confirmation',
    ],
    ['deleteReservation', (c) => c.deleteReservation('r'), '/reservations/r'],
  ];
  for (const [name, run, suffix] of unsafe) {
    it(`never retries ${name}, on 503 or on a network error`, async () => {
      for (const failure of [unavailable, networkDown]) {
        const { client, double } = setup((r) => (r.path.endsWith(suffix) ? failure() : json({})));
        const error = await run(client).catch((e: unknown) => e);
        expect(error).to.be.instanceOf(TesseraError);
        expect(calls(double, suffix)).to.equal(1);
      }
    });
  }

  it('backs off exponentially with full jitter, capped, honouring Retry-After', () => {
    const opts = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.999 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, opts))).to.deep.equal([
      99, 199, 399, 799, 999,
    ]);
    expect(backoffDelay(3, { ...opts, random: () => 0 })).to.equal(0);
    expect(backoffDelay(1, { ...opts, random: () => 0 }, 600)).to.equal(600);
    expect(backoffDelay(1, opts, 60_000)).to.equal(1000);
  });

  it('waits at least a 503 Retry-After between attempts', async () => {
    const { client, double } = setup(
      (_, i) =>
        i === 0
          ? json({ title: 't', description: 'd', code: 0 }, 503, { 'Retry-After': '0' })
          : json([]),
      { retry: { baseDelayMs: 1, maxDelayMs: 5000, random: () => 0 } },
    );
    await client.listAttractionTypes();
    expect(double.requests).to.have.length(2);
  });
});

describe('authorization and logging', () => {
  const confirm = SAVED_CONFIRM;

  it('asks getAuthToken for every saved-payment confirmation', async () => {
    let n = 0;
    const { client, double } = setup(() => json({ transaction_id: 't', user_id: 'u' }), {
      getAuthToken: async () => `jwt-${++n}`,
    });
    await client.confirmWithSavedPayment(confirm);
    await client.confirmWithSavedPayment(confirm);
    expect(
      double.requests.filter((r) => r.headers.authorization).map((r) => r.headers.authorization),
    ).to.deep.equal(['Bearer jwt-1', 'Bearer jwt-2']);
  });

  it('without getAuthToken the confirmation fails before any request, asking to re-authorize', async () => {
    const { client, double } = setup(() => json({}));
    const error = (await client
      .confirmWithSavedPayment(confirm)
      .catch((e: unknown) => e)) as TesseraError;
    expect(error.action).to.equal('reauthorize');
    expect(double.requests.filter((r) => r.path.endsWith('/confirm'))).to.have.length(0);
  });

  it("a getAuthToken that never answers fails the confirmation after the call's time, asking to re-authorize, and sends nothing", async () => {
    const { client, double } = setup(() => json({}), {
      getAuthToken: () => new Promise<string>(() => undefined),
      timeoutMs: 30,
    });
    const error = (await client
      .confirmWithSavedPayment(confirm)
      .catch((e: unknown) => e)) as TesseraError;
    expect(error.action).to.equal('reauthorize');
    expect(String((error.cause as Error).message)).to.contain(
      'getAuthToken did not settle in 30 ms',
    );
    expect(double.requests.filter((r) => r.path.endsWith('/confirm'))).to.have.length(0);
  });

  it('a 401 about the Authorization token does not expire the booking session', async () => {
    const { client } = setup(
      (r) =>
        r.path.endsWith('/confirm')
          ? json(
              {
                title: '401 Unauthorized',
                description: 'Authorization token required',
                code: null,
              },
              401,
            )
          : json({}),
      { getAuthToken: async () => 'stale' },
    );
    const error = (await client
      .confirmWithSavedPayment(confirm)
      .catch((e: unknown) => e)) as TesseraError;
    expect(error.action).to.equal('reauthorize');
    expect(client.sessionStatus()).to.equal('active');
  });

  it('logs the response of an unknown code with console.warn (injectable) and shows its description', async () => {
    const { client, warnings } = setup(() =>
      json({ title: 'Odd', description: 'Something new', code: 4242 }, 400),
    );
    const error = (await client.listAttractionTypes().catch((e: unknown) => e)) as TesseraError;
    expect(error.action).to.equal('show-description');
    expect(error.description).to.equal('Something new');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('listAttractionTypes').and.contain('4242');
  });

  it('does not log known codes', async () => {
    const { client, warnings } = setup(() => json({ title: 'x', description: 'y', code: 36 }, 400));
    await client
      .reserveTour({ attraction_id: 'a', date: '2026-05-01', selection_id: 's', tickets: [] })
      .catch(() => {});
    expect(warnings).to.have.length(0);
  });

  it('an unreadable success body is a TesseraError, not a SyntaxError', async () => {
    const { client } = setup(() => text('<html>oops</html>', 200));
    const error = await client.listAttractionTypes().catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TesseraError);
  });
});
