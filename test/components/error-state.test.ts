// The one error view: it shows the one mapping's words for the failure it is given, offers that
// failure's action (Try again, Start again, or a way back when the thing is gone), and tells the
// host page once per failure with a public `tessera-error` event.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import { networkError, sessionExpiredError } from '../../src/api/errors.js';
import { parseErrorResponse } from '../../src/api/error-body.js';
import '../../src/components/tessera-error-state.js';
import type { TesseraErrorState, RetryDetail } from '../../src/components/tessera-error-state.js';
import type { ErrorDetail } from '../../src/components/error-report.js';
import { failureCopy } from '../../src/state/rules/error-copy.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const buttons = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
const button = (el: Element, name: string) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;

/** Every tessera-error that reaches the document. */
function hostEvents() {
  const seen: CustomEvent<ErrorDetail>[] = [];
  const on = (e: Event) => seen.push(e as CustomEvent<ErrorDetail>);
  document.addEventListener('tessera-error', on);
  return { seen, stop: () => document.removeEventListener('tessera-error', on) };
}

/** A step-like host: the view inside its shadow root, as every step renders it. */
class ErrorHost extends LitElement {
  static override properties = { error: { attribute: false }, tick: { type: Number } };
  error: unknown;
  tick = 0;
  override render() {
    return html`<p>${this.tick}</p>
      <tessera-error-state
        .error=${this.error}
        step="search"
        back-label=${this.tick ? `Back ${this.tick}` : ''}
      ></tessera-error-state>`;
  }
}
customElements.define('error-state-test-host', ErrorHost);

describe('tessera-error-state, the one error view', () => {
  let events: ReturnType<typeof hostEvents>;
  beforeEach(() => (events = hostEvents()));
  afterEach(() => events.stop());

  it("shows the failure's words and Try again, which asks for a plain retry", async () => {
    const error = networkError(new TypeError('Failed to fetch'));
    const el = await fixture<TesseraErrorState>(
      html`<tessera-error-state .error=${error} step="search"></tessera-error-state>`,
    );
    const words = failureCopy('connection');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.not.equal(null);
    expect(text(el)).to.contain(words.heading).and.contain(words.message);
    expect(buttons(el)).to.deep.equal(['Try again']);
    await expect(el).to.be.accessible();
    setTimeout(() => button(el, 'Try again').click());
    const retry = (await oneEvent(el, 'retry')) as CustomEvent<RetryDetail>;
    expect(retry.detail).to.deep.equal({ newSession: false });
  });

  it('offers Start again, and no way back, when the session ended', async () => {
    const el = await fixture<TesseraErrorState>(
      html`<tessera-error-state
        .error=${sessionExpiredError()}
        step="tour"
        back-label="Back to the tour"
      ></tessera-error-state>`,
    );
    expect(text(el)).to.contain('Your session has ended');
    expect(buttons(el)).to.deep.equal(['Start again']);
    setTimeout(() => button(el, 'Start again').click());
    const retry = (await oneEvent(el, 'retry')) as CustomEvent<RetryDetail>;
    expect(retry.detail).to.deep.equal({ newSession: true });
  });

  it('offers no retry when the thing is gone, only the way back', async () => {
    const el = await fixture<TesseraErrorState>(
      html`<tessera-error-state
        .error=${parseErrorResponse(404, 'Not Found', '')}
        step="theatre"
        back-label="Back to the show"
      ></tessera-error-state>`,
    );
    expect(text(el)).to.contain(failureCopy('not-found').heading);
    expect(buttons(el)).to.deep.equal(['Back to the show']);
    setTimeout(() => button(el, 'Back to the show').click());
    await oneEvent(el, 'back');
  });

  it('offers Try again and the way back for a failed read', async () => {
    const error = parseErrorResponse(503, '', '{"title":"x","description":"y","code":0}');
    const el = await fixture<TesseraErrorState>(
      html`<tessera-error-state
        .error=${error}
        step="tour"
        back-label="Back to the tour"
      ></tessera-error-state>`,
    );
    expect(buttons(el)).to.deep.equal(['Try again', 'Back to the tour']);
    await expect(el).to.be.accessible();
  });

  it('tells the host page once per failure, with where, what and the words shown', async () => {
    const first = parseErrorResponse(
      503,
      '',
      JSON.stringify({ title: 'Down', description: 'Provider down', code: 0, request_id: 'r-1' }),
    );
    const host = await fixture<ErrorHost>(
      html`<error-state-test-host .error=${first}></error-state-test-host>`,
    );
    const view = host.shadowRoot!.querySelector('tessera-error-state')!;
    await view.updateComplete;
    const words = failureCopy('unavailable');
    expect(events.seen.map((e) => e.detail)).to.deep.equal([
      {
        step: 'search',
        status: 503,
        code: 0,
        kind: 'business',
        title: words.heading,
        message: words.message,
      },
    ]);
    // Public: it left the step's shadow root and bubbled to the document.
    expect(events.seen[0]!.bubbles && events.seen[0]!.composed).to.equal(true);
    expect(text(view)).to.contain('Reference for support: r-1');

    // The step and the view render again with the same failure: nothing new to tell.
    host.tick++;
    await host.updateComplete;
    await view.updateComplete;
    expect(buttons(view)).to.deep.equal(['Try again', 'Back 1']);
    expect(events.seen).to.have.length(1);

    // The retry failed again: a new failure, told again.
    host.error = networkError(new TypeError('Failed to fetch'));
    await host.updateComplete;
    await view.updateComplete;
    expect(events.seen.map((e) => [e.detail.kind, e.detail.status, e.detail.title])).to.deep.equal([
      ['business', 503, words.heading],
      ['network', 0, failureCopy('connection').heading],
    ]);
  });

  it('tells nothing when it only shows words given to it (a refusal told where it happened)', async () => {
    await fixture(
      html`<tessera-error-state
        heading="Card declined"
        message="Use another card"
      ></tessera-error-state>`,
    );
    expect(events.seen).to.deep.equal([]);
  });

  it('tells a thrown value that is not a TesseraError as kind "unknown"', async () => {
    await fixture(
      html`<tessera-error-state
        .error=${new TypeError('bug')}
        step="basket"
      ></tessera-error-state>`,
    );
    const { heading, message } = failureCopy('unknown');
    expect(events.seen.map((e) => e.detail)).to.deep.equal([
      { step: 'basket', status: null, code: null, kind: 'unknown', title: heading, message },
    ]);
  });
});
