import type { SurfaceWords } from './surface-words.js';

/** Danish: the widget's labels and delivery methods (xliff/da.xlf), the email's own sentences. */
export const da: SurfaceWords = {
  subject: (reference) => `Din booking ${reference} er bekræftet`,
  preview: (reference) => `Booking ${reference}: dine billetter og hvad der sker nu.`,
  heading: 'Booking bekræftet',
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  intro: 'Tak for din booking. Her er, hvad du har købt.',
  reference: 'Bookingnummer',
  when: 'Hvornår',
  where: 'Sted',
  option: 'Mulighed',
  tourLanguage: 'Sprog',
  pickup: 'Afhentning',
  delivery: 'Levering',
  tickets: 'Billetter',
  fees: 'Gebyrer',
  subtotal: 'Subtotal',
  total: 'Betalt',
  generalAdmission: 'Fri placering',
  row: (row) => `række ${row}`,
  seat: (seat) => `plads ${seat}`,
  seatByVenue: 'Pladsen tildeles af spillestedet',
  ticketOf: (n, of) => `Billet ${n} af ${of}`,
  scanAtEntry: 'Vis denne kode ved indgangen.',
  footerNote: 'Du modtager denne e-mail, fordi du har booket billetter.',
  deliveryMethods: {
    0: {
      title: 'Afhentning i billetkontoret',
      detail: 'Hent dine billetter i billetkontoret før arrangementet.',
    },
    1: {
      title: 'E-billet via e-mail',
      detail: 'Dine billetter sendes til dig som vedhæftet fil via e-mail efter betalingen.',
    },
    2: {
      title: 'E-billet fra arrangøren',
      detail: 'Arrangøren sender dine billetter i en separat e-mail.',
    },
    3: {
      title: 'E-billet via e-mail fra arrangøren',
      detail: 'Arrangøren sender dine billetter til dig som vedhæftet fil via e-mail.',
    },
    4: {
      title: 'E-billet via e-mail før arrangementet',
      detail:
        'Dine billetter sendes til dig som vedhæftet fil via e-mail 48 timer før arrangementet.',
    },
    5: {
      title: 'Downloadlink via e-mail',
      detail: 'Du modtager en e-mail med et link til at downloade dine billetter.',
    },
  },
  deliveryUnknown: {
    title: 'Billetter',
    detail: 'Hvordan dine billetter leveres, bekræftes via e-mail.',
  },
};
