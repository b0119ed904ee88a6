import type { SurfaceWords } from './surface-words.js';

/** German: the widget's labels and delivery methods (xliff/de.xlf), the email's own sentences. */
export const de: SurfaceWords = {
  subject: (reference) => `Ihre Buchung ${reference} ist bestätigt`,
  preview: (reference) => `Buchung ${reference}: Ihre Tickets und wie es weitergeht.`,
  heading: 'Buchung bestätigt',
  greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  intro: 'Vielen Dank für Ihre Buchung. Hier sehen Sie, was Sie gekauft haben.',
  reference: 'Buchungsnummer',
  when: 'Wann',
  where: 'Ort',
  option: 'Option',
  tourLanguage: 'Sprache',
  pickup: 'Abholung',
  delivery: 'Zustellung',
  tickets: 'Tickets',
  fees: 'Gebühren',
  subtotal: 'Zwischensumme',
  total: 'Bezahlt',
  generalAdmission: 'Freie Platzwahl',
  row: (row) => `Reihe ${row}`,
  seat: (seat) => `Platz ${seat}`,
  seatByVenue: 'Platz wird vom Veranstaltungsort zugewiesen',
  ticketOf: (n, of) => `Ticket ${n} von ${of}`,
  scanAtEntry: 'Zeigen Sie diesen Code am Eingang vor.',
  footerNote: 'Sie erhalten diese E-Mail, weil Sie Tickets gebucht haben.',
  deliveryMethods: {
    0: {
      title: 'Abholung an der Kasse vor Ort',
      detail: 'Holen Sie Ihre Tickets vor der Veranstaltung an der Kasse vor Ort ab.',
    },
    1: {
      title: 'E-Ticket per E-Mail',
      detail: 'Ihre Tickets werden Ihnen nach der Zahlung als Anhang per E-Mail gesendet.',
    },
    2: {
      title: 'E-Ticket vom Veranstalter',
      detail: 'Der Veranstalter sendet Ihnen Ihre Tickets in einer separaten E-Mail.',
    },
    3: {
      title: 'E-Ticket per E-Mail vom Veranstalter',
      detail: 'Der Veranstalter sendet Ihnen Ihre Tickets als Anhang per E-Mail.',
    },
    4: {
      title: 'E-Ticket per E-Mail vor der Veranstaltung',
      detail:
        'Ihre Tickets werden Ihnen 48 Stunden vor der Veranstaltung als Anhang per E-Mail gesendet.',
    },
    5: {
      title: 'Download-Link per E-Mail',
      detail: 'Sie erhalten eine E-Mail mit einem Link zum Herunterladen Ihrer Tickets.',
    },
  },
  deliveryUnknown: {
    title: 'Tickets',
    detail: 'Wie Ihre Tickets zugestellt werden, wird Ihnen per E-Mail bestätigt.',
  },
};
