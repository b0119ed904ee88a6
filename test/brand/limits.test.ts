import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { TesseraBooking } from '../../src/tessera-booking.js';
import { loadBrand } from '../../src/brand/load.js';
import { processBrand } from '../../src/brand/process.js';
import { validateBrandFile } from '../../src/brand/validate.js';

const DEFAULT_PRIMARY = '#4657d4';

/** `{"page": {"page": … {}}}`, `levels` objects deep. */
function nested(levels: number, key = 'page'): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let current = root;
  for (let i = 1; i < levels; i++) {
    const next: Record<string, unknown> = {};
    current[key] = next;
    current = next;
  }
  return root;
}

/** A fetch that answers every request with this response, the way a server would. */
const serving =
  (response: () => Response): typeof fetch =>
  () =>
    Promise.resolve(response());

/** console.warn lines written while `run` runs. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const logged: string[] = [];
  const original = console.warn;
  console.warn = (line: string) => logged.push(line);
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return logged;
}

describe('brand limits: a brandConfig object', () => {
  it('10,000 levels deep gives the default brand and "nested deeper than 32 levels", no throw', () => {
    const config = { primary: '#123456', page: nested(10_000) };
    const r = processBrand(config);
    expect(r.brand).to.deep.equal({});
    expect(r.resolved.light.values.primary).to.equal(DEFAULT_PRIMARY);
    expect(r.messages[0]).to.deep.equal({
      pointer: '',
      severity: 'error',
      message:
        'nested deeper than 32 levels; a brand file needs at most 3; using the default brand',
    });
  });

  it('10,000 lists deep, inside a known field, is refused the same way', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const r = validateBrandFile({ fontFaces: deep });
    expect(r.brand).to.deep.equal({});
    expect(r.messages.map((m) => m.message)).to.deep.equal([
      'nested deeper than 32 levels; a brand file needs at most 3; using the default brand',
    ]);
  });

  it('32 levels are within the limit, 33 are not', () => {
    const at = validateBrandFile({ primary: '#123456', extra: nested(31) });
    expect(at.brand.primary).to.equal('#123456');
    expect(at.messages).to.have.length(1);
    expect(at.messages[0]!.message).to.match(/^unknown key/);
    const over = validateBrandFile({ primary: '#123456', extra: nested(32) });
    expect(over.brand).to.deep.equal({});
    expect(over.messages[0]!.message).to.match(/^nested deeper than 32 levels/);
  });

  it('that refers to itself is refused as too deep, not a stack overflow', () => {
    const config: Record<string, unknown> = { primary: '#123456' };
    config.dark = config;
    const r = validateBrandFile(config);
    expect(r.brand).to.deep.equal({});
    expect(r.messages[0]!.message).to.match(/^nested deeper than 32 levels/);
  });

  it('larger than 256 KB as JSON gives the default brand and "larger than 256 KB"', () => {
    const r = processBrand({ primary: '#123456', font: 'x'.repeat(300 * 1024) });
    expect(r.resolved.light.values.primary).to.equal(DEFAULT_PRIMARY);
    expect(r.messages[0]!.message).to.match(/^larger than 256 KB; /);
    const many = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i]));
    expect(validateBrandFile(many).messages[0]!.message).to.match(/^larger than 256 KB; /);
  });

  it('shared many times over (small in memory, huge as JSON) is refused as too large', () => {
    let shared: unknown = 'x'.repeat(100);
    for (let i = 0; i < 30; i++) shared = [shared, shared];
    const r = validateBrandFile({ primary: '#123456', extra: shared });
    expect(r.messages[0]!.message).to.match(/^larger than 256 KB; /);
  });

  it('holding functions, a class instance or a getter that throws never throws', () => {
    const withFunctions = validateBrandFile({
      primary: '#123456',
      onClick: () => undefined,
      card: { background: '#ffffff', render() {} },
    });
    expect(withFunctions.brand.primary).to.equal('#123456');
    expect(withFunctions.brand.card).to.deep.equal({ background: '#ffffff' });
    expect(validateBrandFile({ primary: new Date(0) }).messages[0]!.message).to.match(
      /^"1970-01-01T00:00:00.000Z" is not a valid colour/,
    );
    const hostile = {
      primary: '#123456',
      get secondary(): string {
        throw new Error('boom');
      },
    };
    const r = validateBrandFile(hostile);
    expect(r.brand).to.deep.equal({});
    expect(r.messages[0]!.message).to.match(/cannot be read as JSON data \(boom\)/);
  });

  it('with many unknown keys in one object gives one message with the count', () => {
    const config = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
    const r = validateBrandFile({ ...config, primary: '#123456', page: { backgroud: '#fff' } });
    expect(r.brand).to.deep.equal({ primary: '#123456', page: {} });
    expect(r.messages).to.have.length(2);
    expect(r.messages[0]!.pointer).to.equal('');
    expect(r.messages[0]!.message).to.match(
      /^5000 unknown keys \(first: "k0", "k1", "k2" …\); allowed here: \$schema, /,
    );
    expect(r.messages[1]!.message).to.equal('unknown key; did you mean "background"?');
  });
});

describe('brand limits: the widget', () => {
  let widget: TesseraBooking | undefined;
  afterEach(() => widget?.remove());

  async function mountWith(
    brandConfig: unknown,
  ): Promise<{ primary: string; rejections: unknown[] }> {
    const rejections: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent) => {
      rejections.push(e.reason);
      e.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    try {
      widget = document.createElement('tessera-booking') as TesseraBooking;
      widget.setAttribute('url-state', 'off');
      widget.brandConfig = brandConfig;
      document.body.append(widget);
      for (let i = 0; i < 50 && !widget.style.getPropertyValue('--tessera-primary'); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 50));
      return { primary: widget.style.getPropertyValue('--tessera-primary'), rejections };
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  }

  it('applies a brandConfig object (the control for the next test)', async () => {
    const r = await mountWith({ primary: '#123456' });
    expect(r.primary).to.equal('#123456');
    expect(r.rejections).to.deep.equal([]);
  });

  it('a brandConfig 10,000 levels deep falls back to the default brand, no unhandled rejection', async () => {
    const r = await mountWith({ primary: '#123456', page: nested(10_000) });
    expect(r.rejections).to.deep.equal([]);
    expect(r.primary).to.equal(DEFAULT_PRIMARY);
  });
});

describe('brand limits: loadBrand', () => {
  it('a 10 MB brand file gives the default brand and logs "larger than 256 KB"', async () => {
    const big = `{"primary": "#123456", "x": "${'x'.repeat(10 * 1024 * 1024)}"}`;
    let r: Awaited<ReturnType<typeof loadBrand>> | undefined;
    const logged = await warnings(async () => {
      r = await loadBrand('/brand.json', { fetch: serving(() => new Response(big)) });
    });
    expect(r!.resolved.light.values.primary).to.equal(DEFAULT_PRIMARY);
    expect(r!.messages).to.have.length(1);
    expect(r!.messages[0]!.message).to.match(
      /^could not load .*\/brand\.json: larger than 256 KB; .*using the default brand$/,
    );
    expect(logged).to.have.length(1);
    expect(logged[0]).to.contain('larger than 256 KB');
  });

  it('a declared Content-Length over the limit is refused with the size, before reading', async () => {
    const r = await loadBrand('/brand.json', {
      log: false,
      fetch: serving(
        () =>
          new Response('{"primary": "#123456"}', {
            headers: { 'content-length': String(10 * 1024 * 1024) },
          }),
      ),
    });
    expect(r.resolved.light.values.primary).to.equal(DEFAULT_PRIMARY);
    expect(r.messages[0]!.message).to.contain('larger than 256 KB (10.0 MB)');
  });

  it('an endless body stops being read at the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const r = await loadBrand('/brand.json', {
      log: false,
      fetch: serving(() => new Response(endless)),
    });
    expect(r.messages[0]!.message).to.contain('larger than 256 KB');
    expect(pulled).to.be.below(10);
  });

  it('a brand file 10,000 levels deep gives the default brand and logs "nested deeper than 32 levels"', async () => {
    const deep = `{"primary": "#123456", "page": ${'{"page": '.repeat(10_000)}{}${'}'.repeat(10_000)}}`;
    let r: Awaited<ReturnType<typeof loadBrand>> | undefined;
    const logged = await warnings(async () => {
      r = await loadBrand('/brand.json', { fetch: serving(() => new Response(deep)) });
    });
    expect(r!.resolved.light.values.primary).to.equal(DEFAULT_PRIMARY);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(/could not load .*: nested deeper than 32 levels/);
  });

  it('logs at most 50 messages, then how many more there are', async () => {
    const faces = Array.from({ length: 120 }, (_, i) => ({ weight: 1000 + i, url: 'x.woff2' }));
    let r: Awaited<ReturnType<typeof loadBrand>> | undefined;
    const logged = await warnings(async () => {
      r = await loadBrand('/brand.json', {
        fetch: serving(() => new Response(JSON.stringify({ fontFaces: faces }))),
      });
    });
    expect(r!.messages.length).to.be.above(100);
    expect(logged).to.have.length(51);
    expect(logged[50]).to.equal(
      `[tessera] brand ${location.origin}/brand.json … and ${r!.messages.length - 50} more problems`,
    );
  });
});
