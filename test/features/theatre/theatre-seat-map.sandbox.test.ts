import { expect } from '@open-wc/testing';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { waitFor } from '../sandbox-helpers.js';
import { choose, pickFirstPerformance, shadow, waitForCombobox } from './queries.js';
import { mountTheatre, resetSandbox, type TheatreTestHost } from './theatre-host.js';

/**
 * The seat map inside the theatre step, against the sandbox's Royal Crescent (codes STALLS,
 * CIRCLE, BALCONY; bands "Stalls", "Dress Circle", "Balcony"): its prices follow the tickets the
 * buyer chose and its sections carry the bands' names.
 */

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

async function seatMap(host: TheatreTestHost): Promise<TesseraSeatMap> {
  return waitFor(() => {
    const map = shadow(host).querySelector('tessera-seat-map');
    return map?.shadowRoot?.querySelector('circle.seat') ? map : undefined;
  }, 15000);
}

const legend = (map: TesseraSeatMap) =>
  [...map.shadowRoot!.querySelectorAll('.legend li')].map((li) => clean(li.textContent));

describe('seat map in the theatre step', function () {
  this.timeout(40000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('prices the legend and the picked seats at the tickets chosen, naming sections as the bands do', async () => {
    host = await mountTheatre('TH-LON-01');
    await pickFirstPerformance(host);
    const root = shadow(host);
    const adult = await waitForCombobox(root, /^Adult tickets, Stalls/);
    const adultPrice = /£\d+\.\d\d/.exec(
      clean(adult.closest('li')?.querySelector('.price')?.textContent),
    )![0];
    choose(adult, 2);
    await host.step.updateComplete;
    const map = await seatMap(host);
    await map.updateComplete;
    // Stalls sells several ticket types; the buyer chose Adult only: its price, no "from".
    const stalls = legend(map).find((l) => l.startsWith('Stalls'))!;
    expect(stalls).to.equal(`Stalls (Premium) ${adultPrice}`);
    expect(legend(map).find((l) => l.startsWith('Balcony'))).to.match(/ from £\d+\.\d\d$/);

    const input = map.shadowRoot!.querySelector<HTMLInputElement>('#best-count')!;
    input.value = '2';
    input.dispatchEvent(new Event('change'));
    map.shadowRoot!.querySelector<HTMLButtonElement>('.best button')!.click();
    await waitFor(() => /2\s×\sAdult/.test(host!.step.shadowRoot!.textContent ?? ''));
    await host.step.updateComplete;
    await map.updateComplete;
    expect(clean(map.shadowRoot!.querySelector('.message')?.textContent)).to.match(
      new RegExp(`^Selected 2 seats together: Stalls, row [A-Z], seats \\d+ to \\d+, £`),
    );
    const lines = [...map.shadowRoot!.querySelectorAll('.selection li')].map((li) =>
      clean(li.textContent),
    );
    expect(lines).to.have.length(2);
    for (const line of lines) {
      expect(line).to.contain('Stalls');
      expect(line).to.contain(`Adult ${adultPrice}`);
      expect(line).not.to.contain('STALLS');
    }
  });

  it('prices each picked seat at the ticket type it will carry when the buyer chose several types', async () => {
    host = await mountTheatre('TH-LON-01');
    await pickFirstPerformance(host);
    const root = shadow(host);
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 1);
    choose(await waitForCombobox(root, /^Child.* tickets, Stalls/), 1);
    await host.step.updateComplete;
    const map = await seatMap(host);
    expect(legend(map).find((l) => l.startsWith('Stalls'))).to.match(/ from £\d+\.\d\d$/);
    const input = map.shadowRoot!.querySelector<HTMLInputElement>('#best-count')!;
    input.value = '2';
    input.dispatchEvent(new Event('change'));
    map.shadowRoot!.querySelector<HTMLButtonElement>('.best button')!.click();
    await host.step.updateComplete;
    await map.updateComplete;
    // The reservation gives the first seat the Adult ticket and the second the Child one.
    const lines = [...map.shadowRoot!.querySelectorAll('.selection li')].map((li) =>
      clean(li.textContent),
    );
    expect(lines[0]).to.match(/Adult £\d+\.\d\d/);
    expect(lines[1]).to.match(/Child \(under 16\) £\d+\.\d\d/);
    // The block's message states no single price for seats that cost different amounts.
    expect(clean(map.shadowRoot!.querySelector('.message')?.textContent)).not.to.contain('£');
  });
});
