/** The tours of the sandbox: what each one is and which rule it exercises. */
import type { AttendeeField } from './types.js';

export interface OptionSpec {
  name: string;
  description?: string;
  time: string;
  /** Minutes; omitted for a full-day option. */
  length?: number;
  languages: string[];
  factor: number;
  capacity?: number;
  /** Private option: needs at least this many adults (price_types_required). */
  minAdults?: number;
}

export interface TourSpec {
  code: string;
  name: string;
  city: string;
  group: number;
  subcategories: number[];
  tags: number[];
  /** Adult price in GBP pence. */
  base: number;
  weekdays: number[];
  summary: string;
  options: OptionSpec[];
  minBooking?: number;
  maxBooking?: number;
  /** 'family' adds infants; 'adults' sells adult tickets only. */
  ages?: 'family' | 'adults' | 'standard';
  pickup?: 'required' | 'on-request' | 'both' | 'optional';
  phone?: boolean;
  mandatoryAttendee?: boolean;
  required?: AttendeeField[];
  xss?: boolean;
  standalone?: boolean;
}

const EN = ['en'];
const EN_FR = ['en', 'fr'];
const EN_ES_DE = ['en', 'es', 'de'];

export const TOUR_SPECS: TourSpec[] = [
  {
    code: 'TO-LON-01',
    name: 'Westminster Walking Tour',
    city: 'london',
    group: 3,
    subcategories: [301],
    tags: [1, 2],
    base: 2500,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Big Ben, the Abbey and the changing of the guard with a Blue Badge guide.',
    ages: 'family',
    options: [
      { name: 'Morning group walk', time: '09:30', length: 150, languages: EN_ES_DE, factor: 1 },
      { name: 'Afternoon group walk', time: '14:00', length: 150, languages: EN, factor: 0.95 },
      {
        name: 'Private walk',
        description: 'Your own guide; needs at least two adults.',
        time: '11:00',
        length: 180,
        languages: EN_FR,
        factor: 2.5,
        minAdults: 2,
      },
    ],
  },
  {
    code: 'TO-LON-02',
    name: 'Thames Sunset Cruise',
    city: 'london',
    group: 3,
    subcategories: [303],
    tags: [6],
    base: 3200,
    weekdays: [3, 4, 5, 6, 0],
    summary: 'Ninety minutes on the river as the city lights come on, prosecco included.',
    ages: 'adults',
    options: [{ name: 'Sunset sailing', time: '19:00', length: 90, languages: EN, factor: 1 }],
  },
  {
    code: 'TO-LON-03',
    name: 'Stonehenge & Bath Day Trip',
    city: 'london',
    group: 4,
    subcategories: [402],
    tags: [1, 4],
    base: 9500,
    weekdays: [1, 3, 5, 6],
    summary: 'A full day to the stones and the Roman baths by coach from central London.',
    pickup: 'required',
    options: [
      { name: 'Full day with entry tickets', time: '08:00', languages: EN_ES_DE, factor: 1 },
      { name: 'Full day with pub lunch', time: '08:00', languages: EN, factor: 1.2 },
    ],
    minBooking: 1,
    maxBooking: 9,
  },
  {
    code: 'TO-EDI-01',
    name: 'Highlands & Loch Ness',
    city: 'edinburgh',
    group: 4,
    subcategories: [401],
    tags: [2],
    base: 6000,
    weekdays: [0, 2, 4, 6],
    summary: 'Glencoe, Loch Ness and the Highlands in one long day.',
    pickup: 'both',
    ages: 'family',
    options: [{ name: 'Coach day tour', time: '07:45', languages: EN_FR, factor: 1 }],
  },
  {
    code: 'TO-PAR-01',
    name: 'Seine River Cruise',
    city: 'paris',
    group: 3,
    subcategories: [303],
    tags: [1, 2, 5],
    base: 1500,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'One hour past Notre-Dame, the Louvre and the Eiffel Tower.',
    ages: 'family',
    options: [
      {
        name: 'Daytime cruise',
        time: '11:00',
        length: 60,
        languages: EN_FR,
        factor: 1,
        capacity: 120,
      },
      {
        name: 'Evening cruise',
        time: '21:00',
        length: 60,
        languages: EN_FR,
        factor: 1.2,
        capacity: 120,
      },
    ],
  },
  {
    code: 'TO-PAR-02',
    name: 'Montmartre Food Tour',
    city: 'paris',
    group: 5,
    subcategories: [501],
    tags: [3],
    base: 8000,
    weekdays: [2, 4, 6],
    summary: 'Cheese, charcuterie, macarons and wine through the hill of the artists.',
    ages: 'adults',
    mandatoryAttendee: true,
    required: ['first_name', 'second_name', 'email'],
    options: [
      {
        name: 'Small-group tasting walk',
        time: '11:00',
        length: 210,
        languages: EN_FR,
        factor: 1,
        capacity: 12,
      },
    ],
    minBooking: 1,
    maxBooking: 8,
  },
  {
    code: 'TO-PAR-03',
    name: 'Versailles Skip-the-Line',
    city: 'paris',
    group: 4,
    subcategories: [402],
    tags: [4],
    base: 7000,
    weekdays: [2, 3, 4, 5, 6, 0],
    summary: 'Palace and gardens with priority entry. The lead traveller’s phone must be verified.',
    phone: true,
    options: [
      { name: 'Half day with guide', time: '09:00', length: 240, languages: EN_ES_DE, factor: 1 },
      { name: 'Full day with gardens', time: '09:00', languages: EN, factor: 1.4 },
    ],
  },
  {
    code: 'TO-BCN-01',
    name: 'Sagrada Família Guided Tour',
    city: 'barcelona',
    group: 3,
    subcategories: [301, 402],
    tags: [1, 4],
    base: 4500,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Gaudí’s basilica with a guide and tower access.',
    ages: 'family',
    options: [
      { name: 'Guided tour', time: '10:00', length: 90, languages: EN_ES_DE, factor: 1 },
      {
        name: 'Guided tour with towers',
        time: '12:00',
        length: 120,
        languages: ['en', 'es'],
        factor: 1.3,
      },
    ],
  },
  {
    code: 'TO-BCN-02',
    name: 'Montserrat & Wine Tasting',
    city: 'barcelona',
    group: 5,
    subcategories: [502, 401],
    tags: [],
    base: 7500,
    weekdays: [2, 4, 6],
    summary: 'The mountain monastery, then a cava cellar in the Penedès.',
    ages: 'adults',
    pickup: 'on-request',
    options: [{ name: 'Day trip with tasting', time: '08:30', languages: ['en', 'es'], factor: 1 }],
    minBooking: 2,
    maxBooking: 10,
  },
  {
    code: 'TO-CPH-01',
    name: 'Copenhagen Canal Tour',
    city: 'copenhagen',
    group: 3,
    subcategories: [303],
    tags: [2, 5],
    base: 1400,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Nyhavn, the Little Mermaid and the Opera from the water.',
    ages: 'family',
    options: [
      {
        name: 'Classic canal tour',
        time: '10:30',
        length: 60,
        languages: ['en', 'da', 'de'],
        factor: 1,
        capacity: 80,
      },
    ],
  },
  {
    code: 'TO-NYC-01',
    name: 'Statue of Liberty & Ellis Island',
    city: 'new-york',
    group: 3,
    subcategories: [303, 402],
    tags: [1, 2],
    base: 4000,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Ferry, pedestal access and the immigration museum.',
    ages: 'family',
    options: [
      { name: 'Morning ferry', time: '09:00', length: 300, languages: ['en', 'es'], factor: 1 },
      { name: 'Afternoon ferry', time: '13:00', length: 240, languages: EN, factor: 0.9 },
    ],
  },
  {
    code: 'TO-NYC-02',
    name: 'Brooklyn Bridge Walk (sanitizer test)',
    city: 'new-york',
    group: 3,
    subcategories: [301],
    tags: [3],
    base: 2000,
    weekdays: [0, 6],
    summary:
      'A test tour: its HTML fields carry script tags, event handlers and javascript: links.',
    xss: true,
    options: [{ name: 'Sunset walk', time: '18:00', length: 120, languages: EN, factor: 1 }],
  },
  {
    code: 'TO-LAS-01',
    name: 'Grand Canyon Helicopter',
    city: 'las-vegas',
    group: 4,
    subcategories: [401],
    tags: [4],
    base: 32000,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Fly over the Hoover Dam and land in the canyon. Minimum two passengers, maximum six.',
    ages: 'standard',
    pickup: 'required',
    options: [
      { name: 'Helicopter and landing', time: '07:00', languages: EN, factor: 1, capacity: 6 },
    ],
    minBooking: 2,
    maxBooking: 6,
    mandatoryAttendee: true,
    required: ['first_name', 'second_name', 'date_of_birth', 'gender'],
  },
  {
    code: 'TO-SYD-01',
    name: 'Blue Mountains Day Trip',
    city: 'sydney',
    group: 4,
    subcategories: [401],
    tags: [1],
    base: 8000,
    weekdays: [1, 3, 5, 6],
    summary: 'The Three Sisters, Scenic World and a wildlife park.',
    ages: 'family',
    pickup: 'optional',
    options: [
      { name: 'Small-group day trip', time: '07:30', languages: EN, factor: 1 },
      { name: 'Private day trip', time: '08:00', languages: EN, factor: 3, minAdults: 2 },
    ],
  },
  {
    code: 'TO-SYD-02',
    name: 'Harbour Bridge Climb',
    city: 'sydney',
    group: 3,
    subcategories: [],
    tags: [4],
    base: 15000,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Climb to the summit of the arch. Ages 8 and up.',
    ages: 'standard',
    options: [
      { name: 'Day climb', time: '10:00', length: 210, languages: ['en', 'ja', 'ko'], factor: 1 },
      { name: 'Twilight climb', time: '17:30', length: 210, languages: EN, factor: 1.25 },
    ],
    maxBooking: 8,
  },
  {
    code: 'TO-RAK-01',
    name: 'Atlas Mountains & Berber Villages',
    city: 'marrakech',
    group: 4,
    subcategories: [401],
    tags: [2],
    base: 3500,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    summary: 'Valleys, waterfalls and lunch with a Berber family.',
    ages: 'family',
    pickup: 'both',
    options: [{ name: 'Shared day trip', time: '08:30', languages: ['en', 'fr', 'ar'], factor: 1 }],
  },
];
