/**
 * Node only: the fonts the e-ticket embeds (font-list.ts), found on the machine. Debian's Noto
 * packages (fonts-noto-core: Latin, Greek, Cyrillic, Arabic, Hebrew, Thai; fonts-noto-cjk:
 * Japanese, Korean, Chinese) in their usual folders, after any folders in TESSERA_FONT_DIRS (colon
 * separated) or given by the caller; DejaVu Sans last, for Latin when Noto is missing.
 * The package ships no fonts: Noto CJK alone is some 20 MB a weight.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { readFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import type { TicketFont } from './pdf-text.js';
import { SURFACE_FONTS_PATH, ticketFontFiles } from './font-list.js';

export const SYSTEM_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/opentype/noto',
  '/usr/share/fonts/truetype/dejavu',
];

/** Where fonts are looked for, in order: the caller's folders, TESSERA_FONT_DIRS, Debian's. */
function fontDirs(dirs: readonly string[] = []): string[] {
  const fromEnv = (process.env.TESSERA_FONT_DIRS ?? '').split(':').filter(Boolean);
  return [...dirs, ...fromEnv, ...SYSTEM_DIRS];
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
  const search = fontDirs(dirs);
  const fonts: TicketFont[] = [];
  for (const { file, postscriptName, bold } of ticketFontFiles(language)) {
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

/**
 * For a demo server: the machine's file for a URL path `/surface-fonts/<file>` when <file> is one
 * of the e-ticket's fonts (font-list.ts), else undefined (no other file is ever answered).
 */
export function systemFontFile(urlPath: string): string | undefined {
  if (!urlPath.startsWith(SURFACE_FONTS_PATH)) return undefined;
  const name = urlPath.slice(SURFACE_FONTS_PATH.length);
  if (!ticketFontFiles('en').some((f) => f.file === name)) return undefined;
  return fontDirs()
    .map((dir) => join(dir, name))
    .find((f) => existsSync(f));
}

/**
 * For a demo build: copies the e-ticket's fonts a browser fetches (fetched-fonts.ts) into
 * `<dir>/surface-fonts/`, all but the CJK collections (20 MB a weight; the dev server and
 * `npm start` answer them from the machine). Returns the names it could not find.
 */
export function copySystemFonts(dir: string): string[] {
  const target = join(dir, SURFACE_FONTS_PATH);
  mkdirSync(target, { recursive: true });
  const missing: string[] = [];
  for (const { file } of ticketFontFiles('en')) {
    if (file.includes('CJK') || file.startsWith('DejaVu')) continue;
    const found = systemFontFile(`${SURFACE_FONTS_PATH}${file}`);
    if (found) copyFileSync(found, join(target, file));
    else missing.push(file);
  }
  return missing;
}
