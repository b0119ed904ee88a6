import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { isoDate } from '../../components/format.js';
import '../../components/tessera-skeleton.js';
import { ApiError, isAbortError } from '../../api/errors.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { currencyConflict } from '../../state/rules/basket.js';
import { guidanceFor, type Guidance } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { theatreOrder, type TheatreContext, type TicketCounts } from '../../state/rules/theatre.js';
import { buildTheatreReservation, seatProblems } from '../../state/rules/theatre-seats.js';
import type { SeatRecord } from '../seat-map/seat-map-types.js';
import type { TesseraSeatMap } from '../seat-map/tessera-seat-map.js';
import { rulePolicy } from '../tour-options/data.js';
import * as data from './data.js';
import { emitAddToCart, requestStep, theatreAddToCart } from './events.js';
import {
  CODE_UNAVAILABLE,
  renderGuidance,
  theatreGuidance,
  type TheatreAction,
} from './guidance-view.js';
import { renderPerformances } from './performances-view.js';
import { renderReserve } from './reserve-view.js';
import { seatName, selectionBlocked, trimToCounts } from './seat-selection.js';
import { countsOnly, renderSeats } from './seats-view.js';
import { renderOrder, renderTickets } from './tickets-view.js';
import { theatreStyles } from './theatre.styles.js';

/**
 * The theatre purchase step: a performance, tickets per price type (only counts the API accepts),
 * seats on the venue plan when the event sells seats, and the reservation (POST
 * theater-events/reservations, to the basket). Every refusal keeps the selection.
 *
 * @fires tessera-add-to-cart - host event, GA4 add_to_cart shape, after a reservation
 * @fires tessera-step-request - {step: 'basket', params: {reservationId}} after a reservation;
 *   {step: 'attraction', params: {id}} to go back
 */
@localized()
export class TesseraTheatrePurchase extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, theatreStyles];

  @property({ attribute: 'attraction-id' }) attractionId = '';
  /** A performance to open with (from the attraction step); the buyer can pick another. */
  @property({ attribute: 'instance-id' }) instanceId = '';
  @consume({ context: clientContext, subscribe: true }) @state() private _client?: TesseraClient;
  @consume({ context: configContext, subscribe: true }) @state() private _config?: WidgetConfig;

  @state() private _page = 0;
  @state() private _instance: string | null = null;
  @state() private _counts: TicketCounts = {};
  @state() private _seats: SeatRecord[] = [];
  @state() private _seatMessage: string | null = null;
  @state() private _attempted = false;
  @state() private _reserving = false;
  @state() private _guidance: Guidance | null = null;
  @state() private _basketVersion = 0;
  @state() private _seatsVersion = 0;

  private readonly event = new Task(this, {
    task: async ([client, id, page, currency], { signal }) => {
      if (!client || !id || !currency) return initialState;
      const query = { date_start: isoDate(), page, size: data.PERFORMANCES_PAGE_SIZE, currency };
      return data.loadEvent(client, id, query, signal);
    },
    args: () => [this._client, this.attractionId, this._page, this._config?.currency] as const,
  });

  private readonly basket = new Task(this, {
    task: async ([client], { signal }) => {
      if (!client) return initialState;
      // Only what the rules need; a basket that cannot be read is treated as empty.
      return client.getReservations(undefined, { signal }).catch((e: unknown) => {
        if (isAbortError(e)) throw e;
        return undefined;
      });
    },
    args: () => [this._client, this._basketVersion] as const,
  });

  private readonly plan = new Task(this, {
    task: async ([client, id, instance, enabled], { signal }) => {
      const attraction = this.event.value?.attraction;
      if (!client || !id || !instance || !enabled || !attraction) return initialState;
      // The seat map is its own chunk: events without a seating plan never load it.
      const [plan] = await Promise.all([
        data.loadSeatPlan(client, attraction, id, instance, signal),
        import('../seat-map/tessera-seat-map.js'),
      ]);
      return plan;
    },
    args: () =>
      [
        this._client,
        this.attractionId,
        this._instance,
        this.event.value?.attraction.seats_sales_enabled === true,
        this._seatsVersion,
      ] as const,
  });

  private get instance(): data.TheatreInstance | undefined {
    return this.event.value?.instances.find((i) => i.instance_id === this._instance);
  }

  private get hold(): data.BasketHold {
    return data.basketHold(this.basket.value, this.attractionId, this.instance);
  }

  private get ctx(): TheatreContext | null {
    const event = this.event.value;
    const instance = this.instance;
    if (!event || !instance) return null;
    const hold = this.hold;
    return {
      attraction: event.attraction,
      bands: instance.price_bands,
      heldTickets: hold.heldTickets,
      heldBandIds: hold.heldBandIds,
    };
  }

  private get currency() {
    return this._config?.currency ?? 'EUR';
  }

  private get policy() {
    return rulePolicy(this._config?.bookingFee);
  }

  /** Seats go into the request only while the plan is shown (a 400 means tickets by count). */
  private get seatsInUse(): SeatRecord[] {
    return this.plan.status === TaskStatus.COMPLETE ? this._seats : [];
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('instanceId') && this.instanceId) this._instance = this.instanceId;
    if (changed.has('attractionId') && changed.get('attractionId') !== undefined) {
      this._page = 0;
      this._instance = this.instanceId || null;
      this.clearSelection();
    }
  }

  private clearSelection() {
    this._counts = {};
    this._seats = [];
    this._seatMessage = null;
    this._attempted = false;
    this._guidance = null;
  }

  private get problems(): RuleProblem[] {
    const ctx = this.ctx;
    if (!ctx) return [{ code: null, message: msg('Choose a performance.') }];
    const problems = seatProblems(
      ctx,
      this._counts,
      this.seatsInUse.map((s) => data.seatChoice(s)),
    );
    const conflict = currencyConflict(this.basket.value, this.currency);
    if (conflict) problems.push(conflict);
    return problems;
  }

  private pickPerformance(id: string) {
    if (id === this._instance) return;
    this._instance = id;
    this.clearSelection();
  }

  private setCount(priceTypeId: string, count: number) {
    this._counts = { ...this._counts, [priceTypeId]: count };
    this._guidance = null;
    const ctx = this.ctx;
    if (ctx) this._seats = trimToCounts(ctx, this._counts, this._seats);
  }

  private onSeats(e: Event) {
    const map = e.target as TesseraSeatMap;
    const next = [...map.selectedSeats];
    const ctx = this.ctx;
    const why = ctx ? selectionBlocked(ctx, this._counts, next) : null;
    this._guidance = null;
    if (why) {
      // A new array, so the map is told to go back even though its binding saw the old one.
      this._seats = [...this._seats];
      this._seatMessage = why;
      return;
    }
    this._seats = next;
    this._seatMessage = null;
  }

  private async reserve() {
    if (this._reserving) return;
    this._guidance = null;
    this._attempted = true;
    const ctx = this.ctx;
    const client = this._client;
    const config = this._config;
    if (!ctx || !client || !config || !this._instance || this.problems.length) return;
    const seats = this.seatsInUse;
    const input = {
      context: ctx,
      attractionId: this.attractionId,
      instanceId: this._instance,
      currency: this.currency,
      languageCode: config.language,
      counts: this._counts,
      seats: seats.map((s) => data.seatChoice(s)),
      policy: this.policy,
    };
    this._reserving = true;
    try {
      const reservation = await client.reserveTheater(buildTheatreReservation(input));
      const order = theatreOrder(ctx, this._counts, this.currency, this.policy);
      const detail = theatreAddToCart(
        order,
        reservation.reservation_id,
        this.attractionId,
        this.event.value!.attraction,
      );
      this.clearSelection();
      this._basketVersion++;
      this._seatsVersion++;
      emitAddToCart(this, detail, config.dataLayer);
      requestStep(this, { step: 'basket', params: { reservationId: reservation.reservation_id } });
    } catch (e) {
      if (isAbortError(e)) return;
      await this.refused(e, seats.length > 0);
    } finally {
      this._reserving = false;
    }
  }

  private async refused(error: unknown, seated: boolean) {
    const guidance = theatreGuidance(error, seated);
    if (guidance.log) console.warn('tessera: theatre reservation refused', error);
    if (error instanceof ApiError && error.code === CODE_UNAVAILABLE) {
      if (seated) await this.refreshSeats();
      else await this.event.run();
    }
    this._guidance = guidance;
  }

  /** Reloads the seats for sale and drops the picked seats another buyer now holds, naming them. */
  private async refreshSeats() {
    this._seatsVersion++;
    await this.updateComplete;
    await this.plan.taskComplete.catch(() => undefined);
    const groups = this.plan.value?.groups ?? [];
    const gone = new Set(
      data.goneSeats(
        this._seats.map((s) => s.id),
        groups,
      ),
    );
    if (!gone.size) return;
    const names = this._seats.filter((s) => gone.has(s.id)).map(seatName);
    this._seats = this._seats.filter((s) => !gone.has(s.id));
    this._seatMessage = msg(str`No longer free: ${names.join('; ')}.`);
  }

  private async act(action: TheatreAction) {
    switch (action) {
      case 'retry':
        return this.reserve();
      case 'adjust':
        this._guidance = null;
        return this.renderRoot
          .querySelector<HTMLElement>('#tickets select:not([disabled])')
          ?.focus();
      case 'remove-conflicting':
        return this.removeConflicting();
      case 'basket':
        return requestStep(this, { step: 'basket' });
      case 'go-back':
        return requestStep(this, { step: 'attraction', params: { id: this.attractionId } });
      case 'new-session':
        this._guidance = null;
        await this._client?.startNewSession();
        this._basketVersion++;
        return this.event.run();
      case 'reload':
        this._guidance = null;
        return this.event.run();
      case 'dismiss':
        this._guidance = null;
    }
  }

  /** Code 36: remove the basket's reservations of other events, then book this again. */
  private async removeConflicting() {
    const client = this._client;
    if (!client) return;
    this._guidance = null;
    try {
      const summary = await client.getReservations();
      const ids = data.basketHold(summary, this.attractionId, this.instance).otherReservationIds;
      for (const id of ids) await client.deleteReservation(id);
    } catch (e) {
      this._guidance = guidanceFor(e, 'theatre');
      return;
    } finally {
      this._basketVersion++;
    }
    await this.basket.taskComplete.catch(() => undefined);
    return this.reserve();
  }

  override render() {
    return this.event.render({
      initial: () => this.renderSkeleton(),
      pending: () => (this.event.value ? this.renderStep(this.event.value) : this.renderSkeleton()),
      complete: (event) => this.renderStep(event),
      error: (e) =>
        renderGuidance(guidanceFor(e, 'theatre'), async (a) => {
          if (a === 'go-back') return this.act(a);
          if (a === 'new-session') await this._client?.startNewSession();
          return this.event.run();
        }),
    });
  }

  private renderSkeleton() {
    return html`<div class="skeletons" aria-busy="true">
      <p class="sr-only" role="status">${msg('Loading the performances…')}</p>
      <tessera-skeleton height="2em" width="60%"></tessera-skeleton>
      <tessera-skeleton height="10em"></tessera-skeleton>
      <tessera-skeleton height="10em"></tessera-skeleton>
    </div>`;
  }

  private renderStep(event: data.TheatreEvent) {
    const locale = this._config?.language ?? 'en';
    const ctx = this.ctx;
    const a = event.attraction;
    return html`<h2>${msg(str`Book ${a.attraction_name}`)}</h2>
      <div class="layout">
        ${renderPerformances({
          event,
          loading: this.event.status === TaskStatus.PENDING,
          page: this._page,
          selected: this._instance,
          currency: this.currency,
          locale,
          policy: this.policy,
          onPick: (id) => this.pickPerformance(id),
          onPage: (p) => (this._page = p),
        })}
        ${
          ctx
            ? renderTickets({
                ctx,
                counts: this._counts,
                currency: this.currency,
                locale,
                policy: this.policy,
                problems: this._attempted ? this.problems : [],
                onCount: (id, n) => this.setCount(id, n),
              })
            : html`<section class="tickets" aria-labelledby="tickets-heading">
                <h3 id="tickets-heading">${msg('2. Choose tickets')}</h3>
                <p class="muted">${msg('Choose a performance to see its prices.')}</p>
              </section>`
        }
        ${ctx && a.seats_sales_enabled ? this.renderPlan() : nothing}
        ${ctx ? this.renderReserveSection(ctx, locale) : nothing}
      </div>`;
  }

  private renderPlan() {
    const ctx = this.ctx!;
    const status = this.plan.status;
    const total = Object.values(this._counts).reduce((n, c) => n + c, 0);
    return renderSeats({
      status:
        status === TaskStatus.ERROR && !isAbortError(this.plan.error)
          ? 'error'
          : status === TaskStatus.COMPLETE || (this.plan.value && status === TaskStatus.PENDING)
            ? 'ready'
            : 'loading',
      error: this.plan.error,
      svg: this.plan.value?.svg ?? '',
      groups: this.plan.value?.groups ?? [],
      categories: data.seatCategories(ctx.bands, this.currency, this.policy),
      selected: this._seats.map((s) => s.id),
      maxSeats: total,
      locale: this._config?.language ?? 'en',
      message: this._seatMessage,
      onSelection: (e) => this.onSeats(e),
      onRetry: () => void this.plan.run(),
      onOtherPerformance: () => this.renderRoot.querySelector<HTMLElement>('.performance')?.focus(),
    });
  }

  private renderReserveSection(ctx: TheatreContext, locale: string) {
    const order = theatreOrder(ctx, this._counts, this.currency, this.policy);
    const byCount =
      this.plan.status === TaskStatus.ERROR && countsOnly(this.plan.error)
        ? msg('Seats will be assigned for you: the best available in the band you chose.')
        : null;
    return renderReserve({
      order: renderOrder(order, locale),
      note: byCount,
      problems: this._attempted ? this.problems : [],
      guidance: this._guidance,
      reserving: this._reserving,
      onReserve: () => void this.reserve(),
      onAction: (x) => void this.act(x),
    });
  }
}

define('tessera-theatre-purchase', TesseraTheatrePurchase);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-theatre-purchase': TesseraTheatrePurchase;
  }
}
