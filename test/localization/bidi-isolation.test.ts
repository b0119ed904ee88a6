import { expect, fixture, html } from '@open-wc/testing';
import { msg, str } from '@lit/localize';
import { useLanguage } from '../../src/localization.js';
import { parts, plural } from '../../src/plural.js';
import {
  bestAvailableMessage,
  seatAnnouncement,
} from '../../src/components/seat-map/seat-map-messages.js';
import type { SeatRecord } from '../../src/components/seat-map/seat-map-types.js';
import { travellerCounts } from '../../src/features/checkout/order-lines.js';
import { renderOrder } from '../../src/features/theatre/tickets-view.js';

const FSI = '\u2068';
const PDI = '\u2069';
const NAME = 'Hamlet (2026)';

/** "Book {0}" and "Only # places are left in {section}."-like messages, as the steps write them. */
const book = () => msg(str`Book ${NAME}`);
const left = (n: number) =>
  plural(n, 'one{Only # left in {section}.}other{Only # left in {section}.}', { section: NAME });

describe('values inside right-to-left text keep their own direction', () => {
  after(() => useLanguage('en'));

  it('in Arabic each value of a message is isolated (FSI … PDI), in the translated sentence', async () => {
    await useLanguage('ar');
    const text = book();
    expect(text).to.include(`${FSI}${NAME}${PDI}`);
    // The sentence is the Arabic one, not the English source with marks added.
    expect(text).not.to.include('Book');
    expect(left(3)).to.include(`${FSI}${NAME}${PDI}`);
    // A count is a number in the sentence's own digits: not isolated.
    expect(left(3)).to.match(/3/);
    expect(left(3)).not.to.include(`${FSI}3`);
  });

  it('a Latin name ending in "!" before Arabic words keeps its "!" at its own end', async () => {
    await useLanguage('ar');
    // "{0} is not available." in Arabic puts the name first, then Arabic words.
    const unavailable = (name: string) => msg(str`${name} is not available.`);
    // Where the name's first letter and its "!" are drawn, in a right-to-left paragraph.
    const layout = async (text: string) => {
      const el = await fixture<HTMLParagraphElement>(
        html`<p dir="rtl" style="font: 20px sans-serif; width: max-content">${text}</p>`,
      );
      const node = [...el.childNodes].find(
        (n): n is Text => n instanceof Text && n.data.includes('M'),
      )!;
      const x = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: x(node.data.indexOf('M')), bang: x(node.data.indexOf('!')) };
    };
    // "Mamma Mia!" reads left to right inside: its "!" right of its letters.
    const isolated = await layout(unavailable('Mamma Mia!'));
    expect(isolated.bang).to.be.greaterThan(isolated.first);
    // The same sentence without the marks: the bidi algorithm hands the "!" to the Arabic side,
    // drawn left of the name ("!Mamma Mia"), as a buyer would have seen it.
    const bare = await layout(unavailable('Mamma Mia!').replace(/[\u2068\u2069]/g, ''));
    expect(bare.bang).to.be.lessThan(bare.first);
  });

  it("the parts of one thing take the language's comma, each part isolated right to left", async () => {
    await useLanguage('ar');
    expect(parts(['Royal Crescent Theatre', null, 'لندن'])).to.equal(
      `${FSI}Royal Crescent Theatre${PDI}، ${FSI}لندن${PDI}`,
    );
    await useLanguage('ja');
    expect(parts(['Royal Crescent Theatre', 'London'])).to.equal('Royal Crescent Theatre、London');
    await useLanguage('de');
    expect(parts(['Royal Crescent Theatre', '', 'London'])).to.equal(
      'Royal Crescent Theatre, London',
    );
  });

  it("the seat map's messages join a seat's parts with the language's comma", async () => {
    const seat = (number: string): SeatRecord => ({
      id: `Q-${number}`,
      el: null,
      section: 'stalls',
      row: 'Q',
      number,
      x: 0,
      y: 0,
      r: 1,
      rowKey: 'stalls/Q',
      rowPos: Number(number),
      categoryId: 'A',
      serviceSeatId: `S-${number}`,
      restrictedView: null,
    });
    await useLanguage('ja');
    expect(seatAnnouncement(seat('7'), 'Stalls', 'Band A', '£40.00', false)).to.include(
      'Band A、£40.00',
    );
    expect(bestAvailableMessage([seat('7'), seat('8')], 'Stalls', null)).to.include('Stalls、');
    await useLanguage('ar');
    const best = bestAvailableMessage([seat('7'), seat('8')], 'Stalls', null);
    // The section and the row are each isolated once, joined and followed by the Arabic comma.
    expect(best).to.include(`${FSI}Stalls${PDI}، `);
    expect(best).not.to.include(`${FSI}${FSI}`);
    // Drawn right to left: the section (read first) right of the row.
    const el = await fixture<HTMLParagraphElement>(
      html`<p dir="rtl" style="font: 20px sans-serif; width: max-content">${best}</p>`,
    );
    const node = [...el.childNodes].find((n): n is Text => n instanceof Text)!;
    const x = (char: string) => {
      const range = document.createRange();
      const i = node.data.indexOf(char);
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    };
    expect(x('S')).to.be.greaterThan(x('Q'));
  });

  it('one seat found is one seat where the language\'s "one" holds other counts too', async () => {
    const seat = (number: string) =>
      ({ id: `Q-${number}`, section: 'stalls', row: 'Q', number }) as SeatRecord;
    const block = (n: number) =>
      bestAvailableMessage(
        Array.from({ length: n }, (_, i) => seat(String(7 + i))),
        'Stalls',
        '£40.00',
      );
    try {
      // Filipino's "one" is 1, 2, 3, 5…: one seat has its own sentence, without "7 to 7".
      await useLanguage('fil');
      expect(block(1)).to.match(/^1 upuan ang napili: Stalls, .*upuan 7, £40\.00\.$/);
      expect(block(1)).not.to.include('hanggang');
      expect(block(2)).to.include('upuan 7 hanggang 8');
      // Icelandic's "one" is 1, 21, 31…
      await useLanguage('is');
      expect(block(1)).not.to.include(' til ');
      expect(block(21)).to.include('sæti 7 til 27');
      // French and Portuguese: "one" is only ever one seat here.
      await useLanguage('fr');
      expect(block(1)).not.to.include(' à ');
      await useLanguage('pt');
      expect(block(1)).not.to.match(/ a \d/);
    } finally {
      await useLanguage('en');
    }
  });

  it("the order's lines join a ticket's type and band, and a tour's travellers, with the language's comma", async () => {
    const money = { price: 7000, fee: 990, fullPrice: 7990, minFee: 990, maxFee: 990 };
    const order = {
      currency: 'EUR',
      lines: [
        {
          priceTypeId: 'P1',
          name: 'Adult',
          section: 'stalls',
          bandName: 'Stalls (Premium)',
          count: 2,
          money,
          lineTotal: 15980,
        },
      ],
      totals: { tickets: 2, price: 14000, fees: 1980, total: 15980 },
      unpriced: [],
    };
    const line = async (language: string) => {
      await useLanguage(language);
      const el = await fixture<HTMLDivElement>(html`<div>${renderOrder(order, language)}</div>`);
      return el.querySelector('dt')!.textContent!.replace(/\s+/g, ' ').trim();
    };
    expect(await line('en')).to.match(/^2 × Adult, Stalls \(Premium\)/);
    expect(await line('ar')).to.match(/^2 × Adult، Stalls \(Premium\)/);
    expect(await line('ja')).to.match(/^2 × Adult、Stalls \(Premium\)/);
    expect(travellerCounts(['Adult', 'Adult', 'Child'])).to.equal(
      '2\u00a0×\u00a0Adult、1\u00a0×\u00a0Child',
    );
    await useLanguage('ar');
    expect(travellerCounts(['Adult', 'Adult', 'Child'])).to.equal(
      `${FSI}2\u00a0×\u00a0Adult${PDI}، ${FSI}1\u00a0×\u00a0Child${PDI}`,
    );
  });

  it('in German (left to right) values are put in as they are', async () => {
    await useLanguage('de');
    expect(book()).not.to.include(FSI);
    expect(book()).to.include(NAME);
    expect(left(3)).not.to.include(FSI);
  });
});
