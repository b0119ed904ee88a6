import type { SurfaceWords } from './surface-words.js';

/** Italian: the widget's labels and delivery methods (xliff/it.xlf), the email's own sentences. */
export const it: SurfaceWords = {
  subject: (reference) => `La tua prenotazione ${reference} è confermata`,
  preview: (reference) => `Prenotazione ${reference}: i tuoi biglietti e i prossimi passi.`,
  heading: 'Prenotazione confermata',
  greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
  intro: 'Grazie per la tua prenotazione. Ecco cosa hai acquistato.',
  reference: 'Codice di prenotazione',
  when: 'Quando',
  where: 'Dove',
  option: 'Opzione',
  tourLanguage: 'Lingua',
  pickup: 'Prelievo',
  delivery: 'Consegna',
  tickets: 'Biglietti',
  fees: 'Diritti di prevendita',
  subtotal: 'Subtotale',
  total: 'Pagato',
  generalAdmission: 'Posto unico',
  row: (row) => `fila ${row}`,
  seat: (seat) => `posto ${seat}`,
  seatByVenue: 'Posto assegnato dalla sede dell’evento',
  ticketOf: (n, of) => `Biglietto ${n} di ${of}`,
  scanAtEntry: 'Mostra questo codice all’ingresso.',
  footerNote: 'Ricevi questa email perché hai prenotato dei biglietti.',
  deliveryMethods: {
    0: {
      title: 'Ritiro al botteghino',
      detail: 'Ritira i biglietti al botteghino prima dell’evento.',
    },
    1: {
      title: 'E-ticket via email',
      detail: 'I biglietti ti vengono inviati via email come allegato dopo il pagamento.',
    },
    2: {
      title: 'E-ticket dall’organizzatore',
      detail: 'L’organizzatore dell’evento ti invia i biglietti in un’email separata.',
    },
    3: {
      title: 'E-ticket via email dall’organizzatore',
      detail: 'L’organizzatore dell’evento ti invia i biglietti via email come allegato.',
    },
    4: {
      title: 'E-ticket via email prima dell’evento',
      detail: 'I biglietti ti vengono inviati via email come allegato 48 ore prima dell’evento.',
    },
    5: {
      title: 'Link per il download via email',
      detail: 'Riceverai un’email con un link per scaricare i biglietti.',
    },
  },
  deliveryUnknown: {
    title: 'Biglietti',
    detail: 'La modalità di consegna dei biglietti ti viene confermata via email.',
  },
};
