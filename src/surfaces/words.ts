/**
 * The words of the order email and the e-ticket, by language. They live here, not in the widget's
 * xliff: a distributor's server renders them without the widget's localization runtime. The
 * widget's 21 languages each have a table; any other language falls back to English, and the
 * dates, times and money then follow English too, so one document never mixes two languages.
 */

import { ar } from './words/ar.js';
import { da } from './words/da.js';
import { de } from './words/de.js';
import { es } from './words/es.js';
import { fil } from './words/fil.js';
import { fr } from './words/fr.js';
import { hu } from './words/hu.js';
import { id } from './words/id.js';
import { is } from './words/is.js';
import { it } from './words/it.js';
import { ja } from './words/ja.js';
import { ko } from './words/ko.js';
import { ms } from './words/ms.js';
import { no } from './words/no.js';
import { pl } from './words/pl.js';
import { pt } from './words/pt.js';
import { sq } from './words/sq.js';
import { sv } from './words/sv.js';
import { th } from './words/th.js';
import { tr } from './words/tr.js';

import type { SurfaceWords } from './words/surface-words.js';

export type { SurfaceWords };

const en: SurfaceWords = {
  subject: (reference) => `Your booking ${reference} is confirmed`,
  preview: (reference) => `Booking ${reference}: your tickets and what happens next.`,
  heading: 'Booking confirmed',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  intro: 'Thank you for your booking. Here is what you bought.',
  reference: 'Booking reference',
  when: 'When',
  where: 'Where',
  option: 'Option',
  tourLanguage: 'Language',
  pickup: 'Pickup',
  delivery: 'Delivery',
  tickets: 'Tickets',
  fees: 'Fees',
  subtotal: 'Subtotal',
  total: 'Paid',
  generalAdmission: 'General admission',
  row: (row) => `row ${row}`,
  seat: (seat) => `seat ${seat}`,
  seatByVenue: 'Seat allocated by the venue',
  ticketOf: (n, of) => `Ticket ${n} of ${of}`,
  scanAtEntry: 'Show this code at the entrance.',
  footerNote: 'You receive this email because you booked tickets.',
  deliveryMethods: {
    0: {
      title: 'Collect at the box office',
      detail: 'Pick up your tickets at the box office before the event.',
    },
    1: {
      title: 'E-ticket by email',
      detail: 'Your tickets are emailed to you as an attachment after payment.',
    },
    2: {
      title: 'E-ticket from the organiser',
      detail: 'The event organiser sends your tickets in a separate email.',
    },
    3: {
      title: 'E-ticket by email from the organiser',
      detail: 'The event organiser emails your tickets to you as an attachment.',
    },
    4: {
      title: 'E-ticket by email before the event',
      detail: 'Your tickets are emailed to you as an attachment 48 hours before the event.',
    },
    5: {
      title: 'Download link by email',
      detail: 'You receive an email with a link to download your tickets.',
    },
  },
  deliveryUnknown: {
    title: 'Tickets',
    detail: 'How your tickets are delivered is confirmed by email.',
  },
};

/**
 * Every language the widget speaks has its own words, one file each in ./words/. Their labels
 * and delivery methods are the widget's reviewed translations (xliff/<lang>.xlf) where the
 * English is the same; the email's own sentences are written for it in the widget's register.
 */
export const SURFACE_WORDS: Readonly<Record<string, SurfaceWords>> = {
  en,
  ar,
  da,
  de,
  es,
  fil,
  fr,
  hu,
  id,
  is,
  it,
  ja,
  ko,
  ms,
  no,
  pl,
  pt,
  sq,
  sv,
  th,
  tr,
};

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export interface SurfaceLanguage {
  /** The language whose words are used: the booking's, else its base language, else en. */
  language: string;
  words: SurfaceWords;
  dir: 'ltr' | 'rtl';
}

export function surfaceLanguage(requested: string): SurfaceLanguage {
  const base = requested.toLowerCase().split('-')[0] ?? 'en';
  const language = SURFACE_WORDS[requested] ? requested : SURFACE_WORDS[base] ? base : 'en';
  return {
    language,
    words: SURFACE_WORDS[language]!,
    dir: RTL.has(language.split('-')[0]!) ? 'rtl' : 'ltr',
  };
}
