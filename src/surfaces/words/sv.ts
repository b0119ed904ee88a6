import type { SurfaceWords } from './surface-words.js';

/** Swedish: the widget's labels and delivery methods (xliff/sv.xlf), the email's own sentences. */
export const sv: SurfaceWords = {
  subject: (reference) => `Din bokning ${reference} är bekräftad`,
  preview: (reference) => `Bokning ${reference}: dina biljetter och vad som händer nu.`,
  heading: 'Bokningen är bekräftad',
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  intro: 'Tack för din bokning. Här är det du har köpt.',
  reference: 'Bokningsnummer',
  when: 'När',
  where: 'Var',
  option: 'Alternativ',
  tourLanguage: 'Språk',
  pickup: 'Upphämtning',
  delivery: 'Leverans',
  tickets: 'Biljetter',
  fees: 'Avgifter',
  subtotal: 'Delsumma',
  total: 'Betalt',
  generalAdmission: 'Fri placering',
  row: (row) => `rad ${row}`,
  seat: (seat) => `plats ${seat}`,
  seatByVenue: 'Platsen tilldelas av spelplatsen',
  ticketOf: (n, of) => `Biljett ${n} av ${of}`,
  scanAtEntry: 'Visa den här koden vid entrén.',
  footerNote: 'Du får det här e-postmeddelandet eftersom du har bokat biljetter.',
  deliveryMethods: {
    0: {
      title: 'Hämtning i biljettkassan',
      detail: 'Hämta dina biljetter i biljettkassan före evenemanget.',
    },
    1: {
      title: 'E-biljett via e-post',
      detail: 'Dina biljetter skickas till dig som bifogad fil via e-post efter betalningen.',
    },
    2: {
      title: 'E-biljett från arrangören',
      detail: 'Arrangören skickar dina biljetter i ett separat e-postmeddelande.',
    },
    3: {
      title: 'E-biljett via e-post från arrangören',
      detail: 'Arrangören skickar dina biljetter till dig som bifogad fil via e-post.',
    },
    4: {
      title: 'E-biljett via e-post före evenemanget',
      detail:
        'Dina biljetter skickas till dig som bifogad fil via e-post 48 timmar före evenemanget.',
    },
    5: {
      title: 'Nedladdningslänk via e-post',
      detail: 'Du får ett e-postmeddelande med en länk för att ladda ned dina biljetter.',
    },
  },
  deliveryUnknown: {
    title: 'Biljetter',
    detail: 'Hur dina biljetter levereras bekräftas via e-post.',
  },
};
