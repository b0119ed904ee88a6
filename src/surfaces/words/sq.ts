import type { SurfaceWords } from './surface-words.js';

/** Albanian: the widget's labels and delivery methods (xliff/sq.xlf), the email's own sentences. */
export const sq: SurfaceWords = {
  subject: (reference) => `Rezervimi juaj ${reference} u konfirmua`,
  preview: (reference) => `Rezervimi ${reference}: biletat tuaja dhe hapat e mëtejshëm.`,
  heading: 'Rezervimi u konfirmua',
  greeting: (name) => (name ? `Përshëndetje ${name},` : 'Përshëndetje,'),
  intro: 'Faleminderit për rezervimin. Ja çfarë keni blerë.',
  reference: 'Referenca e rezervimit',
  when: 'Kur',
  where: 'Ku',
  option: 'Opsioni',
  tourLanguage: 'Gjuha',
  pickup: 'Marrja',
  delivery: 'Dorëzimi',
  tickets: 'Biletat',
  fees: 'Tarifat',
  subtotal: 'Nëntotali',
  total: 'Paguar',
  generalAdmission: 'Hyrje e përgjithshme',
  row: (row) => `rreshti ${row}`,
  seat: (seat) => `vendi ${seat}`,
  seatByVenue: 'Vendi caktohet nga salla',
  ticketOf: (n, of) => `Bileta ${n} nga ${of}`,
  scanAtEntry: 'Tregojeni këtë kod në hyrje.',
  footerNote: 'E merrni këtë e-mail sepse keni rezervuar bileta.',
  deliveryMethods: {
    0: {
      title: 'Tërheqje në arkë',
      detail: 'Tërhiqni biletat në arkë para eventit.',
    },
    1: {
      title: 'Biletë elektronike me e-mail',
      detail: 'Biletat ju dërgohen me e-mail si bashkëngjitje pas pagesës.',
    },
    2: {
      title: 'Biletë elektronike nga organizatori',
      detail: 'Organizatori i eventit jua dërgon biletat në një e-mail të veçantë.',
    },
    3: {
      title: 'Biletë elektronike me e-mail nga organizatori',
      detail: 'Organizatori i eventit jua dërgon biletat me e-mail si bashkëngjitje.',
    },
    4: {
      title: 'Biletë elektronike me e-mail para eventit',
      detail: 'Biletat ju dërgohen me e-mail si bashkëngjitje 48 orë para eventit.',
    },
    5: {
      title: 'Lidhje shkarkimi me e-mail',
      detail: 'Do të merrni një e-mail me një lidhje për të shkarkuar biletat.',
    },
  },
  deliveryUnknown: {
    title: 'Biletat',
    detail: 'Mënyra e dorëzimit të biletave konfirmohet me e-mail.',
  },
};
