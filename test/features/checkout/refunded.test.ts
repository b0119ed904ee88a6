/**
 * REFUNDED and PARTIAL_REFUNDED. The sandbox cannot move a transaction there (doc 1 does not say
 * what does), so the decisions and the view are tested directly, on transaction bodies taken from
 * a real sandbox transaction with only the status changed, each checked against the API contract.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { settledOutcome } from '../../../src/features/checkout/outcome.js';
import { resumeStep } from '../../../src/features/checkout/resume.js';
import { reportRefund } from '../../../src/features/checkout/refunded-view.js';
import { renderStage } from '../../../src/features/checkout/stage-view.js';
import type { Transaction } from '../../../src/features/checkout/data.js';
import { StageParts } from '../../../src/features/checkout/stage-parts.js';
import { stepStyles } from '../../../src/components/checkout-step.styles.js';
import {
  button,
  control,
  expectAccessible,
  makeClient,
  reserveTheatre,
  resetSandbox,
  text,
  type Loose,
} from './helpers.js';

/** A transaction the sandbox created with PUT reservations, and what the basket held. */
async function realTransaction() {
  const client = await makeClient();
  await reserveTheatre(client, 'TH-EDI-01', 2);
  const summary: Loose = await client.getReservations({});
  const done: Loose = await client.confirmReservations({
    email: 'ada@example.com',
    first_name: 'Ada',
    second_name: 'Lovelace',
    phone_number: '+447700900123',
    reservations: summary.reservations.map((r: Loose) => r.reservation_id),
  } as Loose);
  const list = (await client.listTransactions(done.user_id)) as Transaction[];
  const tx = list.find((t) => t.transaction_id === done.transaction_id)!;
  return { tx, userId: done.user_id as string, reservations: summary.reservations };
}

/** The body as GET users/{id}/transactions would answer it, rejected if it breaks the contract. */
async function asListed(userId: string, tx: Transaction): Promise<Transaction> {
  const verdict = await control('POST', '/__sandbox/contract-check', {
    method: 'GET',
    path: `/v2/users/${userId}/transactions`,
    status: 200,
    body: [tx],
  });
  expect(verdict.errors ?? [], JSON.stringify(verdict)).to.deep.equal([]);
  expect(verdict.ok).to.equal(true);
  return tx;
}

describe('a refunded transaction', function () {
  this.timeout(20000);
  let base: Awaited<ReturnType<typeof realTransaction>>;
  let refunded: Transaction;
  let partial: Transaction;

  before(async () => {
    await resetSandbox();
    base = await realTransaction();
    refunded = await asListed(base.userId, { ...base.tx, status: 'REFUNDED' });
    partial = await asListed(base.userId, { ...base.tx, status: 'PARTIAL_REFUNDED' });
  });

  const withStatus = (status: Transaction['status']): Transaction => ({ ...base.tx, status });

  it('ends polling as a refund: neither a confirmation nor a card to try again', () => {
    expect(settledOutcome(refunded.status)).to.equal('refunded');
    expect(settledOutcome(partial.status)).to.equal('refunded');
    expect(settledOutcome(withStatus('PAID').status)).to.equal('paid');
    expect(settledOutcome(withStatus('SUSPENDED').status)).to.equal('pay-again');
    expect(settledOutcome(withStatus('FAILED').status)).to.equal('failed');
    // Still under way: polling goes on.
    expect(settledOutcome(base.tx.status)).to.equal(null);
    expect(settledOutcome(withStatus('PENDING').status)).to.equal(null);
  });

  it('a resumed checkout shows the refund, whether or not a confirmation was sent', () => {
    for (const sent of [true, false]) {
      expect(resumeStep(refunded.status, sent)).to.equal('refunded');
      expect(resumeStep(partial.status, sent)).to.equal('refunded');
    }
  });

  async function show(tx: Transaction) {
    let startedAgain = 0;
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = el.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [stepStyles.styleSheet!];
    const noop = () => {};
    render(
      renderStage({
        stage: 'refunded',
        basket: { reservations: base.reservations, total_price: 0 },
        locale: 'en',
        lead: { email: 'ada@example.com' },
        leadErrors: {},
        parts: new StageParts(noop),
        problem: null,
        saved: false,
        formReady: false,
        paying: false,
        checking: false,
        resumed: false,
        started: true,
        transaction: tx,
        transactionId: tx.transaction_id,
        kept: { attendees: false, phone: false },
        onLeadInput: noop,
        onLeadSubmit: noop,
        onAttendeesSaved: noop,
        onPhoneVerified: noop,
        onChangePhone: noop,
        phoneRound: 0,
        onContinue: noop,
        onProblem: noop,
        onPay: noop,
        onCheckAgain: noop,
        onAbandon: () => startedAgain++,
        leaving: false,
        onLeaving: noop,
      }),
      root,
    );
    return { el, started: () => startedAgain };
  }

  it('says plainly that the money went back and the booking is not paid, with both references', async () => {
    const { el, started } = await show(refunded);
    const shown = text(el);
    expect(shown).to.contain('Your payment was refunded');
    expect(shown).to.contain('did not go through as paid');
    expect(shown).to.contain('2 tickets · Fringe Highlights');
    expect(shown).to.contain(refunded.reference_id);
    expect(shown).to.contain(refunded.transaction_id);
    expect(shown).to.contain('contact customer support');
    expect(el.shadowRoot!.querySelector('[role="alert"] h2')!.textContent).to.equal(
      'Your payment was refunded',
    );
    expect(button(el, /^Pay/)).to.equal(undefined);
    button(el, 'Start a new booking')!.click();
    expect(started()).to.equal(1);
    await expectAccessible(el);
  });

  it('a partial refund says part of the money went back and points to support first', async () => {
    const { el } = await show(partial);
    const shown = text(el);
    expect(shown).to.contain('Part of your payment was refunded');
    expect(shown).to.contain('did not go through as paid');
    expect(shown).to.match(/Contact customer support .* or start a new booking/);
    expect(shown).to.contain(partial.reference_id);
    expect(button(el, 'Start a new booking')).not.to.equal(undefined);
    await expectAccessible(el);
  });

  it('tells the host page with tessera-error carrying the status, and the dataLayer', () => {
    const target = document.createElement('div');
    const errors: CustomEvent[] = [];
    target.addEventListener('tessera-error', (e) => errors.push(e));
    const w = window as { dataLayer?: unknown[] };
    const before = w.dataLayer?.length ?? 0;
    reportRefund(target, partial, true);
    reportRefund(target, refunded, false);
    expect(errors.map((e) => [e.detail.step, e.detail.status, e.detail.code])).to.deep.equal([
      ['checkout', null, 'PARTIAL_REFUNDED'],
      ['checkout', null, 'REFUNDED'],
    ]);
    expect(errors[1].detail.title).to.equal('Your payment was refunded');
    expect(errors[0].bubbles && errors[0].composed).to.equal(true);
    expect(w.dataLayer!.slice(before)).to.have.length(1);
    expect(w.dataLayer![before]).to.include({ event: 'tessera_error', code: 'PARTIAL_REFUNDED' });
  });
});
