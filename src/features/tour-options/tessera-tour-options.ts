import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { addDays, isoDate } from '../../components/format.js';
import '../../components/tessera-skeleton.js';
import { ApiError, isAbortError } from '../../api/errors.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { guidanceFor, type Guidance } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { mixProblems } from '../../state/rules/tour.js';
import {
  buildTourReservation,
  carryOverMessage,
  tourReservationProblems,
  type AvailabilityOption,
  type TourReservationInput,
} from '../../state/rules/tour-option.js';
import * as data from './data.js';
import type { TourData } from './data.js';
import { addToCartDetail, emitAddToCart, requestStep } from './events.js';
import { TourSelection } from './tour-selection.js';
import { renderDates } from './dates-view.js';
import { renderTravellers, requirementHints } from './travellers-view.js';
import { renderOptions } from './options-view.js';
import { renderPickup } from './pickup-view.js';
import { renderGuidance, type TourAction } from './guidance-view.js';
import { renderReserve } from './reserve-view.js';
import { tourOptionsStyles } from './tour-options.styles.js';

/** Pause before asking availability, so a few quick stepper clicks make one request. */
const AVAILABILITY_DEBOUNCE_MS = 250;

/**
 * The tour purchase step: date, travellers, availability options with prices and language,
 * pickup point, and the reservation (POST tours/reservations). A selection that expired (424,
 * code 33) is checked again on its own and the buyer's choices are kept where still valid.
 *
 * @fires tessera-add-to-cart - host event, GA4 add_to_cart shape, after a reservation
 * @fires tessera-step-request - {step: 'basket', params: {reservationId}} after a reservation
 */
@localized()
export class TesseraTourOptions extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, tourOptionsStyles];

  @property({ attribute: 'attraction-id' }) attractionId = '';
  @consume({ context: clientContext, subscribe: true }) @state() private _client?: TesseraClient;
  @consume({ context: configContext, subscribe: true }) @state() private _config?: WidgetConfig;

  @state() private _page = 0;
  @state() private _attempted = false;
  @state() private _reserving = false;
  @state() private _guidance: Guidance | null = null;
  @state() private _notice: string | null = null;
  private readonly sel = new TourSelection(this, () => this._config?.language);

  private readonly tour = new Task(this, {
    // Always GET /{v}/tours/{id} from today: the attraction step's detail may start at another
    // date and page by another size, so its instances would not line up with these pages.
    task: async ([client, id, page], { signal }) => {
      if (!client || !id) return initialState;
      const start = isoDate();
      const query = { date_start: start, date_end: addDays(start, data.DATE_SPAN_DAYS) };
      const tour = await data.loadTour(
        client,
        id,
        { ...query, page, size: data.DATES_PAGE_SIZE },
        signal,
      );
      this.sel.startTour(id, tour.price_types, tour.attraction.min_booking_size ?? 1);
      return tour;
    },
    args: () => [this._client, this.attractionId, this._page] as const,
  });

  private readonly availability = new Task(this, {
    task: async ([client, id, date, key, currency], { signal }) => {
      const tour = this.tour.value;
      if (!client || !id || !date || !key || !currency || !tour || this.mixIssues.length) {
        return initialState;
      }
      await data.sleep(AVAILABILITY_DEBOUNCE_MS, signal);
      const options = await data.loadAvailability(
        client,
        { attraction_id: id, date, mix: this.sel.mix, currency },
        signal,
      );
      // After the mix or date changed: keep the option, language and pickup where still valid.
      this.sel.carryOver(this.sel.choice, options);
      return options;
    },
    args: () =>
      [
        this._client,
        this.attractionId,
        this.sel.date,
        data.mixKey(this.sel.mix),
        this._config?.currency,
      ] as const,
  });

  private get types() {
    return this.tour.value?.price_types ?? [];
  }

  private get mixIssues(): RuleProblem[] {
    const tour = this.tour.value;
    return tour ? mixProblems(tour.attraction, this.types, this.sel.mix) : [];
  }

  private get options(): AvailabilityOption[] | undefined {
    return this.availability.value;
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('attractionId') && changed.get('attractionId') !== undefined) {
      this._page = 0;
      this.sel.reset();
      this._attempted = false;
      this._guidance = null;
      this._notice = null;
    }
  }

  private reservationInput(): TourReservationInput | null {
    const tour = this.tour.value;
    const config = this._config;
    const index = this.sel.indexIn(this.options);
    if (!tour || !config || !this.sel.date || index === null) return null;
    return {
      tour: tour.attraction,
      types: this.types,
      attractionId: this.attractionId,
      date: this.sel.date,
      currency: config.currency,
      languageCode: config.language,
      option: this.options![index],
      mix: this.sel.mix,
      policy: data.rulePolicy(config.bookingFee),
      tourLanguage: this.sel.tourLanguage,
      pickup: this.sel.pickup,
    };
  }

  private get reserveProblems(): RuleProblem[] {
    const input = this.reservationInput();
    if (!input) return [{ code: null, message: msg('Choose an option.') }];
    return tourReservationProblems(input);
  }

  private async reserve() {
    // Not disabled while busy (a disabled button loses focus); a second click is ignored instead.
    if (this._reserving) return;
    this._guidance = null;
    this._notice = null;
    this._reserving = true;
    try {
      // A click while availability is being checked again waits for the fresh options.
      if (this.availability.status === TaskStatus.PENDING) {
        await this.availability.taskComplete.catch(() => undefined);
      }
      this._attempted = true;
      const input = this.reservationInput();
      const client = this._client;
      if (!input || !client || this.reserveProblems.length) return;
      const body = buildTourReservation(input);
      const reservation = await client.reserveTour(body);
      this.announce(input, reservation.reservation_id);
    } catch (e) {
      if (isAbortError(e)) return;
      if (e instanceof ApiError && (e.code === 33 || (e.status === 424 && e.code == null))) {
        await this.recoverExpired(e);
      } else {
        this._guidance = guidanceFor(e, 'tour');
        if (this._guidance.log) console.warn('tessera: tour reservation refused', e);
      }
    } finally {
      this._reserving = false;
    }
  }

  /** 424 code 33: check availability again for the same date and mix, keep what is still valid. */
  private async recoverExpired(error: ApiError) {
    const previous = this.sel.choice;
    this._notice = guidanceFor(error, 'tour').message;
    this.sel.option = null;
    await this.availability.run();
    const carried = this.sel.carryOver(previous, this.availability.value ?? []);
    if (carried) this._notice = carryOverMessage(carried);
  }

  private announce(input: TourReservationInput, reservationId: string) {
    const config = this._config!;
    const detail = addToCartDetail(input, reservationId, this.tour.value!.attraction);
    emitAddToCart(this, detail, config.dataLayer);
    requestStep(this, { step: 'basket', params: { reservationId } });
  }

  private async act(action: TourAction) {
    const focus = (selector: string) =>
      this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    switch (action) {
      case 'retry':
        return this.reserve();
      case 'adjust':
        return focus('#travellers .step:not([disabled])');
      case 'choose-pickup':
        return focus('#pickup-search');
      case 'basket':
        return requestStep(this, { step: 'basket' });
      case 'go-back':
        return requestStep(this, { step: 'attraction', params: { id: this.attractionId } });
      case 'new-session':
        this._guidance = null;
        await this._client?.startNewSession();
        return this.availability.run();
      case 'rerun-availability':
        this._guidance = null;
        return this.availability.run();
      case 'dismiss':
        this._guidance = null;
    }
  }

  private setCount(id: string, count: number) {
    this.sel.setCount(id, count);
    this._guidance = null;
  }

  private pickDate(date: string) {
    if (!this.sel.pickDate(date)) return;
    this._guidance = null;
    this._notice = null;
  }

  override render() {
    return this.tour.render({
      initial: () => this.renderSkeleton(),
      pending: () => (this.tour.value ? this.renderStep(this.tour.value) : this.renderSkeleton()),
      complete: (tour) => this.renderStep(tour),
      error: (e) => this.renderLoadError(e),
    });
  }

  private renderSkeleton() {
    return html`<div class="skeletons" aria-busy="true">
      <p class="sr-only" role="status">${msg('Loading the tour…')}</p>
      <tessera-skeleton height="2em" width="60%"></tessera-skeleton>
      <tessera-skeleton height="10em"></tessera-skeleton>
      <tessera-skeleton height="10em"></tessera-skeleton>
    </div>`;
  }

  private renderLoadError(error: unknown) {
    const guidance = guidanceFor(error, 'tour');
    return renderGuidance(guidance, async (a) => {
      if (a === 'new-session') await this._client?.startNewSession();
      if (a === 'go-back') return this.act(a);
      return this.tour.run();
    });
  }

  private renderStep(tour: TourData) {
    const config = this._config;
    const locale = config?.language ?? 'en';
    const sel = this.sel;
    const index = sel.indexIn(this.options);
    const option = index === null ? null : this.options![index];
    const mixIssues = this.mixIssues;
    const waiting = !sel.date
      ? msg('Choose a date to see the options and prices.')
      : mixIssues.length
        ? msg('Adjust the travellers to see the options.')
        : null;
    const a = tour.attraction;
    const pickupShown =
      !!option &&
      (option.pickup_points ?? []).length > 0 &&
      (a.pickup_required || a.pickup_available || a.pickup_on_request);
    return html`<h2>${msg(str`Book ${a.attraction_name}`)}</h2>
      <div class="layout">
        ${renderDates({
          tour,
          loading: this.tour.status === TaskStatus.PENDING,
          page: this._page,
          selected: sel.date,
          locale,
          onPick: (d) => this.pickDate(d),
          onPage: (p) => (this._page = p),
        })}
        ${renderTravellers({
          tour: a,
          types: tour.price_types,
          mix: sel.mix,
          problems: mixIssues,
          requirementHints: requirementHints(this.options, locale),
          onChange: (id, n) => this.setCount(id, n),
        })}
        <div class="wide">
          ${
            this.availability.error && !isAbortError(this.availability.error)
              ? renderGuidance(guidanceFor(this.availability.error, 'tour'), (x) =>
                  this.act(x === 'retry' ? 'rerun-availability' : x),
                )
              : renderOptions({
                  options: this.options,
                  loading: this.availability.status === TaskStatus.PENDING,
                  waiting,
                  selectedIndex: index,
                  currency: config?.currency ?? 'EUR',
                  locale,
                  policy: data.rulePolicy(config?.bookingFee),
                  tourLanguage: sel.tourLanguage,
                  onSelect: (i) => sel.chooseOption(this.options![i]),
                  onLanguage: (k) => sel.setLanguage(k),
                  onAdjust: () => void this.act('adjust'),
                })
          }
        </div>
        ${
          pickupShown
            ? renderPickup({
                points: option.pickup_points,
                required: a.pickup_required,
                onRequest: a.pickup_on_request,
                query: sel.pickupQuery,
                choice: sel.pickup,
                locale,
                error: this._attempted ? this.pickupError() : null,
                onQuery: (q) => sel.setPickupQuery(q),
                onChoose: (id) => sel.choosePickup(id),
                onEntry: (t) => sel.setPickupEntry(t),
              })
            : nothing
        }
        ${renderReserve({
          problems: this._attempted ? this.reserveProblems : [],
          notice: this._notice,
          guidance: this._guidance,
          reserving: this._reserving,
          onReserve: () => void this.reserve(),
          onAction: (x) => void this.act(x),
        })}
      </div>`;
  }

  private pickupError(): string | null {
    const p = this.reserveProblems.find(
      (x) => x.field === 'pickup_id' || x.field === 'pickup_entry',
    );
    return p?.message ?? null;
  }
}

define('tessera-tour-options', TesseraTourOptions);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-tour-options': TesseraTourOptions;
  }
}
