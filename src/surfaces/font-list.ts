/**
 * The fonts the e-ticket embeds, by file name, in the order strings try them: Noto Sans for
 * Latin, Greek and Cyrillic, then Arabic, Hebrew, Thai and the CJK collection (in the face that
 * draws the language's own glyph forms), DejaVu Sans last for Latin where Noto is missing. The
 * same list serves Node (system-fonts.ts reads the files from the machine's font folders) and a
 * browser (fetched-fonts.ts fetches them from a folder URL).
 */
/** Where the demo servers (dev, `npm start`, the static build) answer the font files. */
export const SURFACE_FONTS_PATH = '/surface-fonts/';

export interface FontFile {
  /** The file name, as Debian's fonts-noto-core, fonts-noto-cjk and fonts-dejavu-core ship it. */
  file: string;
  /** The font's PostScript name inside a collection (.ttc). */
  postscriptName?: string;
  bold: boolean;
}

/** The CJK face of a collection that draws the language's own glyph forms. */
function cjkVariant(language: string): string {
  const l = language.toLowerCase();
  if (l.startsWith('ko')) return 'KR';
  if (/^zh-(tw|hk|mo|hant)/.test(l)) return 'TC';
  if (l.startsWith('zh')) return 'SC';
  return 'JP';
}

/** Whether the language is written with CJK characters (the fonts of 20 MB a weight). */
export function needsCjk(language: string): boolean {
  return /^(ja|ko|zh)\b/i.test(language);
}

/** Every font the e-ticket may use for a booking in `language`. */
export function ticketFontFiles(language: string): FontFile[] {
  const cjk = `NotoSansCJK${cjkVariant(language).toLowerCase()}`;
  return [
    { file: 'NotoSans-Regular.ttf', bold: false },
    { file: 'NotoSans-Bold.ttf', bold: true },
    { file: 'NotoSansArabic-Regular.ttf', bold: false },
    { file: 'NotoSansArabic-Bold.ttf', bold: true },
    { file: 'NotoSansHebrew-Regular.ttf', bold: false },
    { file: 'NotoSansHebrew-Bold.ttf', bold: true },
    { file: 'NotoSansThai-Regular.ttf', bold: false },
    { file: 'NotoSansThai-Bold.ttf', bold: true },
    { file: 'NotoSansCJK-Regular.ttc', postscriptName: `${cjk}-Regular`, bold: false },
    { file: 'NotoSansCJK-Bold.ttc', postscriptName: `${cjk}-Bold`, bold: true },
    { file: 'DejaVuSans.ttf', bold: false },
    { file: 'DejaVuSans-Bold.ttf', bold: true },
  ];
}
