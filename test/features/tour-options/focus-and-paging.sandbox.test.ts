// The tour step for a keyboard and screen-reader user: the chosen date is named while another page
// of dates is shown, and focus stays in the step when the control that had it is disabled or goes.
import { expect } from '@open-wc/testing';
import { waitFor } from '../sandbox-helpers.js';
import { byRole, text, waitForRole } from './queries.js';
import { mountTour, resetSandbox, type TourTestHost } from './tour-host.js';

const shadow = (host: TourTestHost) => host.step.shadowRoot!;

/** The focused element, through the shadow roots, named in a few words (cheap to compare). */
function focused(): string {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return nameOf(a);
}

function nameOf(el: Element | null | undefined): string {
  if (!el) return 'nothing';
  const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
  return `<${el.localName}${el.id ? `#${el.id}` : ''}> ${name.replace(/\s+/g, ' ').trim()}`;
}

const dates = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('.dates button')];

/** The "Page n of m" words of the pager. */
const pageText = (root: ShadowRoot) => root.querySelector('.pager span')?.textContent?.trim();

/** Waits for the page of dates after `previous` (its first date later than previous's last). */
async function nextPageShown(root: ShadowRoot, previous: string[]) {
  await waitFor(
    () =>
      root.querySelector('.dates:not([inert])') &&
      (dates(root)[0]?.dataset.date ?? '') > previous[previous.length - 1],
  );
}

describe('tour step: paging and focus', function () {
  this.timeout(30000);
  let host: TourTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(async () => {
    host?.remove();
    host = undefined;
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  it('names the chosen date in a polite status while another page is shown', async () => {
    host = await mountTour('TO-LAS-01', { currency: 'USD' });
    const root = shadow(host);
    await waitFor(() => dates(root).length > 0);
    const status = root.querySelector('.chosen')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent!.trim()).to.equal('');
    const page1 = dates(root).map((b) => b.dataset.date!);
    dates(root)[3].click();
    await host.step.updateComplete;
    expect(status.textContent!.trim()).to.equal('');

    byRole<HTMLButtonElement>(root, 'button', 'Later dates')!.click();
    await nextPageShown(root, page1);
    const words = text(status);
    expect(words).to.match(/Chosen: \w+day, \w+ \d+, 20\d\d\. It stays chosen/);
    expect(root.querySelectorAll('.dates [aria-pressed=true]').length).to.equal(0);
    // The same element all along, so its words are announced when they appear.
    expect(root.querySelector('.chosen')).to.equal(status);
    await expect(host).to.be.accessible();

    byRole<HTMLButtonElement>(root, 'button', 'Earlier dates')!.click();
    await waitFor(() => dates(root)[0]?.dataset.date === page1[0]);
    await waitFor(() => !root.querySelector('.dates[inert]'));
    expect(status.textContent!.trim()).to.equal('');
    expect(dates(root)[3].getAttribute('aria-pressed')).to.equal('true');
  });

  it('keeps the pager and the page before in place while the next page loads', async () => {
    host = await mountTour('TO-LAS-01', { currency: 'USD' });
    const root = shadow(host);
    await waitFor(() => dates(root).length > 0);
    const later = byRole<HTMLButtonElement>(root, 'button', 'Later dates')!;
    later.focus();
    later.click();
    await host.step.updateComplete;
    // Loading: the page before is dimmed and inert, the pager is the same button, still focused.
    expect(root.querySelector('section[aria-labelledby=dates-heading]')!.ariaBusy).to.equal('true');
    expect(root.querySelector('.dates[inert]')).to.not.equal(null);
    expect(byRole(root, 'button', 'Later dates')).to.equal(later);
    expect(focused()).to.equal(nameOf(later));
    await waitFor(() => !root.querySelector('.dates[inert]'));
    expect(focused()).to.equal(nameOf(later));
  });

  it('keeps focus on "Later dates" when it is no longer offered; a press there does nothing', async () => {
    host = await mountTour('TO-LAS-01', { currency: 'USD' });
    const root = shadow(host);
    await waitFor(() => dates(root).length > 0);
    const pages = Number(/of (\d+)/.exec(pageText(root)!)![1]);
    const later = byRole<HTMLButtonElement>(root, 'button', 'Later dates')!;
    later.focus();
    for (let p = 2; p <= pages; p++) {
      later.click();
      await waitFor(() => pageText(root) === `Page ${p} of ${pages}`);
      await host.step.updateComplete;
    }
    expect(later.getAttribute('aria-disabled')).to.equal('true');
    expect(focused()).to.equal(nameOf(later));
    later.click();
    await host.step.updateComplete;
    expect(pageText(root)).to.equal(`Page ${pages} of ${pages}`);
    expect(focused()).to.equal(nameOf(later));
  });

  it('keeps focus on a stepper button that reaches its limit; further presses change nothing', async () => {
    // Grand Canyon: two to six passengers.
    host = await mountTour('TO-LAS-01', { currency: 'USD' });
    const root = shadow(host);
    const add = await waitForRole<HTMLButtonElement>(root, 'button', 'Add one Adult');
    add.focus();
    for (let i = 0; i < 6; i++) {
      add.click();
      await host.step.updateComplete;
    }
    const count = () => root.querySelector('#travellers output')!.textContent!.trim();
    expect(count()).to.equal('6');
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    expect(focused()).to.equal(nameOf(add));
    // Down to none (the booking's minimum of two is a hint, not a bound of the stepper).
    const remove = byRole<HTMLButtonElement>(root, 'button', 'Remove one Adult')!;
    expect(remove.getAttribute('aria-disabled')).to.equal('false');
    remove.focus();
    for (let i = 0; i < 7; i++) {
      remove.click();
      await host.step.updateComplete;
    }
    expect(count()).to.equal('0');
    expect(remove.getAttribute('aria-disabled')).to.equal('true');
    expect(focused()).to.equal(nameOf(remove));
  });

  it('after a failed availability read, Try again leaves focus on the options heading', async () => {
    host = await mountTour('TO-LAS-01', { currency: 'USD' });
    const root = shadow(host);
    await waitFor(() => dates(root).length > 0);
    await fetch('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v2/tours/availability', kind: 'html' }),
    });
    dates(root)[0].click();
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[role=alert]'));
    expect(text(alert)).to.contain('Temporarily unavailable');
    const again = byRole<HTMLButtonElement>(alert, 'button', 'Try again')!;
    again.focus();
    again.click();
    await waitForRole(root, 'radio', 'Helicopter and landing', 9000);
    expect(again.isConnected).to.equal(false);
    expect(focused()).to.equal(nameOf(root.getElementById('options-heading')));
  });
});
