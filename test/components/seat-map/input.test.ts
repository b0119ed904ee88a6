import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { useLanguage } from '../../../src/localization.js';
import type {
  SeatSelectionDetail,
  SeatToggleDetail,
} from '../../../src/components/seat-map/seat-map-types.js';
import {
  announcement,
  centre,
  collect,
  message,
  part,
  seatEl,
  listShown,
  smallMap,
} from './seat-map-helpers.js';

describe('tessera-seat-map input', () => {
  afterEach(() => resetMouse());

  it('selects and removes a seat with the mouse, telling the parent the service seat ids', async () => {
    const el = await smallMap();
    const toggles = collect<SeatToggleDetail>(el, 'tessera-seat-toggle');
    const changes = collect<SeatSelectionDetail>(el, 'tessera-seat-selection-change');
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-A-3')) });
    expect(seatEl(el, 'ST-A-3').getAttribute('data-ts-state')).to.equal('selected');
    expect(toggles).to.deep.equal([
      {
        seatId: 'ST-A-3',
        serviceSeatId: 'svc-A3',
        selected: true,
        seatIds: ['ST-A-3'],
        serviceSeatIds: ['svc-A3'],
      },
    ]);
    expect(changes.at(-1)).to.deep.equal({ seatIds: ['ST-A-3'], serviceSeatIds: ['svc-A3'] });
    await el.updateComplete;
    // The number held to its word: never alone at the start of a line.
    expect(part(el, '.selection').textContent).to.contain('Row A, seat\u00a03');
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-A-3')) });
    expect(seatEl(el, 'ST-A-3').getAttribute('data-ts-state')).to.equal('available');
    expect(toggles.at(-1)?.selected).to.equal(false);
    expect(el.selected).to.deep.equal([]);
  });

  it('ignores clicks on sold seats and says why', async () => {
    const el = await smallMap();
    const toggles = collect(el, 'tessera-seat-toggle');
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-A-2')) });
    await el.updateComplete;
    expect(toggles).to.have.length(0);
    expect(message(el)).to.equal('Section Stalls, row A, seat 2 is not available.');
  });

  it('removes a seat from the selected list with its remove button', async () => {
    const el = await smallMap({ selected: ['ST-A-3', 'ST-A-4'] });
    await el.updateComplete;
    const remove = part<HTMLButtonElement>(
      el,
      'button[aria-label="Remove Section Stalls, row A, seat 3"]',
    );
    remove.click();
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['ST-A-4']);
    expect(seatEl(el, 'ST-A-3').getAttribute('data-ts-state')).to.equal('available');
  });

  it('is one tab stop; arrows move between neighbouring seats and announce them; Enter and Space toggle', async () => {
    const el = await smallMap();
    part(el, '.viewport').focus();
    await el.updateComplete;
    expect(announcement(el)).to.equal('Section Stalls, row A, seat 1, Premium, €50.00, available.');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    // A2 is sold: still reachable, announced as not available.
    expect(announcement(el)).to.equal('Section Stalls, row A, seat 2, not available.');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    // A3 is at x 40; row B's nearest seat is B3 at x 35.
    expect(announcement(el)).to.contain('row B, seat 3, Standard, €30.00');
    await sendKeys({ press: 'Enter' });
    expect(el.selected).to.deep.equal(['ST-B-3']);
    await el.updateComplete;
    expect(announcement(el)).to.contain('row B, seat 3, Standard, €30.00, selected');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(announcement(el)).to.equal(
      'Section Stalls, row B, seat 6, Standard, €30.00, restricted view: Pillar on the left, available.',
    );
    await sendKeys({ press: 'Space' });
    expect(el.selected).to.deep.equal(['ST-B-3', 'ST-B-6']);
    await sendKeys({ press: 'Space' });
    expect(el.selected).to.deep.equal(['ST-B-3']);
    // Down from the last Stalls row goes on to the Circle below.
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(announcement(el)).to.contain('Section Circle, row A, seat 6');
    // Up from the Circle goes to the nearest row above (B), not to row A behind it.
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(announcement(el)).to.contain('Section Stalls, row B, seat 6');
  });

  it('never allows more than maxSeats and says why', async () => {
    const el = await smallMap({ maxSeats: 2 });
    for (const id of ['ST-A-3', 'ST-A-4', 'ST-A-5']) {
      await sendMouse({ type: 'click', position: centre(seatEl(el, id)) });
    }
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['ST-A-3', 'ST-A-4']);
    expect(seatEl(el, 'ST-A-5').getAttribute('data-ts-state')).to.equal('available');
    expect(message(el)).to.equal(
      'You can choose up to 2 seats for this booking. Remove one to choose another.',
    );
  });

  it('refuses seats from a second row when the parent says same row only', async () => {
    const el = await smallMap({ sameRowOnly: true });
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-A-3')) });
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-B-3')) });
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['ST-A-3']);
    expect(message(el)).to.contain('same row');
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-A-4')) });
    expect(el.selected).to.deep.equal(['ST-A-3', 'ST-A-4']);
  });

  it('finds the best available block: the dearest category with N seats together', async () => {
    const el = await smallMap();
    const changes = collect<SeatSelectionDetail>(el, 'tessera-seat-selection-change');
    const input = part<HTMLInputElement>(el, '#best-count');
    const find = part<HTMLButtonElement>(el, '.best button');
    input.value = '3';
    input.dispatchEvent(new Event('change'));
    find.click();
    await el.updateComplete;
    // Premium row A: A2 is sold, so the block is in A3-A6; A3-A5 is nearer the row's centre.
    expect(el.selected).to.deep.equal(['ST-A-3', 'ST-A-4', 'ST-A-5']);
    expect(changes.at(-1)?.serviceSeatIds).to.deep.equal(['svc-A3', 'svc-A4', 'svc-A5']);
    expect(message(el)).to.equal(
      'Selected 3 seats together: Section Stalls, row A, seats 3 to 5, €50.00 each.',
    );
    // Five together: no Premium block; row B is split by an aisle; the Circle has six in a row.
    input.value = '5';
    input.dispatchEvent(new Event('change'));
    find.click();
    await el.updateComplete;
    expect(el.selected).to.have.length(5);
    expect(el.selected.every((id) => id.startsWith('CI-A-'))).to.equal(true);
    input.value = '7';
    input.dispatchEvent(new Event('change'));
    find.click();
    await el.updateComplete;
    expect(message(el)).to.equal(
      'There are no 7 seats together left in one row. Try a smaller number.',
    );
    expect(el.selected).to.have.length(5);
  });

  it('drops its message when the parent sets another selection (seats another buyer took)', async () => {
    const el = await smallMap();
    for (const id of ['ST-A-3', 'ST-A-4']) {
      await sendMouse({ type: 'click', position: centre(seatEl(el, id)) });
    }
    await el.updateComplete;
    expect(message(el)).to.match(/seat 4 selected\. 2 seats selected\.$/);
    // The parent echoes the map's own selection: the message stays.
    el.selected = [...el.selected];
    await el.updateComplete;
    expect(message(el)).to.match(/2 seats selected\.$/);
    // The parent drops both (taken meanwhile): "2 seats selected" would now be false.
    el.selected = [];
    await el.updateComplete;
    expect(message(el)).to.equal('');
  });

  it('finds as many seats together as the tickets allow when asked for more', async () => {
    const el = await smallMap({ maxSeats: 2 });
    const input = part<HTMLInputElement>(el, '#best-count');
    input.value = '9';
    input.dispatchEvent(new Event('change'));
    // Enter in the field: no browser "must be 2 or less", no "remove one" with nothing picked.
    input.form!.requestSubmit();
    await el.updateComplete;
    expect(input.value).to.equal('2');
    expect(el.selected).to.have.length(2);
    expect(message(el)).to.match(/^Selected 2 seats together: /);
  });

  it('says its last message again in the language the buyer switches to', async () => {
    const el = await smallMap({ maxSeats: 2 });
    try {
      const input = part<HTMLInputElement>(el, '#best-count');
      input.value = '2';
      input.dispatchEvent(new Event('change'));
      part<HTMLButtonElement>(el, '.best button').click();
      await el.updateComplete;
      expect(message(el)).to.match(/^Selected 2 seats together: Section Stalls, row A/);
      await useLanguage('fr');
      await el.updateComplete;
      expect(message(el)).to.match(/^2 places côte à côte sélectionnées : /);
      // One seat is one place, not "place 3 à 3".
      input.value = '1';
      input.dispatchEvent(new Event('change'));
      part<HTMLButtonElement>(el, '.best button').click();
      await el.updateComplete;
      expect(message(el)).to.match(/^1 place sélectionnée : .*, place 3, €50\.00\.$/);
      // A refusal said in French goes back to English with the page.
      for (const id of ['CI-A-1', 'CI-A-2']) {
        await sendMouse({ type: 'click', position: centre(seatEl(el, id)) });
      }
      await el.updateComplete;
      expect(message(el)).to.match(/^Vous pouvez choisir jusqu’à 2 places/);
      await useLanguage('en');
      await el.updateComplete;
      expect(message(el)).to.equal(
        'You can choose up to 2 seats for this booking. Remove one to choose another.',
      );
    } finally {
      await useLanguage('en');
    }
  });

  it('offers a list mode with a checkbox per available seat', async () => {
    const el = await smallMap();
    // A mouse here (headless Chromium's pointer is fine): the hint says click, not tap.
    expect(part(el, '.hint').textContent!.trim()).to.match(/^Click a seat to select it\./);
    const toggle = part<HTMLButtonElement>(el, '.toolbar button');
    toggle.click();
    await listShown(el);
    // An action named for what it does next, not a pressed toggle.
    expect(toggle.textContent!.trim()).to.equal('Show seating plan');
    expect(toggle.hasAttribute('aria-pressed')).to.equal(false);
    expect(part(el, '.hint').textContent!.trim()).to.equal('Pick seats from the list.');
    expect(part(el, '.map-frame').hidden).to.equal(true);
    // Out of the layout too: no rule of the map's gives the frame a display that beats [hidden].
    expect(getComputedStyle(part(el, '.map-frame')).display).to.equal('none');
    const rows = el.shadowRoot!.querySelectorAll('.seat-list tbody tr');
    // Stalls: 5 in row A (A2 sold) and 6 in row B.
    expect(rows).to.have.length(11);
    const box = part<HTMLInputElement>(
      el,
      'input[aria-label="Section Stalls, row B, seat 6, €30.00"]',
    );
    box.click();
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['ST-B-6']);
    expect(rows[10].textContent).to.contain('Restricted view: Pillar on the left');
    const select = part<HTMLSelectElement>(el, '#list-section');
    select.value = 'Circle';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.seat-list tbody tr')).to.have.length(6);
  });

  it('list mode is one Tab stop: the arrow keys move between the seats, Tab comes back to the last', async () => {
    const el = await smallMap();
    part<HTMLButtonElement>(el, '.toolbar button').click();
    await listShown(el);
    const boxes = () => [
      ...el.shadowRoot!.querySelectorAll<HTMLInputElement>('.seat-list tbody input'),
    ];
    const tabbable = () => boxes().filter((b) => b.tabIndex === 0);
    expect(boxes()).to.have.length(11);
    expect(tabbable()).to.deep.equal([boxes()[0]]);
    const key = (k: string) =>
      el.shadowRoot!.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }),
      );
    boxes()[0]!.focus();
    key('ArrowDown');
    key('ArrowDown');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(boxes()[2]);
    expect(tabbable()).to.deep.equal([boxes()[2]]);
    key('End');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(boxes()[10]);
    key('ArrowDown');
    expect(el.shadowRoot!.activeElement).to.equal(boxes()[10]);
    key('Home');
    key('ArrowUp');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(boxes()[0]);
    expect(tabbable()).to.deep.equal([boxes()[0]]);
    expect(part(el, '#list-keys').textContent).to.contain('arrow keys');
  });

  it('keeps a refused seat unticked in list mode', async () => {
    const el = await smallMap({ maxSeats: 1, selected: ['ST-A-1'] });
    part<HTMLButtonElement>(el, '.toolbar button').click();
    await listShown(el);
    const box = part<HTMLInputElement>(
      el,
      'input[aria-label="Section Stalls, row A, seat 3, €50.00"]',
    );
    box.click();
    await el.updateComplete;
    expect(box.checked).to.equal(false);
    expect(el.selected).to.deep.equal(['ST-A-1']);
  });
});
