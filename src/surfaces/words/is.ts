import type { SurfaceWords } from './surface-words.js';

/** Icelandic: the widget's labels and delivery methods (xliff/is.xlf), the email's own sentences. */
export const is: SurfaceWords = {
  subject: (reference) => `Bókun þín ${reference} er staðfest`,
  preview: (reference) => `Bókun ${reference}: miðarnir þínir og hvað gerist næst.`,
  heading: 'Bókun staðfest',
  greeting: (name) => (name ? `Halló ${name},` : 'Halló,'),
  intro: 'Takk fyrir bókunina. Hér er það sem þú keyptir.',
  reference: 'Bókunarnúmer',
  when: 'Hvenær',
  where: 'Hvar',
  option: 'Valkostur',
  tourLanguage: 'Tungumál',
  pickup: 'Upptökustaður',
  delivery: 'Afhending',
  tickets: 'Miðar',
  fees: 'Gjöld',
  subtotal: 'Millisamtala',
  total: 'Greitt',
  generalAdmission: 'Almennur aðgangur',
  row: (row) => `röð ${row}`,
  seat: (seat) => `sæti ${seat}`,
  seatByVenue: 'Viðburðarstaðurinn úthlutar sæti',
  ticketOf: (n, of) => `Miði ${n} af ${of}`,
  scanAtEntry: 'Sýndu þennan kóða við innganginn.',
  footerNote: 'Þú færð þennan tölvupóst vegna þess að þú bókaðir miða.',
  deliveryMethods: {
    0: {
      title: 'Sækja í miðasölu',
      detail: 'Sæktu miðana í miðasöluna fyrir viðburðinn.',
    },
    1: {
      title: 'Rafrænn miði í tölvupósti',
      detail: 'Miðarnir eru sendir þér sem viðhengi í tölvupósti eftir greiðslu.',
    },
    2: {
      title: 'Rafrænn miði frá skipuleggjanda',
      detail: 'Skipuleggjandi viðburðarins sendir miðana þína í sérstökum tölvupósti.',
    },
    3: {
      title: 'Rafrænn miði í tölvupósti frá skipuleggjanda',
      detail: 'Skipuleggjandi viðburðarins sendir þér miðana sem viðhengi í tölvupósti.',
    },
    4: {
      title: 'Rafrænn miði í tölvupósti fyrir viðburðinn',
      detail:
        'Miðarnir eru sendir þér sem viðhengi í tölvupósti 48 klukkustundum fyrir viðburðinn.',
    },
    5: {
      title: 'Niðurhalshlekkur í tölvupósti',
      detail: 'Þú færð tölvupóst með hlekk til að sækja miðana.',
    },
  },
  deliveryUnknown: {
    title: 'Miðar',
    detail: 'Afhendingarmáti miðanna er staðfestur í tölvupósti.',
  },
};
