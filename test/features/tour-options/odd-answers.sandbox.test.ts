// Bodies the API should not send (empty 200, HTML 200, cut JSON, an HTML error page) and refusals
// that name a limit: each is explained with an action, and the action then works.
import { expect } from '@open-wc/testing';
import type { StepRequest as StepRequestDetail } from '../../../src/events.js';
import { waitFor } from '../sandbox-helpers.js';
import { byRole, text, waitForRole } from './queries.js';
import { mountTour, resetSandbox, type TourTestHost } from './tour-host.js';

const shadow = (host: TourTestHost) => host.step.shadowRoot!;

async function fault(body: object) {
  const r = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`fault: ${r.status} ${await r.text()}`);
}

async function pickFirstDate(host: TourTestHost) {
  const first = await waitFor(() => shadow(host).querySelector<HTMLButtonElement>('.dates button'));
  first.click();
}

/** The error notice whose text includes `title`. */
function alertWith(root: ParentNode, title: string) {
  return waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('[role="alert"]')].find((n) =>
        n.textContent?.includes(title),
      ),
    9000,
  );
}

function listenSteps() {
  const seen: StepRequestDetail[] = [];
  const on = (e: Event) => seen.push((e as CustomEvent<StepRequestDetail>).detail);
  document.addEventListener('tessera-step-request', on);
  return { seen, stop: () => document.removeEventListener('tessera-step-request', on) };
}

describe('tour step: answers the API should not send', function () {
  this.timeout(30000);
  let host: TourTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(async () => {
    host?.remove();
    host = undefined;
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  for (const kind of ['empty', 'wrong-type', 'malformed'] as const) {
    it(`a ${kind} 200 for the tour says so with Try again, which then loads the step`, async () => {
      await fault({ method: 'GET', path: '/v2/tours/*', kind });
      host = await mountTour('TO-PAR-01', { currency: 'EUR' });
      const root = shadow(host);
      const alert = await alertWith(root, 'Unexpected answer');
      expect(alert.textContent).to.contain('could not be read');
      expect(root.querySelector('tessera-skeleton')).to.equal(null);
      await expect(host).to.be.accessible();
      byRole<HTMLButtonElement>(alert, 'button', 'Try again')!.click();
      await pickFirstDate(host);
      await waitForRole(root, 'radio', 'Daytime cruise', 9000);
    });
  }

  it('a failed tour read offers Back to the tour, which asks for the attraction', async () => {
    await fault({ method: 'GET', path: '/v2/tours/*', kind: 'html' });
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    const alert = await alertWith(root, 'Temporarily unavailable');
    const steps = listenSteps();
    byRole<HTMLButtonElement>(alert, 'button', 'Back to the tour')!.click();
    steps.stop();
    expect(steps.seen).to.deep.equal([{ step: 'attraction', params: { id: 'TO-PAR-01' } }]);
  });

  for (const kind of ['empty', 'wrong-type', 'malformed'] as const) {
    it(`a ${kind} 200 for availability offers Try again, which then shows the options`, async () => {
      host = await mountTour('TO-PAR-01', { currency: 'EUR' });
      const root = shadow(host);
      await waitFor(() => root.querySelector('.dates button'));
      await fault({ method: 'POST', path: '/v2/tours/availability', kind });
      await pickFirstDate(host);
      const alert = await alertWith(root, 'Unexpected answer');
      await expect(host).to.be.accessible();
      byRole<HTMLButtonElement>(alert, 'button', 'Try again')!.click();
      await waitForRole(root, 'radio', 'Daytime cruise', 9000);
    });
  }

  it('an unknown refusal of availability has no dead Dismiss: its button reads it again', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await waitFor(() => root.querySelector('.dates button'));
    await fault({
      method: 'POST',
      path: '/v2/tours/availability',
      kind: 'status',
      status: 400,
      code: 4242,
    });
    await pickFirstDate(host);
    const alert = await alertWith(root, 'Provider error');
    expect(byRole(alert, 'button', 'Dismiss')).to.equal(undefined);
    byRole<HTMLButtonElement>(alert, 'button', 'Try again')!.click();
    await waitForRole(root, 'radio', 'Daytime cruise', 9000);
  });

  it('a refused reservation can be dismissed, and Try again then books', async () => {
    host = await mountTour('TO-PAR-01', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstDate(host);
    (await waitForRole<HTMLInputElement>(root, 'radio', 'Daytime cruise', 9000)).click();
    await fault({ method: 'POST', path: '/v2/tours/reservations', kind: 'empty' });
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    let alert = await alertWith(root, 'Unexpected answer');
    // The empty answer booked nothing (the fault answers instead of the route).
    const steps = listenSteps();
    byRole<HTMLButtonElement>(alert, 'button', 'Try again')!.click();
    await waitFor(() => steps.seen.length > 0, 9000);
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');

    await fault({
      method: 'POST',
      path: '/v2/tours/reservations',
      kind: 'status',
      status: 400,
      code: 4242,
    });
    byRole<HTMLButtonElement>(root, 'button', 'Add to basket')!.click();
    alert = await alertWith(root, 'Provider error');
    const dismiss = byRole<HTMLButtonElement>(alert, 'button', 'Dismiss')!;
    dismiss.focus();
    dismiss.click();
    await host.step.updateComplete;
    expect(text(root)).to.not.contain('Provider error');
    // Focus is not dropped with the message: it goes to the action the message was about.
    await waitFor(() => root.activeElement?.textContent?.trim() === 'Add to basket');
  });

  it('code 39 names the limit: at most 2 infants, from the API', async () => {
    host = await mountTour('TO-LON-01');
    const root = shadow(host);
    await pickFirstDate(host);
    const addInfant = await waitForRole<HTMLButtonElement>(root, 'button', 'Add one Infant');
    for (let i = 0; i < 3; i++) {
      addInfant.click();
      await host.step.updateComplete;
    }
    const alert = await alertWith(root, 'Check the travellers');
    expect(alert.textContent).to.contain('Infant: at most 2 per booking.');
    expect(alert.textContent).to.not.contain('as the hint says');
    byRole<HTMLButtonElement>(root, 'button', 'Remove one Infant')!.click();
    await waitForRole(root, 'radio', /./, 9000);
  });
});
