import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { loadBrand } from '../../src/brand/load.js';
import { watchColorScheme } from '../../src/brand/scheme.js';
import { logoFor } from '../../src/brand/apply.js';

const brandUrl = (name: string) => new URL(`../../demo/brands/${name}`, import.meta.url).href;

describe('loadBrand', () => {
  it('fetches, validates and resolves a brand; logo URLs resolve against the brand file', async () => {
    const r = await loadBrand(brandUrl('grand-theatre.json'), { log: false });
    expect(r.messages).to.deep.equal([]);
    expect(r.resolved.light.values.primary).to.equal('#8c1c2c');
    expect(r.resolved.dark.values.primary).to.equal('#d9a94e');
    expect(logoFor(r.resolved.light, 'page')).to.equal(brandUrl('logos/grand-theatre.svg'));
    const logo = await fetch(logoFor(r.resolved.dark, 'navbar')!);
    expect(logo.ok).to.equal(true);
  });

  it('never throws: a missing file gives the default brand and one message', async () => {
    const r = await loadBrand(brandUrl('no-such-brand.json'), { log: false });
    expect(r.resolved.light.values.primary).to.equal('#4657d4');
    expect(r.messages).to.have.length(1);
    expect(r.messages[0]!.message).to.match(/could not load .*HTTP 404/);
  });

  it('never throws: a file that is not JSON gives the default brand and one message', async () => {
    const r = await loadBrand(new URL('./csp-probe.ts', import.meta.url), { log: false });
    expect(r.resolved.light.values.primary).to.equal('#4657d4');
    expect(r.messages[0]!.message).to.match(/not JSON/);
  });

  it('logs every message of an invalid brand with console.warn', async () => {
    const logged: string[] = [];
    const original = console.warn;
    console.warn = (line: string) => logged.push(line);
    try {
      const r = await loadBrand(brandUrl('broken.json'));
      expect(logged.length).to.equal(r.messages.length);
      expect(
        logged.some((l) => l.includes('/page/backgroud: unknown key; did you mean "background"?')),
      ).to.equal(true);
      expect(r.resolved.light.values.primary).to.equal('#4657d4', 'the invalid primary falls back');
    } finally {
      console.warn = original;
    }
  });
});

describe('watchColorScheme', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('reports the current scheme and follows prefers-color-scheme live', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const seen: string[] = [];
    const stop = watchColorScheme((s) => seen.push(s));
    await emulateMedia({ colorScheme: 'dark' });
    await new Promise((r) => setTimeout(r, 50));
    stop();
    await emulateMedia({ colorScheme: 'light' });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).to.deep.equal(['light', 'dark']);
  });
});
