import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-checkout.js';
import type { TesseraCheckout } from '../../../src/features/checkout/tessera-checkout.js';
import { resolveBrand } from '../../../src/brand/resolve.js';
import { useLanguage } from '../../../src/localization.js';
import {
  advanceClock,
  button,
  control,
  field,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  resetSandbox,
  sandboxInfo,
  sent,
  text,
  typeInto,
  waitFor,
  expectAccessible,
  loadStripeStandIn,
  enterCard,
  payButton,
  challengeButton,
} from './helpers.js';

before(loadStripeStandIn);

const confirmations = async () =>
  (await requestLog()).filter((r) => r.method === 'PUT' && /\/v2\/reservations$/.test(r.path));

export async function startCheckout(attrs: { pollLimitMs?: number } = {}) {
  const client = await makeClient();
  await reserveTheatre(client, 'TH-EDI-01', 2);
  const { publishable_key } = await sandboxInfo();
  const el = await mount<TesseraCheckout>(
    client,
    html`<tessera-checkout
      publishable-key=${publishable_key}
      poll-limit-ms=${attrs.pollLimitMs ?? 20000}
    ></tessera-checkout>`,
  );
  return { client, el };
}

export async function fillLead(el: Element) {
  await waitFor(() => field(el, 'Email'));
  typeInto(field(el, 'Email')!, 'ada@example.com');
  typeInto(field(el, 'First name')!, 'Ada');
  typeInto(field(el, 'Last name')!, 'Lovelace');
  typeInto(field(el, 'Mobile number')!, '+44 7700 900123');
  button(el, 'Continue')!.click();
}

describe('tessera-checkout', function () {
  this.timeout(30000);
  beforeEach(resetSandbox);
  afterEach(() => {
    document.querySelectorAll('tessera-test-host').forEach((h) => h.remove());
    // A payment left unfinished is kept for a reload; the next test starts a new one.
    sessionStorage.clear();
  });

  it('takes the lead customer with autocomplete, each problem said under its field', async () => {
    const { el } = await startCheckout();
    const email = await waitFor(() => field(el, 'Email'));
    expect(email.autocomplete).to.equal('email');
    expect(field(el, 'First name')!.autocomplete).to.equal('given-name');
    expect(field(el, 'Last name')!.autocomplete).to.equal('family-name');
    const phone = field(el, 'Mobile number')!;
    expect(phone.autocomplete).to.equal('tel');
    typeInto(email, 'not-an-email');
    typeInto(field(el, 'First name')!, 'Ada');
    typeInto(phone, '12345');
    button(el, 'Continue')!.click();
    // The widget's messages, not the browser's bubble: in view, tied to the field, focus on the first.
    const said = (input: HTMLInputElement) =>
      el.shadowRoot!.getElementById(`${input.id}-e`)?.textContent?.trim();
    await waitFor(() => el.shadowRoot!.activeElement === email);
    expect(said(email)).to.equal('Enter an email address like name@example.com.');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.contain(`${email.id}-e`);
    expect(said(field(el, 'First name')!)).to.equal(undefined);
    expect(said(field(el, 'Last name')!)).to.equal('Required.');
    expect(said(phone)).to.equal('Enter the number with its country code, like +447700900123.');
    // Mending a field takes its message away; what was typed stays.
    typeInto(email, 'ada@example.com');
    await el.updateComplete;
    expect(said(email)).to.equal(undefined);
    expect(said(phone)).to.not.equal(undefined);
    expect(field(el, 'First name')!.value).to.equal('Ada');
    await new Promise((r) => setTimeout(r, 200));
    expect(await confirmations()).to.have.length(0);
    expect(el.shadowRoot!.querySelector('form[novalidate]')).to.not.equal(null);
    await expectAccessible(el);
  });

  it("says the lead form's problems in the widget's language", async () => {
    const { el } = await startCheckout();
    // The details form ready (its Continue enabled), then the page turns Arabic.
    await waitFor(() => button(el, 'Continue') && !button(el, 'Continue')!.disabled);
    await useLanguage('ar');
    try {
      const submit = await waitFor(() => {
        const b = el.shadowRoot!.querySelector<HTMLButtonElement>('form button[type=submit]');
        return b && !b.disabled && /[\u0600-\u06FF]/.test(b.textContent!) ? b : undefined;
      });
      const email = el.shadowRoot!.querySelector<HTMLInputElement>('#lead-email')!;
      submit.click();
      const message = await waitFor(() => el.shadowRoot!.getElementById('lead-email-e'));
      expect(message.textContent).to.match(/[\u0600-\u06FF]/);
      expect(message.textContent).not.to.contain('Required');
      await waitFor(() => el.shadowRoot!.activeElement === email);
      // Right to left around it, the address and the number are written left to right.
      el.dir = 'rtl';
      const phone = el.shadowRoot!.querySelector<HTMLInputElement>('#lead-phone_number')!;
      expect(
        getComputedStyle(el.shadowRoot!.querySelector('#lead-first_name')!).direction,
      ).to.equal('rtl');
      expect(getComputedStyle(email).direction).to.equal('ltr');
      expect(getComputedStyle(phone).direction).to.equal('ltr');
    } finally {
      el.dir = '';
      await useLanguage('en');
    }
  });

  it('pays with 4242 to PAID: confirmation with reference, delivery, calendar, purchase event', async () => {
    const { el } = await startCheckout();
    const begun = new Promise<CustomEvent>((r) =>
      el.addEventListener('tessera-begin-checkout', (e) => r(e), { once: true }),
    );
    const purchased = new Promise<CustomEvent>((r) =>
      el.addEventListener('tessera-purchase', (e) => r(e), { once: true }),
    );
    await fillLead(el);
    expect((await begun).detail.items[0].item_id).to.equal('TH-EDI-01');
    await enterCard(el, '4242 4242 4242 4242');
    // Stripe's form lives in the light DOM, slotted into the checkout's shadow tree.
    expect(el.querySelector('[slot="payment"] input')).to.be.instanceOf(HTMLInputElement);
    await expectAccessible(el);
    (await payButton(el)).click();
    const purchase = await purchased;
    expect(purchase.detail.currency).to.equal('GBP');
    expect(purchase.detail.items[0].quantity).to.equal(2);
    await waitFor(() => text(el).includes('Booking confirmed'));
    const confirmation = el.shadowRoot!.querySelector('tessera-confirmation')!;
    expect(text(confirmation)).to.match(/Your booking reference is \S+/);
    expect(text(confirmation)).to.contain('Fringe Highlights');
    const ics = confirmation.shadowRoot!.querySelector<HTMLAnchorElement>('a[download]')!;
    // The calendar file is built (its builder fetched) when the buyer heads for the link.
    expect(ics.getAttribute('href')).to.equal('');
    ics.focus();
    await waitFor(() => ics.href.startsWith('blob:'));
    const calendar = await (await fetch(ics.href)).text();
    expect(calendar).to.contain('BEGIN:VEVENT');
    expect(calendar).to.contain('SUMMARY:Fringe Highlights');
    expect(await confirmations()).to.have.length(1);
    await expectAccessible(el);
  });

  it("Stripe's form follows the brand when the scheme changes", async () => {
    const { el } = await startCheckout();
    el.brand = resolveBrand({}, 'light');
    await fillLead(el);
    const card = await waitFor(() => field(el, 'Card number'), 10000);
    const light = getComputedStyle(card).backgroundColor;
    el.brand = resolveBrand({}, 'dark');
    await waitFor(() => getComputedStyle(card).backgroundColor !== light);
    // The dark default field background is #1a1a1a.
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(26, 26, 26)');
  });

  it('a double click on pay sends one confirmation', async () => {
    const { el } = await startCheckout();
    await fillLead(el);
    await enterCard(el, '4242424242424242');
    const pay = await payButton(el);
    const before = sent.length;
    pay.click();
    pay.click();
    await el.updateComplete;
    button(el, /^(Pay|Paying)/)?.click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
    const stripeConfirms = sent
      .slice(before)
      .filter((r) => /^POST \/__sandbox\/stripe\/payment_intents\/[^/]+\/confirm$/.test(r));
    expect(stripeConfirms).to.have.length(1);
    expect(await confirmations()).to.have.length(1);
  });

  it('passes a 3D Secure challenge to PAID', async () => {
    const { el } = await startCheckout();
    await fillLead(el);
    await enterCard(el, '4000 0025 0000 3155');
    (await payButton(el)).click();
    (await challengeButton('Complete authentication')).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
  });

  it('a failed challenge leaves the booking open; another try pays', async () => {
    const { el } = await startCheckout();
    await fillLead(el);
    await enterCard(el, '4000 0025 0000 3155');
    (await payButton(el)).click();
    (await challengeButton('Fail authentication')).click();
    await waitFor(() => text(el).includes('Your bank did not confirm the payment'));
    await expectAccessible(el);
    await enterCard(el, '4242 4242 4242 4242');
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
    expect(await confirmations()).to.have.length(1);
  });

  it('a declined card asks for another card, tells the host page, then another card pays', async () => {
    const { el } = await startCheckout();
    const errors: CustomEvent[] = [];
    el.addEventListener('tessera-error', (e) => errors.push(e));
    await fillLead(el);
    await enterCard(el, '4000 0000 0000 9995');
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Card not accepted'));
    expect(text(el)).to.contain('insufficient funds');
    expect(errors.map((e) => [e.detail.code, e.detail.title])).to.deep.equal([
      ['insufficient_funds', 'Card not accepted'],
    ]);
    await expectAccessible(el);
    await enterCard(el, '4242 4242 4242 4242');
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
  });

  it('recovers from faults injected while polling the transaction', async () => {
    const { el } = await startCheckout();
    await fillLead(el);
    await enterCard(el, '4242 4242 4242 4242');
    await injectFault({
      method: 'GET',
      path: '/v2/users/*',
      kind: 'status',
      status: 503,
      code: 0,
      count: 3,
    });
    await injectFault({ method: 'GET', path: '/v2/users/*', kind: 'drop', count: 1 });
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 20000);
    const polls = (await requestLog()).filter((r) => r.path.includes('/transactions'));
    expect(polls.filter((p) => p.status === 503).length).to.be.at.least(1);
  });

  it('after the polling limit the payment is "still being confirmed", never failed; Check again then shows PAID', async () => {
    const { el } = await startCheckout({ pollLimitMs: 800 });
    await fillLead(el);
    await enterCard(el, '4242 4242 4242 4242');
    await injectFault({
      method: 'GET',
      path: '/v2/users/*',
      kind: 'status',
      status: 503,
      code: 0,
      count: 50,
    });
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Your payment is still being confirmed'), 15000);
    expect(text(el)).to.contain('ada@example.com');
    expect(text(el)).to.contain('Do not pay again');
    expect(text(el)).not.to.match(/failed|not completed/i);
    expect(button(el, /^Pay /)).to.equal(undefined);
    await expectAccessible(el);
    // The API answers again, and the payment has settled meanwhile (the sandbox settles PENDING
    // to PAID after 1.5 s of its clock): the buyer checks, and the paid booking is shown once.
    await control('DELETE', '/__sandbox/faults');
    await advanceClock(2_000);
    let purchases = 0;
    document.addEventListener('tessera-purchase', () => purchases++);
    button(el, 'Check again')!.click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
    expect(purchases).to.equal(1);
  });
});
