// The e-ticket PDF (src/surfaces/ticket.ts): parsed back with PDF.js, one page per ticket, the QR
// code of a rendered page decodes to the reference, and Arabic, Japanese and Thai print in
// embedded fonts. The Noto fonts come from Debian (scripts/ensure-fonts.sh installs them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { processBrand } from '../../src/brand/process.js';
import { parseBooking, type SurfaceBooking } from '../../src/surfaces/booking.js';
import { renderTicketPdf } from '../../src/surfaces/ticket.js';
import { directionRuns } from '../../src/surfaces/pdf-text.js';
import { systemFonts } from '../../src/surfaces/system-fonts.js';
import { surfaceLanguage } from '../../src/surfaces/words.js';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const booking = parseBooking(json('examples/booking.json'));
const brandFile = json('demo/brands/grand-theatre.json');
const brand = processBrand(brandFile).resolved.light;
const logo = {
  type: 'svg' as const,
  data: readFileSync(`demo/brands/${brandFile.logo as string}`),
};
const ticketCount = (b: SurfaceBooking) => b.reservations.reduce((n, r) => n + r.tickets.length, 0);

const open = (data: Uint8Array) =>
  getDocument({ data: data.slice(), verbosity: 0, useSystemFonts: false }).promise;

/** The example booking's e-ticket, rendered once for the tests that read it. */
let example: Promise<PDFDocumentProxy> | undefined;
const examplePdf = async () =>
  (example ??= systemFonts('en').then(async (fonts) =>
    open(await renderTicketPdf(booking, brand, { fonts, logo })),
  ));

async function pageText(pdf: PDFDocumentProxy, n: number): Promise<string> {
  const content = await (await pdf.getPage(n)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

/** Renders a page as a person would see it; answers its pixels and the fonts it drew with. */
async function renderPage(pdf: PDFDocumentProxy, n: number) {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const fonts = new Set<string>();
  const ops = await page.getOperatorList();
  for (const [i, fn] of ops.fnArray.entries()) {
    if (fn !== 37 /* OPS.setFont */) continue;
    const id = (ops.argsArray[i] as [string])[0];
    const font = page.commonObjs.get(id) as { name?: string };
    if (font.name) fonts.add(font.name.replace(/^[A-Z]{6}\+/, ''));
  }
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { image, fonts };
}

test('the machine has the Noto fonts the e-ticket embeds (bash scripts/ensure-fonts.sh)', () => {
  assert.ok(existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'));
  assert.ok(existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'));
});

test('one page per ticket, each naming its attraction, date, seat or traveller and the reference', async () => {
  const pdf = await examplePdf();
  assert.equal(ticketCount(booking), 4);
  assert.equal(pdf.numPages, 4);
  const pages = await Promise.all([1, 2, 3, 4].map((n) => pageText(pdf, n)));
  assert.match(
    pages[0]!,
    /The Phantom Lighthouse.*Nov 24, 2026, 7:30 PM.*Adult.*Stalls, row A, seat 1/,
  );
  assert.match(pages[1]!, /Stalls, row A, seat 2/);
  assert.match(pages[2]!, /Highlands & Loch Ness.*Nov 21, 2026.*Adult.*18\+/);
  assert.match(pages[3]!, /Child.*4-17/);
  pages.forEach((text, i) => {
    assert.ok(text.includes(booking.reference), `page ${i + 1}`);
    assert.ok(text.includes(`Ticket ${i + 1} of 4`), `page ${i + 1}`);
  });
});

test('the QR code of a rendered page decodes to the booking reference', async () => {
  const pdf = await examplePdf();
  for (const n of [1, 4]) {
    const { image } = await renderPage(pdf, n);
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    assert.equal(code?.data, booking.reference, `page ${n}`);
  }
});

test('Arabic, Japanese and Thai names print in embedded Noto fonts', async () => {
  // The sandbox's own Arabic and Japanese names; Thai set here (the sandbox answers no Thai).
  // Words without a lam-alef ligature: a ligature copies out as its letters in reverse order.
  const cases: [string, string, string | null, string[], RegExp][] = [
    ['test/fixtures/booking-ar.json', 'ar', null, ['منارة', 'لندن'], /NotoSansArabic/],
    ['test/fixtures/booking-ja.json', 'ja', null, ['ファントム', 'ライトハウス'], /NotoSansCJKjp/],
    ['examples/booking.json', 'th', 'ทัวร์ชมพระบรมมหาราชวัง', ['ทัวร์ชมพระบรมมหาราชวัง'], /NotoSansThai/],
  ];
  for (const [file, language, name, words, fontName] of cases) {
    const b = parseBooking(json(file));
    b.language = language;
    if (name) b.reservations[0]!.attraction_name = name;
    const pdf = await open(await renderTicketPdf(b, brand, { fonts: await systemFonts(language) }));
    assert.equal(pdf.numPages, ticketCount(b));
    const text = await pageText(pdf, 1);
    // PDF.js reads the text back through the embedded fonts' ToUnicode maps.
    for (const word of words) assert.ok(text.includes(word), `${language}: ${text}`);
    const { fonts } = await renderPage(pdf, 1);
    assert.ok(
      [...fonts].some((f) => fontName.test(f)),
      `${language}: ${[...fonts].join(', ')}`,
    );
  }
});

test('without fonts a Latin booking still prints (PDF Helvetica); with no ticket, it is refused', async () => {
  const pdf = await open(await renderTicketPdf(booking, brand));
  assert.equal(pdf.numPages, 4);
  assert.ok((await pageText(pdf, 1)).includes(booking.reference));
  await assert.rejects(renderTicketPdf({ ...booking, reservations: [] }, brand), /no tickets/);
});

test('text is cut into runs of one direction; neutrals between two directions take the paragraph direction', () => {
  assert.deepEqual(directionRuns('Edinburgh tours, إدنبرة'), [
    { text: 'Edinburgh tours, ', rtl: false },
    { text: 'إدنبرة', rtl: true },
  ]);
  assert.deepEqual(directionRuns('منارة الأشباح 2'), [
    { text: 'منارة الأشباح ', rtl: true },
    { text: '2', rtl: false },
  ]);
  assert.deepEqual(directionRuns('التذكرة 3 من 4'), [
    { text: 'التذكرة ', rtl: true },
    { text: '3', rtl: false },
    { text: ' من ', rtl: true },
    { text: '4', rtl: false },
  ]);
  assert.deepEqual(directionRuns('TSB-000001'), [{ text: 'TSB-000001', rtl: false }]);
});

test('the ticket speaks Japanese, Korean and Thai in embedded Noto fonts: its own words read back', async () => {
  const cases: [string, RegExp][] = [
    ['ja', /NotoSansCJKjp/],
    ['ko', /NotoSansCJKkr/],
    ['th', /NotoSansThai/],
  ];
  for (const [language, fontName] of cases) {
    const b = { ...booking, language };
    const { words } = surfaceLanguage(language);
    assert.notEqual(words, surfaceLanguage('en').words, language);
    const pdf = await open(await renderTicketPdf(b, brand, { fonts: await systemFonts(language) }));
    assert.equal(pdf.numPages, 4);
    // A line set in two fonts (Thai words, Latin digits) reads back as several text items.
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const text = await pageText(pdf, 2);
    for (const word of [words.ticketOf(2, 4), words.seat('2'), words.scanAtEntry, b.reference]) {
      assert.ok(squeeze(text).includes(squeeze(word)), `${language}: ${word} in ${text}`);
    }
    assert.ok(!text.includes('\u0000'), `${language}: a character without a glyph in ${text}`);
    const { fonts } = await renderPage(pdf, 2);
    assert.ok(
      [...fonts].some((f) => fontName.test(f)),
      `${language}: ${[...fonts].join(', ')}`,
    );
  }
});
