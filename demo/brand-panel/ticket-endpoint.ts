/**
 * The dev server's e-ticket renderer for the brand page's E-ticket tab (PDFKit, fontkit and the
 * Noto fonts run in Node): POST {brand, booking} as JSON, answers the PDF. The brand's logo is
 * read from the server's own files when its URL is on the server's origin (the demo's sample
 * brands); any other logo is left out. Loaded by vite.config.ts through Vite's SSR loader.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { logoType, ticketOf } from '../../src/brand/cli-render.js';
import { processBrand } from '../../src/brand/process.js';
import { parseBooking } from '../../src/surfaces/booking.js';
import type { TicketLogo } from '../../src/surfaces/ticket.js';

const MAX_BODY = 512 * 1024;

async function body(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function sameOriginLogo(
  ref: string | undefined,
  root: string,
  host: string | undefined,
): Promise<TicketLogo | undefined> {
  if (!ref || !host) return undefined;
  const url = new URL(ref, `http://${host}/`);
  if (url.host !== host) return undefined;
  const file = resolve(root, `.${decodeURIComponent(url.pathname)}`);
  if (!file.startsWith(resolve(root) + sep)) return undefined;
  try {
    const data = await readFile(file);
    const type = logoType(file, data);
    return type ? { data, type } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page sends the brand with its logo paths made absolute (http://this-server/…), which the
 * brand file does not allow (https or relative only): those on this origin become root-relative.
 */
function localise(brand: unknown, host: string | undefined): unknown {
  if (!host || brand === null || typeof brand !== 'object') return brand;
  const origin = `http://${host}/`;
  const out = structuredClone(brand) as Record<string, Record<string, unknown> | unknown>;
  const fix = (obj: Record<string, unknown>, key: string) => {
    const v = obj[key];
    if (typeof v === 'string' && v.startsWith(origin)) obj[key] = `/${v.slice(origin.length)}`;
  };
  fix(out as Record<string, unknown>, 'logo');
  fix(out as Record<string, unknown>, 'logoDark');
  for (const group of ['navbar', 'footer']) {
    const g = (out as Record<string, unknown>)[group];
    if (g && typeof g === 'object') fix(g as Record<string, unknown>, 'logo');
  }
  return out;
}

export function createTicketListener(root: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
        return;
      }
      const { brand, booking } = JSON.parse(await body(req)) as {
        brand: unknown;
        booking: unknown;
      };
      const processed = processBrand(localise(brand, req.headers.host));
      const logo = await sameOriginLogo(processed.resolved.light.logo, root, req.headers.host);
      const pdf = await ticketOf(parseBooking(booking), processed, logo, [], () => {});
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' });
      res.end(pdf);
    } catch (e) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end((e as Error).message);
    }
  };
}
