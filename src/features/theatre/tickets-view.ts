/**
 * The ticket choice of a performance: its price bands (section, band, places left or "Sold out",
 * "temporarily unavailable" while `updating`) and their price types with the full price per
 * ticket split into price and booking fee (doc 2: full price = price + booking fee), the group
 * sizes, and a count picker that offers only the counts the rules allow. Ends with the order
 * lines and total.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { list, plural, uiPartSeparator } from '../../plural.js';
import { formatMoney } from '../../components/format.js';
import { ticketMoney, type BookingFeePolicy } from '../../state/rules/fees.js';
import {
  allowedCounts,
  bandHeld,
  maxTicketsPerOrder,
  validSplits,
  type PriceBand,
  type TheaterPriceType,
  type TheatreContext,
  type TheatreOrder,
  type TicketCounts,
} from '../../state/rules/theatre.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { bandLabel } from './data.js';

export interface TicketsViewInput {
  ctx: TheatreContext;
  counts: TicketCounts;
  currency: string;
  locale: string;
  policy: BookingFeePolicy;
  problems: readonly RuleProblem[];
  onCount: (priceTypeId: string, count: number) => void;
}

function renderType(input: TicketsViewInput, band: PriceBand, type: TheaterPriceType) {
  const { currency, locale } = input;
  const money = ticketMoney(type, currency, input.policy);
  const count = input.counts[type.price_type_id] ?? 0;
  const allowed = allowedCounts(input.ctx, input.counts, type.price_type_id);
  // A count the rules no longer allow (another band was chosen) stays visible until changed.
  const options = [...new Set([0, ...allowed, count])].sort((a, b) => a - b);
  const id = `count-${type.price_type_id}`;
  const splits = validSplits(type);
  const grouped = splits.some((n, i) => n !== i + 1);
  const problem = input.problems.find((p) => p.priceTypeId === type.price_type_id);
  return html`<li class="type">
    <div class="type-text">
      <label for=${id}>${type.price_type}</label>
      ${
        money
          ? html`<p class="price">
                ${msg(str`${formatMoney(money.fullPrice, currency, locale)} per ticket`)}
              </p>
              <p class="muted small">
                ${msg(
                  str`${formatMoney(money.price, currency, locale)} ticket price + ${formatMoney(money.fee, currency, locale)} booking fee`,
                )}
              </p>`
          : html`<p class="muted">${msg(str`Not sold in ${currency}.`)}</p>`
      }
      ${
        grouped
          ? html`<p class="hint">${msg(str`Sold in groups of ${list(splits, 'disjunction')}.`)}</p>`
          : nothing
      }
      ${problem ? html`<p class="error">${problem.message}</p>` : nothing}
    </div>
    <select
      id=${id}
      class="count"
      aria-label=${msg(str`${type.price_type} tickets, ${bandLabel(band)}`)}
      .value=${String(count)}
      ?disabled=${!money || options.length < 2}
      @change=${(e: Event) =>
        input.onCount(type.price_type_id, Number((e.target as HTMLSelectElement).value))}
    >
      ${options.map(
        (n) => html`<option value=${String(n)} ?selected=${n === count}>${String(n)}</option>`,
      )}
    </select>
  </li>`;
}

function bandNote(input: TicketsViewInput, band: PriceBand) {
  if (band.updating)
    return html`<p class="badge warn">${msg('Temporarily unavailable: being updated')}</p>`;
  if (bandHeld(input.ctx, band))
    return html`<p class="badge">${msg('Already in your basket for this performance')}</p>`;
  const otherBand =
    !input.ctx.attraction.multiple_purchases &&
    Object.entries(input.counts).some(([id, n]) => {
      if (n <= 0) return false;
      return !band.price_types.some((t) => t.price_type_id === id);
    });
  if (otherBand)
    return html`<p class="hint">
      ${msg('One price band per booking: clear the other band first.')}
    </p>`;
  return nothing;
}

/** Places left in words; a count of 0 or less means none left: never "0 left". */
function placesLeft(remaining: number | undefined) {
  if (typeof remaining !== 'number') return nothing;
  return remaining > 0 ? plural(remaining, msg('one{# left}other{# left}')) : msg('Sold out');
}

/** More bands than this (an arena's sections) fold into one line each until opened. */
const COLLAPSE_AFTER = 4;

function bandHead(input: TicketsViewInput, band: PriceBand, folded: boolean) {
  const label = bandLabel(band);
  const from = Math.min(
    ...band.price_types.map(
      (t) => ticketMoney(t, input.currency, input.policy)?.fullPrice ?? Infinity,
    ),
  );
  return html`<h4>${label}</h4>
    ${label.includes(band.section_name) ? nothing : html`<span class="muted">${band.section_name}</span>`}
    ${
      folded && Number.isFinite(from)
        ? html`<span class="muted"
            >${msg(str`from ${formatMoney(from, input.currency, input.locale)}`)}</span
          >`
        : nothing
    }
    <span class="left">
      ${placesLeft(band.spaces_remaining)}${
        band.is_general_admission ? html` · ${msg('General admission')}` : nothing
      }
    </span>`;
}

function renderBand(input: TicketsViewInput, band: PriceBand, fold: boolean) {
  const body = html`${bandNote(input, band)}
    <ul class="types">
      ${band.price_types.map((t) => renderType(input, band, t))}
    </ul>`;
  if (!fold) {
    return html`<li class="band" ?data-unavailable=${band.updating}>
      <div class="band-head">${bandHead(input, band, false)}</div>
      ${body}
    </li>`;
  }
  // Open while it holds tickets, so a chosen count is never hidden.
  const chosen = band.price_types.some((t) => (input.counts[t.price_type_id] ?? 0) > 0);
  return html`<li class="band" ?data-unavailable=${band.updating}>
    <details ?open=${chosen}>
      <summary class="band-head">${bandHead(input, band, true)}</summary>
      ${body}
    </details>
  </li>`;
}

export function renderTickets(input: TicketsViewInput) {
  const { ctx } = input;
  const max = maxTicketsPerOrder(ctx.attraction);
  const held = Math.max(0, ctx.heldTickets ?? 0);
  return html`<section class="tickets" id="tickets" aria-labelledby="tickets-heading">
    <h3 id="tickets-heading">${msg('2. Choose tickets')}</h3>
    <p class="muted">
      ${
        // A limit of 0 or less left means none: say so, never "up to 0".
        Number.isFinite(max) && max - held <= 0
          ? plural(
              held,
              msg(
                'one{Your basket already holds # ticket, the most one booking allows.}other{Your basket already holds # tickets, the most one booking allows.}',
              ),
            )
          : html`${
              Number.isFinite(max)
                ? plural(
                    max,
                    msg('one{Up to # ticket per booking.}other{Up to # tickets per booking.}'),
                  )
                : nothing
            }
            ${
              held
                ? plural(
                    held,
                    msg('one{# already in your basket.}other{# already in your basket.}'),
                  )
                : nothing
            }`
      }
      ${ctx.attraction.multiple_purchases ? nothing : msg('Tickets from one price band per booking.')}
    </p>
    <ul class="bands">
      ${ctx.bands.map((band) => renderBand(input, band, ctx.bands.length > COLLAPSE_AFTER))}
    </ul>
  </section>`;
}

/** The lines the buyer is about to reserve and what they pay in total. */
export function renderOrder(order: TheatreOrder, locale: string) {
  if (!order.lines.length) return nothing;
  const f = (n: number) => formatMoney(n, order.currency, locale);
  const comma = uiPartSeparator();
  return html`<dl class="lines" aria-label=${msg('Your tickets')}>
    ${order.lines.map(
      (l) =>
        html`<dt>
            ${l.count}&nbsp;×&nbsp;<bdi>${l.name}</bdi>${comma}<bdi>${l.bandName}</bdi>
            (<bdi>${f(l.money.fullPrice)}</bdi>)
          </dt>
          <dd>${f(l.lineTotal)}</dd>`,
    )}
    <dt class="total">${msg('Total, booking fees included')}</dt>
    <dd class="total">${f(order.totals.total)}</dd>
  </dl>`;
}
