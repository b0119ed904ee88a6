import type { SurfaceWords } from './surface-words.js';

/** Filipino: the widget's labels and delivery methods (xliff/fil.xlf), the email's own sentences. */
export const fil: SurfaceWords = {
  subject: (reference) => `Kumpirmado na ang iyong booking na ${reference}`,
  preview: (reference) =>
    `Booking ${reference}: ang iyong mga ticket at ang susunod na mangyayari.`,
  heading: 'Kumpirmado ang booking',
  greeting: (name) => (name ? `Magandang araw, ${name},` : 'Magandang araw,'),
  intro: 'Salamat sa iyong booking. Narito ang iyong binili.',
  reference: 'Booking reference',
  when: 'Kailan',
  where: 'Saan',
  option: 'Opsyon',
  tourLanguage: 'Wika',
  pickup: 'Pagsundo',
  delivery: 'Paghahatid',
  tickets: 'Mga ticket',
  fees: 'Mga bayarin',
  subtotal: 'Subtotal',
  total: 'Bayad na',
  generalAdmission: 'General admission',
  row: (row) => `hilera ${row}`,
  seat: (seat) => `upuan ${seat}`,
  seatByVenue: 'Ang venue ang magtatalaga ng upuan',
  ticketOf: (n, of) => `Ticket ${n} ng ${of}`,
  scanAtEntry: 'Ipakita ang code na ito sa pasukan.',
  footerNote: 'Natanggap mo ang email na ito dahil nag-book ka ng mga ticket.',
  deliveryMethods: {
    0: {
      title: 'Kunin sa box office',
      detail: 'Kunin ang iyong mga ticket sa box office bago ang event.',
    },
    1: {
      title: 'E-ticket sa email',
      detail: 'Ipapadala sa iyong email ang mga ticket bilang attachment pagkatapos ng pagbabayad.',
    },
    2: {
      title: 'E-ticket mula sa organizer',
      detail: 'Ipapadala ng organizer ng event ang iyong mga ticket sa hiwalay na email.',
    },
    3: {
      title: 'E-ticket sa email mula sa organizer',
      detail: 'Ii-email sa iyo ng organizer ng event ang iyong mga ticket bilang attachment.',
    },
    4: {
      title: 'E-ticket sa email bago ang event',
      detail: 'Ipapadala sa iyong email ang mga ticket bilang attachment 48 oras bago ang event.',
    },
    5: {
      title: 'Download link sa email',
      detail: 'Makakatanggap ka ng email na may link para i-download ang iyong mga ticket.',
    },
  },
  deliveryUnknown: {
    title: 'Mga ticket',
    detail: 'Kukumpirmahin sa email kung paano ihahatid ang iyong mga ticket.',
  },
};
