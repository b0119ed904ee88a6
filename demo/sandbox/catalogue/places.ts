/** Where the sandbox sells: continents, countries, cities, airports, groups, categories, tags. */

export interface Continent {
  code: string;
  name: string;
}
export interface Country {
  id: number;
  name: string;
  country_code: string;
  continent_code: string;
}
export interface CityPlace {
  id: number;
  name: string;
  search_key: string;
  country_code: string;
  timezone: string;
  latitude: number;
  longitude: number;
  /** Currency the attractions of this city are priced in first. */
  currency: string;
}
export interface Airport {
  id: number;
  name: string;
  code: string;
  city_id: number;
}
export interface Named {
  id: number;
  name: string;
}
export interface Subcategory extends Named {
  group_id: number;
}

export const CONTINENTS: Continent[] = [
  { code: 'EU', name: 'Europe' },
  { code: 'NA', name: 'North America' },
  { code: 'OC', name: 'Oceania' },
  { code: 'AF', name: 'Africa' },
];

export const COUNTRIES: Country[] = [
  { id: 1, name: 'United Kingdom', country_code: 'GB', continent_code: 'EU' },
  { id: 2, name: 'France', country_code: 'FR', continent_code: 'EU' },
  { id: 3, name: 'Spain', country_code: 'ES', continent_code: 'EU' },
  { id: 4, name: 'Denmark', country_code: 'DK', continent_code: 'EU' },
  { id: 5, name: 'United States', country_code: 'US', continent_code: 'NA' },
  { id: 6, name: 'Australia', country_code: 'AU', continent_code: 'OC' },
  { id: 7, name: 'Morocco', country_code: 'MA', continent_code: 'AF' },
];

export const CITIES: CityPlace[] = [
  {
    id: 10,
    name: 'London',
    search_key: 'london',
    country_code: 'GB',
    timezone: 'Europe/London',
    latitude: 51.5074,
    longitude: -0.1278,
    currency: 'GBP',
  },
  {
    id: 11,
    name: 'Edinburgh',
    search_key: 'edinburgh',
    country_code: 'GB',
    timezone: 'Europe/London',
    latitude: 55.9533,
    longitude: -3.1883,
    currency: 'GBP',
  },
  {
    id: 20,
    name: 'Paris',
    search_key: 'paris',
    country_code: 'FR',
    timezone: 'Europe/Paris',
    latitude: 48.8566,
    longitude: 2.3522,
    currency: 'EUR',
  },
  {
    id: 30,
    name: 'Barcelona',
    search_key: 'barcelona',
    country_code: 'ES',
    timezone: 'Europe/Madrid',
    latitude: 41.3874,
    longitude: 2.1686,
    currency: 'EUR',
  },
  {
    id: 40,
    name: 'Copenhagen',
    search_key: 'copenhagen',
    country_code: 'DK',
    timezone: 'Europe/Copenhagen',
    latitude: 55.6761,
    longitude: 12.5683,
    currency: 'DKK',
  },
  {
    id: 50,
    name: 'New York',
    search_key: 'new-york',
    country_code: 'US',
    timezone: 'America/New_York',
    latitude: 40.7128,
    longitude: -74.006,
    currency: 'USD',
  },
  {
    id: 51,
    name: 'Las Vegas',
    search_key: 'las-vegas',
    country_code: 'US',
    timezone: 'America/Los_Angeles',
    latitude: 36.1699,
    longitude: -115.1398,
    currency: 'USD',
  },
  {
    id: 60,
    name: 'Sydney',
    search_key: 'sydney',
    country_code: 'AU',
    timezone: 'Australia/Sydney',
    latitude: -33.8688,
    longitude: 151.2093,
    currency: 'AUD',
  },
  {
    id: 70,
    name: 'Marrakech',
    search_key: 'marrakech',
    country_code: 'MA',
    timezone: 'Africa/Casablanca',
    latitude: 31.6295,
    longitude: -7.9811,
    currency: 'MAD',
  },
];

export const AIRPORTS: Airport[] = [
  { id: 1, name: 'London Heathrow', code: 'LHR', city_id: 10 },
  { id: 2, name: 'London Gatwick', code: 'LGW', city_id: 10 },
  { id: 3, name: 'Edinburgh Airport', code: 'EDI', city_id: 11 },
  { id: 4, name: 'Paris Charles de Gaulle', code: 'CDG', city_id: 20 },
  { id: 5, name: 'Paris Orly', code: 'ORY', city_id: 20 },
  { id: 6, name: 'Barcelona El Prat', code: 'BCN', city_id: 30 },
  { id: 7, name: 'Copenhagen Kastrup', code: 'CPH', city_id: 40 },
  { id: 8, name: 'John F. Kennedy International', code: 'JFK', city_id: 50 },
  { id: 9, name: 'Newark Liberty International', code: 'EWR', city_id: 50 },
  { id: 10, name: 'Harry Reid International', code: 'LAS', city_id: 51 },
  { id: 11, name: 'Sydney Kingsford Smith', code: 'SYD', city_id: 60 },
  { id: 12, name: 'Marrakech Menara', code: 'RAK', city_id: 70 },
];

/** v2 "groups" (what v1 called categories). */
export const GROUPS: Named[] = [
  { id: 1, name: 'Theatre & Musicals' },
  { id: 2, name: 'Concerts' },
  { id: 3, name: 'Sightseeing Tours' },
  { id: 4, name: 'Day Trips' },
  { id: 5, name: 'Food & Drink' },
  { id: 6, name: 'Sport' },
];

/** v2 "categories" (subcategories of a group). */
export const SUBCATEGORIES: Subcategory[] = [
  { id: 101, name: 'Musicals', group_id: 1 },
  { id: 102, name: 'Plays', group_id: 1 },
  { id: 103, name: 'Opera & Ballet', group_id: 1 },
  { id: 104, name: 'Comedy', group_id: 1 },
  { id: 201, name: 'Rock & Pop', group_id: 2 },
  { id: 202, name: 'Classical', group_id: 2 },
  { id: 301, name: 'Walking Tours', group_id: 3 },
  { id: 302, name: 'Bus Tours', group_id: 3 },
  { id: 303, name: 'Boat Tours', group_id: 3 },
  { id: 401, name: 'Nature', group_id: 4 },
  { id: 402, name: 'Historic Sites', group_id: 4 },
  { id: 501, name: 'Food Tours', group_id: 5 },
  { id: 502, name: 'Wine Tasting', group_id: 5 },
  { id: 601, name: 'Football', group_id: 6 },
];

export const TAGS: Named[] = [
  { id: 1, name: 'Best Deal' },
  { id: 2, name: 'Family Friendly' },
  { id: 3, name: 'New' },
  { id: 4, name: 'Skip the Line' },
  { id: 5, name: 'Accessible' },
  { id: 6, name: 'Night Out' },
];

export const cityByKey = (key: string) => CITIES.find((c) => c.search_key === key);
export const cityById = (id: number) => CITIES.find((c) => c.id === id);
