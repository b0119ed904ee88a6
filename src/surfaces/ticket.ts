/**
 * The e-ticket PDF: one A4 page per ticket with the attraction, date and time in its time zone,
 * the price type and seat or traveller type, the booking reference as text and as a QR code, the
 * brand's logo for light surfaces and its colours where doc 3 allows (an always-light surface:
 * primary as the accent band, page.text, page.textMuted and page.divider of the light scheme,
 * each kept only while it reads on white paper). The QR code is black on white, as scanners need.
 *
 * PDFKit lays out and embeds the fonts (fontkit shapes Arabic and Thai and subsets CJK); every
 * string is set in the first given font that has all its characters, so a page can carry Latin,
 * Arabic, Japanese and Thai. Fonts come from the caller (system-fonts.ts finds Debian's Noto).
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import QRCode from 'qrcode';
import { contrastRatio, opaqueOnWhite } from '../brand/color.js';
import type { ResolvedBrand } from '../brand/types.js';
import type { SurfaceBooking } from './booking.js';
import { ticketPages, type TicketPage } from './facts.js';
import { surfaceLanguage } from './words.js';
import { lengthPx } from './surface-brand.js';
import type { LogoType } from './logo-type.js';
import { registerFonts, writeText, type LoadedFont, type TicketFont } from './pdf-text.js';

export type { TicketFont };

export interface TicketLogo {
  data: Uint8Array;
  type: LogoType;
}

export interface TicketOptions {
  /** Tried in order for each string; without any, only Latin-1 prints (PDF's Helvetica). */
  fonts?: TicketFont[];
  /** The brand's `logo` (the mark for light surfaces), read by the caller. */
  logo?: TicketLogo;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const DEFAULT_TEXT = '#161c44';
const DEFAULT_MUTED = '#666666';

/** A brand colour on white paper, or `fallback` when it would not read (below `ratio`). */
function onPaper(value: string | undefined, fallback: string, ratio: number): string {
  const hex = opaqueOnWhite(value ?? '', fallback).slice(0, 7);
  return (contrastRatio(hex, '#ffffff') ?? 0) >= ratio ? hex : fallback;
}

/** Draws the QR code of `text` as vector squares, `size` points wide with its quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < n && qr.modules.get(row, col)) col++;
      // Runs of dark modules as one rectangle, a hair wider so no seam shows between them.
      doc.rect(
        x + (quiet + from) * cell,
        y + (quiet + row) * cell,
        (col - from) * cell + 0.01,
        cell + 0.01,
      );
    }
  }
  doc.fill('#000000');
}

/** Draws the logo `height` high at the line's start (the right in a right-to-left ticket). */
function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: TicketLogo,
  y: number,
  height: number,
  rtl: boolean,
) {
  const maxWidth = (PAGE.width - 2 * MARGIN) / 2;
  if (logo.type === 'svg') {
    const svg = new TextDecoder().decode(logo.data);
    const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(svg);
    const width = Math.min(maxWidth, height * (box ? Number(box[1]) / Number(box[2]) : 3));
    const x = rtl ? PAGE.width - MARGIN - width : MARGIN;
    SVGtoPDF(doc as never, svg, x, y, {
      width,
      height,
      preserveAspectRatio: rtl ? 'xMaxYMid meet' : 'xMinYMid meet',
    });
  } else {
    // PDFKit's openImage is public API its type definitions leave out.
    const image = (
      doc as unknown as { openImage(src: Uint8Array): { width: number; height: number } }
    ).openImage(logo.data);
    const width = Math.min(maxWidth, (height * image.width) / image.height);
    const x = rtl ? PAGE.width - MARGIN - width : MARGIN;
    doc.image(image as never, x, y, { fit: [width, height], ...(rtl ? { align: 'right' } : {}) });
  }
}

function drawPage(
  doc: PDFKit.PDFDocument,
  page: TicketPage,
  ctx: {
    fonts: LoadedFont[];
    colours: { accent: string; text: string; muted: string; divider: string };
    logo?: TicketLogo;
    logoHeight: number;
    words: ReturnType<typeof surfaceLanguage>['words'];
    dir: 'ltr' | 'rtl';
    seller: string;
  },
) {
  const { colours: c } = ctx;
  const width = PAGE.width - 2 * MARGIN;
  const write = (
    text: string,
    y: number,
    o: { size: number; bold?: boolean; color: string; end?: boolean },
  ): number =>
    writeText(doc, ctx.fonts, text, y, { x: MARGIN, width, rtlDocument: ctx.dir === 'rtl', ...o });

  doc.rect(0, 0, PAGE.width, 10).fill(c.accent);
  let y = 40;
  if (ctx.logo) {
    drawLogo(doc, ctx.logo, y, ctx.logoHeight, ctx.dir === 'rtl');
    y += ctx.logoHeight + 24;
  } else if (ctx.seller) {
    y = write(ctx.seller, y, { size: 16, bold: true, color: c.text }) + 20;
  }
  write(page.position, 40, { size: 10, color: c.muted, end: true });

  const rule = (at: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(PAGE.width - MARGIN, at)
      .lineWidth(1)
      .stroke(c.divider);
  rule(y);
  y = write(page.title, y + 20, { size: 24, bold: true, color: c.text }) + 8;
  y = write(page.when, y, { size: 14, color: c.text }) + 2;
  if (page.where) y = write(page.where, y, { size: 12, color: c.muted }) + 16;
  y = write(page.holder, y, { size: 16, bold: true, color: c.text }) + 2;
  if (page.holderDetail) y = write(page.holderDetail, y, { size: 13, color: c.text }) + 16;
  rule(y);

  const qrSize = 200;
  const qrY = y + 24;
  drawQr(doc, page.reference, (PAGE.width - qrSize) / 2, qrY, qrSize);
  y = qrY + qrSize + 8;
  y = write(ctx.words.reference, y, { size: 11, color: c.muted });
  y = write(page.reference, y + 2, { size: 22, bold: true, color: c.text });
  y = write(ctx.words.scanAtEntry, y + 8, { size: 11, color: c.muted });

  const footY = PAGE.height - MARGIN - 14;
  rule(footY - 10);
  write([ctx.seller, page.ticketId].filter(Boolean).join(' · '), footY, {
    size: 9,
    color: c.muted,
  });
}

/**
 * Renders every ticket of the booking, one page each, and resolves with the PDF's bytes.
 * `brand` is the light scheme's resolved brand: the e-ticket is always light.
 */
export async function renderTicketPdf(
  booking: SurfaceBooking,
  brand: ResolvedBrand,
  options: TicketOptions = {},
): Promise<Uint8Array> {
  const { words, dir } = surfaceLanguage(booking.language);
  const v = brand.values;
  const single = options.fonts?.find((f) => !f.postscriptName);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: words.subject(booking.reference), Producer: 'Tessera', Creator: 'Tessera' },
    lang: booking.language,
    // The document's starting font: the first given one (not a collection), so no standard font
    // is needed (PDFKit's browser build has none unless registered); without, Helvetica (Node).
    ...(single ? { font: single.data } : {}),
  } as PDFKit.PDFDocumentOptions);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = registerFonts(doc, options.fonts ?? []);
  const ctx = {
    fonts,
    colours: {
      accent: opaqueOnWhite(v.primary ?? '', '#4657d4').slice(0, 7),
      text: onPaper(v['page.text'], DEFAULT_TEXT, 4.5),
      muted: onPaper(v['page.textMuted'], DEFAULT_MUTED, 4.5),
      divider: opaqueOnWhite(v['page.divider'] ?? '', '#e6e6e6').slice(0, 7),
    },
    ...(options.logo ? { logo: options.logo } : {}),
    logoHeight: Math.min(48, Math.round(lengthPx(v.logoHeight, 32) * 0.75)),
    words,
    dir,
    seller: booking.seller?.name ?? '',
  };
  const pages = ticketPages(booking);
  if (pages.length === 0) throw new Error('the booking has no tickets to print');
  for (const page of pages) {
    doc.addPage({ size: 'A4', margin: MARGIN });
    drawPage(doc, page, ctx);
  }
  doc.end();
  await done;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
