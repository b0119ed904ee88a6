import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-attendees.js';
import type { TesseraAttendees } from '../../../src/features/checkout/tessera-attendees.js';
import {
  advanceClock,
  button,
  field,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  reserveTour,
  resetSandbox,
  text,
  typeInto,
  waitFor,
  expectAccessible,
} from './helpers.js';

const lead = {
  email: 'ada@example.com',
  first_name: 'Ada',
  second_name: 'Lovelace',
  phone_number: '+447700900123',
};

const fieldsets = (el: Element) => [...el.shadowRoot!.querySelectorAll('fieldset')];
const labelsOf = (set: Element) =>
  [...set.querySelectorAll('label[for]')].map((l) => l.textContent?.trim());

/** One ticket of a tour that asks for name and email, its form shown; `typeGrace` fills it. */
async function oneAttendee() {
  const client = await makeClient();
  await reserveTour(client, 'TO-PAR-02', 1);
  const el = await mount<TesseraAttendees>(client, html`<tessera-attendees></tessera-attendees>`);
  await waitFor(() => fieldsets(el).length === 1);
  const [set] = fieldsets(el);
  const typeGrace = () => {
    typeInto(field(set!, 'First name')!, 'Grace');
    typeInto(field(set!, 'Last name')!, 'Hopper');
    typeInto(field(set!, 'Email')!, 'grace@example.com');
  };
  return { client, el, set: set!, typeGrace };
}

describe('tessera-attendees', () => {
  beforeEach(async () => {
    await resetSandbox();
    // A fresh tab each: the details typed in one test are not another's.
    sessionStorage.clear();
  });

  it('asks exactly the required fields once per ticket, copies the lead, POSTs, then PUTs a correction', async () => {
    const client = await makeClient();
    await reserveTour(client, 'TO-PAR-02', 2);
    const el = await mount<TesseraAttendees>(
      client,
      html`<tessera-attendees .lead=${lead}></tessera-attendees>`,
    );
    await waitFor(() => fieldsets(el).length === 2);
    for (const set of fieldsets(el))
      expect(labelsOf(set)).to.deep.equal(['First name', 'Last name', 'Email']);
    await expectAccessible(el);

    const same = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=checkbox]')][0]!;
    same.click();
    await el.updateComplete;
    const [first, second] = fieldsets(el);
    expect((first!.querySelector('input[type=email]') as HTMLInputElement).value).to.equal(
      'ada@example.com',
    );

    // Second attendee: an email without a domain is refused before any request.
    typeInto(field(second!, 'First name')!, 'Charles');
    typeInto(field(second!, 'Last name')!, 'Babbage');
    typeInto(field(second!, 'Email')!, 'charles@');
    button(el, 'Save attendee details')!.click();
    await waitFor(() => text(el).includes('Enter an email address like name@example.com.'));
    expect((await requestLog()).some((r) => r.path.endsWith('/attendees'))).to.equal(false);
    await expectAccessible(el);

    typeInto(field(second!, 'Email')!, 'charles@example.com');
    const saved = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-attendees-saved', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    button(el, 'Save attendee details')!.click();
    const event = await saved;
    expect(event.detail.attendees).to.have.length(2);
    expect(event.detail.attendees[0]).to.include({ first_name: 'Ada', email: 'ada@example.com' });
    expect(event.detail.attendees[0]).not.to.have.property('phone_number');

    typeInto(field(second!, 'First name')!, 'Charlie');
    const corrected = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-attendees-saved', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    button(el, 'Save attendee details')!.click();
    expect((await corrected).detail.attendees[1].first_name).to.equal('Charlie');
    const calls = (await requestLog()).filter((r) => r.path.endsWith('/attendees'));
    expect(calls.map((c) => `${c.method} ${c.status}`)).to.deep.equal(['POST 204', 'PUT 204']);
  });

  it('after a failed save, Try again sends the same details again and they are accepted', async () => {
    const { el, set, typeGrace } = await oneAttendee();
    typeGrace();
    await injectFault({ method: 'POST', path: '/v1/attendees', kind: 'html' });
    button(el, 'Save attendee details')!.click();
    await waitFor(() => text(el).includes('Temporarily unavailable'));
    expect(field(set!, 'First name')!.value).to.equal('Grace');
    const saved = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-attendees-saved', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    const alert = el.shadowRoot!.querySelector('tessera-error-state')!;
    button(alert, 'Try again')!.click();
    expect((await saved).detail.attendees[0]).to.include({ first_name: 'Grace' });
    const calls = (await requestLog()).filter((r) => r.path.endsWith('/attendees'));
    expect(calls.map((c) => `${c.method} ${c.status}`)).to.deep.equal(['POST 500', 'POST 204']);
  });

  it('a validation refusal naming no field on the form offers Try again, not fields to correct', async () => {
    const { el, typeGrace } = await oneAttendee();
    typeGrace();
    // A body the API cannot read is refused in validation format, naming `body`.
    const real = window.fetch;
    window.fetch = (input, init) =>
      String(input).endsWith('/v1/attendees')
        ? real(input, { ...init, body: '{' })
        : real(input, init);
    try {
      button(el, 'Save attendee details')!.click();
      await waitFor(() => text(el).includes('Please try again. Your selection is kept.'));
    } finally {
      window.fetch = real;
    }
    expect(text(el)).not.to.contain('Correct the marked fields');
    const alert = el.shadowRoot!.querySelector('tessera-error-state')!;
    const saved = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-attendees-saved', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    button(alert, 'Try again')!.click();
    await saved;
  });

  it('Save stays focused while sending (busy, not disabled); pressed again, it sends nothing more', async () => {
    const { el, typeGrace } = await oneAttendee();
    typeGrace();
    await injectFault({ method: 'POST', path: '/v1/attendees', kind: 'latency', latency_ms: 600 });
    const save = button(el, 'Save attendee details')!;
    save.focus();
    const saved = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-attendees-saved', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    save.click();
    await el.updateComplete;
    expect(save.getAttribute('aria-disabled')).to.equal('true');
    expect(save.disabled).to.equal(false);
    expect(save.textContent?.trim()).to.equal('Saving…');
    expect(el.shadowRoot!.activeElement).to.equal(save);
    save.click();
    await saved;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(save);
    expect(save.hasAttribute('aria-disabled')).to.equal(false);
    const calls = (await requestLog()).filter((r) => r.path.endsWith('/attendees'));
    expect(calls.map((c) => `${c.method} ${c.status}`)).to.deep.equal(['POST 204']);
  });

  it('a field left empty is marked invalid, described, and takes focus', async () => {
    const { el, set } = await oneAttendee();
    typeInto(field(set!, 'First name')!, 'Grace');
    const save = button(el, 'Save attendee details')!;
    save.focus();
    save.click();
    const last = field(set!, 'Last name')!;
    await waitFor(() => el.shadowRoot!.activeElement === last);
    expect(last.getAttribute('aria-invalid')).to.equal('true');
    const described = last.getAttribute('aria-describedby')!.split(' ');
    const message = described.map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '');
    expect(message.join(' ').trim()).not.to.equal('');
    expect((await requestLog()).some((r) => r.path.endsWith('/attendees'))).to.equal(false);
  });

  it('shows the basket total it is given beside Save, in the one bar; none without a total', async () => {
    const { el } = await oneAttendee();
    const save = button(el, 'Save attendee details')!;
    expect(save.parentElement!.textContent).not.to.include('Total');
    el.total = '€89.00';
    await el.updateComplete;
    expect(save.parentElement!.textContent!.replace(/\s+/g, ' ')).to.include('Total €89.00');
    await expectAccessible(el);
  });

  it('says so when no ticket needs attendee details', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraAttendees>(client, html`<tessera-attendees></tessera-attendees>`);
    await waitFor(() => text(el).includes('No attendee details are needed'));
    await expectAccessible(el);
  });

  it('tells the buyer clearly when the session expired during attendee entry', async () => {
    const { client, el, set } = await oneAttendee();
    typeInto(field(set!, 'First name')!, 'Ada');
    typeInto(field(set!, 'Last name')!, 'Lovelace');
    typeInto(field(set!, 'Email')!, 'ada@example.com');
    await advanceClock(21 * 60_000);
    button(el, 'Save attendee details')!.click();
    await waitFor(() => text(el).includes('Your session has ended'));
    expect(text(el)).to.contain('the tickets were released. Nothing was charged.');
    expect(client.sessionStatus()).to.equal('expired');
    await expectAccessible(el);

    // Start again: the same tour booked anew (new tickets) finds the details as typed.
    el.remove();
    await client.startNewSession();
    await reserveTour(client, 'TO-PAR-02', 1);
    const again = await mount<TesseraAttendees>(
      client,
      html`<tessera-attendees></tessera-attendees>`,
    );
    await waitFor(() => fieldsets(again).length === 1);
    const [set2] = fieldsets(again);
    expect(field(set2!, 'First name')!.value).to.equal('Ada');
    expect(field(set2!, 'Last name')!.value).to.equal('Lovelace');
    expect(field(set2!, 'Email')!.value).to.equal('ada@example.com');
  });
});
