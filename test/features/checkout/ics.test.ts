import { expect } from '@open-wc/testing';
import { buildIcs, escapeText, foldLine } from '../../../src/features/checkout/ics.js';

describe('add-to-calendar file', () => {
  const stamp = new Date('2026-11-22T10:00:00Z');

  it('writes one event per booking in UTC, with CRLF lines', () => {
    const ics = buildIcs(
      [
        {
          uid: 'r1@tessera',
          title: 'Fringe Highlights',
          start: '2026-11-25T21:00:00+00:00',
          end: null,
          location: 'Assembly Rooms, Edinburgh',
          description: 'Booking reference TSB-1',
        },
        {
          uid: 'r2@tessera',
          title: 'Seine River Cruise',
          start: '2026-12-01T19:30:00+01:00',
          end: '2026-12-01T21:00:00+01:00',
          location: 'Paris',
          description: 'Booking reference TSB-1',
        },
      ],
      stamp,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).to.equal(true);
    expect(ics.match(/BEGIN:VEVENT/g)).to.have.length(2);
    // No end given: two hours from the start.
    expect(ics).to.contain('DTSTART:20261125T210000Z\r\nDTEND:20261125T230000Z');
    // The attraction's offset becomes UTC.
    expect(ics).to.contain('DTSTART:20261201T183000Z\r\nDTEND:20261201T200000Z');
    expect(ics).to.contain('LOCATION:Assembly Rooms\\, Edinburgh');
    expect(ics).to.contain('DTSTAMP:20261122T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).to.equal(true);
  });

  it('writes a whole-day tour as a date', () => {
    const ics = buildIcs(
      [
        {
          uid: 't@tessera',
          title: 'Stonehenge',
          start: '2026-11-23T08:00:00+00:00',
          end: null,
          allDay: true,
          location: 'London',
          description: '',
        },
      ],
      stamp,
    );
    expect(ics).to.contain('DTSTART;VALUE=DATE:20261123\r\nDTEND;VALUE=DATE:20261124');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).to.equal('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).to.be.at.most(75);
    expect(folded.replace(/\r\n /g, '')).to.equal(`SUMMARY:${'é'.repeat(60)}`);
  });

  it("writes times in the attraction's time zone, with a VTIMEZONE of its offsets", () => {
    const ics = buildIcs(
      [
        {
          uid: 'p@tessera',
          title: 'Seine River Cruise',
          start: '2026-07-01T19:30:00+02:00',
          end: '2026-07-01T21:00:00+02:00',
          location: 'Paris',
          description: '',
          timeZone: 'Europe/Paris',
        },
      ],
      stamp,
    );
    expect(ics).to.contain(
      'DTSTART;TZID=Europe/Paris:20260701T193000\r\nDTEND;TZID=Europe/Paris:20260701T210000',
    );
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).to.contain('TZID:Europe/Paris');
    // Summer time starts at 02:00 local on 29 March 2026 and ends at 03:00 on 25 October.
    expect(zone).to.contain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200',
    );
    expect(zone).to.contain(
      'BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100',
    );
    // The zone comes before the event that names it.
    expect(ics.indexOf('END:VTIMEZONE')).to.be.lessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('writes a zone without summer time as one standard offset, and an unknown zone in UTC', () => {
    const ics = buildIcs(
      [
        {
          uid: 't@tessera',
          title: 'Tokyo Tower',
          start: '2026-12-01T10:00:00+09:00',
          end: null,
          location: 'Tokyo',
          description: '',
          timeZone: 'Asia/Tokyo',
        },
        {
          uid: 'u@tessera',
          title: 'Nowhere',
          start: '2026-12-01T10:00:00+00:00',
          end: null,
          location: '',
          description: '',
          timeZone: 'Not/AZone',
        },
      ],
      stamp,
    );
    expect(ics).to.contain('DTSTART;TZID=Asia/Tokyo:20261201T100000');
    expect(ics.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).to.deep.equal(['BEGIN:STANDARD']);
    expect(ics).to.contain('TZOFFSETTO:+0900');
    expect(ics).to.contain('DTSTART:20261201T100000Z');
  });
});
