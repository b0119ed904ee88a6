/**
 * What the tour step reads from the API: the tour a page of departures at a time, and availability
 * for the chosen date and mix, debounced, the older request aborted (the basket: PurchaseLoad).
 */
import { Task, TaskStatus, initialState } from '../../state/task.js';
import { addDays, isoDate } from '../../components/format.js';
import { PurchaseLoad, type PurchaseLoadHost } from '../../components/purchase-load.js';
import type { TesseraClient } from '../../state/client-context.js';
import type { AvailabilityOption } from '../../state/rules/tour-option.js';
import * as data from './data.js';
import type { TourSelection } from './tour-selection.js';

/** Pause before asking availability, so a few quick stepper clicks make one request. */
const AVAILABILITY_DEBOUNCE_MS = 250;

export interface TourLoadInputs {
  client: TesseraClient | undefined;
  attractionId: string;
  currency: string | undefined;
  /** Availability is not asked while the rules refuse the mix. */
  mixAccepted: boolean;
}

/** The options of one date, so options of another date are never shown as this one's. */
export interface DateOptions {
  date: string;
  options: AvailabilityOption[];
}

export class TourLoad extends PurchaseLoad {
  /** The option the buyer had chosen that the latest answer no longer offers (to say so). */
  dropped: string | null = null;

  constructor(
    host: PurchaseLoadHost,
    private readonly sel: TourSelection,
    private readonly inputs: () => TourLoadInputs,
  ) {
    super(host, () => inputs().client);
  }

  readonly tour = new Task(this.host, {
    // Always GET /{v}/tours/{id} from today: the attraction step's detail may start at another
    // date and page by another size, so its departures would not line up with these pages.
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
    args: () => [this.inputs().client, this.inputs().attractionId, this.page] as const,
  });

  readonly availability = new Task(this.host, {
    task: async ([client, id, date, key, currency, _loaded], { signal }) => {
      if (!client || !id || !date || !key || !currency || !this.tour.value) return initialState;
      if (!this.inputs().mixAccepted) return initialState;
      await data.sleep(AVAILABILITY_DEBOUNCE_MS, signal);
      const options = await data.loadAvailability(
        client,
        { attraction_id: id, date, mix: this.sel.mix, currency },
        signal,
      );
      // The choice as it is now, so an option picked while this request ran is kept when the
      // answer still offers it; so are the language and pickup after a change of mix or date.
      const previous = this.sel.choice;
      const carried = this.sel.carryOver(previous, options);
      this.dropped = carried?.lost.includes('option') ? previous!.optionName : null;
      const answer: DateOptions = { date, options };
      return answer;
    },
    args: () =>
      [
        this.inputs().client,
        this.inputs().attractionId,
        this.sel.date,
        data.mixKey(this.sel.mix),
        this.inputs().currency,
        // A date kept from before (Start again, a reload) is chosen while the tour loads: its
        // options are asked for once the tour is there.
        this.tour.value !== undefined,
      ] as const,
  });

  /** The options of the chosen date: the latest answer, or the one being replaced for a new mix. */
  get options(): AvailabilityOption[] | undefined {
    const v = this.availability.value;
    return v && v.date === this.sel.date ? v.options : undefined;
  }

  /** Availability is asked again for the date whose options are shown (the mix changed). */
  get updating(): boolean {
    return this.availability.status === TaskStatus.PENDING && this.options !== undefined;
  }
}
