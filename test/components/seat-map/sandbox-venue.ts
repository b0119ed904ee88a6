import { createApiClient } from '../../../src/api/index.js';
import {
  loadSeatPlan,
  seatCategories,
  seatSections,
  type TheatreEvent,
} from '../../../src/features/theatre/data.js';
import type {
  SeatCategories,
  SeatGroupData,
} from '../../../src/components/seat-map/seat-map-types.js';
import type { SectionName } from '../../../src/components/seat-map/section-names.js';
import { sandboxDistributor } from '../../features/sandbox-helpers.js';

/**
 * A real venue from the sandbox over HTTP, loaded the way the theatre step loads it: the event,
 * its first performance, the venue SVG and the seats for sale, and the categories of its bands.
 */

export interface SandboxVenue {
  svg: string;
  groups: SeatGroupData[];
  categories: SeatCategories;
  sections: SectionName[];
}

const cache = new Map<string, Promise<SandboxVenue>>();

async function load(event: string, currency: string): Promise<SandboxVenue> {
  const client = createApiClient({
    baseUrl: location.origin,
    distributorId: await sandboxDistributor(),
    language: 'en',
    currency,
    apiVersion: 'v2',
    storage: null,
  });
  const signal = new AbortController().signal;
  const today = new Date().toISOString().slice(0, 10);
  const detail = (await client.getTheaterEvent(event, {
    date_start: today,
    page: 0,
    size: 1,
    currency,
  })) as TheatreEvent;
  const instance = detail.instances[0];
  const plan = await loadSeatPlan(client, detail.attraction, event, instance.instance_id, signal);
  return {
    svg: plan.svg,
    groups: plan.groups,
    categories: seatCategories(instance.price_bands, currency, { kind: 'min' }),
    sections: seatSections(instance.price_bands),
  };
}

export function sandboxVenue(event: string, currency = 'USD'): Promise<SandboxVenue> {
  let venue = cache.get(event);
  if (!venue) {
    venue = load(event, currency);
    cache.set(event, venue);
  }
  return venue;
}

/** Seat ids for sale, in the order of the seats response. */
export function forSale(venue: SandboxVenue): string[] {
  return venue.groups.flatMap((g) => Object.keys(g.seats));
}
