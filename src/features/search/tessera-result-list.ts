import { LitElement, html, css } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';
import './tessera-result-card.js';
import type { AttractionItem } from './types.js';
import { emit } from '../../events.js';

const MIN_CARD = 260;
const GAP = 16;
/** Card image height per width (tessera-result-card's aspect-ratio 345 / 200). */
const IMAGE_RATIO = 200 / 345;
/** Room for the card's text under the image in the virtualized grid. */
const CARD_BODY = 250;
/** Below this many results plain rows are cheaper than virtualization and keep find-in-page. */
const VIRTUALIZE_FROM = 60;
/** Rows kept beyond the visible ones, above and below: a fast scroll shows no gap. */
const OVERSCAN_ROWS = 2;

/**
 * The result cards in a responsive grid. Long pages (up to the API's 1000) are virtualized
 * against the page's own scroll, so only the visible cards are in the DOM: every card has one
 * size, known from the width before it renders, so the rows in view follow from the list's
 * position alone; the rows above them are padding, the list keeps its whole height.
 *
 * @fires open-attraction - detail `{id}`: a card was chosen
 */
export class TesseraResultList extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .measure {
        block-size: 0;
      }
      .rows {
        display: block;
        inline-size: 100%;
      }
      .row {
        display: grid;
        grid-template-columns: repeat(var(--_cols, 1), minmax(0, 1fr));
        gap: ${GAP}px;
        inline-size: 100%;
        padding-block-end: ${GAP}px;
      }
      .windowed {
        box-sizing: border-box;
        block-size: var(--_total);
        padding-block-start: var(--_before);
      }
      .windowed .row {
        grid-auto-rows: var(--_card-h);
      }
    `,
  ];

  @property({ attribute: false }) items: AttractionItem[] = [];
  @property() currency = 'EUR';
  @property() locale = 'en';
  /** Host-page URL of an attraction's detail, for real links. */
  @property({ attribute: false }) hrefFor: (id: string) => string = () => '#';

  @state() private _cols = 1;
  /** Fixed card size of the virtualized grid, from the available width. */
  @state() private _card = { width: MIN_CARD, height: 420 };
  /** Rows in the DOM of a long page: [from, to). */
  @state() private _window = { from: 0, to: 0 };
  private rows: AttractionItem[][] = [];

  /** The page or a box around the list scrolled, or the window was resized. */
  private readonly onScroll = () => {
    if (this.items.length < VIRTUALIZE_FROM) return;
    const next = this.rowsInView();
    if (next.from !== this._window.from || next.to !== this._window.to) this._window = next;
  };

  /** The rows of a long page in the viewport (and a few either side), from the list's position. */
  private rowsInView() {
    const rowHeight = this._card.height + GAP;
    const top = this.getBoundingClientRect().top;
    return {
      from: Math.max(0, Math.floor(-top / rowHeight) - OVERSCAN_ROWS),
      to: Math.min(this.rows.length, Math.ceil((innerHeight - top) / rowHeight) + OVERSCAN_ROWS),
    };
  }

  private readonly resize = new ResizeObserver(([entry]) => {
    // Deferred a frame: re-rendering inside the observer callback would change sizes again in
    // the same frame.
    const width = entry.contentRect.width;
    requestAnimationFrame(() => this.fit(width));
  });

  /** Columns and the virtualized card size for the available width. */
  private fit(width: number) {
    const cols = Math.max(1, Math.min(4, Math.floor((width + GAP) / (MIN_CARD + GAP))));
    const cardWidth = Math.floor((width - GAP * (cols - 1)) / cols);
    // Virtualized cards get a size known before they render, so the virtualizer's grid never
    // measures children (measuring inside its observer is reported as a ResizeObserver loop).
    const card = { width: cardWidth, height: Math.ceil(cardWidth * IMAGE_RATIO + CARD_BODY) };
    if (cols !== this._cols) this._cols = cols;
    if (card.width !== this._card.width) this._card = card;
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.hasUpdated) this.resize.observe(this.renderRoot.querySelector('.measure')!);
    // Captured at the window: a scroll of any box around the list moves it too.
    addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    addEventListener('resize', this.onScroll, { passive: true });
  }

  override firstUpdated() {
    // A zero-height probe: it changes size only when the width does, never when the list grows.
    const probe = this.renderRoot.querySelector('.measure')!;
    // The columns of the first paint come from the width now (the update this asks for runs
    // before the browser paints), so the cards never show one to a row first.
    this.fit(probe.getBoundingClientRect().width);
    this.resize.observe(probe);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resize.disconnect();
    removeEventListener('scroll', this.onScroll, { capture: true });
    removeEventListener('resize', this.onScroll);
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('items') || changed.has('_cols')) {
      this.rows = [];
      for (let i = 0; i < this.items.length; i += this._cols) {
        this.rows.push(this.items.slice(i, i + this._cols));
      }
      this.style.setProperty('--_cols', String(this._cols));
    }
    if (this.items.length >= VIRTUALIZE_FROM) {
      // The list's position is known before it renders: the rows above it do not change.
      if (changed.has('items') || changed.has('_cols') || changed.has('_card')) {
        this._window = this.rowsInView();
      }
      const rowHeight = this._card.height + GAP;
      this.style.setProperty('--_card-h', `${this._card.height}px`);
      this.style.setProperty('--_total', `${this.rows.length * rowHeight}px`);
      this.style.setProperty('--_before', `${this._window.from * rowHeight}px`);
    }
  }

  /** Cards sit in this shadow root; their event is passed on from the list itself. */
  private forwardOpen = (e: CustomEvent<{ id: string }>) => {
    e.stopPropagation();
    emit(this, 'open-attraction', e.detail);
  };

  private renderCard(item: AttractionItem) {
    return html`<tessera-result-card
      .item=${item}
      currency=${this.currency}
      locale=${this.locale}
      href=${this.hrefFor(item.attraction_id)}
    ></tessera-result-card>`;
  }

  override render() {
    if (this.items.length < VIRTUALIZE_FROM) {
      return html`<div class="measure"></div>
        <div class="rows" @open-attraction=${this.forwardOpen}>
          ${this.rows.map(
            (row) => html`<div class="row">${row.map((item) => this.renderCard(item))}</div>`,
          )}
        </div>`;
    }
    const { from, to } = this._window;
    const shown = this.rows.slice(from, to).map((items, i) => ({ index: from + i, items }));
    return html`<div class="measure"></div>
      <div class="rows windowed" @open-attraction=${this.forwardOpen}>
        ${repeat(
          shown,
          (row) => row.index,
          (row) => html`<div class="row">${row.items.map((item) => this.renderCard(item))}</div>`,
        )}
      </div>`;
  }
}

define('tessera-result-list', TesseraResultList);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-result-list': TesseraResultList;
  }
}
