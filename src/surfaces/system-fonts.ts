/**
 * Node only: the fonts the e-ticket embeds, found on the machine. Debian's Noto packages
 * (fonts-noto-core: Latin, Greek, Cyrillic, Arabic, Hebrew, Thai; fonts-noto-cjk: Japanese,
 * Korean, Chinese) in their usual folders, after any folders in TESSERA_FONT_DIRS (colon
 * separated) or given by the caller; DejaVu Sans last, for Latin when Noto is missing.
 * The package ships no fonts: Noto CJK alone is some 20 MB a weight.
 */
import { readFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import type { TicketFont } from './pdf-text.js';

const SYSTEM_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/opentype/noto',
  '/usr/share/fonts/truetype/dejavu',
];

/** The CJK face of a collection that draws the language's own glyph forms. */
function cjkVariant(language: string): string {
  const l = language.toLowerCase();
  if (l.startsWith('ko')) return 'KR';
  if (/^zh-(tw|hk|mo|hant)/.test(l)) return 'TC';
  if (l.startsWith('zh')) return 'SC';
  return 'JP';
}

/** File, PostScript name inside a collection, bold: in the order strings try them. */
function wanted(language: string): [string, string | undefined, boolean][] {
  const cjk = `NotoSansCJK${cjkVariant(language).toLowerCase()}`;
  return [
    ['NotoSans-Regular.ttf', undefined, false],
    ['NotoSans-Bold.ttf', undefined, true],
    ['NotoSansArabic-Regular.ttf', undefined, false],
    ['NotoSansArabic-Bold.ttf', undefined, true],
    ['NotoSansHebrew-Regular.ttf', undefined, false],
    ['NotoSansHebrew-Bold.ttf', undefined, true],
    ['NotoSansThai-Regular.ttf', undefined, false],
    ['NotoSansThai-Bold.ttf', undefined, true],
    ['NotoSansCJK-Regular.ttc', `${cjk}-Regular`, false],
    ['NotoSansCJK-Bold.ttc', `${cjk}-Bold`, true],
    ['DejaVuSans.ttf', undefined, false],
    ['DejaVuSans-Bold.ttf', undefined, true],
  ];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Every wanted font found, each from the first folder that has it. */
export async function systemFonts(
  language = 'en',
  dirs: readonly string[] = [],
): Promise<TicketFont[]> {
  const fromEnv = (process.env.TESSERA_FONT_DIRS ?? '').split(':').filter(Boolean);
  const search = [...dirs, ...fromEnv, ...SYSTEM_DIRS];
  const fonts: TicketFont[] = [];
  for (const [file, postscriptName, bold] of wanted(language)) {
    for (const dir of search) {
      const path = join(dir, file);
      if (!(await exists(path))) continue;
      fonts.push({
        data: await readFile(path),
        bold,
        ...(postscriptName ? { postscriptName } : {}),
      });
      break;
    }
  }
  return fonts;
}
