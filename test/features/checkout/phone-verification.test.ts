import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-phone-verification.js';
import type { TesseraPhoneVerification } from '../../../src/features/checkout/tessera-phone-verification.js';
import {
  button,
  field,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  resetSandbox,
  smsCode,
  text,
  typeInto,
  waitFor,
  expectAccessible,
} from './helpers.js';

const PHONE = '+447700900456';

/** The element for `phone`, with a theatre ticket held for it. */
async function mountAt(phone: string) {
  const client = await makeClient();
  await reserveTheatre(client, 'TH-LON-03', 1);
  return mount<TesseraPhoneVerification>(
    client,
    html`<tessera-phone-verification phone=${phone}></tessera-phone-verification>`,
  );
}

/** The next request to `path` answers 600 ms late. */
const slow = (path: string) =>
  injectFault({ method: 'POST', path, kind: 'latency', latency_ms: 600 });

describe('tessera-phone-verification', () => {
  beforeEach(resetSandbox);

  it('requests a code, refuses a wrong one (29), accepts the texted one', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraPhoneVerification>(
      client,
      html`<tessera-phone-verification
        phone=${PHONE}
        cooldown-ms="500"
      ></tessera-phone-verification>`,
    );
    await expectAccessible(el);
    button(el, 'Text me a code')!.click();
    const input = await waitFor(() => field(el, 'Verification code'));
    // The page says the code went, not only the status line.
    expect(text(el)).to.contain(`We sent a code by text message to ${PHONE}.`);
    expect(text(el)).not.to.contain('We will text a code');
    expect(input.autocomplete).to.equal('one-time-code');
    expect(button(el, /^Send a new code in \d+ s$/)?.disabled).to.equal(true);
    await expectAccessible(el);

    // Verify with no code: said under the field (not the browser's bubble), nothing sent.
    const before = (await requestLog()).length;
    button(el, 'Verify')!.click();
    await waitFor(() => el.shadowRoot!.getElementById('otp-e'));
    expect(el.shadowRoot!.getElementById('otp-e')!.textContent!.trim()).to.equal('Required.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(input);
    expect((await requestLog()).length).to.equal(before);
    await expectAccessible(el);

    const code = await smsCode(PHONE);
    typeInto(input, code === '000000' ? '111111' : '000000');
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById('otp-e')).to.equal(null);
    button(el, 'Verify')!.click();
    await waitFor(() => text(el).includes('That code is not right'));
    // The buyer's typo: the field is marked, and no support reference is shown for it.
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(text(el)).not.to.contain('Reference for support');
    await expectAccessible(el);

    typeInto(input, code);
    const verified = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tessera-phone-verified', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    button(el, 'Verify')!.click();
    expect((await verified).detail.phone).to.equal(PHONE);
    await waitFor(() => text(el).includes(`${PHONE} is verified`));
  });

  it('Change number asks for the details; another number starts over, sent at once', async () => {
    const el = await mountAt(PHONE);
    button(el, 'Text me a code')!.click();
    const input = await waitFor(() => field(el, 'Verification code'));
    typeInto(input, '12');
    expect(button(el, /^Send a new code in \d+ s$/)?.disabled).to.equal(true);

    const asked = new Promise<Event>((resolve) =>
      el.addEventListener('tessera-change-phone', resolve, { once: true }),
    );
    button(el, 'Change number')!.click();
    expect((await asked).composed).to.equal(false);

    // The number is changed in the details: its own code from the start, without the wait.
    const other = '+447700900789';
    el.phone = other;
    await el.updateComplete;
    expect(field(el, 'Verification code')).to.equal(undefined);
    expect(text(el)).to.contain(`We will text a code to ${other}.`);
    const send = button(el, 'Text me a code')!;
    expect(send.disabled).to.equal(false);
    send.click();
    await waitFor(() => text(el).includes(`We sent a code by text message to ${other}.`));
    expect(await smsCode(other)).to.match(/^\d{6}$/);
    await expectAccessible(el);
  });

  it('an answer for a number changed meanwhile is not taken for the new one', async () => {
    const el = await mountAt(PHONE);
    const other = '+447700900789';
    let verified = 0;
    el.addEventListener('tessera-phone-verified', () => (verified += 1));

    // A slow code request, and the number changed before it answers: the code went to the old one.
    await slow('/v1/phone-number-verification');
    button(el, 'Text me a code')!.click();
    el.phone = other;
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 900));
    expect(text(el)).to.contain(`We will text a code to ${other}.`);
    expect(field(el, 'Verification code')).to.equal(undefined);
    expect(button(el, 'Text me a code')!.getAttribute('aria-disabled')).to.equal(null);

    // A slow check of the old number's code, and the number changed before it answers.
    el.phone = PHONE;
    await el.updateComplete;
    button(el, 'Text me a code')!.click();
    const input = await waitFor(() => field(el, 'Verification code'));
    typeInto(input, await smsCode(PHONE));
    await slow('/v1/verification-code-confirmation');
    button(el, 'Verify')!.click();
    el.phone = other;
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 900));
    expect(verified).to.equal(0);
    expect(text(el)).not.to.contain('is verified');
    expect(text(el)).to.contain(`We will text a code to ${other}.`);
  });

  it('a new round (the API says the number is not verified after all) starts the step over', async () => {
    const el = await mountAt(PHONE);
    button(el, 'Text me a code')!.click();
    const input = await waitFor(() => field(el, 'Verification code'));
    typeInto(input, await smsCode(PHONE));
    button(el, 'Verify')!.click();
    await waitFor(() => text(el).includes(`${PHONE} is verified`));

    el.round = 1;
    await el.updateComplete;
    expect(text(el)).not.to.contain('is verified');
    expect(text(el)).to.contain(`We will text a code to ${PHONE}.`);
    // Asked to text a code (the refusal's own button): sent at once, the code's field shown.
    await el.requestCode();
    await waitFor(() => field(el, 'Verification code'));
    expect(text(el)).to.contain(`We sent a code by text message to ${PHONE}.`);
  });

  it('shows the basket total it is given beside Text me a code, then beside Verify', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraPhoneVerification>(
      client,
      html`<tessera-phone-verification phone=${PHONE} total="€52.00"></tessera-phone-verification>`,
    );
    const bar = (b: HTMLButtonElement) => b.parentElement!.textContent!.replace(/\s+/g, ' ');
    const send = button(el, 'Text me a code')!;
    expect(bar(send)).to.include('Total €52.00');
    send.click();
    await waitFor(() => field(el, 'Verification code'));
    expect(bar(button(el, 'Verify')!)).to.include('Total €52.00');
    await expectAccessible(el);
  });

  it('lets the buyer ask for a new code only after the cooldown', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraPhoneVerification>(
      client,
      html`<tessera-phone-verification
        phone=${PHONE}
        cooldown-ms="600"
      ></tessera-phone-verification>`,
    );
    button(el, 'Text me a code')!.click();
    await waitFor(() => field(el, 'Verification code'));
    const resend = await waitFor(() => {
      const b = button(el, 'Send a new code');
      return b && !b.disabled ? b : undefined;
    }, 3000);
    expect(text(el)).to.contain('The code from the text message.');
    resend.click();
    await waitFor(() => button(el, /^Send a new code in/));
    const sent = (await requestLog()).filter((r) => r.path.endsWith('/phone-number-verification'));
    expect(sent).to.have.length(2);
    // Two texts now: the hint says which code counts.
    await waitFor(() => text(el).includes('Only the code in the newest text message works.'));
  });

  it('Text me a code and Verify keep focus while busy; a second press sends nothing more', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraPhoneVerification>(
      client,
      html`<tessera-phone-verification
        phone=${PHONE}
        cooldown-ms="500"
      ></tessera-phone-verification>`,
    );
    const send = button(el, 'Text me a code')!;
    send.focus();
    await slow('/v1/phone-number-verification');
    send.click();
    await el.updateComplete;
    // Busy, the button says what it is doing, keeps focus and sends nothing more.
    expect(send.getAttribute('aria-disabled')).to.equal('true');
    expect(send.getAttribute('aria-busy')).to.equal('true');
    expect(send.textContent!.trim()).to.equal('Sending…');
    expect(el.shadowRoot!.activeElement).to.equal(send);
    send.click();
    // Sent: the code's field takes focus.
    const input = await waitFor(() => field(el, 'Verification code'));
    await waitFor(() => el.shadowRoot!.activeElement === input);

    const code = await smsCode(PHONE);
    typeInto(input, code === '000000' ? '111111' : '000000');
    const verify = button(el, 'Verify')!;
    verify.focus();
    await slow('/v1/verification-code-confirmation');
    verify.click();
    await el.updateComplete;
    expect(verify.getAttribute('aria-disabled')).to.equal('true');
    expect(verify.textContent!.trim()).to.equal('Verifying…');
    expect(el.shadowRoot!.activeElement).to.equal(verify);
    // Refused: announced as an alert, focus still on Verify, which can be pressed again.
    await waitFor(() => text(el).includes('That code is not right'));
    const alert = el.shadowRoot!.querySelector('tessera-error-state')!.shadowRoot!;
    expect(alert.querySelector('[role=alert]')?.textContent).to.contain('That code is not right');
    await waitFor(() => verify.getAttribute('aria-disabled') !== 'true');
    expect(verify.textContent!.trim()).to.equal('Verify');
    expect(verify.hasAttribute('aria-busy')).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(verify);
    const log = (await requestLog()).map((r) => r.path);
    expect(log.filter((p) => p.endsWith('/phone-number-verification'))).to.have.length(1);
    expect(log.filter((p) => p.endsWith('/verification-code-confirmation'))).to.have.length(1);
  });

  it('maps code 28 to requesting a new code', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await mount<TesseraPhoneVerification>(
      client,
      html`<tessera-phone-verification
        phone=${PHONE}
        cooldown-ms="0"
      ></tessera-phone-verification>`,
    );
    button(el, 'Text me a code')!.click();
    const input = await waitFor(() => field(el, 'Verification code'));
    await injectFault({
      method: 'POST',
      path: '/v1/verification-code-confirmation',
      kind: 'status',
      status: 400,
      code: 28,
    });
    typeInto(input, await smsCode(PHONE));
    button(el, 'Verify')!.click();
    await waitFor(() => text(el).includes('Request a code by text message first'));
    await expectAccessible(el);
    const before = (await requestLog()).length;
    button(el, 'Send a new code')!.click();
    await waitFor(() => !text(el).includes('Request a code by text message first'));
    await waitFor(() => button(el, 'Verify')?.getAttribute('aria-disabled') !== 'true');
    const after = (await requestLog()).slice(before);
    expect(after.map((r) => `${r.method} ${r.path}`)).to.include(
      'POST /v1/phone-number-verification',
    );
  });
});
