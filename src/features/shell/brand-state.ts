/**
 * The root element's brand: the brand file (a URL, an object or an already processed brand),
 * resolved for the effective colour scheme and applied as `--tessera-*` properties on the host.
 * Brand files load lazily: the validator and colour maths stay out of the entry chunk.
 */
import type { ReactiveControllerHost } from 'lit';
import { effectiveScheme } from '../../brand/scheme.js';
import { ColorSchemeController } from '../../brand/scheme-controller.js';
import type { ProcessedBrand } from '../../brand/process.js';
import type { ResolvedBrand, Scheme } from '../../brand/types.js';
import type * as Paint from '../../brand/paint.js';

/** The brand painter (src/brand/paint.ts), once loaded: shared by every widget on the page. */
let painter: typeof Paint | undefined;

export interface BrandHost extends ReactiveControllerHost, HTMLElement {
  brand?: string;
  brandConfig?: unknown;
  processedBrand?: ProcessedBrand;
  colorScheme: 'light' | 'dark' | 'inherit';
}

export class BrandState {
  /** The loaded brand file (both schemes resolved); undefined until loaded or when none. */
  private loaded?: ProcessedBrand;
  private current?: ResolvedBrand;
  private resolvedFrom?: ProcessedBrand;
  private dirty = false;
  /** The scheme whose brand is applied; null for none (the built-in tokens). */
  private shown?: Scheme | null;
  private painting?: Promise<void>;
  private load?: AbortController;
  private readonly scheme: ColorSchemeController;

  constructor(private readonly host: BrandHost) {
    this.scheme = new ColorSchemeController(host);
  }

  /**
   * The brand resolved for the scheme in effect; undefined for the light scheme without a brand
   * file (the built-in tokens), or while the painter loads.
   */
  get resolved(): ResolvedBrand | undefined {
    return this.current;
  }

  /** Call from the host's willUpdate: picks the resolved brand for the effective scheme. */
  willUpdate(changed: Map<string, unknown>) {
    const host = this.host;
    if (changed.has('processedBrand') && host.processedBrand) this.loaded = host.processedBrand;
    const scheme = effectiveScheme(
      this.loaded?.brand.colorScheme,
      host.colorScheme,
      this.scheme.prefersDark,
    );
    // Null: light with no brand file, which the built-in tokens already are.
    const shown = this.loaded || scheme === 'dark' ? scheme : null;
    if (this.resolvedFrom === this.loaded && this.shown === shown) return;
    if (shown && !painter) {
      this.painting ??= import('../../brand/paint.js').then((m) => {
        painter = m;
        host.requestUpdate();
      });
      return;
    }
    this.resolvedFrom = this.loaded;
    this.shown = shown;
    this.current = shown
      ? (this.loaded?.resolved[shown] ?? painter!.defaultResolvedBrand(shown))
      : undefined;
    this.dirty = true;
  }

  /** Call from the host's updated: loads a changed brand file and applies a new resolution. */
  updated(changed: Map<string, unknown>) {
    const host = this.host;
    if (
      ['brand', 'brandConfig', 'processedBrand'].some((k) => changed.has(k)) &&
      !host.processedBrand
    ) {
      void this.loadFile();
    }
    if (this.dirty) {
      this.dirty = false;
      if (this.current) painter!.applyBrand(host, this.current);
      else painter?.clearBrand(host);
    }
  }

  private setLoaded(brand: ProcessedBrand | undefined) {
    this.loaded = brand;
    this.host.requestUpdate();
  }

  private async loadFile() {
    const host = this.host;
    this.load?.abort();
    if (host.brandConfig) {
      const [{ processBrand }, { reportBrandMessages }] = await Promise.all([
        import('../../brand/process.js'),
        import('../../brand/load.js'),
      ]);
      const processed = processBrand(host.brandConfig);
      // An invalid field (or a config too deep or too large) is reported, never thrown.
      reportBrandMessages(processed.messages, 'brandConfig');
      return this.setLoaded(processed);
    }
    if (!host.brand) return this.setLoaded(undefined);
    const controller = (this.load = new AbortController());
    const { loadBrand } = await import('../../brand/load.js');
    const processed = await loadBrand(host.brand, { signal: controller.signal });
    if (controller.signal.aborted) return;
    this.setLoaded(processed);
    const { loadBrandFonts } = await import('../../brand/fonts.js');
    void loadBrandFonts(processed.resolved.light).catch(() => undefined);
  }
}
