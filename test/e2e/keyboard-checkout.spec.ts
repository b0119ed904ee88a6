/**
 * BUYER-WALK row "Keyboard only, screen reader" at S5 to S9: from the basket to the confirmation
 * with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing). Earlier steps are set up with the
 * usual helpers; from the step under test on, no control is clicked or filled. Each stage change
 * puts focus on the stage's heading, every focused control shows a focus ring, errors are announced
 * (an alert, or the field marked invalid and described, with focus on it), and a button whose
 * request is running keeps focus (it is busy, not disabled) until focus moves on deliberately.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  bookTheatre,
  CARDS,
  expect,
  expectPaid,
  LEAD,
  main,
  resetSandbox,
  sandboxRequests,
  slow,
  test,
  theatreToCheckout,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** What has focus, through open shadow roots, and whether a focus ring shows around it. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { lost: true, ring: false, what: 'body' };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    // The card form's fields ring themselves with a spread shadow (no offset, no blur).
    const shadow = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return { lost: false, ring: outline || shadow, what: `${active.tagName} ${name}` };
  });
}

/** `target` has focus (through shadow roots) and shows a visible focus ring. */
async function expectRing(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const state = await focusState(page);
  expect(state.ring, `focus ring on ${state.what}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, unless it has already (the card
 * form moves on by itself once a field is complete); each control passed must not lose focus.
 */
async function tabTo(page: Page, target: Locator, back = false) {
  await expect(target).toBeVisible();
  const focused = () => target.evaluate((el) => el.matches(':focus'));
  for (let presses = 0; presses < 40 && !(await focused()); presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    expect(state.lost, `Tab left focus on the page itself, looking for ${target}`).toBe(false);
  }
  await expectRing(page, target);
}

/** Focus is not lost to the page: on `target` now, ringed, while its request runs. */
async function expectKeptOn(page: Page, target: Locator) {
  await expectRing(page, target);
}

/** The sandbox's text message to the lead's phone. */
async function smsCode(request: APIRequestContext): Promise<string> {
  const r = await request.get(`/__sandbox/sms?phone_number=${encodeURIComponent(LEAD.phone)}`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { code: string }).code;
}

/** The details form, typed: Tab into each field from the focused heading, Enter to go on. */
async function typeLead(page: Page) {
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Your details' })).toBeFocused();
  for (const [name, value] of [
    ['Email', LEAD.email],
    ['First name', LEAD.first],
    ['Last name', LEAD.last],
    ['Mobile number', LEAD.phone],
  ] as const) {
    await tabTo(page, m.getByRole('textbox', { name }));
    await page.keyboard.type(value);
  }
  await tabTo(page, m.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
}

/** The card form, typed over what it holds: Tab from where focus is to each stand-in field. */
async function typeCard(page: Page, number: string, back = false) {
  const card = page.getByRole('group', { name: 'Card details' });
  const fields = [
    [card.getByRole('textbox', { name: 'Card number' }), number],
    [card.getByRole('textbox', { name: /Expiration date/ }), '1234'],
    [card.getByRole('textbox', { name: 'Security code' }), '123'],
  ] as const;
  for (const [i, [field, value]] of fields.entries()) {
    await tabTo(page, field, back && i === 0);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
}

const pay = (page: Page) => main(page).getByRole('button', { name: /^Pay / });

/** The user and headers of the transaction the checkout opened (PUT reservations' answer). */
async function transactionOwner(page: Page) {
  const put = await page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/v2/reservations',
  );
  const { user_id } = (await put.json()) as { user_id: string };
  const sent = await put.request().allHeaders();
  return {
    user_id,
    headers: {
      'service-distributor': sent['service-distributor']!,
      'content-type': 'application/json',
    },
  };
}

/** The sandbox's record of what was charged: the statuses of the buyer's transactions. */
async function transactionStatuses(
  request: APIRequestContext,
  who: Awaited<ReturnType<typeof transactionOwner>>,
) {
  const r = await request.get(`/v2/users/${who.user_id}/transactions`, { headers: who.headers });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { status: string }[]).map((t) => t.status);
}

test('S6 by keyboard: a missing attendee is announced and focused; attendees saved, phone texted and verified, busy buttons keep focus; PAID', async ({
  page,
  request,
}) => {
  const m = main(page);
  // Royal Opera Gala: a name and email for every ticket, and the lead's phone verified.
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-05')}`);
  await bookTheatre(page, 'General Admission', 2, false);
  await m.getByRole('button', { name: 'Continue to checkout' }).focus();
  await page.keyboard.press('Enter');
  await typeLead(page);

  // S6 attendees: the stage's heading takes focus.
  await expect(m.getByRole('heading', { name: 'Who is going?' })).toBeFocused();
  await tabTo(page, m.getByRole('checkbox', { name: 'Same as the lead customer' }));
  await page.keyboard.press('Space');
  await expect(m.getByRole('checkbox', { name: 'Same as the lead customer' })).toBeChecked();
  const save = m.getByRole('button', { name: 'Save attendee details' });
  await tabTo(page, save);
  // The second ticket is left empty: Save says so on its first field, which takes focus.
  await page.keyboard.press('Enter');
  const secondFirst = m.getByRole('textbox', { name: 'First name' }).nth(1);
  await expectRing(page, secondFirst);
  await expect(secondFirst).toHaveAttribute('aria-invalid', 'true');
  await expect(secondFirst).toHaveAccessibleDescription(/.+/);
  expect((await sandboxRequests(request)).filter((r) => r.path === '/v1/attendees')).toEqual([]);

  await page.keyboard.type('Charles');
  await tabTo(page, m.getByRole('textbox', { name: 'Last name' }).nth(1));
  await page.keyboard.type('Babbage');
  await tabTo(page, m.getByRole('textbox', { name: 'Email' }).nth(1));
  await page.keyboard.type('charles@example.com');
  await expect(secondFirst).toHaveAttribute('aria-invalid', 'false');
  // Busy while saving: still focused, marked unavailable, pressing again sends nothing more.
  await slow(request, 'POST', '/v1/attendees');
  await tabTo(page, m.getByRole('button', { name: 'Save attendee details' }));
  await page.keyboard.press('Enter');
  const saving = m.getByRole('button', { name: 'Saving…' });
  await expectKeptOn(page, saving);
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');

  // S6 phone code: the next stage's heading takes focus.
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeFocused();
  const posts = (await sandboxRequests(request)).filter((r) => r.path === '/v1/attendees');
  expect(posts.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 204']);
  const send = m.getByRole('button', { name: 'Text me a code' });
  await tabTo(page, send);
  await slow(request, 'POST', '/v1/phone-number-verification');
  await page.keyboard.press('Enter');
  // Busy, it says so by name and keeps focus.
  const sending = m.getByRole('button', { name: 'Sending…' });
  await expectKeptOn(page, sending);
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  // The code was sent: its field takes focus.
  const codeBox = m.getByRole('textbox', { name: 'Verification code' });
  await expectRing(page, codeBox);
  const code = await smsCode(request);

  // A wrong code first: the refusal is an alert, focus stays on Verify.
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  const verify = m.getByRole('button', { name: 'Verify' });
  await tabTo(page, verify);
  await slow(request, 'POST', '/v1/verification-code-confirmation');
  await page.keyboard.press('Enter');
  const verifying = m.getByRole('button', { name: 'Verifying…' });
  await expectKeptOn(page, verifying);
  await expect(verifying).toHaveAttribute('aria-disabled', 'true');
  await expect(m.getByRole('alert')).toContainText('That code is not right');
  await expectKeptOn(page, verify);
  await expect(verify).not.toHaveAttribute('aria-disabled', 'true');

  // The right code, typed over the wrong one; Enter in the field verifies.
  await tabTo(page, codeBox, true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  // S7/S8 payment: its heading takes focus; card typed, Pay by Enter.
  await expect(m.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await typeCard(page, CARDS.ok);
  await tabTo(page, pay(page));
  await page.keyboard.press('Enter');
  await expectPaid(page);
  await expect(m.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
});

test('S7 to S9 by keyboard: a declined card is announced, another card through 3D Secure pays once; the confirmation takes focus and its action works', async ({
  page,
  request,
}) => {
  const m = main(page);
  const owner = transactionOwner(page);
  await theatreToCheckout(page);
  // S7: the details typed, Enter on Continue.
  await typeLead(page);
  await expect(m.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const who = await owner;

  // S8: a declined card; the reason is an alert, and focus is not lost.
  await typeCard(page, CARDS.declined);
  await tabTo(page, pay(page));
  await page.keyboard.press('Enter');
  const declined = m.getByRole('alert').filter({ hasText: 'Card not accepted' });
  await expect(declined).toBeVisible();
  // Focus moves to the reason, ringed; the declined card is gone from the form.
  await expectRing(page, declined.getByText('Card not accepted'));
  await expect(
    page.getByRole('group', { name: 'Card details' }).getByRole('textbox', { name: 'Card number' }),
  ).toHaveValue('');
  expect(await transactionStatuses(request, who)).not.toContain('PAID');

  // Another card, which the bank challenges: Tab on from the reason, Pay by Space this time.
  await typeCard(page, CARDS.challenge);
  await tabTo(page, pay(page));
  await page.keyboard.press('Space');
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
  await expect(challenge).toBeVisible();
  const complete = challenge.getByRole('button', { name: 'Complete authentication' });
  await expectRing(page, complete);
  // Tab stays inside the challenge: round its two buttons and back.
  await tabTo(page, challenge.getByRole('button', { name: 'Fail authentication' }));
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expect(challenge).toBeHidden();
  // The challenge gives focus back to the busy Pay button until the confirmation takes it.
  expect((await focusState(page)).lost, 'focus after the challenge').toBe(false);

  // S9: the confirmation's heading takes focus; PAID, one charge.
  await expectPaid(page);
  await expect(m.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
  await expect.poll(() => transactionStatuses(request, who)).toEqual(['PAID']);
  const calendar = m.getByRole('link', { name: 'Add to calendar' });
  await tabTo(page, calendar);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('tessera-booking.ics');
  const ics = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(ics).toString()).toContain('The Phantom Lighthouse');
});

test('S5 by keyboard: Keep my tickets, Remove and Remove all keep focus while busy, then focus lands on the basket', async ({
  page,
  request,
}) => {
  const m = main(page);
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-03')}`);
  await bookTheatre(page, 'General Admission', 1, false);
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeFocused();
  await expect(m.getByRole('article')).toHaveCount(2);

  // The countdown's Keep my tickets: busy while the basket is read, announced, focus kept.
  const keep = page.getByRole('button', { name: 'Keep my tickets' });
  // After the step: the countdown's bar follows it (held at the bottom of the screen).
  await tabTo(page, keep);
  await slow(request, 'GET', '/v2/reservations');
  await page.keyboard.press('Enter');
  await expectKeptOn(page, keep);
  await expect(keep).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'held for another 20 minutes' }),
  ).toHaveCount(1);
  await expectKeptOn(page, keep);
  await expect(keep).not.toHaveAttribute('aria-disabled', 'true');

  // Remove one asks first, with focus on the safe answer; Keep it returns to Remove. Its Yes is
  // busy and focused while the removal runs; pressed again, nothing more is sent.
  const remove = m.getByRole('button', { name: 'Remove Stand-Up Saturdays' });
  await tabTo(page, remove, true);
  await page.keyboard.press('Enter');
  const ask = m.getByRole('group', { name: 'Remove Stand-Up Saturdays?' });
  await expectRing(page, ask.getByRole('button', { name: 'Keep it' }));
  await page.keyboard.press('Enter');
  await expectRing(page, remove);
  await page.keyboard.press('Enter');
  const yesOne = ask.getByRole('button', { name: 'Yes, remove' });
  await tabTo(page, yesOne, true);
  await slow(request, 'DELETE', '/v2/reservations/*');
  await page.keyboard.press('Enter');
  const removingOne = ask.getByRole('button', { name: 'Removing…' });
  await expectKeptOn(page, removingOne);
  await expect(removingOne).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  // Removed: said, and focus on the basket's heading (the button went with its reservation).
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeFocused();
  await expect(
    m.getByRole('status').filter({ hasText: 'Stand-Up Saturdays was removed' }),
  ).toHaveCount(1);
  await expect(m.getByRole('article')).toHaveCount(1);
  const deletes = (await sandboxRequests(request)).filter((r) => r.method === 'DELETE');
  expect(deletes.map((r) => r.status)).toEqual([204]);

  // Remove all asks first, with focus on the safe answer; Keep my basket returns to Remove all.
  const removeAll = m.getByRole('button', { name: 'Remove all' });
  await tabTo(page, removeAll);
  await page.keyboard.press('Enter');
  const keepBasket = m.getByRole('button', { name: 'Keep my basket' });
  await expectRing(page, keepBasket);
  await page.keyboard.press('Enter');
  await expectRing(page, removeAll);
  await page.keyboard.press('Space');
  await expectRing(page, keepBasket);
  const yes = m.getByRole('button', { name: 'Yes, remove everything' });
  await tabTo(page, yes, true);
  await slow(request, 'DELETE', '/v2/reservations');
  await page.keyboard.press('Enter');
  const removing = m.getByRole('button', { name: 'Removing…' });
  await expectKeptOn(page, removing);
  await expect(removing).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeFocused();
  await expect(m.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  const emptied = (await sandboxRequests(request)).filter(
    (r) => r.method === 'DELETE' && r.path === '/v2/reservations',
  );
  expect(emptied.map((r) => r.status)).toEqual([204]);

  // On from the empty basket by keyboard: the search's heading takes focus.
  await tabTo(page, m.getByRole('button', { name: 'Find something to book' }));
  await page.keyboard.press('Enter');
  await expect(m.getByRole('heading', { level: 1 })).toBeFocused();
});
