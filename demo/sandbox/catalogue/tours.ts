/** Builds the tours (price types, options, dates, pickups, HTML) from their specs and a seed. */
import { cityByKey, type CityPlace } from './places.js';
import type { Prng } from './prng.js';
import { HTML_WORDS } from '../i18n/tour-html.js';
import type { Lang } from '../i18n/language.js';
import { placeName, wordsIn } from '../i18n/words.js';
import { tourHtml } from './tour-html.js';
import { TOUR_SPECS, type TourSpec } from './tour-specs.js';
import { addDays, weekday } from './time.js';
import type { PickupPoint, Tour, TourOption, TourPriceType } from './types.js';

const HORIZON_DAYS = 120;

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  da: 'Danish',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
};

function priceTypes(spec: TourSpec, max: number): TourPriceType[] {
  const code = spec.code;
  const adult: TourPriceType = {
    id: `${code}-ADULT`,
    name: 'Adult',
    description: 'Age 18 and over',
    ageMin: 18,
    ageMax: null,
    canBeGuardian: true,
    requireGuardian: false,
    maxCount: max,
    base: spec.base,
  };
  if (spec.ages === 'adults') return [adult];
  const child: TourPriceType = {
    id: `${code}-CHILD`,
    name: 'Child',
    description: 'Must travel with an adult',
    ageMin: spec.ages === 'standard' ? 8 : 4,
    ageMax: 17,
    canBeGuardian: false,
    requireGuardian: true,
    maxCount: Math.min(max, 6),
    base: Math.round(spec.base * 0.6),
  };
  if (spec.ages !== 'family') return [adult, child];
  const infant: TourPriceType = {
    id: `${code}-INFANT`,
    name: 'Infant',
    description: 'On a lap, no seat',
    ageMin: 0,
    ageMax: 3,
    canBeGuardian: false,
    requireGuardian: true,
    maxCount: 2,
    base: 0,
  };
  return [adult, child, infant];
}

function options(spec: TourSpec, adultId: string): TourOption[] {
  return spec.options.map((o, i) => ({
    id: `${spec.code}-O${i + 1}`,
    name: o.name,
    description: o.description ?? null,
    time: o.time,
    length: o.length ?? null,
    languages: Object.fromEntries(o.languages.map((l) => [l, LANGUAGE_NAMES[l] ?? l])),
    factor: o.factor,
    capacity: o.capacity ?? 40,
    required: o.minAdults
      ? [
          [
            {
              price_type_id: adultId,
              price_type_name: 'Adult',
              min_count_required: o.minAdults,
              max_count_required: null,
            },
          ],
        ]
      : null,
  }));
}

const PLACES = [
  'Central Station',
  'Grand Hotel',
  'Harbour Inn',
  'Museum Square',
  'Riverside Hotel',
  'Old Town Gate',
];

function pickups(spec: TourSpec, city: CityPlace, rng: Prng): PickupPoint[] {
  if (!spec.pickup) return [];
  const points = PLACES.slice(0, rng.int(3, PLACES.length)).map((p, i) => ({
    service_pickup_id: `${spec.code}-P${i + 1}`,
    pickup_name: `${p}, ${city.name}`,
    pickup_address: `${rng.int(1, 99)} ${p.split(' ')[0]} Road\n${city.name}`,
    pickup_description: `Wait at the main entrance of ${p}; the driver holds a sign.`,
    postcode: `${rng.int(10000, 99999)} ${city.name}`,
    geolocation_point: [
      Number((city.longitude + (rng.next() - 0.5) * 0.05).toFixed(5)),
      Number((city.latitude + (rng.next() - 0.5) * 0.05).toFixed(5)),
    ] as [number, number],
  }));
  points.sort((a, b) => a.pickup_name.localeCompare(b.pickup_name));
  if (spec.pickup === 'on-request' || spec.pickup === 'both')
    points.unshift({
      service_pickup_id: 'notListed',
      pickup_name: 'My pickup point is not listed',
      pickup_address: '',
      pickup_description: 'Enter your hotel or address; the operator confirms it.',
      postcode: '',
      geolocation_point: [city.longitude, city.latitude],
    });
  return points;
}

export function buildTours(today: string, rng: Prng): Tour[] {
  return TOUR_SPECS.map((spec) => {
    const city = cityByKey(spec.city);
    if (!city) throw new Error(`Unknown city ${spec.city}`);
    const max = spec.maxBooking ?? 10;
    const types = priceTypes(spec, max);
    const dates: string[] = [];
    for (let d = 1; d <= HORIZON_DAYS; d++) {
      const date = addDays(today, d);
      if (spec.weekdays.includes(weekday(date)) && !rng.chance(0.08)) dates.push(date);
    }
    const lat = Number((city.latitude + (rng.next() - 0.5) * 0.04).toFixed(5));
    const lng = Number((city.longitude + (rng.next() - 0.5) * 0.04).toFixed(5));
    const fullDay = spec.options.every((o) => !o.length);
    const duration = fullDay ? 600 : Math.max(...spec.options.map((o) => o.length ?? 0));
    return {
      kind: 'tour',
      id: spec.code,
      name: spec.name,
      description: spec.summary,
      cityId: city.id,
      address: `Meeting point, ${city.name}`,
      locationName: `${city.name} tours`,
      latitude: lat,
      longitude: lng,
      timezone: city.timezone,
      groupId: spec.group,
      subcategories: spec.subcategories,
      tagIds: spec.tags,
      priority: rng.int(1, 100),
      rating: Number((3.5 + rng.next() * 1.5).toFixed(1)),
      popularity: rng.int(10, 8000),
      duration,
      labelBlue: spec.tags.includes(4) ? 'Skip the line' : '',
      labelRed: spec.tags.includes(1) ? 'Best Deal' : '',
      currencies: [...new Set([city.currency, 'GBP', 'EUR', 'USD'])],
      required: spec.required ?? [],
      mandatoryAttendee: spec.mandatoryAttendee ?? false,
      phoneVerification: spec.phone ?? false,
      standalone: spec.standalone ?? false,
      deliveryMethod: rng.pick([1, 3, 5]),
      priceTypes: types,
      minBooking: spec.minBooking ?? 1,
      maxBooking: max,
      options: options(spec, types[0].id),
      dates,
      pickupRequired: spec.pickup === 'required' || spec.pickup === 'both',
      pickupOnRequest: spec.pickup === 'on-request' || spec.pickup === 'both',
      pickups: pickups(spec, city, rng),
      html: tourHtml(
        spec,
        { name: spec.name, summary: spec.summary, city: city.name },
        spec.options[0].time,
      ),
      htmlIn: translatedHtml(spec, city),
      text: {
        admission: 'Entry tickets included where stated.',
        cancellation_policy: 'Free cancellation up to 24 hours before the start.',
        duration_description: fullDay ? 'Full day (about 10 hours)' : durationText(duration),
        extras_upgrades: 'Lunch upgrade available on the day.',
        highlights: spec.summary,
        requirements: 'Moderate walking.',
        restrictions: 'Not wheelchair accessible.',
        special_offer: spec.tags.includes(1) ? 'Best price guaranteed this month.' : '',
        summary: spec.summary,
      },
      points: [
        { name: 'Start', latitude: lat, longitude: lng },
        ...(fullDay ? [{ name: 'End', latitude: city.latitude, longitude: city.longitude }] : []),
      ],
      operatorUrl: `https://operator.example/${spec.code.toLowerCase()}`,
    } satisfies Tour;
  });
}

/** The HTML fields in each translation, naming the tour and its city in that language. */
function translatedHtml(spec: TourSpec, city: CityPlace): Tour['htmlIn'] {
  const out: Tour['htmlIn'] = {};
  for (const [lang, words] of Object.entries(HTML_WORDS) as [Lang, (typeof HTML_WORDS)['de']][]) {
    const own = wordsIn(lang)?.attractions[spec.code];
    const names = {
      name: own?.name ?? spec.name,
      summary: own?.description ?? spec.summary,
      city: placeName('cities', city.id, city.name, lang),
    };
    out[lang] = tourHtml(spec, names, spec.options[0].time, words);
  }
  return out;
}

/** "45 minutes", "1 hour", "2.5 hours": tour operators write durations as text. */
function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 2) / 2;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
