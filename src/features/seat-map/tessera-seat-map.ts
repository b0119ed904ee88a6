import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { localized, msg } from '@lit/localize';
import { property, query, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { findBestAvailable } from './best-available.js';
import { formatPrice } from './format-price.js';
import { PanZoom } from './pan-zoom.js';
import { buildLegend, paletteVars } from './seat-legend.js';
import { sanitizeVenueSvg } from './sanitize-svg.js';
import { buildSeatIndex, neighbour, type Direction, type SeatIndex } from './seat-index.js';
import {
  bestAvailableMessage,
  categoryFallback,
  noBlockMessage,
  refusalMessage,
  seatAnnouncement,
  toggledMessage,
} from './seat-map-messages.js';
import type {
  SeatCategories,
  SeatGroupData,
  SeatRecord,
  SeatSelectionDetail,
  SeatToggleDetail,
} from './seat-map-types.js';
import { PALETTE_SLOTS, SeatPainter } from './seat-painter.js';
import {
  renderLegend,
  renderSeatList,
  renderSelection,
  type LegendEntry,
} from './seat-map-panels.js';
import { refusalFor } from './selection-rules.js';
import { seatMapStyles } from './tessera-seat-map.styles.js';

/**
 * On-screen seat size (px) that "Find best seats" zooms to: a fingertip's target on a phone-sized
 * plan, less on a wide one so the buyer still sees where in the house the block is.
 */
const TAPPABLE_SEAT_PX = 24;
const CLICKABLE_SEAT_PX = 14;
const NARROW_PLAN_PX = 600;

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * Interactive seating plan: renders a sanitized venue SVG, colours seats by price category and lets
 * the buyer pick seats by mouse, touch, keyboard or a list. Pure data in, events out: it never
 * calls the API.
 *
 * @fires tessera-seat-toggle - a seat was selected or removed; detail: seatId, serviceSeatId,
 *   selected, and the whole selection (seatIds, serviceSeatIds)
 * @fires tessera-seat-selection-change - the selection changed; detail: seatIds, serviceSeatIds
 * @cssprop --tessera-primary, --tessera-status-success, --tessera-status-warning,
 *   --tessera-status-info - hues the price-category palette is derived from
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
  /** Selected seat-map seat IDs. */
  @property({ attribute: false }) selected: string[] = [];
  /** Most seats one order may hold (max_tickets_per_order). */
  @property({ type: Number, attribute: 'max-seats' }) maxSeats = 10;
  /** All seats of an order must share one row (the API answers code 32 otherwise). */
  @property({ type: Boolean, attribute: 'same-row-only' }) sameRowOnly = false;
  @property() locale = '';

  @state() private _listMode = false;
  @state() private _listSection = '';
  @state() private _announcement = '';
  @state() private _message = '';
  @state() private _bestCount = 2;

  @query('.viewport') private _viewport!: HTMLElement;
  @query('.stage') private _stage!: HTMLElement;

  private _svgEl: SVGSVGElement | null = null;
  private _index: SeatIndex | null = null;
  private _painter: SeatPainter | null = null;
  private _panZoom: PanZoom | null = null;
  private _painted = new Set<string>();
  private _focusId: string | null = null;
  private _slotOf = new Map<string, number>();
  private _paletteVars: Record<string, string> = {};
  private _legend: LegendEntry[] = [];
  private _selectedSeats: SeatRecord[] = [];

  /** Seat records of the current selection, in selection order. */
  get selectedSeats(): readonly SeatRecord[] {
    return this._selectedSeats;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._panZoom?.disconnect();
    this._panZoom = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('svg')) {
      this._svgEl = this.svg ? sanitizeVenueSvg(this.svg) : null;
    }
    if (changed.has('categories') || changed.has('seatGroups') || changed.has('locale')) {
      const legend = buildLegend(this.seatGroups, this.categories, this.locale);
      this._slotOf = legend.slotOf;
      this._legend = legend.entries;
      this._paletteVars = paletteVars(this, legend.slotOf.size);
    }
    // A new selection from the parent on the same plan: paint it before this render lists it.
    const rebuilding = changed.has('svg') || changed.has('seatGroups');
    if (changed.has('selected') && !rebuilding && !changed.has('categories')) {
      this._paintSelectionChanges();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this._panZoom && this._viewport) {
      this._panZoom = new PanZoom(this._viewport, this._stage, () => this._onZoom());
    }
    if (changed.has('svg')) this._mountSvg();
    if (changed.has('svg') || changed.has('seatGroups') || changed.has('categories')) {
      if (changed.has('svg') || changed.has('seatGroups')) this._rebuild();
      else this._repaintAll();
      // Seat records exist only now: list the selection in one more (small) render.
      if (this._selectedSeats.length > 0) this.requestUpdate();
    }
  }

  protected override render() {
    return html`
      <div class="layout" style=${styleMap(this._paletteVars)}>
        <section class="map-panel" aria-label=${msg('Seating plan')}>
          <div class="toolbar">
            <p class="hint">
              ${
                this._listMode
                  ? msg('Pick seats from the list.')
                  : msg(
                      'Tap a seat to select it. Drag to move; pinch, Ctrl + scroll or + and − to zoom.',
                    )
              }
            </p>
            <button
              type="button"
              class="text-button"
              aria-pressed=${this._listMode ? 'true' : 'false'}
              @click=${this._toggleListMode}
            >
              ${this._listMode ? msg('Show seating plan') : msg('Show seats as a list')}
            </button>
          </div>
          <div class="map-frame" ?hidden=${this._listMode}>
            <div
              class="viewport"
              role="application"
              aria-roledescription=${msg('seat map')}
              aria-label=${msg('Seating plan')}
              aria-describedby="map-help"
              tabindex="0"
              @click=${this._onClick}
              @keydown=${this._onKeyDown}
              @focus=${this._onFocus}
            >
              <div class="stage"></div>
            </div>
            <div class="zoom" role="group" aria-label=${msg('Zoom')}>
              <button
                type="button"
                aria-label=${msg('Zoom in')}
                @click=${() => this._panZoom?.zoomBy(1.5)}
              >
                +
              </button>
              <button
                type="button"
                aria-label=${msg('Zoom out')}
                @click=${() => this._panZoom?.zoomBy(1 / 1.5)}
              >
                −
              </button>
              <button
                type="button"
                aria-label=${msg('Reset zoom')}
                @click=${() => this._panZoom?.reset()}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4" />
                </svg>
              </button>
            </div>
            <p id="map-help" class="sr-only">
              ${msg(
                'Arrow keys move between seats, Enter or Space selects or removes the seat. Plus and minus zoom.',
              )}
            </p>
          </div>
          ${this._listMode ? this._renderList() : nothing}
        </section>
        <aside class="side">
          ${renderLegend(this._legend)}
          <form class="best" @submit=${this._onBestAvailable}>
            <label for="best-count">${msg('Seats together')}</label>
            <div class="best-row">
              <input
                id="best-count"
                type="number"
                inputmode="numeric"
                min="1"
                max=${this.maxSeats}
                .value=${String(this._bestCount)}
                @change=${this._onBestCount}
              />
              <button type="submit" class="primary">${msg('Find best seats')}</button>
            </div>
          </form>
          ${renderSelection({
            seats: this._selectedSeats,
            maxSeats: this.maxSeats,
            priceOf: (seat) => this._priceText(seat),
            labelOf: (seat) => this._categoryLabel(seat),
            slotOf: (seat) => this._slotOfSeat(seat),
            onRemove: (seat) => this._toggle(seat),
          })}
          <p class="message" role="status">${this._message}</p>
        </aside>
        <div class="sr-only" aria-live="polite">${this._announcement}</div>
      </div>
    `;
  }

  private _renderList() {
    if (!this._index) return nothing;
    const sections = [...this._index.sectionRows.keys()];
    const section = sections.includes(this._listSection) ? this._listSection : (sections[0] ?? '');
    const selected = new Set(this.selected);
    return renderSeatList({
      sections,
      section,
      seats: this._index.ordered.filter(
        (s) => s.section === section && (s.serviceSeatId !== null || selected.has(s.id)),
      ),
      isSelected: (seat) => this._painted.has(seat.id),
      priceOf: (seat) => this._priceText(seat),
      onSection: (value) => (this._listSection = value),
      onToggle: (seat) => this._toggle(seat),
    });
  }

  private _mountSvg(): void {
    const stage = this._stage;
    stage.replaceChildren();
    this._panZoom?.reset();
    if (!this._svgEl) return;
    const svg = this._svgEl;
    if (!svg.hasAttribute('viewBox')) {
      const w = Number.parseFloat(svg.getAttribute('width') ?? '');
      const h = Number.parseFloat(svg.getAttribute('height') ?? '');
      if (w > 0 && h > 0) svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    }
    const box = svg.viewBox.baseVal;
    // The frame takes the plan's proportions (numbers parsed from the viewBox, never raw text).
    if (box && box.width > 0 && box.height > 0) {
      this._viewport.style.aspectRatio = `${box.width} / ${box.height}`;
    }
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    svg.setAttribute('aria-hidden', 'true');
    stage.append(svg);
  }

  /** New plan or new seats data: index and paint every seat once. */
  private _rebuild(): void {
    this._index = this._svgEl ? buildSeatIndex(this._svgEl, this.seatGroups) : null;
    this._painter = this._svgEl && this._index ? new SeatPainter(this._svgEl) : null;
    this._focusId = null;
    this._repaintAll();
  }

  private _repaintAll(): void {
    if (!this._index || !this._painter) return;
    const keep = this.selected.filter((id) => this._index?.seats.get(id)?.serviceSeatId);
    this._painted = new Set(keep);
    this._painter.paintAll(this._index, this._slotOf, this._painted);
    this._syncSelectedSeats();
    if (keep.length !== this.selected.length) this.selected = keep;
  }

  /** Touches only the seats that joined or left the selection. */
  private _paintSelectionChanges(): void {
    const index = this._index;
    const painter = this._painter;
    if (!index || !painter) return;
    const next = new Set(this.selected);
    for (const id of this._painted) {
      if (!next.has(id)) {
        const seat = index.seats.get(id);
        if (seat) painter.setSelected(seat, false);
      }
    }
    for (const id of next) {
      if (!this._painted.has(id)) {
        const seat = index.seats.get(id);
        if (seat) painter.setSelected(seat, true);
      }
    }
    this._painted = next;
    this._syncSelectedSeats();
  }

  private _syncSelectedSeats(): void {
    const seats: SeatRecord[] = [];
    for (const id of this.selected) {
      const seat = this._index?.seats.get(id);
      if (seat) seats.push(seat);
    }
    this._selectedSeats = seats;
  }

  private _categoryLabel(seat: SeatRecord): string {
    if (seat.categoryId === null) return '';
    return this.categories[seat.categoryId]?.label ?? categoryFallback(seat.categoryId);
  }

  private _slotOfSeat(seat: SeatRecord): number | null {
    const slot = seat.categoryId === null ? undefined : this._slotOf.get(seat.categoryId);
    return slot === undefined ? null : slot % PALETTE_SLOTS;
  }

  private _priceText(seat: SeatRecord): string {
    const category = seat.categoryId === null ? undefined : this.categories[seat.categoryId];
    return category ? formatPrice(category.price, category.currency, this.locale) : '';
  }

  private _detail(): SeatSelectionDetail {
    return {
      seatIds: this._selectedSeats.map((s) => s.id),
      serviceSeatIds: this._selectedSeats.map((s) => s.serviceSeatId ?? ''),
    };
  }

  private _emit(name: string, detail: SeatSelectionDetail | SeatToggleDetail): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Selects or removes one seat, refusing what the reservation would refuse. */
  private _toggle(seat: SeatRecord): void {
    const isSelected = this._painted.has(seat.id);
    if (!isSelected) {
      const refusal = refusalFor(seat, this._selectedSeats, {
        maxSeats: this.maxSeats,
        sameRowOnly: this.sameRowOnly,
      });
      if (refusal) {
        this._message = refusalMessage(refusal, this.maxSeats, seat);
        return;
      }
    }
    this.selected = isSelected
      ? this.selected.filter((id) => id !== seat.id)
      : [...this.selected, seat.id];
    // Paint now rather than in the next update, so the toggle shows in the coming frame.
    this._paintSelectionChanges();
    this._message = toggledMessage(seat, !isSelected, this._selectedSeats.length);
    if (this._focusId === seat.id) this._announce(seat);
    const detail = this._detail();
    this._emit('tessera-seat-toggle', {
      ...detail,
      seatId: seat.id,
      serviceSeatId: seat.serviceSeatId ?? '',
      selected: !isSelected,
    });
    this._emit('tessera-seat-selection-change', detail);
  }

  private _seatFromEvent(e: Event): SeatRecord | null {
    const index = this._index;
    if (!index) return null;
    for (const node of e.composedPath()) {
      if (node === this._viewport) break;
      if (node instanceof Element && node.id) {
        const seat = index.seats.get(node.id);
        if (seat) return seat;
      }
    }
    return null;
  }

  private _onClick(e: MouseEvent): void {
    if (this._panZoom?.consumeGestureClick()) return;
    const seat = this._seatFromEvent(e);
    if (!seat) return;
    this._setFocus(seat, false);
    this._toggle(seat);
  }

  private _onFocus(): void {
    // A press of the mouse or a finger focuses the plan too: picking and revealing the first seat
    // then would move the zoomed plan away from under the pointer.
    if (this._panZoom?.pressed) return;
    this._focusFirst();
  }

  private _focusFirst(): void {
    if (this._focusId || !this._index) return;
    const first =
      this._selectedSeats[0] ??
      this._index.ordered.find((s) => s.serviceSeatId !== null) ??
      this._index.ordered[0];
    if (first) this._setFocus(first, true);
  }

  private _onKeyDown(e: KeyboardEvent): void {
    const index = this._index;
    if (!index) return;
    const current = this._focusId ? index.seats.get(this._focusId) : undefined;
    const dir = KEY_DIRECTIONS[e.key];
    if (dir) {
      e.preventDefault();
      if (!current) return this._focusFirst();
      const next = neighbour(index, current, dir);
      if (next) this._setFocus(next, true);
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && current) {
      e.preventDefault();
      this._toggle(current);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      this._panZoom?.zoomBy(1.5);
    } else if (e.key === '-') {
      e.preventDefault();
      this._panZoom?.zoomBy(1 / 1.5);
    } else if (e.key === '0') {
      e.preventDefault();
      this._panZoom?.reset();
    }
  }

  private _setFocus(seat: SeatRecord, reveal: boolean): void {
    this._focusId = seat.id;
    this._painter?.setFocus(seat);
    this._announce(seat);
    if (reveal && this._panZoom && this._panZoom.scale > 1) {
      const box = this._painter?.focusRect();
      if (box) this._panZoom.reveal(box.x + box.width / 2, box.y + box.height / 2);
    }
  }

  /** Zooms to a picked block when its seats are too small on screen to check or tap. */
  private _showSeats(seats: readonly SeatRecord[]): void {
    const target =
      this._viewport.clientWidth < NARROW_PLAN_PX ? TAPPABLE_SEAT_PX : CLICKABLE_SEAT_PX;
    this._panZoom?.showBoxes(
      seats.map((s) => s.el.getBoundingClientRect()),
      target,
    );
  }

  private _zoomedTo = 1;

  /** The focus ring is sized in screen px: size it again when the zoom (not the pan) changes. */
  private _onZoom(): void {
    const scale = this._panZoom?.scale ?? 1;
    if (scale === this._zoomedTo) return;
    this._zoomedTo = scale;
    const seat = this._focusId ? this._index?.seats.get(this._focusId) : undefined;
    if (seat) this._painter?.setFocus(seat);
  }

  private _announce(seat: SeatRecord): void {
    this._announcement = seatAnnouncement(
      seat,
      this._categoryLabel(seat) || null,
      this._priceText(seat) || null,
      this._painted.has(seat.id),
    );
  }

  private _toggleListMode(): void {
    this._listMode = !this._listMode;
  }

  private _onBestCount(e: Event): void {
    const value = Number.parseInt((e.target as HTMLInputElement).value, 10);
    this._bestCount = Number.isFinite(value) ? Math.max(1, value) : 1;
  }

  private _onBestAvailable(e: SubmitEvent): void {
    e.preventDefault();
    const index = this._index;
    if (!index) return;
    const count = this._bestCount;
    if (count > this.maxSeats) {
      this._message = refusalMessage('max-seats', this.maxSeats, index.ordered[0]);
      return;
    }
    // Seats the buyer holds now count as free: the block replaces the current selection.
    const seats = findBestAvailable(index, this.categories, count, (s) => s.serviceSeatId !== null);
    if (!seats) {
      this._message = noBlockMessage(count);
      return;
    }
    this.selected = seats.map((s) => s.id);
    this._paintSelectionChanges();
    this._showSeats(seats);
    this._setFocus(seats[0], false);
    this._message = bestAvailableMessage(seats, this._priceText(seats[0]));
    this._emit('tessera-seat-selection-change', this._detail());
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
