/** Paging through performances or departures: earlier, "page n of m", later. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';

export interface DatePagerInput {
  /** From 0. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * Nothing when everything fits on one page. At either end its button is aria-disabled, not
 * disabled: a press there does nothing, and focus stays on it (a disabled button drops focus).
 */
export function renderDatePager(input: DatePagerInput) {
  const { page } = input;
  const pages = Math.max(1, Math.ceil((input.total || 0) / input.pageSize));
  if (pages <= 1) return nothing;
  return html`<div class="pager">
    <button
      class="btn text"
      type="button"
      aria-disabled=${page === 0 ? 'true' : 'false'}
      @click=${() => page > 0 && input.onPage(page - 1)}
    >
      ${msg('Earlier dates')}
    </button>
    <span class="muted">${msg(str`Page ${page + 1} of ${pages}`)}</span>
    <button
      class="btn text"
      type="button"
      aria-disabled=${page + 1 >= pages ? 'true' : 'false'}
      @click=${() => page + 1 < pages && input.onPage(page + 1)}
    >
      ${msg('Later dates')}
    </button>
  </div>`;
}
