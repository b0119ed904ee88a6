import type { SurfaceWords } from './surface-words.js';

/** Norwegian: the widget's labels and delivery methods (xliff/no.xlf), the email's own sentences. */
export const no: SurfaceWords = {
  subject: (reference) => `Bestillingen din ${reference} er bekreftet`,
  preview: (reference) => `Bestilling ${reference}: billettene dine og hva som skjer videre.`,
  heading: 'Bestillingen er bekreftet',
  greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
  intro: 'Takk for bestillingen. Her er det du har kjøpt.',
  reference: 'Bestillingsreferanse',
  when: 'Når',
  where: 'Hvor',
  option: 'Alternativ',
  tourLanguage: 'Språk',
  pickup: 'Hentested',
  delivery: 'Levering',
  tickets: 'Billetter',
  fees: 'Gebyrer',
  subtotal: 'Delsum',
  total: 'Betalt',
  generalAdmission: 'Fri plassering',
  row: (row) => `rad ${row}`,
  seat: (seat) => `plass ${seat}`,
  seatByVenue: 'Plassen tildeles av spillestedet',
  ticketOf: (n, of) => `Billett ${n} av ${of}`,
  scanAtEntry: 'Vis denne koden ved inngangen.',
  footerNote: 'Du får denne e-posten fordi du har bestilt billetter.',
  deliveryMethods: {
    0: {
      title: 'Hentes på billettkontoret',
      detail: 'Hent billettene på billettkontoret før arrangementet.',
    },
    1: {
      title: 'E-billett på e-post',
      detail: 'Billettene sendes til deg som vedlegg på e-post etter betaling.',
    },
    2: {
      title: 'E-billett fra arrangøren',
      detail: 'Arrangøren sender billettene i en egen e-post.',
    },
    3: {
      title: 'E-billett på e-post fra arrangøren',
      detail: 'Arrangøren sender deg billettene som vedlegg på e-post.',
    },
    4: {
      title: 'E-billett på e-post før arrangementet',
      detail: 'Billettene sendes til deg som vedlegg på e-post 48 timer før arrangementet.',
    },
    5: {
      title: 'Nedlastingslenke på e-post',
      detail: 'Du får en e-post med en lenke for å laste ned billettene.',
    },
  },
  deliveryUnknown: {
    title: 'Billetter',
    detail: 'Hvordan billettene leveres, bekreftes på e-post.',
  },
};
