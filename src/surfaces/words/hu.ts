import type { SurfaceWords } from './surface-words.js';

/** Hungarian: the widget's labels and delivery methods (xliff/hu.xlf), the email's own sentences. */
export const hu: SurfaceWords = {
  subject: (reference) => `${reference} számú foglalását visszaigazoltuk`,
  preview: (reference) => `${reference} számú foglalás: jegyei és a további teendők.`,
  heading: 'Foglalás visszaigazolva',
  greeting: (name) => (name ? `Kedves ${name}!` : 'Kedves Vásárlónk!'),
  intro: 'Köszönjük foglalását. Az alábbiakban láthatja, mit vásárolt.',
  reference: 'Foglalási szám',
  when: 'Időpont',
  where: 'Helyszín',
  option: 'Opció',
  tourLanguage: 'Nyelv',
  pickup: 'Felszállási hely',
  delivery: 'Kézbesítés',
  tickets: 'Jegyek',
  fees: 'Díjak',
  subtotal: 'Részösszeg',
  total: 'Fizetve',
  generalAdmission: 'Szabad helyfoglalás',
  row: (row) => `sor: ${row}`,
  seat: (seat) => `hely: ${seat}`,
  seatByVenue: 'A helyet a helyszín jelöli ki',
  ticketOf: (n, of) => `${n}/${of}. jegy`,
  scanAtEntry: 'Ezt a kódot mutassa fel a bejáratnál.',
  footerNote: 'Azért kapja ezt az e-mailt, mert jegyet foglalt.',
  deliveryMethods: {
    0: {
      title: 'Átvétel a jegypénztárban',
      detail: 'Jegyeit az esemény előtt veheti át a jegypénztárban.',
    },
    1: {
      title: 'E-jegy e-mailben',
      detail: 'Jegyeit a fizetés után e-mail-mellékletként küldjük el.',
    },
    2: {
      title: 'E-jegy a szervezőtől',
      detail: 'Az esemény szervezője külön e-mailben küldi el a jegyeit.',
    },
    3: {
      title: 'E-jegy e-mailben a szervezőtől',
      detail: 'Az esemény szervezője e-mail-mellékletként küldi el a jegyeit.',
    },
    4: {
      title: 'E-jegy e-mailben az esemény előtt',
      detail: 'Jegyeit az esemény előtt 48 órával e-mail-mellékletként küldjük el.',
    },
    5: {
      title: 'Letöltési link e-mailben',
      detail: 'E-mailt kap egy linkkel, amelyen letöltheti a jegyeit.',
    },
  },
  deliveryUnknown: {
    title: 'Jegyek',
    detail: 'A jegyek kézbesítésének módját e-mailben erősítjük meg.',
  },
};
