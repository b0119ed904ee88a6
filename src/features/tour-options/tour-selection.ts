/**
 * What the buyer has chosen on the tour step: date, traveller mix, option (by name and start, so
 * it survives a new availability answer), tour language and pickup. A reactive controller: every
 * change re-renders the step, whose availability task reads the date and mix from here.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TravellerMix, TravellerType } from '../../state/rules/tour.js';
import {
  carryOverChoice,
  defaultTourLanguage,
  type AvailabilityOption,
  type CarriedChoice,
  type TourChoice,
} from '../../state/rules/tour-option.js';
import type { PickupChoice } from '../../state/rules/tour-pickup.js';
import { initialMix } from './data.js';
import { isoDate } from '../../components/format.js';
import type { BookingStore } from '../../state/booking-store.js';

/** What the booking store keeps of a tour's choice. */
interface KeptTour {
  date: string | null;
  mix: TravellerMix;
  option: { name: string; start: string } | null;
  tourLanguage: string | null;
  pickup: PickupChoice;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** A kept choice read back, or null when it is not one this step wrote. */
function checkKept(v: unknown): KeptTour | null {
  if (typeof v !== 'object' || v === null) return null;
  const k = v as Record<string, unknown>;
  const mix: Record<string, number> = {};
  if (typeof k.mix !== 'object' || k.mix === null) return null;
  for (const [id, n] of Object.entries(k.mix)) {
    if (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 99) mix[id] = n as number;
  }
  const o = k.option as Record<string, unknown> | null;
  const option =
    o && text(o.name) && text(o.start)
      ? { name: o.name as string, start: o.start as string }
      : null;
  const p = (k.pickup ?? {}) as Record<string, unknown>;
  const pickup: PickupChoice = { pickupId: text(p.pickupId) };
  if (typeof p.pickupEntry === 'string') pickup.pickupEntry = p.pickupEntry.slice(0, 500);
  return { date: text(k.date), mix, option, tourLanguage: text(k.tourLanguage), pickup };
}

export class TourSelection implements ReactiveController {
  date: string | null = null;
  mix: TravellerMix = {};
  option: { name: string; start: string } | null = null;
  tourLanguage: string | null = null;
  pickup: PickupChoice = { pickupId: null };
  pickupQuery = '';
  private tourId?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The buyer's language, to preselect the tour language. */
    private readonly language: () => string | undefined,
    /** Where the choice is kept for Start again and a reload. */
    private readonly store: () => BookingStore | undefined = () => undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  private written = '';

  /** After each change: the choice as the store keeps it. */
  hostUpdated(): void {
    const store = this.store();
    if (!this.tourId || !store) return;
    const { date, mix, option, tourLanguage, pickup } = this;
    const kept: KeptTour = { date, mix, option, tourLanguage, pickup };
    const json = JSON.stringify(kept);
    if (json === this.written) return;
    this.written = json;
    store.keepChoice(`tour:${this.tourId}`, kept);
  }

  private set<K extends keyof this>(key: K, value: this[K]) {
    this[key] = value;
    this.host.requestUpdate();
  }

  /** Back to nothing chosen (another tour). */
  reset() {
    this.date = null;
    this.option = null;
    this.tourLanguage = null;
    this.pickup = { pickupId: null };
    this.pickupQuery = '';
    this.host.requestUpdate();
  }

  /** A newly loaded tour starts from its smallest group of the first type that can travel alone. */
  startTour(id: string, types: readonly TravellerType[], minSize: number) {
    if (this.tourId === id) return;
    this.tourId = id;
    // The choice this tab kept for this tour (Start again, a reload), else a fresh one.
    const kept = checkKept(this.store()?.choice(`tour:${id}`));
    // Counts of types this tour does not have (a link's typo) are left out; a link may name the
    // date alone: either way, with no known count left the party starts as a fresh one.
    const known = new Set(types.map((t) => t.price_type_id));
    const mix = Object.fromEntries(
      Object.entries(kept?.mix ?? {}).filter(([type]) => known.has(type)),
    );
    const party = Object.keys(mix).length > 0;
    if (kept && (party || kept.date)) {
      // A date now past is not offered again.
      this.date = kept.date && kept.date >= isoDate() ? kept.date : null;
      this.option = kept.option;
      this.tourLanguage = kept.tourLanguage;
      this.pickup = kept.pickup;
      this.set('mix', party ? mix : initialMix(types, minSize));
      return;
    }
    this.set('mix', initialMix(types, minSize));
  }

  pickDate(date: string): boolean {
    if (date === this.date) return false;
    this.date = date;
    this.set('option', null);
    return true;
  }

  setCount(priceTypeId: string, count: number) {
    this.set('mix', { ...this.mix, [priceTypeId]: Math.max(0, count) });
  }

  /** The index of the chosen option in `options`, or null. */
  indexIn(options: readonly AvailabilityOption[] | undefined): number | null {
    const s = this.option;
    const i = s
      ? (options ?? []).findIndex((o) => o.name === s.name && o.start_datetime === s.start)
      : -1;
    return i >= 0 ? i : null;
  }

  chooseOption(o: AvailabilityOption) {
    this.option = { name: o.name, start: o.start_datetime };
    this.tourLanguage = defaultTourLanguage(o, this.language());
    if (!(o.pickup_points ?? []).some((p) => p.service_pickup_id === this.pickup.pickupId)) {
      this.pickup = { pickupId: null };
    }
    this.host.requestUpdate();
  }

  setLanguage(key: string) {
    this.set('tourLanguage', key);
  }

  choosePickup(pickupId: string) {
    this.set('pickup', { ...this.pickup, pickupId });
  }

  setPickupEntry(text: string) {
    this.set('pickup', { ...this.pickup, pickupEntry: text });
  }

  setPickupQuery(query: string) {
    this.set('pickupQuery', query);
  }

  /** The choice as the rules' carry-over takes it; null when no option is chosen. */
  get choice(): TourChoice | null {
    if (!this.option) return null;
    return {
      optionName: this.option.name,
      startDatetime: this.option.start,
      tourLanguage: this.tourLanguage,
      pickup: this.pickup,
    };
  }

  /** Keeps from `previous` what is still valid in new options; returns what was kept and lost. */
  carryOver(previous: TourChoice | null, options: readonly AvailabilityOption[]) {
    if (!previous) return null;
    const carried: CarriedChoice = carryOverChoice(previous, options);
    const o = carried.option;
    this.option = o ? { name: o.name, start: o.start_datetime } : null;
    this.tourLanguage =
      carried.tourLanguage ?? (o ? defaultTourLanguage(o, this.language()) : null);
    this.pickup = carried.pickup;
    this.host.requestUpdate();
    return carried;
  }
}
