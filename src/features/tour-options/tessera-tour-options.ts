import { html, nothing, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { TaskStatus } from '../../state/task.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { PurchaseStepElement, purchaseStepSheets } from '../../components/purchase-step-element.js';
import type { PurchaseAction } from '../../components/purchase-guidance.js';
import { renderReserveBar } from '../../components/reserve-bar.js';
import { TesseraError, isAbortError } from '../../api/errors.js';
import { currencyConflict } from '../../state/rules/basket.js';
import { pricedCurrencies } from '../../state/rules/price.js';
import { answeredAttraction, loadAttractionDetail } from '../../state/common-data.js';
import { isoDate } from '../../components/dates.js';
import { guidanceFor, readGuidance, type Guidance } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { mixProblems } from '../../state/rules/tour.js';
import {
  buildTourReservation,
  carryOverMessage,
  mixLimitHint,
  tourReservationProblems,
  type AvailabilityOption,
  type TourReservationInput,
} from '../../state/rules/tour-option.js';
import type { TourData } from './data.js';
import { emitHostEvent, requestStep } from '../../events.js';
import { addToCartDetail } from './add-to-cart.js';
import { TourSelection } from './tour-selection.js';
import { TourLoad } from './tour-load.js';
import { FocusKeeper } from './focus-keeper.js';
import { renderDates } from './dates-view.js';
import { renderTravellers, requirementHints } from './travellers-view.js';
import { renderOptions } from './options-view.js';
import { renderPickup } from './pickup-view.js';
import { renderGuidance, tourWords } from './guidance-view.js';
import { failureDetail, reportFailure } from '../../components/error-report.js';
import { tourOptionsStyles } from './tour-options.styles.js';
// The shell's step indicator comes with the booking steps, not in the first load.
import '../../components/tessera-booking-steps.js';

/**
 * The tour purchase step: date, travellers, availability options with prices and language,
 * pickup point, and the reservation (POST tours/reservations). A selection that expired (424,
 * code 33) is checked again on its own and the buyer's choices are kept where still valid.
 *
 * @fires tessera-add-to-cart - host event, GA4 add_to_cart shape, after a reservation
 * @fires tessera-step-request - {step: 'basket', params: {reservationId}} after a reservation
 */
@localized()
export class TesseraTourOptions extends PurchaseStepElement {
  static override styles = [...purchaseStepSheets, tourOptionsStyles];

  /** Told after an expired selection was checked again. */
  @state() private _notice: string | null = null;
  private readonly sel = new TourSelection(
    this,
    () => this._config?.language,
    () => this._store,
  );
  private readonly load = new TourLoad(this, this.sel, () => ({
    client: this._client,
    attractionId: this.attractionId,
    // Asked once the tour's currencies are known, so a tour opened straight from a link is not
    // first priced in a currency it is not sold in.
    currency: this._config && this.currenciesKnown ? this.currency : undefined,
    mixAccepted: this.mixIssues.length === 0,
  }));

  constructor() {
    super();
    new FocusKeeper(this);
  }

  private get types() {
    return this.load.tour.value?.price_types ?? [];
  }

  private get mixIssues(): RuleProblem[] {
    const tour = this.load.tour.value;
    return tour ? mixProblems(tour.attraction, this.types, this.sel.mix) : [];
  }

  private get options(): AvailabilityOption[] | undefined {
    return this.load.options;
  }

  /** Whether the tour's currencies are known (or could not be read: the preferred one is tried). */
  @state() private currenciesKnown = false;
  /** The client and tour whose details this step asked for itself. */
  private detailAsked?: { client: object; id: string };

  override willUpdate(changed: PropertyValues<this>) {
    // The currencies the tour is sold in, from its details (the tour's own answer has no prices):
    // a tour not sold in the preferred currency books in its own. Usually the detail page read
    // them; a tour opened straight from a link reads them first.
    const client = this._client;
    const detail = client && answeredAttraction(client, this.attractionId);
    const priced =
      detail && 'min_price' in detail.attraction ? pricedCurrencies(detail.attraction) : [];
    if (priced.join() !== this.pricedIn.join()) this.pricedIn = priced;
    if (detail) this.currenciesKnown = true;
    else if (
      client &&
      this.attractionId &&
      (this.detailAsked?.client !== client || this.detailAsked.id !== this.attractionId)
    ) {
      const asked = (this.detailAsked = { client, id: this.attractionId });
      this.currenciesKnown = false;
      loadAttractionDetail(client, asked.id, { date_start: isoDate(), size: 1 })
        .catch(() => undefined)
        .then(() => {
          if (this.detailAsked === asked) this.currenciesKnown = true;
        });
    }
    if (changed.has('attractionId') && changed.get('attractionId') !== undefined) {
      this.load.page = 0;
      this.sel.reset();
      this._attempted = false;
      this._guidance = null;
      this._notice = null;
    }
    this.noteAvailabilityFailure();
  }

  private reservationInput(): TourReservationInput | null {
    const tour = this.load.tour.value;
    const config = this._config;
    const index = this.sel.indexIn(this.options);
    if (!tour || !config || !this.sel.date || index === null) return null;
    return {
      tour: tour.attraction,
      types: this.types,
      attractionId: this.attractionId,
      date: this.sel.date,
      currency: this.currency,
      languageCode: config.language,
      option: this.options![index],
      mix: this.sel.mix,
      policy: this.policy,
      tourLanguage: this.sel.tourLanguage,
      pickup: this.sel.pickup,
    };
  }

  private get reserveProblems(): RuleProblem[] {
    const input = this.reservationInput();
    const problems = input
      ? tourReservationProblems(input)
      : [{ code: null, message: msg('Choose an option.') }];
    const conflict = currencyConflict(this.load.basket.value, this.currency);
    return conflict ? [...problems, conflict] : problems;
  }

  /**
   * `again`: the selection had expired (code 33) and availability, read anew, offered the same
   * option at the same prices, so the buyer's one click books it without a second.
   */
  private async reserve(again = false, renewed = false) {
    // Not disabled while busy (a disabled button loses focus); a second click is ignored instead.
    if (this._reserving) return;
    let retry = false;
    let renew = false;
    this._guidance = null;
    this._notice = null;
    this._reserving = true;
    try {
      // A click while availability or the basket is read again waits for the fresh answers.
      for (const task of [this.load.availability, this.load.basket]) {
        if (task.status === TaskStatus.PENDING) await task.taskComplete.catch(() => undefined);
      }
      this._attempted = true;
      const input = this.reservationInput();
      const client = this._client;
      if (!input || !client || this.reserveProblems.length) return;
      const body = buildTourReservation(input);
      const id = await client.reserveTour(body).then(
        (r) => r.reservation_id,
        async (e: unknown) => {
          // A lost answer may hide a reservation made after all: it is not made twice.
          const made = await this.load.reservationMade(e, this.attractionId);
          if (made) return made;
          throw e;
        },
      );
      this.load.basketChanged();
      const detail = addToCartDetail(input, id, this.load.tour.value!.attraction);
      this._store?.added();
      emitHostEvent(this, 'tessera-add-to-cart', detail, this._config!.dataLayer);
      requestStep(this, { step: 'basket', params: { reservationId: id } });
    } catch (e) {
      if (isAbortError(e)) return;
      if (e instanceof TesseraError && (e.code === 33 || (e.status === 424 && e.code == null))) {
        retry = (await this.recoverExpired(e)) && !again;
      } else if (!renewed && this.sessionLetGo(e)) {
        // The session ended with nothing held: the buyer's one click books in a new one.
        renew = true;
      } else {
        // Another currency (24) or event (36) in the basket: its next reading explains it.
        if (e instanceof TesseraError && (e.code === 24 || e.code === 36))
          this.load.basketChanged();
        const guidance = this.guidance(e);
        this.refuse(e, guidance, 'tour');
        if (guidance.log) console.warn('tessera: tour reservation refused', e);
      }
    } finally {
      this._reserving = false;
    }
    if (retry || renew) await this.reserve(again || retry, renewed || renew);
  }

  /** A refusal in the tour's words: code 39 names the limit an option states, when one does. */
  private guidance(error: unknown, words = guidanceFor): Guidance {
    const guidance = words(error, 'tour');
    if (!(error instanceof TesseraError) || error.code !== 39) return guidance;
    const hint = mixLimitHint(this.options, this.sel.mix, this.locale);
    return hint ? { ...guidance, message: hint } : guidance;
  }

  /**
   * A failed availability read: its options are the answer that failed, so there is nothing to
   * dismiss; "Check availability" reads it again instead.
   */
  private availabilityGuidance(error: unknown): Guidance {
    const guidance = this.guidance(error, readGuidance);
    return { ...guidance, actions: guidance.actions.map((a) => (a === 'dismiss' ? 'retry' : a)) };
  }

  /** The failed availability read shown, worded once per failure. */
  private availabilityFailure: { error: unknown; guidance: Guidance } | null = null;

  private noteAvailabilityFailure() {
    const error = this.load.availability.error;
    if (!error || isAbortError(error)) return void (this.availabilityFailure = null);
    if (this.availabilityFailure?.error === error) return;
    this.availabilityFailure = { error, guidance: this.availabilityGuidance(error) };
  }

  /** Tells the host page about the failed availability read, once however often it renders. */
  override updated() {
    const failure = this.availabilityFailure;
    if (!failure) return;
    const detail = failureDetail('tour', failure.error, failure.guidance);
    reportFailure(this, detail, this._config?.dataLayer, failure.error);
  }

  /**
   * 424 code 33: check availability again for the same date and mix, keep what is still valid.
   * True when everything was kept and the option is offered as before (only its selection_id is
   * new): booking it is what the buyer asked for.
   */
  private async recoverExpired(error: TesseraError): Promise<boolean> {
    const previous = this.sel.choice;
    const before = this.chosenOption();
    this._notice = guidanceFor(error, 'tour').message;
    this.sel.option = null;
    await this.load.availability.run();
    const carried = this.sel.carryOver(previous, this.options ?? []);
    if (carried) this._notice = carryOverMessage(carried);
    const after = carried?.option;
    const same = (o: AvailabilityOption) => JSON.stringify({ ...o, selection_id: null });
    const unchanged =
      !!before && !!after && carried.lost.length === 0 && same(before) === same(after);
    if (unchanged) this._notice = null;
    return unchanged;
  }

  /** The availability option the buyer has chosen, as last read. */
  private chosenOption(): AvailabilityOption | undefined {
    const choice = this.sel.choice;
    return this.options?.find(
      (o) => o.name === choice?.optionName && o.start_datetime === choice?.startDatetime,
    );
  }

  private async act(action: PurchaseAction) {
    if (this.commonAction(action)) return;
    const focus = (selector: string) =>
      this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    switch (action) {
      case 'retry':
        return this.reserve();
      case 'adjust':
        return focus("#travellers .step:not([aria-disabled='true'])");
      case 'choose-pickup':
        return focus('#pickup-search');
      case 'new-session':
        this._guidance = null;
        await this.newSession();
        this.load.basketChanged();
        return this.load.availability.run();
      case 'reload':
        this._guidance = null;
        return this.load.availability.run();
    }
  }

  /** Started again after expiry: the basket is new and the released tickets are free again. */
  protected override sessionRenewed() {
    super.sessionRenewed();
    this.load.basketChanged();
  }

  private setCount(id: string, count: number) {
    this.sel.setCount(id, count);
    this._guidance = null;
  }

  private chooseOption(option: AvailabilityOption) {
    this.sel.chooseOption(option);
    this.load.dropped = null;
  }

  private pickDate(date: string) {
    if (!this.sel.pickDate(date)) return;
    this._guidance = null;
    this._notice = null;
  }

  override render() {
    return this.renderLoad(this.load.tour, {
      loading: msg('Loading the tour…'),
      step: 'tour',
      backLabel: tourWords().goBack,
      renderStep: (tour) => this.renderStep(tour),
    });
  }

  private renderStep(tour: TourData) {
    const locale = this.locale;
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
      ${this.renderCurrencyNotes()}
      <div class="layout">
        ${renderDates({
          tour,
          loading: this.load.tour.status === TaskStatus.PENDING,
          page: this.load.page,
          selected: sel.date,
          locale,
          onPick: (d) => this.pickDate(d),
          onPage: (p) => this.load.setPage(p),
        })}
        ${renderTravellers({
          tour: a,
          types: tour.price_types,
          mix: sel.mix,
          problems: mixIssues,
          requirementHints: requirementHints(this.options, locale),
          onChange: (id, n) => this.setCount(id, n),
        })}
        <div class="wide" data-focus-home="options-heading">
          ${
            this.availabilityFailure
              ? renderGuidance(this.availabilityFailure.guidance, (x) =>
                  this.act(x === 'retry' ? 'reload' : x),
                )
              : renderOptions({
                  options: this.options,
                  loading: this.load.availability.status === TaskStatus.PENDING && !this.options,
                  updating: this.load.updating,
                  dropped: this.load.dropped,
                  waiting,
                  selectedIndex: index,
                  currency: this.currency,
                  locale,
                  policy: this.policy,
                  tourLanguage: sel.tourLanguage,
                  onSelect: (i) => this.chooseOption(this.options![i]),
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
        ${renderReserveBar({
          heading: msg('Add to basket'),
          headingHidden: true,
          notice: this._notice,
          problems: this._attempted ? this.reserveProblems : [],
          guidance: this._guidance
            ? renderGuidance(this._guidance, (x) => void this.act(x))
            : nothing,
          reserving: this._reserving,
          onReserve: () => void this.reserve(),
          onBasket: () => void this.act('basket'),
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
