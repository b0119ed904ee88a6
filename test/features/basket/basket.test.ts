import { expect, html } from '@open-wc/testing';
import '../../../src/features/basket/tessera-basket.js';
import type { TesseraBasket } from '../../../src/features/basket/tessera-basket.js';
import {
  advanceClock,
  button,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  reserveTour,
  resetSandbox,
  text,
  waitFor,
  expectAccessible,
} from '../checkout/helpers.js';

describe('tessera-basket', () => {
  beforeEach(resetSandbox);

  it('shows both kinds with times in the venue zone, tickets, fees, delivery, tour details and total', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 2);
    await reserveTour(client, 'TO-LON-03', 2);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    await waitFor(() => el.shadowRoot?.querySelectorAll('article').length === 2);
    const summary = (await client.getReservations({})) as {
      total_price: number;
      reservations: { timezone: string }[];
    };
    const shown = text(el);
    expect(shown).to.contain('Stand-Up Saturdays');
    expect(shown).to.contain('Stonehenge & Bath Day Trip');
    expect(shown).to.contain('General admission');
    expect(shown).to.match(/Adult/);
    expect(shown).to.contain('Delivery');
    expect(shown).to.contain('Pickup');
    expect(shown).to.contain('Language');
    // London shows start at 20:00 or 22:15 local time, whatever the browser's zone.
    expect(shown).to.match(/(8:00|10:15) PM/);
    // The full-day tour shows when it starts too, as its option did ("Full day, from 8:00 AM").
    const tour = [...el.shadowRoot!.querySelectorAll('article')].find((a) =>
      a.textContent!.includes('Stonehenge'),
    )!;
    expect(tour.querySelector('tessera-date-time')!.shadowRoot!.textContent).to.match(/\d:\d\d/);
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'GBP' }).format(
      summary.total_price / 100,
    );
    expect(shown).to.contain(`Total ${total}`);
    await expectAccessible(el);
  });

  it('removes one reservation and tells the host page', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 2);
    await reserveTour(client, 'TO-LON-01', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const removed = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-remove-from-cart', (e) => resolve(e), { once: true }),
    );
    const remove = await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    remove.click();
    // Asked first: Keep it keeps the reservation, with nothing sent.
    (await waitFor(() => button(el, 'Keep it'))).click();
    await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    expect(el.shadowRoot!.querySelectorAll('article')).to.have.length(2);
    expect((await requestLog()).filter((r) => r.method === 'DELETE')).to.have.length(0);
    button(el, 'Remove Stand-Up Saturdays')!.click();
    (await waitFor(() => button(el, 'Yes, remove'))).click();
    const event = await removed;
    expect(event.detail.items[0].item_name).to.equal('Stand-Up Saturdays');
    expect(event.detail.items[0].quantity).to.equal(2);
    expect(event.detail.currency).to.equal('GBP');
    await waitFor(() => el.shadowRoot?.querySelectorAll('article').length === 1);
    const names = [...el.shadowRoot!.querySelectorAll('article h3')].map((h) => h.textContent);
    expect(names).to.deep.equal(['Westminster Walking Tour']);
    const log = await requestLog();
    expect(log.filter((r) => r.method === 'DELETE' && r.status === 204)).to.have.length(1);
  });

  it('after a failed removal, Try again removes it', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const remove = await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    await injectFault({ method: 'DELETE', path: '/v2/reservations/*', kind: 'drop' });
    remove.click();
    (await waitFor(() => button(el, 'Yes, remove'))).click();
    await waitFor(() => text(el).includes('No connection'));
    // The question stays open: its Yes is the way to try again, as is the message's.
    await waitFor(() => button(el, 'Yes, remove'));
    const alert = el.shadowRoot!.querySelector('tessera-error-state')!;
    button(alert, 'Try again')!.click();
    await waitFor(() => text(el).includes('Your basket is empty'));
    const deletes = (await requestLog()).filter((r) => r.method === 'DELETE');
    expect(deletes.at(-1)!.status).to.equal(204);
  });

  it('explains a reservation that timed out when removing it', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const remove = await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    // Another tab removes it first: the server then answers 404 to ours.
    const [reservation] = (
      (await client.getReservations({})) as { reservations: { reservation_id: string }[] }
    ).reservations;
    await client.deleteReservation(reservation!.reservation_id);
    remove.click();
    (await waitFor(() => button(el, 'Yes, remove'))).click();
    await waitFor(() => text(el).includes('This booking has timed out'));
    expect(text(el)).to.contain('It is no longer in your basket');
    await waitFor(() => text(el).includes('Your basket is empty'));
    await expectAccessible(el);
  });

  it('removes everything after a confirmation', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    await reserveTour(client, 'TO-LON-01', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    (await waitFor(() => button(el, 'Remove all'))).click();
    (await waitFor(() => button(el, 'Yes, remove everything'))).click();
    await waitFor(() => text(el).includes('Your basket is empty'));
    const log = await requestLog();
    expect(log.some((r) => r.method === 'DELETE' && /\/reservations$/.test(r.path))).to.equal(true);
    await expectAccessible(el);
  });

  it('Remove asks with focus on Keep it; Yes keeps focus while busy; once removed, focus goes to the basket heading', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    await reserveTour(client, 'TO-LON-01', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const remove = await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    await injectFault({
      method: 'DELETE',
      path: '/v2/reservations/*',
      kind: 'latency',
      latency_ms: 600,
    });
    remove.focus();
    remove.click();
    // Asked first, focus on the safe answer; Yes removes and keeps focus while busy.
    let keep = await waitFor(() => button(el, 'Keep it'));
    await waitFor(() => el.shadowRoot!.activeElement === keep);
    // Escape keeps it: the question closes and focus goes back to Remove.
    keep.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => el.shadowRoot!.activeElement === button(el, 'Remove Stand-Up Saturdays'));
    expect(button(el, 'Keep it')).to.equal(undefined);
    button(el, 'Remove Stand-Up Saturdays')!.click();
    keep = await waitFor(() => button(el, 'Keep it'));
    await waitFor(() => el.shadowRoot!.activeElement === keep);
    const yes = button(el, 'Yes, remove')!;
    yes.focus();
    yes.click();
    await el.updateComplete;
    expect(yes.getAttribute('aria-disabled')).to.equal('true');
    expect(yes.disabled).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(yes);
    yes.click();
    const heading = el.shadowRoot!.querySelector('h2')!;
    await waitFor(() => el.shadowRoot!.activeElement === heading);
    expect(heading.textContent).to.equal('Your basket');
    expect(el.shadowRoot!.querySelectorAll('article')).to.have.length(1);
    const deletes = (await requestLog()).filter((r) => r.method === 'DELETE');
    expect(deletes).to.have.length(1);
  });

  it('after a failed removal, focus is on its Yes again, the question still open', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const remove = await waitFor(() => button(el, 'Remove Stand-Up Saturdays'));
    await injectFault({ method: 'DELETE', path: '/v2/reservations/*', kind: 'drop' });
    remove.click();
    const yes = await waitFor(() => button(el, 'Yes, remove'));
    yes.focus();
    yes.click();
    await waitFor(() => text(el).includes('No connection'));
    await waitFor(() => {
      const again = button(el, 'Yes, remove');
      return again && el.shadowRoot!.activeElement === again;
    });
  });

  it('Remove all moves focus to Keep my basket, which gives it back to Remove all; Yes stays focused while busy', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    const all = await waitFor(() => button(el, 'Remove all'));
    all.focus();
    all.click();
    const keep = await waitFor(() => button(el, 'Keep my basket'));
    await waitFor(() => el.shadowRoot!.activeElement === keep);
    keep.click();
    await waitFor(() => el.shadowRoot!.activeElement === button(el, 'Remove all'));
    button(el, 'Remove all')!.click();
    const yes = await waitFor(() => button(el, 'Yes, remove everything'));
    await injectFault({
      method: 'DELETE',
      path: '/v2/reservations',
      kind: 'latency',
      latency_ms: 600,
    });
    yes.focus();
    yes.click();
    await el.updateComplete;
    expect(yes.getAttribute('aria-disabled')).to.equal('true');
    expect(yes.textContent?.trim()).to.equal('Removing…');
    expect(el.shadowRoot!.activeElement).to.equal(yes);
    yes.click();
    await waitFor(() => text(el).includes('Your basket is empty'));
    await waitFor(() => el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('h2'));
    const log = await requestLog();
    expect(
      log.filter((r) => r.method === 'DELETE' && /\/reservations$/.test(r.path)),
    ).to.have.length(1);
  });

  it('tells the buyer when the session ended before the basket loaded', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    await advanceClock(21 * 60_000);
    const el = await mount<TesseraBasket>(client, html`<tessera-basket></tessera-basket>`);
    await waitFor(() => text(el).includes('Your session has ended'));
    expect(button(el, 'Start again')).to.be.instanceOf(HTMLButtonElement);
  });
});
