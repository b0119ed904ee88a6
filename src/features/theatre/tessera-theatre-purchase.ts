import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Task, TaskStatus, initialState } from '../../state/task.js';
import { isoDate } from '../../components/format.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { PurchaseStepElement, purchaseStepSheets } from '../../components/purchase-step-element.js';
import type { PurchaseAction } from '../../components/purchase-guidance.js';
import { renderReserveBar } from '../../components/reserve-bar.js';
import { TesseraError, isAbortError } from '../../api/errors.js';
import { currencyConflict } from '../../state/rules/basket.js';
import { pricedCurrencies } from '../../state/rules/price.js';
import { guidanceFor } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { theatreOrder, type TheatreContext } from '../../state/rules/theatre.js';
import { buildTheatreReservation, seatProblems } from '../../state/rules/theatre-seats.js';
import type { SeatRecord } from '../../components/seat-map/seat-map-types.js';
import type { TesseraSeatMap } from '../../components/seat-map/tessera-seat-map.js';
import * as data from './data.js';
import { emitHostEvent, requestStep } from '../../events.js';
import { theatreAddToCart } from './add-to-cart.js';
import { renderGuidance, theatreWords } from './guidance-view.js';
import { renderPerformances } from './performances-view.js';
import { countsOnly, renderSeats } from './seats-view.js';
import { TheatreLoad } from './theatre-load.js';
import { TheatreSelection } from './theatre-selection.js';
import { renderOrder, renderTickets } from './tickets-view.js';
import { theatreStyles } from './theatre.styles.js';
// The shell's step indicator comes with the booking steps, not in the first load.
import '../../components/tessera-booking-steps.js';

/** Code 41: a seat or the last places were taken by another buyer a moment ago. */
const CODE_TAKEN = 41;

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
export class TesseraTheatrePurchase extends PurchaseStepElement {
  static override styles = [...purchaseStepSheets, theatreStyles];

  /** A performance to open with (from the attraction step); the buyer can pick another. */
  @property({ attribute: 'performance-id' }) performanceId = '';

  private readonly sel = new TheatreSelection(this, () => ({
    store: this._store,
    attractionId: this.attractionId,
  }));
  private readonly load = new TheatreLoad(this, () => ({
    client: this._client,
    attractionId: this.attractionId,
    currency: this._config?.currency,
    performanceId: this.sel.performance,
  }));

  /** The chosen performance was asked for by the link but is no longer on sale. */
  @state() private _choiceGone = false;

  /**
   * The performance the step opens with may sit on any page of the list (the attraction step
   * pages by other dates and sizes): find it, keep it and show its page.
   */
  private readonly locate = new Task(this, {
    task: async ([client, id, performanceId, currency], { signal }) => {
      if (!client || !id || !performanceId || !currency) return initialState;
      const found = await data.findPerformance(
        client,
        id,
        performanceId,
        { date_start: isoDate(), currency },
        signal,
      );
      // The buyer may have chosen another performance meanwhile: theirs wins.
      if (this.sel.performance !== performanceId) return found;
      if (found) {
        this.sel.keep(found.performance);
        this.load.setPage(found.page);
      } else {
        this.sel.pickPerformance(null);
        this._choiceGone = true;
      }
      return found;
    },
    args: () =>
      [this._client, this.attractionId, this.performanceId, this._config?.currency] as const,
  });

  /** The chosen performance: fresh from the page shown, else the one kept from another page. */
  private get chosen(): data.TheatrePerformance | undefined {
    return this.load.performance ?? this.sel.chosen ?? undefined;
  }

  /** What the rules need of the chosen performance; null until one is chosen. */
  private get ctx(): TheatreContext | null {
    const event = this.load.event.value;
    const performance = this.chosen;
    if (!event || !performance) return null;
    const hold = data.basketHold(this.load.basket.value, this.attractionId, performance);
    return {
      attraction: event.attraction,
      bands: performance.price_bands,
      heldTickets: hold.heldTickets,
      heldBandIds: hold.heldBandIds,
    };
  }

  /** Seats go into the request only while the plan is shown (a 400 means tickets by count). */
  private get seatsInUse(): SeatRecord[] {
    return this.load.plan.status === TaskStatus.COMPLETE ? this.sel.seats : [];
  }

  /** The performances the currencies were read from. */
  private pricedFrom?: readonly unknown[];

  override willUpdate(changed: PropertyValues<this>) {
    const instances = this.load.event.value?.instances;
    if (instances && instances !== this.pricedFrom) {
      this.pricedFrom = instances;
      this.pricedIn = pricedCurrencies(instances);
    }
    if (changed.has('performanceId') && this.performanceId) {
      this.sel.pickPerformance(this.performanceId);
      this._choiceGone = false;
    }
    if (changed.has('attractionId') && changed.get('attractionId') !== undefined) {
      this.load.page = 0;
      this.sel.performance = null;
      this.sel.pickPerformance(this.performanceId || null);
      this.clearSelection();
    }
    // The page shown holds the chosen performance: its newer places and prices are kept.
    const fresh = this.load.performance;
    if (fresh) this.sel.chosen = fresh;
  }

  private clearSelection() {
    this.sel.clear();
    this._attempted = false;
    this._guidance = null;
  }

  private get problems(): RuleProblem[] {
    const ctx = this.ctx;
    if (!ctx) return [{ code: null, message: msg('Choose a performance.') }];
    const seats = this.seatsInUse.map((s) => data.seatChoice(s));
    const problems = seatProblems(ctx, this.sel.counts, seats);
    const conflict = currencyConflict(this.load.basket.value, this.currency);
    if (conflict) problems.push(conflict);
    return problems;
  }

  private pickPerformance(id: string) {
    const performance = this.load.event.value?.instances.find((i) => i.instance_id === id) ?? null;
    this._choiceGone = false;
    if (!this.sel.pickPerformance(id, performance)) return;
    this._attempted = false;
    this._guidance = null;
  }

  private setCount(priceTypeId: string, count: number) {
    this.sel.setCount(this.ctx, priceTypeId, count);
    this._guidance = null;
  }

  private onSeats(e: Event) {
    this.sel.pickSeats(this.ctx, [...(e.target as TesseraSeatMap).selectedSeats]);
    this._guidance = null;
  }

  private async reserve(again = false) {
    if (this._reserving) return;
    let retry = false;
    this._guidance = null;
    this._attempted = true;
    const ctx = this.ctx;
    const client = this._client;
    const config = this._config;
    const performanceId = this.sel.performance;
    if (!ctx || !client || !config || !performanceId || this.problems.length) return;
    const seats = this.seatsInUse;
    const counts = this.sel.counts;
    this._reserving = true;
    try {
      const reservation = await this.reserveOrFind(
        client.reserveTheater(
          buildTheatreReservation({
            context: ctx,
            attractionId: this.attractionId,
            performanceId,
            currency: this.currency,
            languageCode: config.language,
            counts,
            seats: seats.map((s) => data.seatChoice(s)),
            policy: this.policy,
          }),
        ),
      );
      const id = reservation.reservation_id;
      const order = theatreOrder(ctx, counts, this.currency, this.policy);
      const attraction = this.load.event.value!.attraction;
      const detail = theatreAddToCart(order, id, this.attractionId, attraction);
      this.sel.added();
      this._attempted = false;
      this._guidance = null;
      this.load.basketChanged();
      this.load.seatsChanged();
      this._store?.added();
      emitHostEvent(this, 'tessera-add-to-cart', detail, config.dataLayer);
      requestStep(this, { step: 'basket', params: { reservationId: id } });
    } catch (e) {
      if (isAbortError(e)) return;
      // The session ended with nothing held: the buyer's one click books in a new one.
      if (!again && this.sessionLetGo(e)) retry = true;
      else await this.refused(e, seats.length > 0);
    } finally {
      this._reserving = false;
    }
    if (retry) await this.reserve(true);
  }

  /** Started again after expiry: the basket is new and the released tickets are free again. */
  protected override sessionRenewed() {
    super.sessionRenewed();
    this.load.basketChanged();
    this.load.seatsChanged();
  }

  /** The reservation, or the one a lost answer made after all (then it is not made twice). */
  private async reserveOrFind(request: Promise<{ reservation_id: string }>) {
    try {
      return await request;
    } catch (e) {
      const made = await this.load.reservationMade(e, this.attractionId);
      if (made) return { reservation_id: made };
      throw e;
    }
  }

  private async refused(error: unknown, seated: boolean) {
    const step = seated ? 'seat-map' : 'theatre';
    let guidance = guidanceFor(error, step);
    if (guidance.log) console.warn('tessera: theatre reservation refused', error);
    const code = error instanceof TesseraError ? error.code : null;
    if (code === CODE_TAKEN) {
      if (seated) await this.refreshSeats();
      else await this.load.event.run();
      // Every picked seat was taken: none of them is kept.
      if (seated && this.sel.seats.length === 0) {
        guidance = {
          ...guidance,
          message: msg(
            'Another buyer took the seats you picked a moment ago. The plan now shows what is free: pick others.',
          ),
        };
      }
    }
    // Another currency (24) or event (36) in the basket: its next reading explains it.
    if (code === 24 || code === 36) this.load.basketChanged();
    this.refuse(error, guidance, step);
  }

  /** Reloads the seats for sale and drops the picked seats another buyer now holds. */
  private async refreshSeats() {
    this.load.seatsChanged();
    await this.updateComplete;
    await this.load.plan.taskComplete.catch(() => undefined);
    this.sel.dropTaken(this.load.plan.value?.groups ?? [], this.ctx?.bands ?? []);
  }

  private async act(action: PurchaseAction) {
    if (this.commonAction(action)) return;
    this._guidance = null;
    switch (action) {
      case 'retry':
        return this.reserve();
      case 'adjust':
        return this.renderRoot
          .querySelector<HTMLElement>('#tickets select:not([disabled])')
          ?.focus();
      case 'remove-conflicting':
        return this.removeConflicting();
      case 'new-session':
        await this.newSession();
        this.load.basketChanged();
        return this.load.event.run();
      case 'reload':
        return this.load.event.run();
    }
  }

  /** Code 36: remove the basket's reservations of other events, then book this again. */
  private async removeConflicting() {
    const client = this._client;
    const store = this._store;
    if (!client || !store) return;
    try {
      const summary = await store.readBasket({ fresh: true });
      const hold = data.basketHold(summary, this.attractionId, this.chosen);
      for (const id of hold.otherReservationIds) await client.deleteReservation(id);
    } catch (e) {
      this.refuse(e, guidanceFor(e, 'theatre'), 'theatre');
      return;
    } finally {
      this.load.basketChanged();
    }
    await this.updateComplete;
    await this.load.basket.taskComplete.catch(() => undefined);
    return this.reserve();
  }

  override render() {
    return this.renderLoad(this.load.event, {
      loading: msg('Loading performances…'),
      step: 'theatre',
      backLabel: theatreWords().goBack,
      renderStep: (event) => this.renderStep(event),
    });
  }

  private renderStep(event: data.TheatreEvent) {
    const ctx = this.ctx;
    const a = event.attraction;
    return html`<h2>${msg(str`Book ${a.attraction_name}`)}</h2>
      ${this.renderCurrencyNotes()}
      <div class="layout">
        ${renderPerformances({
          event,
          loading:
            this.load.event.status === TaskStatus.PENDING ||
            this.locate.status === TaskStatus.PENDING,
          page: this.load.page,
          selected: this.sel.performance,
          chosen: this.chosen ?? null,
          choiceGone: this._choiceGone,
          currency: this.currency,
          locale: this.locale,
          policy: this.policy,
          onPick: (id) => this.pickPerformance(id),
          onPage: (p) => this.load.setPage(p),
        })}
        ${
          ctx
            ? renderTickets({
                ctx,
                counts: this.sel.counts,
                currency: this.currency,
                locale: this.locale,
                policy: this.policy,
                problems: this._attempted ? this.problems : [],
                onCount: (id, n) => this.setCount(id, n),
              })
            : html`<section class="tickets" aria-labelledby="tickets-heading">
                <h3 id="tickets-heading">${msg('2. Choose tickets')}</h3>
                <p class="muted">${msg('Choose a performance to see its prices.')}</p>
              </section>`
        }
        ${ctx && a.seats_sales_enabled ? this.renderPlan(ctx) : nothing}
        ${ctx ? this.renderReserveSection(ctx) : nothing}
      </div>`;
  }

  private renderPlan(ctx: TheatreContext) {
    const plan = this.load.plan;
    const status = plan.status;
    return renderSeats({
      status:
        status === TaskStatus.ERROR && !isAbortError(plan.error)
          ? 'error'
          : status === TaskStatus.COMPLETE || (plan.value && status === TaskStatus.PENDING)
            ? 'ready'
            : 'loading',
      error: plan.error,
      svg: plan.value?.svg ?? '',
      groups: plan.value?.groups ?? [],
      categories: data.seatCategories(ctx.bands, this.currency, this.policy, this.sel.counts),
      sections: data.seatSections(ctx.bands),
      tickets: data.seatTickets(ctx, this.sel.counts, this.sel.seats, this.currency, this.policy),
      selected: this.sel.seats.map((s) => s.id),
      maxSeats: Object.values(this.sel.counts).reduce((n, c) => n + c, 0),
      locale: this.locale,
      message: this.sel.seatMessage,
      onSelection: (e) => this.onSeats(e),
      onRetry: (newSession) => void (newSession ? this.act('new-session') : plan.run()),
      onOtherPerformance: () => this.renderRoot.querySelector<HTMLElement>('.performance')?.focus(),
    });
  }

  private renderReserveSection(ctx: TheatreContext) {
    const order = theatreOrder(ctx, this.sel.counts, this.currency, this.policy);
    const plan = this.load.plan;
    const byCount =
      plan.status === TaskStatus.ERROR && countsOnly(plan.error)
        ? msg('Seats will be assigned for you: the best available in the band you chose.')
        : null;
    return renderReserveBar({
      heading: msg('Your tickets'),
      order: renderOrder(order, this.locale),
      notice: byCount,
      problems: this._attempted ? this.problems : [],
      guidance: this._guidance ? renderGuidance(this._guidance, (x) => void this.act(x)) : nothing,
      reserving: this._reserving,
      onReserve: () => void this.reserve(),
      onBasket: () => void this.act('basket'),
    });
  }
}

define('tessera-theatre-purchase', TesseraTheatrePurchase);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-theatre-purchase': TesseraTheatrePurchase;
  }
}
