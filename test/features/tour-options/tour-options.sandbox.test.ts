import { expect } from '@open-wc/testing';
import type { AddToCartDetail, StepRequest as StepRequestDetail } from '../../../src/events.js';
import { waitFor } from '../sandbox-helpers.js';
import { byRole, text, waitForRole } from './queries.js';
import {
  advanceClock,
  mountTour,
  resetSandbox,
  sandboxRequests,
  type TourTestHost,
} from './tour-host.js';

const shadow = (host: TourTestHost) => host.step.shadowRoot!;

/** Waits for the dates and picks the first departure. */
async function pickFirstDate(host: TourTestHost): Promise<string> {
  const root = shadow(host);
  const first = await waitFor(() => root.querySelector<HTMLButtonElement>('.dates button'));
  first.click();
  return first.dataset.date!;
}

async function stepper(host: TourTestHost, name: string) {
  return waitForRole<HTMLButtonElement>(shadow(host), 'button', name);
}

/** Waits until availability has answered and the option can be chosen. */
async function chooseOption(host: TourTestHost, name: string) {
  const radio = await waitForRole<HTMLInputElement>(shadow(host), 'radio', name);
  radio.click();
  await host.step.updateComplete;
  return radio;
}

function listen<T>(type: string) {
  const seen: T[] = [];
  const on = (e: Event) => seen.push((e as CustomEvent<T>).detail);
  document.addEventListener(type, on);
  return { seen, stop: () => document.removeEventListener(type, on) };
}

describe('tour purchase step against the sandbox', function () {
  // Several round trips per test; other suites share this machine's two cores.
  this.timeout(30000);
  let host: TourTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('books two adults and a child with a pickup point and a tour language', async () => {
    host = await mountTour('TO-EDI-01');
    const root = shadow(host);
    await pickFirstDate(host);
    (await stepper(host, 'Add one Adult')).click();
    (await stepper(host, 'Add one Child')).click();
    await chooseOption(host, 'Coach day tour');
    await expect(host).to.be.accessible();

    const language = await waitForRole<HTMLSelectElement>(root, 'combobox', 'Tour language');
    expect([...language.options].map((o) => o.textContent?.trim())).to.include.members([
      'English',
      'French',
    ]);
    language.value = 'fr';
    language.dispatchEvent(new Event('change'));

    // Pickup list: notListed first, then alphabetical; each with address, postcode and a map link.
    const names = [...root.querySelectorAll('#pickup .choice label')].map((l) => l.textContent);
    expect(names[0]).to.equal('My pickup point is not listed');
    const rest = names.slice(1) as string[];
    expect(rest).to.deep.equal([...rest].sort((a, b) => a.localeCompare(b)));
    const search = byRole<HTMLInputElement>(root, 'searchbox', 'Find a pickup point')!;
    search.value = 'grand';
    search.dispatchEvent(new Event('input'));
    await host.step.updateComplete;
    const shownNames = [...root.querySelectorAll('#pickup .choice label')].map(
      (l) => l.textContent,
    );
    expect(shownNames).to.deep.equal(['My pickup point is not listed', 'Grand Hotel, Edinburgh']);
    const map = byRole<HTMLAnchorElement>(root, 'link', 'Map of Grand Hotel, Edinburgh')!;
    expect(map.href).to.match(/^https:\/\/www\.openstreetmap\.org\/\?mlat=5\d\.\d+&mlon=-3\.\d+/);
    expect(text(root)).to.contain('Edinburgh').and.to.contain('driver holds a sign');
    (await chooseOption(host, 'Grand Hotel, Edinburgh')).click();
    await expect(host).to.be.accessible();

    const carts = listen<AddToCartDetail>('tessera-add-to-cart');
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    carts.stop();
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');
    const cart = carts.seen[0];
    expect(cart.currency).to.equal('GBP');
    expect(cart.items.map((i) => [i.item_id, i.quantity])).to.deep.equal([
      ['TO-EDI-01', 2],
      ['TO-EDI-01', 1],
    ]);
    const sum = cart.items.reduce((n, i) => n + (i.price ?? 0) * (i.quantity ?? 0), 0);
    expect(cart.value).to.be.closeTo(sum, 0.001);

    // What the sandbox holds: the reservation with the language, the pickup and three tickets.
    const summary = await host.client!.getReservations();
    const held = summary.reservations[0] as {
      tour_language: string;
      pickup_point: { service_pickup_id: string; pickup_name: string } | null;
      number_of_tickets: number;
    };
    expect(held.tour_language).to.equal('fr');
    expect(held.pickup_point?.pickup_name).to.equal('Grand Hotel, Edinburgh');
    expect(held.number_of_tickets).to.equal(3);
    expect(steps.seen[0].params?.reservationId).to.equal(
      (summary.reservations[0] as { reservation_id: string }).reservation_id,
    );
  });

  it('pages through the departure dates between the first and last instance dates', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await waitFor(() => root.querySelector('.dates button'));
    expect(text(root)).to.match(/Departures from \w+day, \w+ \d+, 20\d\d to \w+day/);
    const dates = () =>
      [...root.querySelectorAll<HTMLButtonElement>('.dates button')].map((b) => b.dataset.date!);
    const first = dates();
    expect(first.length).to.be.within(10, 14);
    expect(
      byRole<HTMLButtonElement>(root, 'button', 'Earlier dates')!.getAttribute('aria-disabled'),
    ).to.equal('true');
    byRole<HTMLButtonElement>(root, 'button', 'Later dates')!.click();
    await waitFor(() => dates()[0] && dates()[0] > first[first.length - 1]);
    expect(
      byRole<HTMLButtonElement>(root, 'button', 'Earlier dates')!.getAttribute('aria-disabled'),
    ).to.equal('false');
    await expect(host).to.be.accessible();
    const chosen = root.querySelector<HTMLButtonElement>('.dates button')!;
    chosen.click();
    await host.step.updateComplete;
    expect(chosen.getAttribute('aria-pressed')).to.equal('true');
    await waitForRole(root, 'radio', 'Daytime cruise');
  });

  it('takes a free-text pickup when the place is not listed', async () => {
    host = await mountTour('TO-EDI-01');
    const root = shadow(host);
    await pickFirstDate(host);
    await chooseOption(host, 'Coach day tour');
    await chooseOption(host, 'My pickup point is not listed');
    const entry = await waitForRole<HTMLTextAreaElement>(
      root,
      'textbox',
      'Where should we pick you up?',
    );
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await host.step.updateComplete;
    expect(root.querySelector('#pickup [role=alert]')?.textContent).to.contain(
      'Tell us where to pick you up.',
    );
    await expect(host).to.be.accessible();
    entry.value = 'Balmoral Hotel, Princes Street';
    entry.dispatchEvent(new Event('input'));
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const summary = await host.client!.getReservations();
    const held = summary.reservations[0] as {
      pickup_point: { service_pickup_id: string; pickup_entry: string | null };
    };
    expect(held.pickup_point.service_pickup_id).to.equal('notListed');
    expect(held.pickup_point.pickup_entry).to.equal('Balmoral Hotel, Princes Street');
  });

  it('charges the fee per ticket of the booking-fee policy and is axe-clean in the dark scheme', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR', bookingFee: 'max' });
    host.useDarkScheme();
    const root = shadow(host);
    await pickFirstDate(host);
    const radio = await chooseOption(host, 'Daytime cruise');
    const shownTotal = radio.closest('.choice')!.querySelector('dd.total')!.textContent!.trim();
    await expect(host).to.be.accessible();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    // The sandbox refuses a fee outside the range (code 50); it took the maximum and charged it.
    const summary = await host.client!.getReservations();
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    expect(format.format(summary.total_price / 100)).to.equal(shownTotal);
  });

  it('shows a full-day option without an end time and asks for the required pickup before reserving', async () => {
    host = await mountTour('TO-LON-03');
    const root = shadow(host);
    await pickFirstDate(host);
    const radio = await chooseOption(host, 'Full day with entry tickets');
    const card = radio.closest('.choice')!;
    expect(card.textContent).to.match(/Full day, from 8:00\sAM/);
    // The zone as a buyer reads it, not its IANA id (Europe/London).
    expect(card.textContent).to.contain('(United Kingdom Time)');
    expect(card.textContent).not.to.contain('–');
    expect(card.textContent).to.contain('Total');

    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await host.step.updateComplete;
    expect(root.querySelector('#pickup [role=alert]')?.textContent).to.contain(
      'Choose a pickup point.',
    );
    const log = await sandboxRequests();
    expect(log.filter((r) => r.path.endsWith('/tours/reservations'))).to.have.length(0);
    await expect(host).to.be.accessible();

    // No notListed entry: this tour does not take pickups on request.
    expect(text(root)).not.to.contain('not listed');
    const first = root.querySelector<HTMLInputElement>('#pickup input[type=radio]')!;
    first.click();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const summary = await host.client!.getReservations();
    const held = summary.reservations[0] as { full_day: boolean; selection_name: string };
    expect(held.full_day).to.equal(true);
    expect(held.selection_name).to.equal('Full day with entry tickets');
  });

  it('explains an option refused by price_types_required and books it once the mix is fixed', async () => {
    host = await mountTour('TO-LON-01');
    const root = shadow(host);
    await pickFirstDate(host);
    await waitForRole(root, 'radio', 'Morning group walk');
    const privateWalk = byRole<HTMLInputElement>(root, 'radio', 'Private walk')!;
    expect(privateWalk.disabled).to.equal(true);
    expect(privateWalk.closest('.choice')!.textContent).to.contain(
      'Not available: Needs at least 2 Adult',
    );
    expect(root.querySelector('#travellers')!.textContent).to.contain(
      'Private walk: Needs at least 2 Adult',
    );
    await expect(host).to.be.accessible();

    const change = [...privateWalk.closest('.choice')!.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Change travellers',
    )!;
    change.click();
    expect(root.activeElement?.closest('#travellers')).to.not.equal(null);
    (await stepper(host, 'Add one Adult')).click();
    await chooseOption(host, 'Private walk');
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const summary = await host.client!.getReservations();
    const held = summary.reservations[0] as { selection_name: string; number_of_tickets: number };
    expect(held.selection_name).to.equal('Private walk');
    expect(held.number_of_tickets).to.equal(2);
  });

  it('enforces the guardian rule before asking availability', async () => {
    host = await mountTour('TO-LON-01');
    const root = shadow(host);
    await pickFirstDate(host);
    await waitForRole(root, 'radio', 'Morning group walk');
    const asked = async () =>
      (await sandboxRequests()).filter((r) => r.path === '/v2/tours/availability').length;
    const before = await asked();

    (await stepper(host, 'Remove one Adult')).click();
    (await stepper(host, 'Add one Child')).click();
    await host.step.updateComplete;
    const travellers = root.querySelector('#travellers')!;
    expect(travellers.querySelector('[role=status]')!.textContent).to.contain(
      'Child must travel with at least one Adult.',
    );
    expect(text(root)).to.contain('Adjust the travellers to see the options.');
    await new Promise((r) => setTimeout(r, 600));
    expect(await asked()).to.equal(before);
    await expect(host).to.be.accessible();

    (await stepper(host, 'Add one Adult')).click();
    await host.step.updateComplete;
    // The options of the last mix stay shown, marked as updating, until the new answer arrives.
    await waitFor(() => !text(root).includes('Updating the prices'));
    await waitForRole(root, 'radio', 'Morning group walk');
    expect(travellers.querySelector('[role=status]')!.textContent?.trim()).to.equal('');
    expect(await asked()).to.equal(before + 1);
  });

  it('an expired selection offered again unchanged is booked by the same one click', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstDate(host);
    await chooseOption(host, 'Evening cruise');
    const language = await waitForRole<HTMLSelectElement>(root, 'combobox', 'Tour language');
    language.value = 'fr';
    language.dispatchEvent(new Event('change'));
    await advanceClock(11 * 60_000);

    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    expect(steps.seen[0]).to.include({ step: 'basket' });
    const log = await sandboxRequests();
    const reserve = log.filter((r) => r.path === '/v2/tours/reservations');
    expect(reserve.map((r) => r.status)).to.deep.equal([424, 200]);
    const between = log.slice(log.indexOf(reserve[0]), log.indexOf(reserve[1]));
    expect(between.some((r) => r.path === '/v2/tours/availability' && r.status === 200)).to.equal(
      true,
    );
    const summary = await host.client!.getReservations();
    expect(summary.reservations).to.have.length(1);
    const held = summary.reservations[0] as { tour_language: string; selection_name: string };
    expect([held.selection_name, held.tour_language]).to.deep.equal(['Evening cruise', 'fr']);
  });

  it('books in a new session when the old one timed out with nothing held, keeping the choices', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstDate(host);
    await chooseOption(host, 'Evening cruise');
    const language = await waitForRole<HTMLSelectElement>(root, 'combobox', 'Tour language');
    language.value = 'fr';
    language.dispatchEvent(new Event('change'));
    await advanceClock(21 * 60_000);

    // Nothing was held, so nothing was lost: the buyer's one click books, with no message.
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    expect(steps.seen[0]).to.include({ step: 'basket' });
    expect(text(root)).not.to.contain('Your session has ended');
    const log = await sandboxRequests();
    const reserve = log.filter((r) => r.path === '/v2/tours/reservations').map((r) => r.status);
    expect(reserve[0]).to.equal(401);
    expect(reserve.at(-1)).to.equal(200);
    expect(reserve.filter((status) => status === 200)).to.have.length(1);
    const sessions = log.filter((r) => r.path === '/v2/booking-session' && r.method === 'POST');
    expect(sessions.length).to.be.at.least(2);
    const summary = await host.client!.getReservations();
    expect(summary.reservations).to.have.length(1);
    const held = summary.reservations[0] as { tour_language: string; selection_name: string };
    expect([held.selection_name, held.tour_language]).to.deep.equal(['Evening cruise', 'fr']);
  });

  it('maps refusals of the reservation to guidance and keeps the selection', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstDate(host);
    await chooseOption(host, 'Daytime cruise');
    const cases: [number, number, string, string][] = [
      [400, 26, 'Choose the pickup point again', 'Choose a pickup point'],
      [400, 36, 'Cannot be booked together', 'Open the basket'],
      [400, 24, 'Another currency in your basket', 'Open the basket'],
      [400, 37, 'More travellers needed', 'Change travellers'],
      [400, 38, 'Check the number of travellers', 'Change travellers'],
      [400, 39, 'Check the travellers', 'Change travellers'],
      [503, 9, 'Temporarily unavailable', 'Try again'],
    ];
    for (const [status, code, title, action] of cases) {
      await fault({ method: 'POST', path: '/v2/tours/reservations', kind: 'status', status, code });
      byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
      const alert = await waitFor(() =>
        [...root.querySelectorAll('.notice.error')].find((n) => n.textContent?.includes(title)),
      );
      expect(alert.querySelector('button')?.textContent?.trim(), `code ${code}`).to.equal(action);
      expect(byRole<HTMLInputElement>(root, 'radio', 'Daytime cruise')!.checked).to.equal(true);
    }
    await expect(host).to.be.accessible();

    // The provider error's own button retries, and the selection goes through.
    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Try again')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');
  });

  it('shows an availability failure with a retry', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await fault({
      method: 'POST',
      path: '/v2/tours/availability',
      kind: 'status',
      status: 503,
      code: 0,
      count: 3,
    });
    await pickFirstDate(host);
    const retry = await waitForRole<HTMLButtonElement>(root, 'button', 'Try again', 9000);
    expect(text(root)).to.contain('Temporarily unavailable');
    await expect(host).to.be.accessible();
    retry.click();
    await waitForRole(root, 'radio', 'Daytime cruise');
  });
});

async function fault(body: object) {
  const r = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(r.status).to.equal(201);
}
