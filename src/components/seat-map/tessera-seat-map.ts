import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { localized, msg } from '@lit/localize';
import { property, state } from 'lit/decorators.js';
import { codeWithin } from '../../api/errors.js';
import { BrandWatch } from './brand-watch.js';
import { PanZoom } from './pan-zoom.js';
import { buildLegend, paletteVars } from './seat-legend.js';
import { sanitizeVenueSvg } from './sanitize-svg.js';
import type * as DrawnPlanModule from './drawn-plan.js';
import { mayBeDrawn } from './drawn-size.js';
import { buildSeatIndex, seatFromPath, type DrawnPlan, type SeatIndex } from './seat-index.js';
import { SeatKeyboard } from './seat-keyboard.js';
import { SeatLabels } from './seat-labels.js';
import type * as SeatListModule from './seat-list-mode.js';
import {
  renderBestForm,
  renderLegend,
  renderSelection,
  type LegendEntry,
} from './seat-map-panels.js';
import type { SeatCategories, SeatGroupData, SeatRecord, SeatTickets } from './seat-map-types.js';
import { SeatPainter } from './seat-painter.js';
import { SeatPicking } from './seat-picking.js';
import { mountPlan, renderPlan } from './seat-plan.js';
import type { SectionName } from './section-names.js';
import { seatMapStyles } from './tessera-seat-map.styles.js';
import { emit } from '../../events.js';
import '../tessera-skeleton.js';
import '../tessera-error-state.js';

type DrawingCode = typeof DrawnPlanModule;
type ListCode = typeof SeatListModule;

/**
 * Resolves once the map can draw this plan at once: for an arena-sized plan, when its drawing code
 * (a chunk of its own) is here, or could not be fetched (the map then keeps an element per seat).
 * A step awaits it with the plan's data, so its loading state covers the wait, not an empty frame.
 */
export function readyToDraw(svg: string): Promise<void> {
  return mayBeDrawn(svg) ? fetchDrawing().then(() => undefined) : Promise.resolve();
}

let drawing: Promise<DrawingCode | null> | undefined;

/**
 * The drawing code of arena-sized plans, a chunk of its own; null when it cannot be fetched or
 * does not come in time (codeWithin): the plan is then drawn with an element per seat. The step
 * and the map share one wait; a chunk that failed is fetched again for the next plan, and one that
 * came late is used by it.
 */
function fetchDrawing(): Promise<DrawingCode | null> {
  if (!drawing) {
    const code = import('./drawn-plan.js');
    drawing = codeWithin(code, "The arena's drawing code").catch(() => null);
    code.then(
      (module) => (drawing = Promise.resolve(module)),
      () => (drawing = undefined),
    );
  }
  return drawing;
}

/**
 * Interactive seating plan: renders a sanitized venue SVG, colours seats by price category and lets
 * the buyer pick seats by mouse, touch, keyboard or a list. Pure data in, events out: it never
 * calls the API.
 *
 * @fires tessera-seat-toggle - a seat was selected or removed; detail: seatId, serviceSeatId,
 *   selected, and the whole selection (seatIds, serviceSeatIds)
 * @fires tessera-seat-selection-change - the selection changed; detail: seatIds, serviceSeatIds
 * @cssprop --tessera-primary, --tessera-status-success, --tessera-status-warning,
 *   --tessera-status-info, --tessera-card-background - the price-category palette is derived
 *   from them, again whenever they change
 */
@localized()
export class TesseraSeatMap extends LitElement {
  static override styles = seatMapStyles;

  /** Venue SVG text (from the performance's `seat_map`); sanitized before use. */
  @property({ attribute: false }) svg = '';
  /** The seats response: seats for sale, grouped by price category. */
  @property({ attribute: false }) seatGroups: SeatGroupData[] = [];
  /** Price categories keyed by category id: label, price in minor units, currency. */
  @property({ attribute: false }) categories: SeatCategories = {};
  /** Display names of the plan's sections (the bands' section_id and section_name). */
  @property({ attribute: false }) sections: SectionName[] = [];
  /** The ticket each selected seat will carry, when known: its line shows that price. */
  @property({ attribute: false }) seatTickets: SeatTickets = {};
  /** Selected seat-map seat IDs. */
  @property({ attribute: false }) selected: string[] = [];
  /** Most seats one order may hold (max_tickets_per_order). */
  @property({ type: Number, attribute: 'max-seats' }) maxSeats = 10;
  /** All seats of an order must share one row (the API answers code 32 otherwise). */
  @property({ type: Boolean, attribute: 'same-row-only' }) sameRowOnly = false;
  @property() locale = '';

  @state() private _listMode = false;
  @state() private _listSection = '';
  /** The list's seat that Tab reaches: the last one focused there. */
  @state() private _listFocus = '';
  /** List mode's code (a chunk of its own, fetched the first time), or why it is not here. */
  @state() private _list: ListCode | { failed: unknown } | null = null;
  @state() private _bestCount = 2;
  @state() private _paletteVars: Record<string, string> = {};
  /** The palette last written on the layout, to write only a new one and clear what it dropped. */
  private _appliedPalette: Record<string, string> = {};

  private get _layout() {
    return this.rendered('.layout');
  }
  private get _viewport() {
    return this.rendered('.viewport');
  }
  private get _stage() {
    return this.rendered('.stage');
  }
  /** An element of the rendered map (Lit's @query, without its 0.3 KB in the theatre step). */
  private rendered(selector: string) {
    return this.renderRoot.querySelector<HTMLElement>(selector)!;
  }

  private _svgEl: SVGSVGElement | null = null;
  /** How the current plan is drawn, when it is arena-sized (`drawn-plan.ts`). */
  private _drawn: DrawnPlan | null = null;
  /** The drawing code, once loaded; 'failed' keeps an element per seat. */
  private _drawing: DrawingCode | 'failed' | null = null;
  private _drawingLoad: Promise<void> | null = null;
  private _index: SeatIndex | null = null;
  private _painter: SeatPainter | null = null;
  private _panZoom: PanZoom | null = null;
  private readonly _picking: SeatPicking = new SeatPicking({
    index: () => this._index,
    painter: () => this._painter,
    labels: () => this._labels,
    categories: () => this.categories,
    limits: () => ({ maxSeats: this.maxSeats, sameRowOnly: this.sameRowOnly }),
    selected: () => this.selected,
    select: (ids) => (this.selected = ids),
    focusedId: () => this._keyboard.focusId,
    focus: (seat) => this._keyboard.setFocus(seat, false),
    showSeats: (seats) =>
      this._panZoom?.showSeats(seats.map((s) => this._painter?.clientRect(s) ?? new DOMRect())),
    emit: (name, detail) => void emit(this, name, detail),
    changed: () => this.requestUpdate(),
  });
  private _slotOf = new Map<string, number>();
  private _legend: LegendEntry[] = [];
  private _labels = new SeatLabels({}, '', [], {}, new Map());
  private readonly _brandWatch = new BrandWatch(() => this._readPalette());
  private readonly _keyboard = new SeatKeyboard({
    index: () => this._index,
    painter: () => this._painter,
    panZoom: () => this._panZoom,
    firstSeat: () =>
      this._picking.seats[0] ??
      this._index?.ordered.find((s) => s.serviceSeatId !== null) ??
      this._index?.ordered[0],
    toggle: (seat) => this._picking.toggle(seat),
    announce: (seat) => this._picking.announce(seat),
  });

  /** Seat records of the current selection, in selection order. */
  get selectedSeats(): readonly SeatRecord[] {
    return this._picking.seats;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._panZoom?.disconnect();
    this._panZoom = null;
    this._brandWatch.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // "Seats together" offers as many seats as tickets were chosen (the buyer may ask for fewer).
    if (changed.has('maxSeats')) this._bestCount = Math.max(1, this.maxSeats);
    if (changed.has('svg')) this._readPlan();
    if (changed.has('categories') || changed.has('seatGroups') || changed.has('locale')) {
      const legend = buildLegend(this.seatGroups, this.categories, this.locale);
      this._slotOf = legend.slotOf;
      this._legend = legend.entries;
      this._readPalette();
    }
    const labelInputs = ['categories', 'seatGroups', 'locale', 'sections', 'seatTickets'] as const;
    if (labelInputs.some((name) => changed.has(name))) {
      this._labels = new SeatLabels(
        this.categories,
        this.locale,
        this.sections,
        this.seatTickets,
        this._slotOf,
      );
    }
    // A new selection from the parent on the same plan: paint it before this render lists it.
    const rebuilding = changed.has('svg') || changed.has('seatGroups');
    if (changed.has('selected') && !rebuilding && !changed.has('categories')) {
      this._picking.paintChanges();
    }
    if (changed.has('selected')) this._picking.selectionSet(this.selected);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this._panZoom && this._viewport) {
      this._panZoom = new PanZoom(this._viewport, this._stage, () => {
        this._keyboard.onZoom();
        this._painter?.zoomed(this._panZoom?.scale ?? 1);
      });
    }
    this._brandWatch.observe(this._layout);
    this._applyPalette();
    if (changed.has('svg')) {
      this._panZoom?.reset();
      mountPlan(this._viewport, this._stage, this._svgEl);
    }
    if (changed.has('svg') || changed.has('seatGroups') || changed.has('categories')) {
      if (changed.has('svg') || changed.has('seatGroups')) this._rebuild();
      else this._picking.repaintAll(this._slotOf);
      // Seat records exist only now: list the selection in one more (small) render.
      if (this._picking.seats.length > 0) this.requestUpdate();
    }
  }

  protected override render() {
    return html`
      <div class="layout">
        <section class="map-panel" aria-label=${msg('Seating plan')}>
          ${renderPlan({
            listMode: this._listMode,
            onListMode: () => this._toggleList(),
            onClick: (e) => this._onClick(e),
            onPointerMove: (e) => this._onPointerMove(e),
            onKeyDown: this._keyboard.onKeyDown,
            onFocus: this._keyboard.onFocus,
            onZoom: (factor) => (factor ? this._panZoom?.zoomBy(factor) : this._panZoom?.reset()),
          })}
          ${this._listMode ? this._renderList() : nothing}
        </section>
        <aside class="side">
          ${renderLegend(this._legend)}
          ${renderBestForm({
            count: this._bestCount,
            maxSeats: this.maxSeats,
            onCount: (count) => (this._bestCount = count),
            onSubmit: () => this._picking.pickBest(this._bestCount),
          })}
          ${renderSelection({
            seats: this._picking.seats,
            maxSeats: this.maxSeats,
            labels: this._labels,
            onRemove: (seat) => this._picking.toggle(seat),
          })}
          <p class="message" role="status">${this._picking.message}</p>
        </aside>
        <div class="sr-only" aria-live="polite">${this._picking.announcement}</div>
      </div>
    `;
  }

  private _toggleList(): void {
    this._listMode = !this._listMode;
    if (this._listMode && !(this._list && 'renderSeatList' in this._list)) void this._loadList();
  }

  /** List mode's code and styles, the first time the buyer asks for the list (or Try again). */
  private async _loadList(): Promise<void> {
    this._list = null;
    try {
      // Not fetched, or not in time: the list says so, with Try again.
      const code = await codeWithin(import('./seat-list-mode.js'), 'The seat list');
      const root = this.shadowRoot!;
      const sheet = code.listStyles.styleSheet;
      if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      this._list = code;
    } catch (failed) {
      this._list = { failed };
    }
  }

  private _renderList() {
    const code = this._list;
    if (!code) return html`<tessera-skeleton width="100%" height="12em"></tessera-skeleton>`;
    if (!('renderSeatList' in code)) {
      return html`<tessera-error-state
        .error=${code.failed}
        step="seat-map"
        @retry=${(e: Event) => (e.stopPropagation(), void this._loadList())}
      ></tessera-error-state>`;
    }
    if (!this._index) return nothing;
    return code.renderSeatList({
      index: this._index,
      section: this._listSection,
      selected: new Set(this.selected),
      labels: this._labels,
      isSelected: (seat) => this._picking.painted.has(seat.id),
      focusId: this._listFocus,
      onFocusSeat: (id) => (this._listFocus = id),
      onSection: (value) => (this._listSection = value),
      onToggle: (seat) => this._picking.toggle(seat),
    });
  }

  /** Palette colours from the brand the map inherits now (a new brand or scheme re-reads them). */
  private _readPalette(): void {
    this._paletteVars = paletteVars(this, this._slotOf.size);
  }

  /**
   * Palette colours as custom properties on the layout, through the CSSOM: a strict CSP
   * (`style-src` without 'unsafe-inline') refuses a style attribute but not `style.setProperty`.
   */
  private _applyPalette(): void {
    if (this._paletteVars === this._appliedPalette) return;
    const style = this._layout.style;
    for (const name of Object.keys(this._appliedPalette)) {
      if (!(name in this._paletteVars)) style.removeProperty(name);
    }
    for (const [name, value] of Object.entries(this._paletteVars)) style.setProperty(name, value);
    this._appliedPalette = this._paletteVars;
  }

  /** New plan or new seats data: index and paint every seat once. */
  private _rebuild(): void {
    this._index = this._svgEl ? buildSeatIndex(this._svgEl, this.seatGroups, this._drawn) : null;
    this._painter = this._svgEl && this._index ? new SeatPainter(this._svgEl) : null;
    this._painter?.zoomed(this._panZoom?.scale ?? 1);
    this._keyboard.reset();
    this._picking.repaintAll(this._slotOf);
  }

  /**
   * The venue SVG parsed and sanitized. An arena-sized plan waits for its drawing code (a chunk
   * of its own) and is lifted first; if that code cannot load, it keeps an element per seat.
   */
  private _readPlan(): void {
    this._drawn = null;
    let text = this.svg;
    if (text && this._drawing !== 'failed' && mayBeDrawn(text)) {
      if (this._drawing) {
        const lifted = this._drawing.drawnPlan(text);
        if (lifted) ({ text, plan: this._drawn } = lifted);
      } else {
        this._drawingLoad ??= fetchDrawing()
          .then((module) => void (this._drawing = module ?? 'failed'))
          .then(() => this.requestUpdate('svg', ''));
        text = '';
      }
    }
    this._svgEl = text ? sanitizeVenueSvg(text) : null;
  }

  /** Complete once an arena-sized plan's drawing code has loaded and the plan is drawn too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this._drawingLoad) return done;
    await this._drawingLoad;
    return super.getUpdateComplete();
  }

  /** The drawn seat under a point in client coordinates, if the plan has drawn seats. */
  private _drawnSeatAt(clientX: number, clientY: number) {
    const index = this._index;
    if (!index?.drawn) return null;
    const p = this._painter?.toPlan(clientX, clientY);
    return p ? index.drawn.seatAt(index, p.x, p.y) : null;
  }

  private _onClick(e: MouseEvent): void {
    if (this._panZoom?.consumeGestureClick()) return;
    const seat =
      this._index &&
      (seatFromPath(this._index, e.composedPath(), this._viewport) ??
        this._drawnSeatAt(e.clientX, e.clientY));
    if (!seat) return;
    this._keyboard.setFocus(seat, false);
    this._picking.toggle(seat);
  }

  /** A mouse over a drawn plan: the seat under it gets a hover ring (element seats have :hover). */
  private _onPointerMove(e: PointerEvent): void {
    const index = this._index;
    const painter = this._painter;
    if (!index?.drawn || !painter || e.pointerType !== 'mouse') return;
    const at = e.buttons ? null : painter.toPlan(e.clientX, e.clientY);
    index.drawn.hover(index, at, painter.overlay, this._viewport);
  }
}

// Guarded: a page that loads the widget script twice must not throw.
if (!customElements.get('tessera-seat-map'))
  customElements.define('tessera-seat-map', TesseraSeatMap);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-seat-map': TesseraSeatMap;
  }
}
