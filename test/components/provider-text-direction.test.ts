/**
 * The provider's words keep their own direction on a right-to-left page: an English address,
 * option or card message inside Arabic reads as written ("63 Central Road", not "Central Road 63";
 * "declined." with its full stop at its end). Checked where the glyphs land, not in the markup.
 */
import { expect, fixture } from '@open-wc/testing';
import { html, type nothing, type TemplateResult } from 'lit';
import { renderReservationFacts } from '../../src/components/reservation-facts.js';
import { renderTickets } from '../../src/components/reservation-tickets.js';
import { renderGuidanceNotice } from '../../src/components/guidance-notice.js';
import { renderGuidance } from '../../src/components/checkout-guidance.js';
import '../../src/components/tessera-error-state.js';
import { renderPickup } from '../../src/features/tour-options/pickup-view.js';
import type { SummaryReservation } from '../../src/state/rules/basket.js';
import type { Guidance } from '../../src/state/rules/guidance.js';
import type { PickupPoint } from '../../src/state/rules/tour-pickup.js';

/** Where `word`, the first text in `root` that holds it, starts on screen (its first glyph). */
function leftOf(root: Element, word: string): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(word);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${word}" is not shown`);
}

const rtl = (content: TemplateResult | typeof nothing) =>
  fixture(
    html`<div dir="rtl" lang="ar" style="inline-size: 360px; font: 16px sans-serif">
      ${content}
    </div>`,
  );

const point: PickupPoint = {
  service_pickup_id: 'p1',
  pickup_name: '63 Central Hotel',
  pickup_address: '63 Central Road\n58698 London',
  postcode: 'SW1 1AA',
  pickup_description: 'Wait at the door, the driver holds a sign.',
} as PickupPoint;

describe('provider text on a right-to-left page', () => {
  it('a pickup point reads as written: numbers before street and city, the full stop last', async () => {
    const el = await rtl(
      renderPickup({
        points: [point],
        required: true,
        onRequest: false,
        query: '',
        choice: { pickupId: null, entry: '' },
        locale: 'ar',
        error: null,
        onQuery: () => undefined,
        onChoose: () => undefined,
        onEntry: () => undefined,
      } as Parameters<typeof renderPickup>[0]),
    );
    expect(leftOf(el, '63 Central Road')).to.be.below(leftOf(el, 'Central Road'));
    expect(leftOf(el, '58698')).to.be.below(leftOf(el, 'London'));
    expect(leftOf(el, '63 Central Hotel')).to.be.below(leftOf(el, 'Central Hotel'));
    expect(leftOf(el, 'Wait')).to.be.below(leftOf(el, 'sign.'));
    expect(leftOf(el, 'sign.')).to.be.below(leftOf(el, '.'));
  });

  it("the basket's pickup keeps each address line apart and in its order", async () => {
    const r = {
      attraction_type_id: 2,
      selection_name: 'Full day, 2 stops',
      ticket_delivery_method: 1,
      pickup_point: { ...point, pickup_entry: null },
    } as unknown as SummaryReservation;
    const el = await rtl(renderReservationFacts(r, 'ar'));
    expect(leftOf(el, '63 Central Road')).to.be.below(leftOf(el, 'Central Road'));
    expect(leftOf(el, '58698')).to.be.below(leftOf(el, 'London'));
    // Two lines under the point's name, not one "63 Central Road 58698 London".
    const pickup = [...el.querySelectorAll('dd')].find((d) => d.textContent!.includes('Road'))!;
    const tops = [...pickup.querySelectorAll('bdi.muted')].map(
      (b) => b.getBoundingClientRect().top,
    );
    expect(tops).to.have.length(2);
    expect(tops[1]).to.be.above(tops[0]!);
    expect(leftOf(el, 'Full')).to.be.below(leftOf(el, '2 stops'));
  });

  it("a traveller type's ages read as written (18+, not +18)", async () => {
    const r = {
      attraction_type_id: 2,
      currency: 'EUR',
      tickets: [{ name: 'Adult', age_category: '18+', full_price: 107.4 }],
      fees: [],
    } as unknown as SummaryReservation;
    const el = await rtl(renderTickets(r, 'ar'));
    expect(leftOf(el, '18+')).to.be.below(leftOf(el, '+'));
  });

  it("a card refusal's own words keep their full stop at their end", async () => {
    const guidance = {
      title: 'لم تُقبل البطاقة',
      message: 'لم يتم خصم أي مبلغ.',
      actions: [],
      detail: 'Your card was declined.',
      reference: null,
      fieldErrors: {},
      keepsSelection: true,
      log: false,
    } satisfies Guidance;
    const el = await rtl(
      renderGuidanceNotice(
        guidance,
        [],
        () => '',
        () => undefined,
      ),
    );
    const detail = [...el.querySelectorAll('p')].find((p) => p.textContent!.includes('Your'))!;
    expect(leftOf(detail, 'Your')).to.be.below(leftOf(detail, 'declined.'));
    expect(leftOf(detail, 'declined')).to.be.below(leftOf(detail, '.'));
    // The checkout's error view (a declined card at the payment) shows them the same way.
    const view = await rtl(renderGuidance(guidance, () => undefined));
    const words = [...view.querySelectorAll('p')].find((p) => p.textContent!.includes('Your'))!;
    expect(leftOf(words, 'Your')).to.be.below(leftOf(words, 'declined.'));
    expect(leftOf(words, 'declined')).to.be.below(leftOf(words, '.'));
  });
});
