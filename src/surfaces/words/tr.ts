import type { SurfaceWords } from './surface-words.js';

/** Turkish: the widget's labels and delivery methods (xliff/tr.xlf), the email's own sentences. */
export const tr: SurfaceWords = {
  subject: (reference) => `${reference} numaralı rezervasyonunuz onaylandı`,
  preview: (reference) => `${reference} numaralı rezervasyon: biletleriniz ve sonraki adımlar.`,
  heading: 'Rezervasyon onaylandı',
  greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
  intro: 'Rezervasyonunuz için teşekkür ederiz. Satın aldıklarınız aşağıdadır.',
  reference: 'Rezervasyon kodu',
  when: 'Tarih ve saat',
  where: 'Yer',
  option: 'Seçenek',
  tourLanguage: 'Dil',
  pickup: 'Alış noktası',
  delivery: 'Teslimat',
  tickets: 'Biletler',
  fees: 'Ücretler',
  subtotal: 'Ara toplam',
  total: 'Ödenen',
  generalAdmission: 'Genel giriş',
  row: (row) => `sıra ${row}`,
  seat: (seat) => `koltuk ${seat}`,
  seatByVenue: 'Koltuğu mekân belirler',
  ticketOf: (n, of) => `Bilet ${n}/${of}`,
  scanAtEntry: 'Bu kodu girişte gösterin.',
  footerNote: 'Bu e-postayı bilet rezervasyonu yaptığınız için alıyorsunuz.',
  deliveryMethods: {
    0: {
      title: 'Gişeden teslim alma',
      detail: 'Biletlerinizi etkinlikten önce gişeden teslim alın.',
    },
    1: {
      title: 'E-posta ile e-bilet',
      detail: 'Biletleriniz ödemeden sonra e-posta ekinde size gönderilir.',
    },
    2: {
      title: 'Organizatörden e-bilet',
      detail: 'Etkinlik organizatörü biletlerinizi ayrı bir e-postayla gönderir.',
    },
    3: {
      title: 'Organizatörden e-posta ile e-bilet',
      detail: 'Etkinlik organizatörü biletlerinizi e-posta ekinde size gönderir.',
    },
    4: {
      title: 'Etkinlikten önce e-posta ile e-bilet',
      detail: 'Biletleriniz etkinlikten 48 saat önce e-posta ekinde size gönderilir.',
    },
    5: {
      title: 'E-posta ile indirme bağlantısı',
      detail: 'Biletlerinizi indirmeniz için bağlantı içeren bir e-posta alırsınız.',
    },
  },
  deliveryUnknown: {
    title: 'Biletler',
    detail: 'Biletlerinizin nasıl teslim edileceği e-postayla bildirilir.',
  },
};
