/** Paging through dated instances (performances, departures): earlier, "page n of m", later. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';

export interface DatePagerInput {
  /** From 0. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Nothing when everything fits on one page. */
export function renderDatePager(input: DatePagerInput) {
  const { page } = input;
  const pages = Math.max(1, Math.ceil((input.total || 0) / input.pageSize));
  if (pages <= 1) return nothing;
  return html`<div class="pager">
    <button
      class="btn text"
      type="button"
      ?disabled=${page === 0}
      @click=${() => input.onPage(page - 1)}
    >
      ${msg('Earlier dates')}
    </button>
    <span class="muted">${msg(str`Page ${page + 1} of ${pages}`)}</span>
    <button
      class="btn text"
      type="button"
      ?disabled=${page + 1 >= pages}
      @click=${() => input.onPage(page + 1)}
    >
      ${msg('Later dates')}
    </button>
  </div>`;
}
