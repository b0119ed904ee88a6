// The Stripe.js stand-in in Chromium, reached the way the widget reaches it: the sandbox serves
// /sandbox-assets/stripe.js, the widget's stripeScript() returns its window.Stripe, and the calls
// below are typed with Stripe's own types.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { stripeScript } from '../../src/features/checkout/stripe-script.js';
import type { Appearance, Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';

interface Intent {
  id: string;
  client_secret: string;
  status: string;
}

let stripe: Stripe;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

async function createIntent(amount = 4250, currency = 'gbp'): Promise<Intent> {
  const res = await fetch('/__sandbox/stripe/intents', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount, currency }),
  });
  expect(res.status).to.equal(200);
  return (await res.json()) as Intent;
}

interface Mounted {
  intent: Intent;
  node: HTMLElement;
  elements: StripeElements;
  element: StripePaymentElement;
  input(name: string): HTMLInputElement;
}

/** Creates an intent and mounts a Payment Element for it in a light-DOM node. */
async function mountForm(appearance?: Appearance): Promise<Mounted> {
  const intent = await createIntent();
  const node = await fixture<HTMLElement>(html`<div></div>`);
  const elements = stripe.elements({ clientSecret: intent.client_secret, appearance });
  const element = elements.create('payment');
  const ready = new Promise((resolve) => element.on('ready', resolve));
  element.mount(node);
  await ready;
  const input = (name: string) => {
    const label = [...node.querySelectorAll('label')].find((l) => l.textContent?.startsWith(name));
    const found = label ? node.querySelector(`#${label.htmlFor}`) : null;
    if (!(found instanceof HTMLInputElement)) throw new Error(`no input labelled ${name}`);
    return found;
  };
  return { intent, node, elements, element, input };
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function typeCard(m: Mounted, number: string, expiry = `12${nextYear}`, cvc = '123') {
  m.input('Card number').focus();
  await sendKeys({ type: number });
  m.input('Expiration date').focus();
  await sendKeys({ type: expiry });
  m.input('Security code').focus();
  await sendKeys({ type: cvc });
}

async function statusOf(intent: Intent): Promise<string | undefined> {
  return (await stripe.retrievePaymentIntent(intent.client_secret)).paymentIntent?.status;
}

async function dialogAppears(): Promise<HTMLDialogElement> {
  for (let i = 0; i < 100; i += 1) {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[role="dialog"]');
    if (dialog?.open) return dialog;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no 3D Secure dialog appeared');
}

function button(dialog: HTMLElement, name: string): HTMLButtonElement {
  const found = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

before(async () => {
  await loadScript('/sandbox-assets/stripe.js');
  stripe = (await stripeScript())('pk_test_sandbox');
});

// A failed assertion must not leave a modal over the next test's page.
afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.close();
    dialog.remove();
  }
});

describe('Stripe.js stand-in: Payment Element', () => {
  it('renders a labelled, accessible card form in the light-DOM mount node', async () => {
    const m = await mountForm();
    expect(m.input('Card number').getAttribute('autocomplete')).to.equal('cc-number');
    expect(m.input('Expiration date').getAttribute('autocomplete')).to.equal('cc-exp');
    expect(m.input('Security code').getAttribute('autocomplete')).to.equal('cc-csc');
    expect(m.input('Postal code').getAttribute('autocomplete')).to.equal('postal-code');
    expect(m.input('Card number').getRootNode()).to.equal(document);
    await expect(m.node).to.be.accessible();
  });

  it('formats what the buyer types and reports completeness in change events', async () => {
    const m = await mountForm();
    const events: Array<{ complete: boolean; empty: boolean; value: { type: string } }> = [];
    m.element.on('change', (e) => events.push(e));
    m.input('Card number').focus();
    await sendKeys({ type: '4242424242424242' });
    expect(m.input('Card number').value).to.equal('4242 4242 4242 4242');
    expect(document.activeElement).to.equal(m.input('Expiration date'), 'moves on when complete');
    await sendKeys({ type: `12${nextYear}` });
    expect(m.input('Expiration date').value).to.equal(`12 / ${nextYear}`);
    expect(events.at(-1)?.complete).to.equal(false);
    await sendKeys({ type: '123' });
    expect(events.at(-1)).to.include({ complete: true, empty: false });
    expect(events.at(-1)?.value.type).to.equal('card');
  });

  it('shows Stripe-style inline errors and confirms nothing while the card is malformed', async () => {
    const m = await mountForm();
    let lastError: { code?: string } | undefined;
    m.element.on('change', (e) => {
      lastError = (e as unknown as { error?: { code: string } }).error;
    });
    m.input('Card number').focus();
    await sendKeys({ type: '4242424242424241' });
    const number = m.input('Card number');
    expect(number.getAttribute('aria-invalid')).to.equal('true');
    const message = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).to.equal('Your card number is invalid.');
    expect(lastError?.code).to.equal('invalid_number');

    const result = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(result.error?.type).to.equal('validation_error');
    expect(result.error?.code).to.equal('invalid_number');
    expect(m.node.textContent).to.contain("Your card's expiration date is incomplete.");
    await expect(m.node).to.be.accessible();
    expect(await statusOf(m.intent)).to.equal('requires_payment_method');
  });

  it('honours the appearance variables and rules it is given', async () => {
    const m = await mountForm({
      variables: {
        colorPrimary: 'rgb(200, 10, 120)',
        colorBackground: 'rgb(250, 240, 230)',
        colorText: 'rgb(20, 30, 40)',
        colorDanger: 'rgb(180, 0, 0)',
        fontFamily: 'Georgia, serif',
        borderRadius: '11px',
        spacingUnit: '5px',
      },
      rules: {
        '.Label': { textTransform: 'uppercase' },
        '.Input:focus': { boxShadow: 'rgb(0, 128, 0) 0px 0px 0px 4px' },
      },
    });
    const number = m.input('Card number');
    const style = getComputedStyle(number);
    expect(style.backgroundColor).to.equal('rgb(250, 240, 230)');
    expect(style.color).to.equal('rgb(20, 30, 40)');
    expect(style.borderTopLeftRadius).to.equal('11px');
    expect(style.paddingTop).to.equal('15px');
    expect(style.fontFamily).to.contain('Georgia');
    const label = m.node.querySelector('label');
    expect(getComputedStyle(label!).textTransform).to.equal('uppercase');

    number.focus();
    expect(getComputedStyle(number).borderTopColor).to.equal('rgb(200, 10, 120)');
    expect(getComputedStyle(number).boxShadow).to.equal('rgb(0, 128, 0) 0px 0px 0px 4px');
    number.blur();
    expect(getComputedStyle(number).boxShadow).to.equal('none');

    await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    const error = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(getComputedStyle(error!).color).to.equal('rgb(180, 0, 0)');

    await m.elements.update({ appearance: { variables: { colorBackground: 'rgb(1, 2, 3)' } } });
    expect(getComputedStyle(number).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('elements.submit() validates; update() and field options change the form', async () => {
    const m = await mountForm();
    const submitted = await m.elements.submit();
    expect(submitted.error?.code).to.equal('incomplete_number');
    expect(document.activeElement).to.equal(m.input('Card number'), 'first invalid field focused');
    await typeCard(m, '4242424242424242');
    expect((await m.elements.submit()).selectedPaymentMethod).to.equal('card');

    m.element.update({ readOnly: true });
    expect(m.input('Card number').readOnly).to.equal(true);

    const intent = await createIntent();
    const node = await fixture<HTMLElement>(html`<div></div>`);
    const element = stripe.elements({ clientSecret: intent.client_secret }).create('payment', {
      fields: { billingDetails: { address: { postalCode: 'never' } } },
    });
    element.mount(node);
    const postal = node.querySelector('input[autocomplete="postal-code"]');
    expect(postal?.checkVisibility()).to.equal(false);
  });

  it("fires 'focus' and 'blur' for the element, not for moves between its inputs", async () => {
    const m = await mountForm();
    const seen: string[] = [];
    m.element.on('focus', () => seen.push('focus'));
    m.element.on('blur', () => seen.push('blur'));
    m.input('Card number').focus();
    m.input('Security code').focus();
    m.input('Security code').blur();
    expect(seen).to.deep.equal(['focus', 'blur']);
  });

  it('refuses a mount node inside a shadow root, as Stripe does', async () => {
    const hostEl = await fixture<HTMLElement>(html`<div></div>`);
    const inner = hostEl.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const intent = await createIntent();
    const element = stripe.elements({ clientSecret: intent.client_secret }).create('payment');
    expect(() => element.mount(inner)).to.throw(/ShadowRoot/);
  });
});

describe('Stripe.js stand-in: confirmPayment with the test cards', () => {
  it('4242 4242 4242 4242 holds the funds', async () => {
    const m = await mountForm();
    await typeCard(m, '4242424242424242');
    const result = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(result.error).to.equal(undefined);
    expect(result.paymentIntent?.status).to.equal('requires_capture');
    expect(result.paymentIntent?.id).to.equal(m.intent.id);
    expect(await statusOf(m.intent)).to.equal('requires_capture');
  });

  it('4000 0000 0000 9995 resolves an insufficient-funds error, then another card succeeds', async () => {
    const m = await mountForm();
    await typeCard(m, '4000000000009995');
    const declined = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(declined.error).to.include({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(declined.error?.message).to.equal('Your card has insufficient funds.');
    expect(await statusOf(m.intent)).to.equal('requires_payment_method');

    m.element.clear();
    await typeCard(m, '4242424242424242');
    const retry = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(retry.paymentIntent?.status).to.equal('requires_capture');
  });

  it("after a decline the form keeps what was typed, as Stripe's does; clear() and focus() ready it for another card", async () => {
    const m = await mountForm();
    await typeCard(m, '4000000000009995');
    const declined = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(declined.error?.code).to.equal('card_declined');
    expect(m.input('Card number').value).to.equal('4000 0000 0000 9995');
    expect(m.input('Security code').value).to.equal('123');
    expect(m.input('Card number').getAttribute('aria-invalid')).to.equal('false');
    const changes: { empty: boolean; complete: boolean }[] = [];
    m.element.on('change', (e) => changes.push(e));
    m.element.clear();
    expect(
      ['Card number', 'Expiration date', 'Security code'].map((n) => m.input(n).value),
    ).to.deep.equal(['', '', '']);
    expect(changes.at(-1)).to.include({ empty: true, complete: false });
    // Emptied, it shows no "incomplete" messages until the buyer leaves a field or pays.
    expect(m.node.textContent).not.to.contain('incomplete');
    m.element.focus();
    expect(document.activeElement).to.equal(m.input('Card number'));
  });

  it('4000 0000 0000 0002 resolves a generic decline', async () => {
    const m = await mountForm();
    await typeCard(m, '4000000000000002');
    const result = await stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    expect(result.error).to.include({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('4000 0025 0000 3155 opens a modal 3D Secure challenge; completing it holds the funds', async () => {
    const m = await mountForm();
    await typeCard(m, '4000002500003155');
    const pending = stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    const dialog = await dialogAppears();
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.textContent).to.contain('£42.50');
    const complete = button(dialog, 'Complete authentication');
    const fail = button(dialog, 'Fail authentication');
    expect(document.activeElement).to.equal(complete);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(fail);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(complete, 'focus stays inside the dialog');
    await expect(dialog).to.be.accessible();
    complete.click();
    const result = await pending;
    expect(result.paymentIntent?.status).to.equal('requires_capture');
    expect(dialog.isConnected).to.equal(false);
  });

  it('failing the 3D Secure challenge resolves an error and leaves requires_payment_method', async () => {
    const m = await mountForm();
    await typeCard(m, '4000002500003155');
    const pending = stripe.confirmPayment({ elements: m.elements, redirect: 'if_required' });
    button(await dialogAppears(), 'Fail authentication').click();
    const result = await pending;
    expect(result.error?.code).to.equal('payment_intent_authentication_failure');
    expect(result.error?.payment_intent?.status).to.equal('requires_payment_method');
    expect(await statusOf(m.intent)).to.equal('requires_payment_method');
  });

  it('handleNextAction runs the challenge of an intent that requires action', async () => {
    const intent = await createIntent(1000, 'eur');
    const confirmed = await fetch(`/__sandbox/stripe/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_secret: intent.client_secret,
        payment_method: {
          card: {
            number: '4000002500003155',
            exp_month: 12,
            exp_year: new Date().getFullYear() + 1,
            cvc: '123',
          },
        },
      }),
    });
    expect(((await confirmed.json()) as Intent).status).to.equal('requires_action');
    const pending = stripe.handleNextAction({ clientSecret: intent.client_secret });
    button(await dialogAppears(), 'Complete authentication').click();
    const result = await pending;
    expect(result.paymentIntent?.status).to.equal('requires_capture');
  });
});
