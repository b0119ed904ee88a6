/// <reference types="vite/client" />
/**
 * Tabs Widget · Email · E-ticket: the brand being edited on each surface it styles. The widget
 * is the slotted specimen (or the live widget on the demo page); the order email is rendered in
 * the page (MJML's browser build) into an iframe's srcdoc; the e-ticket PDF is rendered in the
 * page too, by the same module Node uses (src/surfaces/ticket.ts: PDFKit's browser build), with
 * the Noto fonts fetched from surface-fonts/ in the demo's folder (vite.config.ts, scripts/start.ts
 * and the static build serve them), and drawn with pdf.js as images of its pages. Each library is imported when
 * its tab first opens, never on the page's first paint.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, queryAll, state } from 'lit/decorators.js';
import type { ProcessedBrand } from '../../src/brand/process.js';
import type { Scheme } from '../../src/brand/types.js';
import type { SurfaceBooking } from '../../src/surfaces/booking.js';
import { logoType } from '../../src/surfaces/logo-type.js';
import { SURFACE_FONTS_PATH } from '../../src/surfaces/font-list.js';
import { demoRoot } from '../demo-root.js';
import type { TicketLogo } from '../../src/surfaces/ticket.js';
import { surfaceTabsStyles } from './tessera-demo-surface-tabs.styles.js';

const TABS = [
  ['widget', 'Widget'],
  ['email', 'Email'],
  ['ticket', 'E-ticket'],
] as const;
type Tab = (typeof TABS)[number][0];

/** The sample bookings, each a chunk of its own in a build (no file to fetch). */
const SAMPLES = import.meta.glob<{ default: SurfaceBooking }>([
  '../../examples/booking.json',
  '../../test/fixtures/booking-ar.json',
  '../../test/fixtures/booking-ja.json',
]);

/** The sample booking, in the language's own fixture when there is one (names in its script). */
async function sampleBooking(language: string): Promise<SurfaceBooking> {
  const own = SAMPLES[`../../test/fixtures/booking-${language}.json`];
  const { default: booking } = await (own ?? SAMPLES['../../examples/booking.json']!)();
  return { ...booking, language };
}

interface TicketPages {
  pdf: Blob;
  pages: string[];
  /** What could not go into the PDF (fonts the folder lacks, a logo that did not load). */
  notes: string[];
}

/** The brand's logo for light surfaces, fetched; a logo that does not load is left out. */
async function fetchLogo(
  ref: string | undefined,
  notes: string[],
): Promise<TicketLogo | undefined> {
  if (!ref) return undefined;
  try {
    const response = await fetch(new URL(ref, location.href));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = new Uint8Array(await response.arrayBuffer());
    const type = logoType(ref, data);
    if (!type) throw new Error('not an SVG, PNG or JPEG image');
    return { data, type };
  } catch (e) {
    notes.push(`The logo ${ref} did not load (${(e as Error).message}): printed without it.`);
    return undefined;
  }
}

export class TesseraDemoSurfaceTabs extends LitElement {
  static override styles = surfaceTabsStyles;

  /** The brand being edited (the panel's `tessera-demo-brand-change` detail). */
  @property({ attribute: false }) processed?: ProcessedBrand;
  /** The scheme the panel shows: a dark-capable email is shown as a dark mail client shows it. */
  @property() scheme: Scheme = 'light';
  /** The buyer's language of the sample booking. */
  @property() language = 'en';
  @state() private _tab: Tab = 'widget';
  @state() private _email?: string;
  @state() private _ticket?: TicketPages;
  @state() private _problem?: string;
  @state() private _width: 'desktop' | 'phone' = 'desktop';
  @queryAll('[role="tab"]') private _tabs!: NodeListOf<HTMLButtonElement>;
  private _run = 0;
  private _pdfUrl?: string;

  protected override willUpdate(changed: PropertyValues): void {
    if (['processed', 'language', 'scheme', '_tab'].some((k) => changed.has(k)))
      void this._render();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this._pdfUrl) URL.revokeObjectURL(this._pdfUrl);
  }

  /** Renders the open surface; a newer edit wins over a slower older one. */
  private async _render(): Promise<void> {
    const processed = this.processed;
    if (!processed || this._tab === 'widget') return;
    const run = ++this._run;
    try {
      const booking = await sampleBooking(this.language);
      if (this._tab === 'email') {
        const [{ default: mjml2html }, { renderEmail }] = await Promise.all([
          import('mjml-browser'),
          import('../../src/surfaces/email.js'),
        ]);
        const email = await renderEmail(booking, processed.resolved, mjml2html as never);
        // An email that follows the system (inherit) is shown as a mail client in this scheme
        // shows it: its dark media query applies when the panel shows dark.
        const html =
          this.scheme === 'dark'
            ? email.html.replaceAll('@media (prefers-color-scheme: dark)', '@media all')
            : email.html;
        if (run === this._run) [this._email, this._problem] = [html, undefined];
      } else {
        const [{ renderTicketPdf }, { fetchedFonts }] = await Promise.all([
          import('../../src/surfaces/ticket.js'),
          import('../../src/surfaces/fetched-fonts.js'),
        ]);
        const notes: string[] = [];
        const light = processed.resolved.light;
        const [{ fonts, missing }, logo] = await Promise.all([
          fetchedFonts(new URL(SURFACE_FONTS_PATH.slice(1), demoRoot()), booking.language),
          fetchLogo(light.logo, notes),
        ]);
        if (missing.length > 0)
          notes.push(
            `Fonts missing from ${SURFACE_FONTS_PATH}: ${missing.join(', ')}. ${
              missing.some((f) => f.includes('CJK'))
                ? 'The built demo leaves out the CJK fonts (20 MB a weight): npm run dev and tessera-brand render use the machine’s own. '
                : ''
            }Characters only those fonts have print as empty boxes.`,
          );
        const bytes = await renderTicketPdf(booking, light, { fonts, ...(logo ? { logo } : {}) });
        const pdf = new Blob([bytes as BlobPart], { type: 'application/pdf' });
        const pages = await this._draw(pdf);
        if (run === this._run) [this._ticket, this._problem] = [{ pdf, pages, notes }, undefined];
      }
    } catch (e) {
      if (run === this._run) this._problem = (e as Error).message;
    }
  }

  /** The PDF's pages as PNG data URLs, drawn by pdf.js (loaded with this tab). */
  private async _draw(pdf: Blob): Promise<string[]> {
    const [pdfjs, { default: workerSrc }] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
    const doc = await pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1.5 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await page.render({ canvas, viewport }).promise;
      pages.push(canvas.toDataURL('image/png'));
    }
    await doc.destroy();
    return pages;
  }

  private _select(tab: Tab, focus = false): void {
    this._tab = tab;
    this._problem = undefined;
    if (focus)
      void this.updateComplete.then(() =>
        [...this._tabs].find((t) => t.id === `tab-${tab}`)?.focus(),
      );
  }

  /** Arrow keys, Home and End move between the tabs (the ARIA tabs pattern). */
  private _onKey(e: KeyboardEvent): void {
    const i = TABS.findIndex(([t]) => t === this._tab);
    const rtl = getComputedStyle(this).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -i,
      End: TABS.length - 1 - i,
    };
    if (!(e.key in step)) return;
    e.preventDefault();
    this._select(TABS[(i + step[e.key]! + TABS.length) % TABS.length]![0], true);
  }

  private _pdfHref(): string | undefined {
    if (!this._ticket) return undefined;
    if (this._pdfUrl) URL.revokeObjectURL(this._pdfUrl);
    this._pdfUrl = URL.createObjectURL(this._ticket.pdf);
    return this._pdfUrl;
  }

  private renderEmail() {
    if (!this._email) return html`<p role="status">Rendering the email…</p>`;
    return html`
      <fieldset>
        <legend>Width</legend>
        ${(
          [
            ['desktop', 'Desktop'],
            ['phone', 'Phone'],
          ] as const
        ).map(
          ([w, label]) =>
            html`<label
              ><input
                type="radio"
                name="width"
                value=${w}
                .checked=${this._width === w}
                @change=${() => (this._width = w)}
              />${label}</label
            >`,
        )}
      </fieldset>
      <iframe
        class=${this._width}
        title="Order confirmation email"
        sandbox="allow-same-origin"
        .srcdoc=${this._email}
      ></iframe>
    `;
  }

  private renderTicket() {
    const ticket = this._ticket;
    if (!ticket) return html`<p role="status">Rendering the e-ticket…</p>`;
    return html`
      <p><a href=${this._pdfHref() ?? nothing} download="tickets.pdf">Download the PDF</a></p>
      ${ticket.notes.map((n) => html`<p class="note">${n}</p>`)}
      ${ticket.pages.map(
        (src, i) =>
          html`<img
            class="page"
            src=${src}
            alt="E-ticket page ${i + 1} of ${ticket.pages.length}"
          />`,
      )}
    `;
  }

  override render() {
    return html`
      <div role="tablist" aria-label="Surfaces" @keydown=${this._onKey}>
        ${TABS.map(
          ([tab, label]) =>
            html`<button
              role="tab"
              id="tab-${tab}"
              aria-controls="panel-${tab}"
              aria-selected=${this._tab === tab ? 'true' : 'false'}
              tabindex=${this._tab === tab ? 0 : -1}
              @click=${() => this._select(tab)}
            >
              ${label}
            </button>`,
        )}
      </div>
      ${TABS.map(
        ([tab]) =>
          html`<div
            role="tabpanel"
            id="panel-${tab}"
            aria-labelledby="tab-${tab}"
            tabindex=${tab === 'widget' ? nothing : 0}
            ?hidden=${this._tab !== tab}
          >
            ${
              tab === 'widget'
                ? html`<slot name="widget"></slot>`
                : this._tab !== tab
                  ? nothing
                  : this._problem
                    ? html`<p role="alert">Could not render: ${this._problem}</p>`
                    : tab === 'email'
                      ? this.renderEmail()
                      : this.renderTicket()
            }
          </div>`,
      )}
    `;
  }
}

if (!customElements.get('tessera-demo-surface-tabs')) {
  customElements.define('tessera-demo-surface-tabs', TesseraDemoSurfaceTabs);
}

declare global {
  interface HTMLElementTagNameMap {
    'tessera-demo-surface-tabs': TesseraDemoSurfaceTabs;
  }
}
