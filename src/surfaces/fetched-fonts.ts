/**
 * In a browser: the fonts the e-ticket embeds (font-list.ts), fetched from a folder URL that
 * holds Debian's Noto files (the demo serves them; a distributor's page would from its own
 * host). The CJK collections (some 20 MB a weight) are asked for only for a language written in
 * CJK characters, DejaVu never (Noto covers its Latin). A file the folder lacks is named in
 * `missing`, so the caller can say what will not print.
 */
import { needsCjk, ticketFontFiles } from './font-list.js';
import type { TicketFont } from './pdf-text.js';

export interface FetchedFonts {
  fonts: TicketFont[];
  /** File names the folder did not have. */
  missing: string[];
}

export async function fetchedFonts(
  base: string | URL,
  language: string,
  init?: RequestInit,
): Promise<FetchedFonts> {
  const wanted = ticketFontFiles(language).filter(
    ({ file }) => !file.startsWith('DejaVu') && (needsCjk(language) || !file.includes('CJK')),
  );
  const found = await Promise.all(
    wanted.map(async ({ file, postscriptName, bold }) => {
      const response = await fetch(new URL(file, base), init).catch(() => undefined);
      if (!response?.ok) return file;
      const font: TicketFont = { data: new Uint8Array(await response.arrayBuffer()), bold };
      if (postscriptName) font.postscriptName = postscriptName;
      return font;
    }),
  );
  return {
    fonts: found.filter((f): f is TicketFont => typeof f !== 'string'),
    missing: found.filter((f): f is string => typeof f === 'string'),
  };
}
