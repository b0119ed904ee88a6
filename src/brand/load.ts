/**
 * `loadBrand(url)`: fetch, parse, validate and resolve a brand file. It never throws: a network,
 * HTTP or JSON failure gives the default brand plus a message, and every message is logged with
 * console.warn so an invalid brand never breaks the widget.
 */
import { brandLimitProblem, MAX_BRAND_BYTES, MAX_MESSAGES_LOGGED, tooLarge } from './limits.js';
import { processBrand, type ProcessedBrand } from './process.js';
import { resolveBoth } from './resolve.js';
import { formatMessage, type BrandFile, type BrandMessage } from './types.js';

export interface LoadBrandOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Log messages with console.warn (default true). */
  log?: boolean;
}

/** Logs brand messages the way the widget reports them. */
export function reportBrandMessages(messages: readonly BrandMessage[], source = 'brand'): void {
  for (const m of messages.slice(0, MAX_MESSAGES_LOGGED))
    console.warn(`[tessera] ${source} ${formatMessage(m)}`);
  if (messages.length > MAX_MESSAGES_LOGGED) {
    console.warn(
      `[tessera] ${source} … and ${messages.length - MAX_MESSAGES_LOGGED} more problems`,
    );
  }
}

/**
 * The body as text, refused once it passes MAX_BRAND_BYTES: a declared Content-Length is checked
 * before reading, and an undeclared or lying one stops the read at the limit.
 */
async function limitedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BRAND_BYTES) {
    await response.body?.cancel();
    throw new Error(tooLarge(declared));
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BRAND_BYTES) {
      await reader.cancel();
      throw new Error(tooLarge());
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Logo and font URLs are relative to the brand file, not to the host page. */
export function absolutise(brand: BrandFile, base: string): BrandFile {
  const abs = (u: unknown) => (typeof u === 'string' && u !== '' ? new URL(u, base).href : u);
  const out: BrandFile = {
    ...brand,
    logo: abs(brand.logo) as string,
    logoDark: abs(brand.logoDark) as string,
  };
  for (const group of ['navbar', 'footer'] as const) {
    const g = brand[group] as Record<string, unknown> | undefined;
    if (g?.logo) out[group] = { ...g, logo: abs(g.logo) };
  }
  if (brand.fontFaces)
    out.fontFaces = brand.fontFaces.map((f) => ({ ...f, url: abs(f.url) as string }));
  if (out.logo === undefined) delete out.logo;
  if (out.logoDark === undefined) delete out.logoDark;
  return out;
}

export async function loadBrand(
  url: string | URL,
  options: LoadBrandOptions = {},
): Promise<ProcessedBrand> {
  let base = String(url);
  let result: ProcessedBrand;
  try {
    base = new URL(url, globalThis.location?.href).href;
    const response = await (options.fetch ?? fetch)(
      base,
      options.signal ? { signal: options.signal } : {},
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await limitedText(response);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new Error(`not JSON (${(e as Error).message})`);
    }
    // validateBrandFile checks this too; here it gives the one "could not load" message.
    const tooBig = brandLimitProblem(json);
    if (tooBig) throw new Error(tooBig);
    const processed = processBrand(json);
    // After validation: an absolute http: page URL must not make a relative logo invalid.
    const brand = absolutise(processed.brand, base);
    result = { ...processed, brand, resolved: resolveBoth(brand) };
  } catch (e) {
    const message: BrandMessage = {
      pointer: '',
      severity: 'error',
      message: `could not load ${base}: ${(e as Error).message}; using the default brand`,
    };
    result = { ...processBrand({}), messages: [message] };
  }
  if (options.log !== false) reportBrandMessages(result.messages, `brand ${base}`);
  return result;
}
