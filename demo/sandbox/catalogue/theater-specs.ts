/** The theater events of the sandbox: what each one is and which rule it exercises. */
import type { AttendeeField } from './types.js';

export interface GaBand {
  name: string;
  capacity: number;
  /** Multiplier on the base price. */
  factor: number;
  seated?: boolean;
}

export interface TheaterSpec {
  code: string;
  name: string;
  city: string;
  venue: string;
  group: number;
  subcategories: number[];
  tags: number[];
  /** Adult price of the top band, in GBP pence. */
  base: number;
  weekdays: number[];
  times: string[];
  description: string;
  seatMap?: 'royal-crescent' | 'meridian-arena' | 'titan-arena';
  /** With a seat map but seat selection switched off (seats endpoint answers 400). */
  noSeatSales?: boolean;
  bands?: GaBand[];
  maxTickets?: number;
  multiplePurchases?: boolean;
  mandatoryAttendee?: boolean;
  required?: AttendeeField[];
  phone?: boolean;
  standalone?: boolean;
  couples?: boolean;
  children?: boolean;
  /** Days after which instance dates are provisional. */
  provisionalAfter?: number;
  duration?: number;
}

const GA: GaBand[] = [{ name: 'General Admission', capacity: 300, factor: 1 }];
const GA_VIP: GaBand[] = [
  { name: 'General Admission', capacity: 250, factor: 1 },
  { name: 'VIP', capacity: 30, factor: 2.2 },
];

export const THEATER_SPECS: TheaterSpec[] = [
  {
    code: 'TH-LON-01',
    name: 'The Phantom Lighthouse',
    city: 'london',
    venue: 'Royal Crescent Theatre',
    group: 1,
    subcategories: [101],
    tags: [1, 2],
    base: 6500,
    weekdays: [2, 3, 4, 5, 6],
    times: ['19:30'],
    description:
      'A spellbinding new musical about a lighthouse keeper and the ship that never arrived.',
    seatMap: 'royal-crescent',
    maxTickets: 8,
    multiplePurchases: true,
    children: true,
    couples: true,
  },
  {
    code: 'TH-LON-02',
    name: "A Midsummer Night's Dream",
    city: 'london',
    venue: 'Royal Crescent Theatre',
    group: 1,
    subcategories: [102],
    tags: [6],
    base: 5200,
    weekdays: [3, 5, 6],
    times: ['14:30', '19:45'],
    description: "Shakespeare's comedy of lovers and fairies, staged in the round.",
    seatMap: 'royal-crescent',
    maxTickets: 6,
    multiplePurchases: false,
    mandatoryAttendee: true,
    required: ['first_name', 'second_name'],
  },
  {
    code: 'TH-LON-03',
    name: 'Stand-Up Saturdays',
    city: 'london',
    venue: 'The Laughing Cellar',
    group: 1,
    subcategories: [104],
    tags: [1, 6],
    base: 1800,
    weekdays: [5, 6],
    times: ['20:00', '22:15'],
    description: 'Four comedians, one cellar, no mercy. Late shows on Fridays and Saturdays.',
    bands: GA,
    maxTickets: 10,
    phone: true,
  },
  {
    code: 'TH-LON-04',
    name: 'Swan Lake',
    city: 'london',
    venue: 'Royal Crescent Theatre',
    group: 1,
    subcategories: [103],
    tags: [2],
    base: 7800,
    weekdays: [1, 2, 4],
    times: ['19:00'],
    description: "Tchaikovsky's ballet; seats are allocated by the box office on arrival.",
    seatMap: 'royal-crescent',
    noSeatSales: true,
    maxTickets: 6,
    children: true,
  },
  {
    code: 'TH-LON-05',
    name: 'Royal Opera Gala',
    city: 'london',
    venue: 'Covent Palace',
    group: 1,
    subcategories: [103],
    tags: [3],
    base: 15000,
    weekdays: [6],
    times: ['18:30'],
    description: 'A one-night gala. Sold on its own: it cannot share a basket with other events.',
    bands: GA_VIP,
    maxTickets: 4,
    standalone: true,
    phone: true,
    mandatoryAttendee: true,
    required: ['first_name', 'second_name', 'email'],
  },
  {
    code: 'TH-EDI-01',
    name: 'Fringe Highlights',
    city: 'edinburgh',
    venue: 'Assembly Rooms',
    group: 1,
    subcategories: [104, 102],
    tags: [3, 6],
    base: 1500,
    weekdays: [0, 3, 4, 5, 6],
    times: ['21:00'],
    description:
      'The pick of this year’s festival in a single evening. Dates far ahead are provisional.',
    bands: GA,
    provisionalAfter: 30,
    maxTickets: 10,
  },
  {
    code: 'TH-PAR-01',
    name: 'Les Misérables',
    city: 'paris',
    venue: 'Théâtre du Châtelet',
    group: 1,
    subcategories: [101],
    tags: [1],
    base: 7000,
    weekdays: [2, 3, 4, 5, 6, 0],
    times: ['20:00'],
    description: 'The musical phenomenon, in French with English surtitles.',
    bands: [
      { name: 'Orchestre', capacity: 400, factor: 1, seated: true },
      { name: 'Balcon', capacity: 300, factor: 0.6, seated: true },
    ],
    maxTickets: 8,
    multiplePurchases: false,
  },
  {
    code: 'TH-PAR-02',
    name: 'Cirque de la Nuit',
    city: 'paris',
    venue: 'Cirque d’Hiver',
    group: 1,
    subcategories: [104],
    tags: [2, 6],
    base: 4200,
    weekdays: [4, 5, 6, 0],
    times: ['15:00', '20:30'],
    description: 'Acrobats, clowns and a live band under the oldest circus roof in Paris.',
    bands: GA_VIP,
    children: true,
    maxTickets: 8,
  },
  {
    code: 'TH-BCN-01',
    name: 'Flamenco Passion',
    city: 'barcelona',
    venue: 'Palau Dalmases',
    group: 2,
    subcategories: [202],
    tags: [1],
    base: 3000,
    weekdays: [1, 2, 3, 4, 5, 6, 0],
    times: ['19:00', '21:30'],
    description: 'An intimate flamenco show in a 17th-century palace, drink included.',
    bands: GA,
    maxTickets: 10,
  },
  {
    code: 'TH-BCN-02',
    name: 'Legends Football Match',
    city: 'barcelona',
    venue: 'Estadi Municipal',
    group: 6,
    subcategories: [601],
    tags: [2],
    base: 4500,
    weekdays: [0],
    times: ['17:00'],
    description: 'Retired stars play for charity. Tickets in pairs or groups of four only.',
    bands: [
      { name: 'Tribuna', capacity: 500, factor: 1 },
      { name: 'Gol Nord', capacity: 800, factor: 0.5 },
    ],
    couples: true,
    maxTickets: 8,
  },
  {
    code: 'TH-CPH-01',
    name: 'Tivoli Symphony Evening',
    city: 'copenhagen',
    venue: 'Tivoli Concert Hall',
    group: 2,
    subcategories: [202],
    tags: [5],
    base: 3800,
    weekdays: [4, 6],
    times: ['19:30'],
    description: 'Danish National Symphony Orchestra plays Nielsen and Sibelius.',
    bands: [
      { name: 'Parterre', capacity: 600, factor: 1, seated: true },
      { name: 'Balcony', capacity: 300, factor: 0.7, seated: true },
    ],
    maxTickets: 8,
  },
  {
    code: 'TH-NYC-01',
    name: 'Skyline Rock Fest',
    city: 'new-york',
    venue: 'Meridian Arena',
    group: 2,
    subcategories: [201],
    tags: [1, 6],
    base: 9000,
    weekdays: [5, 6],
    times: ['19:00'],
    description:
      'Three headline bands on one night in a 5,760-seat arena. Pick your seats on the map.',
    seatMap: 'meridian-arena',
    maxTickets: 10,
    multiplePurchases: true,
  },
  {
    code: 'TH-NYC-02',
    name: 'Championship Boxing Night',
    city: 'new-york',
    venue: 'Meridian Arena',
    group: 6,
    subcategories: [],
    tags: [6],
    base: 12000,
    weekdays: [6],
    times: ['20:00'],
    description: 'Title fight night. One section and one price band per order.',
    seatMap: 'meridian-arena',
    maxTickets: 6,
    multiplePurchases: false,
    required: ['date_of_birth'],
    mandatoryAttendee: true,
  },
  {
    code: 'TH-NYC-03',
    name: 'Off-Broadway Shorts',
    city: 'new-york',
    venue: 'Cherry Lane Studio',
    group: 1,
    subcategories: [102],
    tags: [3],
    base: 3500,
    weekdays: [3, 4, 5],
    times: ['19:30'],
    description: 'Six new short plays by six young writers.',
    bands: GA,
    maxTickets: 6,
  },
  {
    code: 'TH-LAS-01',
    name: 'Magic Spectacular',
    city: 'las-vegas',
    venue: 'Mirage Showroom',
    group: 1,
    subcategories: [104],
    tags: [2, 1],
    base: 6000,
    weekdays: [1, 2, 3, 4, 5, 6, 0],
    times: ['19:00', '21:30'],
    description: 'Grand illusions for the whole family.',
    bands: GA_VIP,
    children: true,
    maxTickets: 10,
  },
  {
    code: 'TH-LAS-02',
    name: 'Neon Comedy Club',
    city: 'las-vegas',
    venue: 'Neon Lounge',
    group: 1,
    subcategories: [104],
    tags: [6],
    base: 2800,
    weekdays: [4, 5, 6],
    times: ['22:00'],
    description: 'Late-night stand-up. Over 21s; ID numbers required for every attendee.',
    bands: GA,
    mandatoryAttendee: true,
    required: ['first_name', 'second_name', 'id_number', 'date_of_birth'],
    maxTickets: 6,
  },
  {
    code: 'TH-SYD-01',
    name: 'La Bohème on the Harbour',
    city: 'sydney',
    venue: 'Harbour Opera Stage',
    group: 1,
    subcategories: [103],
    tags: [1, 5],
    base: 8500,
    weekdays: [3, 5, 6],
    times: ['19:30'],
    description: 'Puccini’s opera on a floating stage with the bridge as backdrop.',
    bands: [
      { name: 'Premium', capacity: 200, factor: 1.4 },
      { name: 'A Reserve', capacity: 900, factor: 1 },
      { name: 'B Reserve', capacity: 900, factor: 0.7 },
    ],
    maxTickets: 8,
    provisionalAfter: 75,
  },
  {
    code: 'TH-RAK-01',
    name: 'Gnawa Music Night',
    city: 'marrakech',
    venue: 'Riad Laarous',
    group: 2,
    subcategories: [201],
    tags: [3],
    base: 2000,
    weekdays: [4, 5, 6],
    times: ['21:00'],
    description: 'Trance rhythms of the Gnawa masters in a candle-lit riad.',
    bands: GA,
    maxTickets: 8,
    required: ['country_code'],
    mandatoryAttendee: true,
  },
];

/**
 * Built after the tours with a generator of their own, so adding them changed nothing else in the
 * catalogue: the 20,000-seat arena (issue 21).
 */
export const ARENA_SPECS: TheaterSpec[] = [
  {
    code: 'TH-LAS-03',
    name: 'Titan Arena: World Tour Live',
    city: 'las-vegas',
    venue: 'Titan Arena',
    group: 2,
    subcategories: [201],
    tags: [6],
    base: 11000,
    weekdays: [4, 5, 6],
    times: ['20:00'],
    description:
      'A stadium-scale concert in the round: 20,000 seats in 40 sections. Pick your seats on the map.',
    seatMap: 'titan-arena',
    maxTickets: 10,
    multiplePurchases: true,
  },
];
