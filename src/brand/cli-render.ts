/**
 * `tessera-brand render email|ticket --brand <file> --booking <file> --out <dir>`: the order
 * email (email.html, email.txt, email.mjml) or the e-ticket (tickets.pdf) of a booking in a
 * brand, as a distributor's server would send them. Loaded only for `render`: the MJML and PDF
 * libraries are optional peer dependencies of the package, imported here when needed.
 *   --asset-base <url>  where relative logo paths of the brand file live (default: its folder)
 *   --font-dir <dir>    searched for the Noto fonts before the system's folders (repeatable)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProcessedBrand } from './process.js';
import type { TicketLogo } from '../surfaces/ticket.js';
import { logoType } from '../surfaces/logo-type.js';
import type { SurfaceBooking } from '../surfaces/booking.js';
import type { RenderedEmail } from '../surfaces/email.js';

export interface RenderArgs {
  surface: 'email' | 'ticket';
  brandFile: string;
  processed: ProcessedBrand;
  bookingFile: string;
  out: string;
  assetBase?: string;
  fontDirs: string[];
}

export class RenderError extends Error {
  override name = 'RenderError';
}

/** Imports an optional peer dependency, or says how to install it. */
async function peer<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new RenderError(
        `render needs ${name}: npm install mjml pdfkit qrcode svg-to-pdfkit fontkit`,
      );
    throw e;
  }
}

/** The brand's light-surface logo, read from next to the brand file or fetched over https. */
export async function readLogo(
  ref: string | undefined,
  brandFile: string,
  warn: (line: string) => void,
): Promise<TicketLogo | undefined> {
  if (!ref) return undefined;
  try {
    let data: Uint8Array;
    if (/^https:/i.test(ref)) {
      const res = await fetch(ref);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      data = new Uint8Array(await res.arrayBuffer());
    } else data = await readFile(resolve(dirname(brandFile), ref));
    const type = logoType(ref, data);
    if (!type) throw new Error('not an SVG, PNG or JPEG image');
    return { data, type };
  } catch (e) {
    warn(`logo ${ref}: ${(e as Error).message}; the e-ticket is printed without it`);
    return undefined;
  }
}

/** The order email of `booking` in the brand: MJML compiled by Node's `mjml`. */
export async function emailOf(
  booking: SurfaceBooking,
  processed: ProcessedBrand,
  assetBase: string,
): Promise<RenderedEmail> {
  const mjml = await peer('mjml', () => import('mjml'));
  const { renderEmail } = await import('../surfaces/email.js');
  return renderEmail(booking, processed.resolved, mjml.default as never, { assetBase });
}

/** The e-ticket PDF of `booking` in the brand (the light scheme: the e-ticket is always light). */
export async function ticketOf(
  booking: SurfaceBooking,
  processed: ProcessedBrand,
  logo: TicketLogo | undefined,
  fontDirs: string[],
  warn: (line: string) => void,
): Promise<Uint8Array> {
  const { renderTicketPdf } = await peer(
    'pdfkit, qrcode, svg-to-pdfkit and fontkit',
    () => import('../surfaces/ticket.js'),
  );
  const { systemFonts } = await import('../surfaces/system-fonts.js');
  const fonts = await systemFonts(booking.language, fontDirs);
  if (fonts.length === 0)
    warn('no Noto or DejaVu fonts found: only Latin text prints (install fonts-noto-core)');
  return renderTicketPdf(booking, processed.resolved.light, { fonts, ...(logo ? { logo } : {}) });
}

/** Reads and checks a booking file. */
export async function readBooking(file: string): Promise<SurfaceBooking> {
  const { parseBooking } = await import('../surfaces/booking.js');
  try {
    return parseBooking(JSON.parse(await readFile(file, 'utf8')));
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new RenderError(`${file}: ${reason}`);
  }
}

/** Renders and writes the files; answers their paths. */
export async function render(args: RenderArgs, warn: (line: string) => void): Promise<string[]> {
  const booking = await readBooking(args.bookingFile);
  await mkdir(args.out, { recursive: true });
  if (args.surface === 'email') {
    const assetBase = args.assetBase ?? pathToFileURL(`${resolve(dirname(args.brandFile))}/`).href;
    const email = await emailOf(booking, args.processed, assetBase);
    const files = {
      'email.html': email.html,
      'email.txt': email.text,
      'email.mjml': email.mjml,
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(args.out, name), text);
    return Object.keys(files).map((name) => join(args.out, name));
  }
  const logo = await readLogo(args.processed.resolved.light.logo, args.brandFile, warn);
  const pdf = await ticketOf(booking, args.processed, logo, args.fontDirs, warn);
  const file = join(args.out, 'tickets.pdf');
  await writeFile(file, pdf);
  return [file];
}
