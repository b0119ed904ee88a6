import { expect, fixture, html } from '@open-wc/testing';
import { BookingStore } from '../../../src/state/booking-store.js';
import type { TestHost } from '../checkout/context-host.js';
import '../../../src/features/basket/tessera-session-timer.js';
import type { TesseraSessionTimer } from '../../../src/features/basket/tessera-session-timer.js';
import {
  button,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  resetSandbox,
  text,
  waitFor,
  expectAccessible,
} from '../checkout/helpers.js';

const MIN = 60_000;

/** A clock the client and the timer share, moved forward by the test. */
function testClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
}

const liveRegion = (el: TesseraSessionTimer) =>
  el.shadowRoot!.querySelector('[role="status"]')!.textContent ?? '';

describe('tessera-session-timer', () => {
  beforeEach(resetSandbox);

  it('stays hidden until something is held, then counts down from 20 minutes', async () => {
    const clock = testClock();
    const client = await makeClient(clock.now);
    await reserveTheatre(client);
    const el = await mount<TesseraSessionTimer>(
      client,
      html`<tessera-session-timer .now=${clock.now}></tessera-session-timer>`,
    );
    expect(el.shadowRoot!.querySelector('[role="timer"]')).to.equal(null);
    el.held = true;
    const timer = await waitFor(() => el.shadowRoot!.querySelector('[role="timer"]'));
    expect(timer.textContent).to.match(/^(20:00|19:5\d)$/);
    await expectAccessible(el);
  });

  it('announces 5 and 1 minute left once, and keeps the tickets with one cheap call', async () => {
    const clock = testClock();
    const client = await makeClient(clock.now);
    await reserveTheatre(client);
    const el = await mount<TesseraSessionTimer>(
      client,
      html`<tessera-session-timer held .now=${clock.now}></tessera-session-timer>`,
    );
    clock.advance(15 * MIN + 1000);
    await waitFor(() => liveRegion(el).startsWith('5 minutes left'), 3000);
    clock.advance(4 * MIN);
    await waitFor(() => liveRegion(el).startsWith('1 minute left'), 3000);
    const before = (await requestLog()).length;
    button(el, 'Keep my tickets')!.click();
    await waitFor(() => liveRegion(el).includes('held for another 20 minutes'));
    const calls = (await requestLog()).slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['GET /v2/reservations']);
    await waitFor(() =>
      /^(20:00|19:5\d)$/.test(el.shadowRoot!.querySelector('[role="timer"]')?.textContent ?? ''),
    );
    await expectAccessible(el);
  });

  it('Keep my tickets keeps focus while busy, and one press is one call', async () => {
    const clock = testClock();
    const client = await makeClient(clock.now);
    await reserveTheatre(client);
    const el = await mount<TesseraSessionTimer>(
      client,
      html`<tessera-session-timer held .now=${clock.now}></tessera-session-timer>`,
    );
    const keep = await waitFor(() => button(el, 'Keep my tickets'));
    await injectFault({
      method: 'GET',
      path: '/v2/reservations',
      kind: 'latency',
      latency_ms: 600,
    });
    const before = (await requestLog()).length;
    keep.focus();
    keep.click();
    await el.updateComplete;
    expect(keep.getAttribute('aria-disabled')).to.equal('true');
    expect(keep.disabled).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(keep);
    keep.click();
    await waitFor(() => liveRegion(el).includes('held for another 20 minutes'));
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(keep);
    expect(keep.hasAttribute('aria-disabled')).to.equal(false);
    const calls = (await requestLog()).slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['GET /v2/reservations']);
  });

  it('at zero its countdown goes and the booking store, which owns expiry, ends the session', async () => {
    const clock = testClock();
    const client = await makeClient(clock.now);
    await reserveTheatre(client);
    const store = new BookingStore(() => 'timer-test');
    store.attach(client);
    store.added();
    const host = await fixture<TestHost>(
      html`<tessera-test-host .client=${client} .store=${store}
        ><tessera-session-timer held .now=${clock.now}></tessera-session-timer
      ></tessera-test-host>`,
    );
    const el = host.firstElementChild as TesseraSessionTimer;
    await waitFor(() => el.shadowRoot!.querySelector('[role="timer"]'));
    clock.advance(20 * MIN + 1000);
    await waitFor(() => store.state.expired, 3000);
    expect(store.state).to.include({ tickets: 0, held: false });
    el.held = store.state.held;
    await waitFor(() => !el.shadowRoot!.querySelector('.bar'));
    expect(text(el)).not.to.contain('Start again');
    store.detach();
  });

  it('never expires while a payment is in flight', async () => {
    const clock = testClock();
    const client = await makeClient(clock.now);
    await reserveTheatre(client);
    let expired = false;
    const el = await mount<TesseraSessionTimer>(
      client,
      html`<tessera-session-timer
        held
        payment-in-flight
        .now=${clock.now}
      ></tessera-session-timer>`,
    );
    el.addEventListener('tessera-session-expired', () => (expired = true));
    clock.advance(25 * MIN);
    await new Promise((r) => setTimeout(r, 1300));
    expect(expired).to.equal(false);
    expect(text(el)).to.contain('Your tickets stay held while you pay');
  });
});
