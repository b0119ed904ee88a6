import type { SurfaceWords } from './surface-words.js';

/** Indonesian: the widget's labels and delivery methods (xliff/id.xlf), the email's own sentences. */
export const id: SurfaceWords = {
  subject: (reference) => `Pemesanan Anda ${reference} telah dikonfirmasi`,
  preview: (reference) => `Pemesanan ${reference}: tiket Anda dan langkah selanjutnya.`,
  heading: 'Pemesanan dikonfirmasi',
  greeting: (name) => (name ? `Halo ${name},` : 'Halo,'),
  intro: 'Terima kasih atas pemesanan Anda. Berikut rincian pembelian Anda.',
  reference: 'Kode pemesanan',
  when: 'Waktu',
  where: 'Lokasi',
  option: 'Opsi',
  tourLanguage: 'Bahasa',
  pickup: 'Penjemputan',
  delivery: 'Pengiriman',
  tickets: 'Tiket',
  fees: 'Biaya',
  subtotal: 'Subtotal',
  total: 'Dibayar',
  generalAdmission: 'Tanpa nomor kursi',
  row: (row) => `baris ${row}`,
  seat: (seat) => `kursi ${seat}`,
  seatByVenue: 'Kursi ditentukan oleh tempat acara',
  ticketOf: (n, of) => `Tiket ${n} dari ${of}`,
  scanAtEntry: 'Tunjukkan kode ini di pintu masuk.',
  footerNote: 'Anda menerima email ini karena Anda memesan tiket.',
  deliveryMethods: {
    0: {
      title: 'Ambil di loket tiket',
      detail: 'Ambil tiket Anda di loket tiket sebelum acara.',
    },
    1: {
      title: 'E-tiket via email',
      detail: 'Tiket Anda dikirim ke email Anda sebagai lampiran setelah pembayaran.',
    },
    2: {
      title: 'E-tiket dari penyelenggara',
      detail: 'Penyelenggara acara mengirim tiket Anda melalui email terpisah.',
    },
    3: {
      title: 'E-tiket via email dari penyelenggara',
      detail: 'Penyelenggara acara mengirim tiket Anda melalui email sebagai lampiran.',
    },
    4: {
      title: 'E-tiket via email sebelum acara',
      detail: 'Tiket Anda dikirim ke email Anda sebagai lampiran 48 jam sebelum acara.',
    },
    5: {
      title: 'Tautan unduhan via email',
      detail: 'Anda akan menerima email berisi tautan untuk mengunduh tiket Anda.',
    },
  },
  deliveryUnknown: {
    title: 'Tiket',
    detail: 'Cara pengiriman tiket Anda akan dikonfirmasi melalui email.',
  },
};
