import type { SurfaceWords } from './surface-words.js';

/** Malay: the widget's labels and delivery methods (xliff/ms.xlf), the email's own sentences. */
export const ms: SurfaceWords = {
  subject: (reference) => `Tempahan anda ${reference} telah disahkan`,
  preview: (reference) => `Tempahan ${reference}: tiket anda dan langkah seterusnya.`,
  heading: 'Tempahan disahkan',
  greeting: (name) => (name ? `Helo ${name},` : 'Helo,'),
  intro: 'Terima kasih atas tempahan anda. Berikut ialah butiran pembelian anda.',
  reference: 'Rujukan tempahan',
  when: 'Tarikh dan masa',
  where: 'Lokasi',
  option: 'Pakej',
  tourLanguage: 'Bahasa',
  pickup: 'Jemputan',
  delivery: 'Penghantaran',
  tickets: 'Tiket',
  fees: 'Fi',
  subtotal: 'Jumlah kecil',
  total: 'Dibayar',
  generalAdmission: 'Kemasukan am',
  row: (row) => `baris ${row}`,
  seat: (seat) => `tempat duduk ${seat}`,
  seatByVenue: 'Tempat duduk diberikan oleh pihak tempat acara',
  ticketOf: (n, of) => `Tiket ${n} daripada ${of}`,
  scanAtEntry: 'Tunjukkan kod ini di pintu masuk.',
  footerNote: 'Anda menerima e-mel ini kerana anda telah menempah tiket.',
  deliveryMethods: {
    0: {
      title: 'Ambil di kaunter tiket',
      detail: 'Ambil tiket anda di kaunter tiket sebelum acara.',
    },
    1: {
      title: 'E-tiket melalui e-mel',
      detail: 'Tiket anda akan dihantar melalui e-mel sebagai lampiran selepas pembayaran.',
    },
    2: {
      title: 'E-tiket daripada penganjur',
      detail: 'Penganjur acara akan menghantar tiket anda dalam e-mel berasingan.',
    },
    3: {
      title: 'E-tiket melalui e-mel daripada penganjur',
      detail: 'Penganjur acara akan menghantar tiket anda melalui e-mel sebagai lampiran.',
    },
    4: {
      title: 'E-tiket melalui e-mel sebelum acara',
      detail: 'Tiket anda akan dihantar melalui e-mel sebagai lampiran 48 jam sebelum acara.',
    },
    5: {
      title: 'Pautan muat turun melalui e-mel',
      detail: 'Anda akan menerima e-mel dengan pautan untuk memuat turun tiket anda.',
    },
  },
  deliveryUnknown: {
    title: 'Tiket',
    detail: 'Cara tiket anda dihantar akan disahkan melalui e-mel.',
  },
};
