// Bodies the API should not send, on the theatre step: the event read and the reservation. Each
// is explained with an action, and the action then works.
import { expect } from '@open-wc/testing';
import type { StepRequest as StepRequestDetail } from '../../../src/events.js';
import { deepAll, waitFor } from '../sandbox-helpers.js';
import {
  button,
  choose,
  listen,
  pickFirstPerformance,
  shadow,
  text,
  waitForCombobox,
} from './queries.js';
import { mountTheatre, resetSandbox, type TheatreTestHost } from './theatre-host.js';

async function fault(body: object) {
  const r = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`fault: ${r.status} ${await r.text()}`);
}

function alertWith(root: ParentNode, title: string) {
  return waitFor(
    () =>
      // The step's own notices, and the error view's (in its shadow root).
      deepAll<HTMLElement>(root, '[role="alert"]').find((n) => n.textContent?.includes(title)),
    9000,
  );
}

describe('theatre step: answers the API should not send', function () {
  this.timeout(30000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(async () => {
    host?.remove();
    host = undefined;
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  for (const kind of ['empty', 'wrong-type', 'malformed'] as const) {
    it(`a ${kind} 200 for the event says so with Try again, which then loads it`, async () => {
      await fault({ method: 'GET', path: '/v2/theater-events/TH-LON-03', kind });
      host = await mountTheatre('TH-LON-03');
      const root = shadow(host);
      const alert = await alertWith(root, 'Unexpected answer');
      expect(alert.textContent).to.contain('could not be read');
      expect(root.querySelector('tessera-skeleton')).to.equal(null);
      await expect(host).to.be.accessible();
      button(alert, 'Try again')!.click();
      await pickFirstPerformance(host);
      await waitForCombobox(root, /^Adult tickets/);
    });
  }

  it('a failed event read offers Back to the show, which asks for the attraction', async () => {
    await fault({ method: 'GET', path: '/v2/theater-events/TH-LON-03', kind: 'html' });
    host = await mountTheatre('TH-LON-03');
    const alert = await alertWith(shadow(host), 'Temporarily unavailable');
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(alert, 'Back to the show')!.click();
    steps.stop();
    expect(steps.seen).to.deep.equal([{ step: 'attraction', params: { id: 'TH-LON-03' } }]);
  });

  it('an HTML 200 for the reservation says so; Try again then books', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    await pickFirstPerformance(host);
    const adult = await waitForCombobox(root, /^Adult tickets/);
    choose(adult, 2);
    await host.step.updateComplete;
    await fault({ method: 'POST', path: '/v2/theater-events/reservations', kind: 'wrong-type' });
    button(root, 'Add to basket')!.click();
    const alert = await alertWith(root, 'Unexpected answer');
    expect(text(root)).to.contain('Your selection is kept');
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(alert, 'Try again')!.click();
    await waitFor(() => steps.seen.length > 0, 9000);
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');
  });
});
