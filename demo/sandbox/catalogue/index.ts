/** The whole sandbox catalogue, built deterministically from a seed and the sandbox's today. */
import { Prng } from './prng.js';
import { buildShowcases, type Showcased } from './showcases.js';
import { ARENA_SPECS, THEATER_SPECS } from './theater-specs.js';
import { buildTheaters } from './theaters.js';
import { buildTours } from './tours.js';
import type { Attraction, Theater, Tour } from './types.js';

export interface Catalogue {
  seed: number;
  today: string;
  attractions: Attraction[];
  byId: Map<string, Attraction>;
  showcases: Record<string, Showcased[]>;
}

/** First date (YYYY-MM-DD) an attraction runs on, if any. */
export function firstDate(a: Attraction): string | null {
  if (a.kind === 'theater') return a.instances[0]?.start.slice(0, 10) ?? null;
  return a.dates[0] ?? null;
}

export function buildCatalogue(seed: number, today: string): Catalogue {
  const rng = new Prng(seed);
  const theaters: Theater[] = buildTheaters(today, rng);
  const tours: Tour[] = buildTours(today, rng);
  const arenas = buildTheaters(today, new Prng(seed + 21), ARENA_SPECS, THEATER_SPECS.length);
  const attractions: Attraction[] = [...theaters, ...tours, ...arenas];
  return {
    seed,
    today,
    attractions,
    byId: new Map(attractions.map((a) => [a.id, a])),
    showcases: buildShowcases(attractions, firstDate),
  };
}

export type { Attraction, Theater, Tour };
