import { expect } from '@open-wc/testing';
import {
  TesseraError,
  createApiClient,
  SESSION_TIMEOUT_MS,
  sessionKey,
} from '../../src/api/index.js';
import type { ApiClientConfig, SessionSnapshot } from '../../src/api/index.js';
import {
  createFetchDouble,
  fitting,
  json,
  memoryStorage,
  text,
  withSession,
} from './fetch-double.js';
import type { Route } from './fetch-double.js';

const MIN = 60_000;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function setup(route: Route, extra: Partial<ApiClientConfig> = {}) {
  const double = createFetchDouble(route);
  const config: ApiClientConfig = {
    baseUrl: '',
    distributorId: 'dist-7',
    language: 'en',
    currency: 'EUR',
    fetch: double.fetch,
    ...extra,
  };
  return { double, config, client: createApiClient(config) };
}

const ok: Route = (r) => fitting(r);

describe('booking session', () => {
  it('creates the session, stores its token keyed by distributor, and starts the 20-minute deadline', async () => {
    const storage = memoryStorage();
    const t = clock();
    const { client } = setup(withSession(ok, 'tok-A'), { storage, now: t.now });
    expect(client.sessionStatus()).to.equal('none');
    expect(client.timeLeftMs()).to.equal(0);
    await client.getReservations();
    expect(client.sessionStatus()).to.equal('active');
    expect(client.timeLeftMs()).to.equal(SESSION_TIMEOUT_MS);
    expect(SESSION_TIMEOUT_MS).to.equal(20 * MIN);
    const stored = JSON.parse(storage.getItem(sessionKey('dist-7'))!);
    expect(stored.token).to.equal('tok-A');
  });

  it('resumes the stored session after a reload (new client, same storage) without creating another', async () => {
    const storage = memoryStorage();
    const t = clock();
    const first = setup(withSession(ok, 'tok-A'), { storage, now: t.now });
    await first.client.getReservations();
    t.advance(5 * MIN);

    const reloaded = setup(withSession(ok, 'tok-B'), { storage, now: t.now });
    expect(reloaded.client.sessionStatus()).to.equal('active');
    expect(reloaded.client.timeLeftMs()).to.equal(15 * MIN);
    await reloaded.client.getReservations();
    expect(reloaded.double.requests.map((r) => r.path)).to.deep.equal(['/v2/reservations']);
    expect(reloaded.double.requests[0].headers['booking-session']).to.equal('tok-A');
  });

  it('uses window.sessionStorage by default', async () => {
    const distributorId = `dist-${Math.random()}`;
    const { client } = setup(withSession(ok, 'tok-S'), { distributorId });
    await client.listShowcases();
    expect(JSON.parse(sessionStorage.getItem(sessionKey(distributorId))!).token).to.equal('tok-S');
    sessionStorage.removeItem(sessionKey(distributorId));
  });

  it('a tab holding the token under the pre-v1 key keeps its session (window.sessionStorage)', async () => {
    const distributorId = `dist-${Math.random()}`;
    const old = `tessera.booking-session.${distributorId}`;
    const t = clock();
    sessionStorage.setItem(old, JSON.stringify({ token: 'tok-old', deadline: t.now() + 5 * MIN }));
    try {
      const { client, double } = setup(withSession(ok, 'tok-new'), { distributorId, now: t.now });
      expect(client.sessionStatus()).to.equal('active');
      await client.getReservations();
      expect(double.requests.map((r) => r.path)).to.deep.equal(['/v2/reservations']);
      expect(double.requests[0].headers['booking-session']).to.equal('tok-old');
      expect(sessionStorage.getItem(old)).to.equal(null);
      expect(JSON.parse(sessionStorage.getItem(sessionKey(distributorId))!).token).to.equal(
        'tok-old',
      );
    } finally {
      sessionStorage.removeItem(old);
      sessionStorage.removeItem(sessionKey(distributorId));
    }
  });

  it('keeps sessions of different distributors apart', async () => {
    const storage = memoryStorage();
    await setup(withSession(ok, 'tok-1'), {
      storage,
      distributorId: 'one',
    }).client.getReservations();
    const other = setup(withSession(ok, 'tok-2'), { storage, distributorId: 'two' });
    expect(other.client.sessionStatus()).to.equal('none');
  });

  it('restarts the deadline from each response to a call that sends the token, not from other calls', async () => {
    const t = clock();
    const { client } = setup(withSession(ok), { storage: null, now: t.now });
    await client.getReservations();
    t.advance(12 * MIN);
    expect(client.timeLeftMs()).to.equal(8 * MIN);
    await client.listAttractionTypes(); // SD only: the server's clock does not restart
    expect(client.timeLeftMs()).to.equal(8 * MIN);
    await client.listShowcases(); // BS
    expect(client.timeLeftMs()).to.equal(20 * MIN);
  });

  it('measures the restart from the response, not the request', async () => {
    const t = clock();
    const { client } = setup(
      withSession(async (r) => {
        if (r.path.endsWith('/reservations')) t.advance(3000); // a slow answer
        return fitting(r);
      }),
      { storage: null, now: t.now },
    );
    await client.listShowcases();
    t.advance(MIN);
    await client.getReservations();
    expect(client.timeLeftMs()).to.equal(20 * MIN);
  });

  it('a business error still restarts the deadline (the token was accepted)', async () => {
    const t = clock();
    const { client } = setup(
      withSession((r) =>
        r.path.endsWith('/reservations')
          ? json({ title: 'x', description: 'y', code: 36 }, 400)
          : fitting(r),
      ),
      { storage: null, now: t.now },
    );
    await client.listShowcases();
    t.advance(10 * MIN);
    await client
      .reserveTour({ attraction_id: 'a', date: '2026-05-01', selection_id: 's', tickets: [] })
      .catch(() => {});
    expect(client.timeLeftMs()).to.equal(20 * MIN);
  });

  it('notifies subscribers at once and on every change', async () => {
    const t = clock();
    const { client } = setup(withSession(ok), { storage: null, now: t.now });
    const seen: SessionSnapshot[] = [];
    const unsubscribe = client.subscribeSession((s) => seen.push(s));
    await client.getReservations();
    t.advance(MIN);
    await client.getReservations();
    unsubscribe();
    await client.getReservations();
    expect(seen.map((s) => s.status)).to.deep.equal(['none', 'active', 'active']);
    expect(seen[2].deadline! - seen[1].deadline!).to.equal(MIN);
  });

  it('is expired once the deadline passes; calls needing it fail with new-session and nothing is sent', async () => {
    const t = clock();
    const { client, double } = setup(withSession(ok), { storage: null, now: t.now });
    await client.getReservations();
    t.advance(20 * MIN);
    expect(client.sessionStatus()).to.equal('expired');
    expect(client.timeLeftMs()).to.equal(0);
    const error = await client.getReservations().catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TesseraError);
    expect((error as TesseraError).action).to.equal('new-session');
    expect(double.requests).to.have.length(2);
    // Calls without the token still work.
    await client.listAttractionTypes();
    expect(double.requests).to.have.length(3);
  });

  it('a 401 on a token call is session-expired for the UI, never a silent new empty session', async () => {
    const storage = memoryStorage();
    const { client, double } = setup(
      withSession((r) =>
        r.path.endsWith('/reservations')
          ? json(
              { title: '401 Unauthorized', description: 'Invalid booking session', code: null },
              401,
            )
          : fitting(r),
      ),
      { storage },
    );
    await client.listShowcases();
    const error = (await client.getReservations().catch((e: unknown) => e)) as TesseraError;
    expect(error).to.be.instanceOf(TesseraError);
    expect(error).to.include({
      status: 401,
      action: 'new-session',
      description: 'Invalid booking session',
    });
    expect(client.sessionStatus()).to.equal('expired');
    const again = (await client.listShowcases().catch((e: unknown) => e)) as TesseraError;
    expect(again.action).to.equal('new-session');
    expect(double.requests.filter((r) => r.path.endsWith('/booking-session'))).to.have.length(1);
    // The expired state survives a reload, so the UI can still explain it.
    expect(setup(ok, { storage }).client.sessionStatus()).to.equal('expired');
  });

  it('startNewSession replaces an expired session', async () => {
    let n = 0;
    const route: Route = (r) => {
      if (r.path.endsWith('/booking-session')) return json({ 'booking-session': `tok-${++n}` });
      if (r.headers['booking-session'] === 'tok-1') return text('', 401);
      return fitting(r);
    };
    const { client, double } = setup(route, { storage: null });
    await client.getReservations().catch(() => {});
    expect(client.sessionStatus()).to.equal('expired');
    const snapshot = await client.startNewSession();
    expect(snapshot.status).to.equal('active');
    await client.getReservations();
    expect(double.requests.at(-1)!.headers['booking-session']).to.equal('tok-2');
  });

  it('a late 401 for a replaced token does not expire the new session', async () => {
    let n = 0;
    let release: (r: Response) => void = () => {};
    const route: Route = (r) => {
      if (r.path.endsWith('/booking-session')) return json({ 'booking-session': `tok-${++n}` });
      if (r.headers['booking-session'] === 'tok-1' && r.path.endsWith('/showcases')) {
        return new Promise<Response>((resolve) => (release = resolve));
      }
      return fitting(r);
    };
    const { client } = setup(route, { storage: null });
    await client.getReservations();
    const stale = client.listShowcases().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    await client.startNewSession();
    release(text('', 401));
    expect(((await stale) as TesseraError).status).to.equal(401);
    expect(client.sessionStatus()).to.equal('active');
  });

  it('a confirmation closes the session, so the next booking gets a new one', async () => {
    const storage = memoryStorage();
    let n = 0;
    const route: Route = (r) =>
      r.path.endsWith('/booking-session')
        ? json({ 'booking-session': `tok-${++n}` })
        : r.method === 'PUT'
          ? json({ transaction_id: 't', user_id: 'u', client_secret: 'cs' })
          : fitting(r);
    const { client, double } = setup(route, { storage });
    await client.getReservations();
    const result = await client.confirmReservations({
      email: 'a@b.c',
      first_name: 'A',
      second_name: 'B',
      phone_number: '+44123',
      reservations: ['r1'],
    });
    expect(result).to.deep.equal({ transaction_id: 't', user_id: 'u', client_secret: 'cs' });
    expect(client.sessionStatus()).to.equal('none');
    expect(storage.getItem(sessionKey('dist-7'))).to.equal(null);
    await client.getReservations();
    expect(double.requests.at(-1)!.headers['booking-session']).to.equal('tok-2');
  });

  it('a failed session creation is reported and not retried', async () => {
    const { client, double } = setup(
      () => json({ title: 'Service Unavailable', description: 'down', code: 0 }, 503),
      {
        storage: null,
        retry: { baseDelayMs: 1 },
      },
    );
    const error = (await client
      .listAttractions({ date_start: '2026-05-01' })
      .catch((e: unknown) => e)) as TesseraError;
    expect(error.status).to.equal(503);
    expect(double.requests.map((r) => r.path)).to.deep.equal(['/v2/booking-session']);
    expect(client.sessionStatus()).to.equal('none');
  });

  it('survives storage that throws (private mode, quota)', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { client } = setup(withSession(ok), { storage: broken });
    await client.getReservations();
    expect(client.sessionStatus()).to.equal('active');
  });
});
