import { expect } from '@open-wc/testing';
import { DRAWN_FROM_SEATS } from '../../../src/components/seat-map/drawn-size.js';
import { liftSeats } from '../../../src/components/seat-map/lifted-seats.js';
import { sanitizeVenueSvg } from '../../../src/components/seat-map/sanitize-svg.js';
import { LARGE_SVG } from '../../fixtures/seat-map-large.js';

/** A plan of `count` plain seats in rows of 100, plus what `extra` puts inside the root. */
function plan(count: number, extra = ''): string {
  const rows: string[] = [];
  for (let i = 0; i < count; i += 100) {
    const seats: string[] = [];
    for (let n = i; n < Math.min(count, i + 100); n++) {
      seats.push(`<circle class="seat" id="s${n}" cx="${n % 100}" cy="${i / 100}" r="0.4"/>`);
    }
    rows.push(`<g data-row="${i / 100}">\n${seats.join('\n')}\n</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${extra}${rows.join('')}</svg>`;
}

describe('liftSeats', () => {
  it('keeps an element per seat below the size from which plans are drawn', () => {
    expect(liftSeats(plan(DRAWN_FROM_SEATS - 1))).to.equal(null);
    expect(liftSeats(plan(DRAWN_FROM_SEATS))).not.to.equal(null);
  });

  it('lifts each row of seats into one empty group where the row was, reading its seats', () => {
    const lifted = liftSeats(LARGE_SVG)!;
    expect(lifted.runs).to.have.length(100);
    expect(lifted.runs.flat()).to.have.length(10_100);
    expect(lifted.runs[0][0]).to.deep.equal({
      id: 'N-R1-1',
      cx: 12,
      cy: 0,
      r: 4,
      section: null,
      row: null,
      number: '1',
    });
    expect(lifted.text).not.to.contain('<circle');
    expect(lifted.text).to.contain(
      '<g class="row" data-row="R1">\n  <g data-ts-run="0"></g>\n</g>',
    );
    expect(lifted.text).to.contain('<text x="12" y="-10">North</text>');
    // What is left is a small plan for the sanitizer: sections, rows, labels.
    expect(lifted.text.length).to.be.below(LARGE_SVG.length / 20);
  });

  it('leaves a circle that is not plainly a seat where it is, as an element', () => {
    const odd = [
      '<circle class="seat" id="t1" cx="1" cy="1" r="1" transform="rotate(45)"/>',
      '<circle class="seat" id="t2" cx="1" cy="1" r="1" style="opacity: 0.5"/>',
      '<circle class="seat" id="t3" cx="1" cy="1" r="1" onclick="alert(1)"/>',
      '<circle class="seat" id="t4" cx="1em" cy="1" r="1"/>',
      '<circle class="seat" id="t5" cx="1" cy="1" r="1" data-note="a &amp; b"/>',
      '<circle class="decoration" id="t6" cx="1" cy="1" r="1"/>',
      '<circle class="seat" cx="1" cy="1" r="1"/>',
      '<circle class="seat" id="t8" cx="1" cy="1" r="0"/>',
    ];
    const lifted = liftSeats(plan(DRAWN_FROM_SEATS, odd.join('')))!;
    for (const circle of odd) expect(lifted.text).to.contain(circle);
    expect(lifted.runs.flat()).to.have.length(DRAWN_FROM_SEATS);
    // The sanitizer still sees what stays: the handler is gone, the seat stays an element.
    const svg = sanitizeVenueSvg(lifted.text)!;
    expect(svg.querySelector('#t3')!.hasAttribute('onclick')).to.equal(false);
  });

  it('reads a seat as the page would: the first of two values, data-seat, section and row', () => {
    const extra =
      '<circle class="x seat" id="a1" cx="5" cx="9" cy="6" r="2" data-section="Box" data-row="B" data-seat="7"/>';
    const seat = liftSeats(plan(DRAWN_FROM_SEATS, extra))!.runs[0][0];
    expect(seat).to.deep.equal({
      id: 'a1',
      cx: 5,
      cy: 6,
      r: 2,
      section: 'Box',
      row: 'B',
      number: '7',
    });
  });

  it('lifts nothing from a plan with comments, CDATA, raw text or our own placeholder name', () => {
    for (const extra of [
      '<!-- <circle class="seat" id="ghost" cx="1" cy="1" r="1"/> -->',
      '<![CDATA[ x ]]>',
      '<style>circle { fill: red }</style>',
      '<script>1</script>',
      '<g data-ts-run="0"></g>',
    ]) {
      expect(liftSeats(plan(DRAWN_FROM_SEATS, extra)), extra).to.equal(null);
    }
  });
});
