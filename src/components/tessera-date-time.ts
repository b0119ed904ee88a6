import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { define } from './define.js';
import { formatDateTime, type DateStyle } from './format.js';

/** A date-time shown in a given time zone (the attraction's), inside a machine-readable <time>. */
export class TesseraDateTime extends LitElement {
  static override styles = css`
    :host {
      display: inline;
    }
  `;

  /** ISO 8601 date-time with offset, or a YYYY-MM-DD date. */
  @property() value = '';
  /** IANA zone, e.g. Europe/London; defaults to UTC. */
  @property({ attribute: 'time-zone' }) timeZone = 'UTC';
  @property() format: DateStyle = 'datetime';
  @property() locale = 'en';

  override render() {
    if (!this.value) return html``;
    return html`<time datetime=${this.value}
      >${formatDateTime(this.value, this.timeZone, this.format, this.locale)}</time
    >`;
  }
}

define('tessera-date-time', TesseraDateTime);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-date-time': TesseraDateTime;
  }
}
