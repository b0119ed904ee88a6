import { expect, fixture, html } from '@open-wc/testing';
import { msg, str } from '@lit/localize';
import { useLanguage } from '../../src/localization.js';
import { parts, plural } from '../../src/plural.js';

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

  it('in German (left to right) values are put in as they are', async () => {
    await useLanguage('de');
    expect(book()).not.to.include(FSI);
    expect(book()).to.include(NAME);
    expect(left(3)).not.to.include(FSI);
  });
});
