import { expect } from '@open-wc/testing';
import type { StepRequest as StepRequestDetail } from '../../../src/events.js';
import { holdTheatreTickets } from '../hold-tickets.js';
import { waitFor } from '../sandbox-helpers.js';
import { byRole, text, waitForRole } from './queries.js';
import {
  mountTour,
  newTourClient,
  resetSandbox,
  sandboxRequests,
  type TourTestHost,
} from './tour-host.js';

const shadow = (host: TourTestHost) => host.step.shadowRoot!;

function listen<T>(type: string) {
  const seen: T[] = [];
  const on = (e: Event) => seen.push((e as CustomEvent<T>).detail);
  document.addEventListener(type, on);
  return { seen, stop: () => document.removeEventListener(type, on) };
}

async function pickFirstDate(host: TourTestHost) {
  const first = await waitFor(() => shadow(host).querySelector<HTMLButtonElement>('.dates button'));
  first.click();
}

const tourReservations = async () =>
  (await sandboxRequests()).filter((r) => r.path === '/v2/tours/reservations');

describe('tour purchase step: the basket and choices made while availability reloads', function () {
  this.timeout(30000);
  let host: TourTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('explains a basket in another currency before reserving and offers the basket (code 24)', async () => {
    const client = await newTourClient('EUR');
    // Copenhagen's show is sold in DKK; the Paris cruise is not (a basket in GBP would now price
    // the cruise in GBP, as the cruise is sold in it too).
    await holdTheatreTickets(client, 'TH-CPH-01', 'DKK', 1);
    host = await mountTour('TO-PAR-01', { currency: 'EUR' }, client);
    const root = shadow(host);
    await pickFirstDate(host);
    (await waitForRole<HTMLInputElement>(root, 'radio', 'Daytime cruise')).click();
    await host.step.updateComplete;

    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    const alert = await waitFor(() =>
      [...root.querySelectorAll('[role=alert]')].find((n) =>
        n.textContent?.includes('Your basket is in DKK'),
      ),
    );
    expect(alert.textContent).to.contain('Complete or empty your basket to buy this in EUR.');
    expect(await tourReservations()).to.have.length(0);
    expect(byRole<HTMLInputElement>(root, 'radio', 'Daytime cruise')!.checked).to.equal(true);
    await expect(host).to.be.accessible();

    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(alert, 'button', 'Open the basket')!.click();
    steps.stop();
    expect(steps.seen.map((s) => s.step)).to.deep.equal(['basket']);
  });

  it('keeps an option chosen while availability is checked again for a new mix, and books it', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstDate(host);
    await waitForRole(root, 'radio', 'Daytime cruise');

    (await waitForRole<HTMLButtonElement>(root, 'button', 'Add one Adult')).click();
    await host.step.updateComplete;
    // The request for two adults is under way; the options of one adult stay to be chosen.
    expect(text(root)).to.contain('Updating the prices for your travellers');
    const radio = byRole<HTMLInputElement>(root, 'radio', 'Daytime cruise');
    expect(radio, 'the option can be clicked while availability reloads').to.not.equal(undefined);
    radio!.click();
    await host.step.updateComplete;

    await waitFor(() => !text(root).includes('Updating the prices'));
    const chosen = byRole<HTMLInputElement>(root, 'radio', 'Daytime cruise')!;
    expect(chosen.checked).to.equal(true);
    expect(chosen.closest('.choice')!.textContent).to.match(/2\s×\sAdult/);

    const steps = listen<StepRequestDetail>('tessera-step-request');
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const summary = await host.client!.getReservations();
    const held = summary.reservations[0] as { selection_name: string; number_of_tickets: number };
    expect([held.selection_name, held.number_of_tickets]).to.deep.equal(['Daytime cruise', 2]);
  });

  it('says so when the chosen option is not offered for the new mix', async () => {
    host = await mountTour('TO-LON-01');
    const root = shadow(host);
    await pickFirstDate(host);
    await waitForRole(root, 'radio', 'Morning group walk');
    (await waitForRole<HTMLButtonElement>(root, 'button', 'Add one Adult')).click();
    (await waitForRole<HTMLInputElement>(root, 'radio', 'Private walk')).click();
    await host.step.updateComplete;
    await waitFor(() => !text(root).includes('Updating the prices'));
    expect(byRole<HTMLInputElement>(root, 'radio', 'Private walk')!.checked).to.equal(true);

    (await waitForRole<HTMLButtonElement>(root, 'button', 'Remove one Adult')).click();
    await host.step.updateComplete;
    await waitFor(() => !text(root).includes('Updating the prices'));
    const walk = byRole<HTMLInputElement>(root, 'radio', 'Private walk')!;
    expect([walk.disabled, walk.checked]).to.deep.equal([true, false]);
    expect(root.querySelector('#options-status')?.textContent).to.contain(
      'Private walk is not available for these travellers. Choose another option.',
    );
    await expect(host).to.be.accessible();
  });
});
