/**
 * `tessera-brand preview <brand.json> --surface widget|email|ticket`: a local preview of one
 * surface in the brand, read afresh on every request (edit the file, reload the page).
 *   email   the order confirmation email as HTML (/email.txt: its plain-text part)
 *   ticket  the e-ticket PDF
 *   widget  the demo page with the brand in its editor, the widget beside it, against the local
 *           sandbox: Vite serves it, so this one runs in the Tessera repository only
 * The booking is examples/booking.json unless --booking names one. Files next to the brand file
 * (its logos) are served under /__tessera-preview/. Loaded only for `preview`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Vite from 'vite';
import { emailOf, readBooking, readLogo, RenderError, ticketOf } from './cli-render.js';
import type { ProcessedBrand } from './process.js';

export type PreviewSurface = 'widget' | 'email' | 'ticket';

export interface PreviewArgs {
  brandFile: string;
  surface: PreviewSurface;
  /** Reads and processes the brand file (as `check` does), on every request. */
  loadBrand: () => Promise<ProcessedBrand>;
  bookingFile?: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  fontDirs: string[];
}

export interface RunningPreview {
  url: string;
  close: () => Promise<void>;
}

/** Where the files beside the brand file are served. */
export const PREVIEW_PATH = '/__tessera-preview/';

/** The repository's root, when this runs from its sources (bin/tessera-brand.js). */
const REPO = fileURLToPath(new URL('../../', import.meta.url));

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * A file of the brand file's folder (logos, fonts) by its path under PREVIEW_PATH; the brand
 * file itself under its own name. Nothing outside that folder, nothing but these types.
 */
async function brandAsset(brandFile: string, urlPath: string, res: ServerResponse) {
  const folder = resolve(dirname(brandFile));
  let name: string;
  try {
    name = decodeURIComponent(urlPath.slice(PREVIEW_PATH.length));
  } catch {
    return send(res, 400, 'text/plain', 'bad path');
  }
  const file = resolve(folder, name);
  const type = TYPES[extname(file).toLowerCase()];
  if (!type || relative(folder, file).startsWith('..') || !file.startsWith(folder + sep))
    return send(res, 404, 'text/plain', 'not found');
  try {
    send(res, 200, type, await readFile(file));
  } catch {
    send(res, 404, 'text/plain', 'not found');
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string) {
  return new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done((server.address() as AddressInfo).port));
  });
}

/** The email or the e-ticket, rendered on every request from the files as they are now. */
async function surfacePreview(
  args: PreviewArgs,
  warn: (line: string) => void,
): Promise<RunningPreview> {
  const bookingFile = args.bookingFile ?? join(REPO, 'examples/booking.json');
  if (!existsSync(bookingFile))
    throw new RenderError('preview needs --booking <file> (the booking to render)');
  await readBooking(bookingFile); // a bad booking fails now, not at the first request
  let origin = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://preview').pathname;
    void (async () => {
      if (path.startsWith(PREVIEW_PATH)) return brandAsset(args.brandFile, path, res);
      const wanted =
        path === '/' ? (args.surface === 'email' ? '/email.html' : '/tickets.pdf') : path;
      if (!['/email.html', '/email.txt', '/tickets.pdf'].includes(wanted))
        return send(res, 404, 'text/plain', 'not found');
      const processed = await args.loadBrand();
      const booking = await readBooking(bookingFile);
      if (wanted === '/tickets.pdf') {
        const logo = await readLogo(processed.resolved.light.logo, args.brandFile, warn);
        const pdf = await ticketOf(booking, processed, logo, args.fontDirs, warn);
        return send(res, 200, 'application/pdf', pdf);
      }
      const email = await emailOf(booking, processed, `${origin}${PREVIEW_PATH}`);
      if (wanted === '/email.txt') return send(res, 200, 'text/plain; charset=utf-8', email.text);
      send(res, 200, 'text/html; charset=utf-8', email.html);
    })().catch((e: Error) => {
      warn(`${path}: ${e.message}`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', e.message);
    });
  });
  const port = await listen(server, args.port, args.host);
  origin = `http://${args.host.includes(':') ? `[${args.host}]` : args.host}:${port}`;
  return {
    url: `${origin}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * The demo page with the brand file in its editor: Vite with the repository's config (the demo,
 * the widget's sources and the sandbox API), plus the brand file's folder under PREVIEW_PATH.
 */
async function widgetPreview(args: PreviewArgs): Promise<RunningPreview> {
  if (!existsSync(join(REPO, 'demo/index.html')) || !existsSync(join(REPO, 'vite.config.ts')))
    throw new RenderError(
      'the widget preview runs in the Tessera repository (it serves the demo page and the sandbox with Vite); email and ticket run anywhere',
    );
  // Named through a variable: the published CLI does not bundle Vite (a development tool).
  const viteName = 'vite';
  const { createServer: createVite } = (await import(viteName)) as typeof Vite;
  const vite = await createVite({
    root: REPO,
    configFile: join(REPO, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: args.port, host: args.host, strictPort: true, hmr: false, watch: null },
    plugins: [
      {
        name: 'tessera-brand-preview',
        configureServer(server) {
          server.middlewares.use((req, res, next) => {
            const path = new URL(req.url ?? '/', 'http://preview').pathname;
            if (!path.startsWith(PREVIEW_PATH)) return next();
            void brandAsset(args.brandFile, path, res);
          });
        },
      },
    ],
  });
  await vite.listen();
  const port = (vite.httpServer!.address() as AddressInfo).port;
  const brand = `${PREVIEW_PATH}${encodeURIComponent(basename(args.brandFile))}`;
  return {
    url: `http://${args.host}:${port}/demo/?brand=${encodeURIComponent(brand)}`,
    close: () => vite.close(),
  };
}

export async function startPreview(
  args: PreviewArgs,
  warn: (line: string) => void,
): Promise<RunningPreview> {
  return args.surface === 'widget' ? widgetPreview(args) : surfacePreview(args, warn);
}
