/**
 * Seated venues: sections of rows of seats, their seat-map IDs (the SVG circle ids, also the keys
 * of the seats endpoint) and their service seat IDs (what a reservation sends).
 */

export interface VenueSection {
  id: string;
  name: string;
  priceCategory: number;
  rows: number;
  seatsPerRow: number;
  /** Where the block is drawn (top-left corner, SVG units). */
  x: number;
  y: number;
  /** Seat numbers after which an aisle (one seat wide) cuts every row. */
  aislesAfter?: number[];
}

export interface Venue {
  id: string;
  name: string;
  sections: VenueSection[];
  restrictedNote: string;
}

export interface VenueSeat {
  mapId: string;
  serviceId: string;
  section: string;
  row: string;
  number: number;
  restricted: string | null;
  cx: number;
  cy: number;
}

const SEAT = 12;
const rowName = (i: number) => String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(i) : '');

function royalCrescent(): Venue {
  return {
    id: 'royal-crescent',
    name: 'Royal Crescent Theatre',
    restrictedNote: 'Pillar partly obstructs the stage',
    sections: [
      { id: 'STALLS', name: 'Stalls', priceCategory: 1, rows: 12, seatsPerRow: 20, x: 40, y: 60 },
      {
        id: 'CIRCLE',
        name: 'Dress Circle',
        priceCategory: 2,
        rows: 8,
        seatsPerRow: 18,
        x: 52,
        y: 220,
      },
      { id: 'BALCONY', name: 'Balcony', priceCategory: 3, rows: 6, seatsPerRow: 16, x: 64, y: 330 },
    ],
  };
}

function meridianArena(): Venue {
  const sections: VenueSection[] = [];
  const names = 'ABCDEFGHIJKL';
  for (let i = 0; i < 12; i++) {
    const col = i % 4;
    const tier = Math.floor(i / 4);
    sections.push({
      id: names[i],
      name: `Section ${names[i]}`,
      priceCategory: tier + 1,
      rows: 20,
      seatsPerRow: 24,
      x: 20 + col * 300,
      y: 100 + tier * 260,
    });
  }
  return { id: 'meridian-arena', name: 'Meridian Arena', restrictedNote: 'Side view', sections };
}

/**
 * Titan Arena: 20,000 seats in the round. A lower and an upper ring of 20 sections each (20 rows
 * of 25 seats, an aisle after seat 12) around the floor; the lower ring's long sides are premium,
 * its ends standard, the upper ring value.
 */
function titanArena(): Venue {
  const rows = 20;
  const seatsPerRow = 25;
  const w = (seatsPerRow + 1) * SEAT;
  const h = rows * SEAT;
  const gap = 24;
  const x0 = w + 3 * gap;
  const y0 = h + 3 * gap + 40;
  const sections: VenueSection[] = [];
  const add = (ring: 1 | 2, x: number, y: number, priceCategory: number) => {
    const id = String(
      ring * 100 + (sections.filter((s) => s.id.startsWith(String(ring))).length + 1),
    );
    sections.push({
      id,
      name: `Section ${id}`,
      priceCategory,
      rows,
      seatsPerRow,
      x,
      y,
      aislesAfter: [12],
    });
  };
  // Lower ring: 7 sections along each long side, 3 down each end.
  for (let i = 0; i < 7; i++) add(1, x0 + i * (w + gap), y0, i === 0 || i === 6 ? 2 : 1);
  for (let j = 0; j < 3; j++) add(1, x0 + 6 * (w + gap), y0 + (j + 1) * (h + gap), 2);
  for (let i = 6; i >= 0; i--)
    add(1, x0 + i * (w + gap), y0 + 4 * (h + gap), i === 0 || i === 6 ? 2 : 1);
  for (let j = 2; j >= 0; j--) add(1, x0, y0 + (j + 1) * (h + gap), 2);
  // Upper ring: the same around the outside, corners left open for the stairs.
  for (let i = 0; i < 7; i++) add(2, x0 + i * (w + gap), y0 - h - 2 * gap, 3);
  for (let j = 0; j < 3; j++) add(2, x0 + 7 * (w + gap) + gap, y0 + (j + 1) * (h + gap), 3);
  for (let i = 6; i >= 0; i--) add(2, x0 + i * (w + gap), y0 + 5 * (h + gap) + gap, 3);
  for (let j = 2; j >= 0; j--) add(2, x0 - w - 2 * gap, y0 + (j + 1) * (h + gap), 3);
  return {
    id: 'titan-arena',
    name: 'Titan Arena',
    restrictedNote: 'Limited view of the floor',
    sections,
  };
}

export const VENUES: Record<string, Venue> = {
  'royal-crescent': royalCrescent(),
  'meridian-arena': meridianArena(),
  'titan-arena': titanArena(),
};

/** Where a seat is drawn across its block: one seat's width further for each aisle before it. */
const seatOffset = (s: VenueSection, n: number) =>
  n - 0.5 + (s.aislesAfter ?? []).filter((a) => n > a).length;

/** Width of a section's block, aisles included. */
const blockWidth = (s: VenueSection) => (s.seatsPerRow + (s.aislesAfter?.length ?? 0)) * SEAT;

const seatCache = new Map<string, VenueSeat[]>();

/** Every seat of a venue, in section, row, number order. */
export function venueSeats(venue: Venue): VenueSeat[] {
  const cached = seatCache.get(venue.id);
  if (cached) return cached;
  const seats: VenueSeat[] = [];
  for (const s of venue.sections) {
    for (let r = 0; r < s.rows; r++) {
      const row = rowName(r);
      for (let n = 1; n <= s.seatsPerRow; n++) {
        // The two seats at each end of the back rows have a restricted view.
        const back = r >= s.rows - 2;
        const end = n <= 2 || n > s.seatsPerRow - 2;
        const mapId = `${s.id}-${row}-${n}`;
        seats.push({
          mapId,
          serviceId: `${venue.id}:${mapId}`,
          section: s.id,
          row,
          number: n,
          restricted: back && end ? venue.restrictedNote : null,
          cx: s.x + seatOffset(s, n) * SEAT,
          cy: s.y + (r + 0.5) * SEAT,
        });
      }
    }
  }
  seatCache.set(venue.id, seats);
  return seats;
}

export function seatIndex(venue: Venue): Map<string, VenueSeat> {
  return new Map(venueSeats(venue).map((s) => [s.mapId, s]));
}

const svgCache = new Map<string, string>();

/** The seat map SVG: <g class="section"> > <g class="row"> > <circle class="seat">. */
export function seatMapSvg(venue: Venue): string {
  const cached = svgCache.get(venue.id);
  if (cached) return cached;
  const seats = venueSeats(venue);
  const width = Math.max(...venue.sections.map((s) => s.x + blockWidth(s))) + 20;
  const height = Math.max(...venue.sections.map((s) => s.y + s.rows * SEAT)) + 20;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${venue.name}</title>`,
    `<rect class="stage" x="${width / 2 - 120}" y="8" width="240" height="32" rx="4" fill="#444"/>`,
    `<text x="${width / 2}" y="29" text-anchor="middle" fill="#fff" font-size="14">STAGE</text>`,
  ];
  for (const s of venue.sections) {
    out.push(`<g class="section" data-section="${s.id}">`);
    out.push(`<text x="${s.x}" y="${s.y - 4}" font-size="10">${s.name}</text>`);
    let row = '';
    for (const seat of seats) {
      if (seat.section !== s.id) continue;
      if (seat.row !== row) {
        if (row) out.push('</g>');
        row = seat.row;
        out.push(`<g class="row" data-row="${row}">`);
      }
      out.push(
        `<circle class="seat" id="${seat.mapId}" data-section="${s.id}" data-row="${row}" data-seat="${seat.number}" cx="${seat.cx}" cy="${seat.cy}" r="5"/>`,
      );
    }
    out.push('</g></g>');
  }
  out.push('</svg>');
  const svg = out.join('\n');
  svgCache.set(venue.id, svg);
  return svg;
}
