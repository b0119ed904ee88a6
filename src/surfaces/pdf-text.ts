/**
 * Text on the e-ticket: each string is cut into runs of one direction, each run is set in the
 * first given font that has all its characters (Latin, Arabic, Hebrew, Thai and CJK live in
 * different Noto files), and the runs are placed in visual order: left to right in a
 * left-to-right paragraph, right to left in a right-to-left one (a paragraph takes the direction
 * of its first strong character, Unicode bidi rule P2). fontkit shapes each run (Arabic joining,
 * Thai marks) and reverses the glyphs of a right-to-left run. One level of embedding covers what a
 * ticket prints: names, places, dates, seats and references.
 */
import * as fontkit from 'fontkit';

export interface TicketFont {
  /** Font file bytes: TrueType, OpenType or a collection. */
  data: Uint8Array;
  /** The font's PostScript name inside a collection (.ttc). */
  postscriptName?: string;
  bold?: boolean;
}

export interface LoadedFont extends TicketFont {
  /** The name it is registered under in the document. */
  name: string;
  glyphs: fontkit.Font;
}

/** Opens the fonts and registers them with the document, in order. */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: readonly TicketFont[]): LoadedFont[] {
  return fonts.map((f, i) => {
    // fontkit and PDFKit read a Uint8Array in Node and in a browser alike (no Buffer needed).
    const opened = fontkit.create(f.data as Buffer, f.postscriptName);
    if (!('hasGlyphForCodePoint' in opened))
      throw new Error('a font collection needs the postscriptName of one of its fonts');
    const name = `F${i}`;
    doc.registerFont(name, f.data as Buffer, f.postscriptName as string);
    return { ...f, name, glyphs: opened };
  });
}

/** The first font of the weight with every character, else the one with the most of them. */
function fontFor(text: string, bold: boolean, fonts: readonly LoadedFont[]) {
  const points = [...text].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x20);
  const ordered = [
    ...fonts.filter((f) => !!f.bold === bold),
    ...fonts.filter((f) => !!f.bold !== bold),
  ];
  let best: LoadedFont | undefined;
  let bestScore = -1;
  for (const f of ordered) {
    const score = points.filter((cp) => f.glyphs.hasGlyphForCodePoint(cp)).length;
    if (score === points.length) return f;
    if (score > bestScore) [best, bestScore] = [f, score];
  }
  return best;
}

/**
 * Cuts a left-to-right run where no one font has all its characters, each piece in the first font
 * that has its first character: Noto Sans Thai has no Latin digits or letters, so a Thai line
 * with a number or a Latin name is set in two fonts. A right-to-left run keeps one font.
 */
function fontPieces(run: Run, bold: boolean, fonts: readonly LoadedFont[]): Run[] {
  if (run.rtl || fonts.length === 0) return [run];
  const has = (f: LoadedFont | undefined, cp: number) => !!f && f.glyphs.hasGlyphForCodePoint(cp);
  const whole = fontFor(run.text, bold, fonts);
  if ([...run.text].every((c) => c.codePointAt(0)! <= 0x20 || has(whole, c.codePointAt(0)!)))
    return [run];
  const pieces: { text: string; font: LoadedFont | undefined }[] = [];
  for (const ch of run.text) {
    const cp = ch.codePointAt(0)!;
    const last = pieces[pieces.length - 1];
    if (last && (cp <= 0x20 || has(last.font, cp))) last.text += ch;
    else pieces.push({ text: ch, font: fontFor(ch, bold, fonts) });
  }
  return pieces.map((p) => ({ text: p.text, rtl: false }));
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const STRONG = /[\p{L}\p{N}]/u;

interface Run {
  text: string;
  rtl: boolean;
}

/**
 * Cuts text where the direction of its strong characters changes (digits count as left to right).
 * Neutrals (spaces, punctuation) between two runs of one direction join them; between runs of
 * different directions they take the paragraph's direction (bidi rules N1 and N2).
 */
export function directionRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  let paragraphRtl: boolean | undefined;
  for (const ch of text) {
    if (!STRONG.test(ch)) {
      pending += ch;
      continue;
    }
    const rtl = RTL.test(ch);
    paragraphRtl ??= rtl;
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl) last.text += pending + ch;
    else if (last && last.rtl === paragraphRtl) {
      last.text += pending;
      runs.push({ text: ch, rtl });
    } else runs.push({ text: pending + ch, rtl });
    pending = '';
  }
  const last = runs[runs.length - 1];
  if (last) last.text += pending;
  else if (pending) runs.push({ text: pending, rtl: false });
  return runs;
}

export interface WriteOptions {
  size: number;
  bold?: boolean;
  color: string;
  x: number;
  width: number;
  /** Align to the end of the line (right in a left-to-right document) instead of its start. */
  end?: boolean;
  /** The document's direction: a right-to-left document starts lines at the right. */
  rtlDocument?: boolean;
}

/**
 * Writes one paragraph at `y` and answers the y under it. A single run wraps at `width`; runs of
 * both directions share one line, made smaller when they do not fit.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  fonts: readonly LoadedFont[],
  text: string,
  y: number,
  o: WriteOptions,
): number {
  const directed = directionRuns(text);
  const rtlParagraph = directed[0]?.rtl ?? false;
  const alignRight = (o.rtlDocument || rtlParagraph) !== !!o.end;
  // PDFKit's default features drop a space of right-to-left text; fontkit still applies the
  // shaping features the script requires.
  const features = (run: Run) =>
    run.rtl ? { features: [] as PDFKit.Mixins.OpenTypeFeatures[] } : {};
  const use = (run: Run, size: number) => {
    const font = fontFor(run.text, !!o.bold, fonts);
    doc
      .font(font ? font.name : o.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(o.color);
  };
  const piecesOf = (run: Run) => fontPieces(run, !!o.bold, fonts);
  const single = directed.length <= 1 ? piecesOf(directed[0] ?? { text, rtl: false }) : [];
  // One direction wraps at `width`, its pieces of different fonts continued on one text flow
  // (PDFKit aligns a continued flow only to the left; aligned right, it is set as one line).
  if (directed.length <= 1 && (single.length === 1 || !alignRight)) {
    const pieces = single;
    pieces.forEach((run, i) => {
      use(run, o.size);
      const options = {
        width: o.width,
        align: alignRight ? ('right' as const) : ('left' as const),
        continued: i < pieces.length - 1,
        ...features(run),
      };
      if (i === 0) doc.text(run.text, o.x, y, options);
      else doc.text(run.text, options);
    });
    return doc.y;
  }
  // Visual order: the direction runs reversed in a right-to-left paragraph; a left-to-right
  // run's font pieces keep their order inside it.
  const runs = (rtlParagraph ? [...directed].reverse() : directed).flatMap(piecesOf);
  const measure = (size: number) =>
    runs.map((run) => {
      use(run, size);
      return doc.widthOfString(run.text, features(run));
    });
  let size = o.size;
  let widths = measure(size);
  const total = widths.reduce((a, b) => a + b, 0);
  if (total > o.width) {
    size = Math.max(o.size * 0.6, (o.size * o.width) / total);
    widths = measure(size);
  }
  const lineWidth = widths.reduce((a, b) => a + b, 0);
  let x = alignRight ? o.x + o.width - lineWidth : o.x;
  // Fonts of different scripts have different ascents: runs share one baseline.
  let height = 0;
  for (const run of runs) {
    use(run, size);
    height = Math.max(height, doc.currentLineHeight(true));
  }
  const baseline = y + size;
  runs.forEach((run, i) => {
    use(run, size);
    doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...features(run) });
    x += widths[i]!;
  });
  return y + height;
}
