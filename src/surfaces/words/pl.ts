import type { SurfaceWords } from './surface-words.js';

/** Polish: the widget's labels and delivery methods (xliff/pl.xlf), the email's own sentences. */
export const pl: SurfaceWords = {
  subject: (reference) => `Rezerwacja ${reference} została potwierdzona`,
  preview: (reference) => `Rezerwacja ${reference}: Twoje bilety i dalsze kroki.`,
  heading: 'Rezerwacja potwierdzona',
  greeting: (name) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!'),
  intro: 'Dziękujemy za rezerwację. Oto szczegóły zakupu.',
  reference: 'Numer rezerwacji',
  when: 'Kiedy',
  where: 'Gdzie',
  option: 'Opcja',
  tourLanguage: 'Język',
  pickup: 'Odbiór',
  delivery: 'Dostawa',
  tickets: 'Bilety',
  fees: 'Opłaty',
  subtotal: 'Suma częściowa',
  total: 'Zapłacono',
  generalAdmission: 'Miejsca nienumerowane',
  row: (row) => `rząd ${row}`,
  seat: (seat) => `miejsce ${seat}`,
  seatByVenue: 'Miejsce przydzielone przez obiekt',
  ticketOf: (n, of) => `Bilet ${n} z ${of}`,
  scanAtEntry: 'Pokaż ten kod przy wejściu.',
  footerNote: 'Otrzymujesz tę wiadomość, ponieważ na ten adres e-mail zarezerwowano bilety.',
  deliveryMethods: {
    0: {
      title: 'Odbiór w kasie biletowej',
      detail: 'Odbierz bilety w kasie biletowej przed wydarzeniem.',
    },
    1: {
      title: 'E-bilet e-mailem',
      detail: 'Po dokonaniu płatności otrzymasz bilety e-mailem jako załącznik.',
    },
    2: {
      title: 'E-bilet od organizatora',
      detail: 'Organizator wydarzenia wyśle Ci bilety w osobnej wiadomości e-mail.',
    },
    3: {
      title: 'E-bilet e-mailem od organizatora',
      detail: 'Organizator wydarzenia wyśle Ci bilety e-mailem jako załącznik.',
    },
    4: {
      title: 'E-bilet e-mailem przed wydarzeniem',
      detail: 'Otrzymasz bilety e-mailem jako załącznik 48 godzin przed wydarzeniem.',
    },
    5: {
      title: 'Link do pobrania e-mailem',
      detail: 'Otrzymasz e-mail z linkiem do pobrania biletów.',
    },
  },
  deliveryUnknown: {
    title: 'Bilety',
    detail: 'Sposób dostarczenia biletów zostanie potwierdzony e-mailem.',
  },
};
