/**
 * The words of the order email and the e-ticket, by language. They live here, not in the widget's
 * xliff: a distributor's server renders them without the widget's localization runtime. English
 * is complete; a language without its own table falls back to English, and the dates, times and
 * money then follow English too, so one document never mixes two languages.
 */

export interface SurfaceWords {
  subject: (reference: string) => string;
  preview: (reference: string) => string;
  heading: string;
  greeting: (name: string) => string;
  intro: string;
  reference: string;
  when: string;
  where: string;
  option: string;
  tourLanguage: string;
  pickup: string;
  delivery: string;
  tickets: string;
  fees: string;
  subtotal: string;
  total: string;
  generalAdmission: string;
  row: (row: string) => string;
  seat: (seat: string) => string;
  seatByVenue: string;
  ticketOf: (n: number, of: number) => string;
  scanAtEntry: string;
  footerNote: string;
  deliveryMethods: Record<number, { title: string; detail: string }>;
  deliveryUnknown: { title: string; detail: string };
}

const en: SurfaceWords = {
  subject: (reference) => `Your booking ${reference} is confirmed`,
  preview: (reference) => `Booking ${reference}: your tickets and what happens next.`,
  heading: 'Booking confirmed',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  intro: 'Thank you for your booking. Here is what you bought.',
  reference: 'Booking reference',
  when: 'When',
  where: 'Where',
  option: 'Option',
  tourLanguage: 'Language',
  pickup: 'Pickup',
  delivery: 'Delivery',
  tickets: 'Tickets',
  fees: 'Fees',
  subtotal: 'Subtotal',
  total: 'Paid',
  generalAdmission: 'General admission',
  row: (row) => `row ${row}`,
  seat: (seat) => `seat ${seat}`,
  seatByVenue: 'Seat allocated by the venue',
  ticketOf: (n, of) => `Ticket ${n} of ${of}`,
  scanAtEntry: 'Show this code at the entrance.',
  footerNote: 'You receive this email because you booked tickets.',
  deliveryMethods: {
    0: {
      title: 'Collect at the box office',
      detail: 'Pick up your tickets at the box office before the event.',
    },
    1: {
      title: 'E-ticket by email',
      detail: 'Your tickets are emailed to you as an attachment after payment.',
    },
    2: {
      title: 'E-ticket from the organiser',
      detail: 'The event organiser sends your tickets in a separate email.',
    },
    3: {
      title: 'E-ticket by email from the organiser',
      detail: 'The event organiser emails your tickets to you as an attachment.',
    },
    4: {
      title: 'E-ticket by email before the event',
      detail: 'Your tickets are emailed to you as an attachment 48 hours before the event.',
    },
    5: {
      title: 'Download link by email',
      detail: 'You receive an email with a link to download your tickets.',
    },
  },
  deliveryUnknown: {
    title: 'Tickets',
    detail: 'How your tickets are delivered is confirmed by email.',
  },
};

const ar: SurfaceWords = {
  subject: (reference) => `تم تأكيد حجزك ${reference}`,
  preview: (reference) => `الحجز ${reference}: تذاكرك وما يحدث بعد ذلك.`,
  heading: 'تم تأكيد الحجز',
  greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  intro: 'شكرًا لحجزك. إليك ما اشتريته.',
  reference: 'رقم الحجز',
  when: 'الموعد',
  where: 'المكان',
  option: 'الخيار',
  tourLanguage: 'اللغة',
  pickup: 'نقطة الالتقاء',
  delivery: 'طريقة التسليم',
  tickets: 'التذاكر',
  fees: 'الرسوم',
  subtotal: 'المجموع الفرعي',
  total: 'المبلغ المدفوع',
  generalAdmission: 'دخول عام',
  row: (row) => `الصف ${row}`,
  seat: (seat) => `المقعد ${seat}`,
  seatByVenue: 'يحدد مكان الفعالية المقعد',
  ticketOf: (n, of) => `التذكرة ${n} من ${of}`,
  scanAtEntry: 'أظهر هذا الرمز عند المدخل.',
  footerNote: 'تصلك هذه الرسالة لأنك حجزت تذاكر.',
  deliveryMethods: {
    0: {
      title: 'الاستلام من شباك التذاكر',
      detail: 'استلم تذاكرك من شباك التذاكر قبل الفعالية.',
    },
    1: {
      title: 'تذكرة إلكترونية بالبريد الإلكتروني',
      detail: 'تُرسل إليك تذاكرك بالبريد الإلكتروني كمرفق بعد الدفع.',
    },
    2: {
      title: 'تذكرة إلكترونية من المنظِّم',
      detail: 'يرسل منظِّم الفعالية تذاكرك في رسالة بريد إلكتروني منفصلة.',
    },
    3: {
      title: 'تذكرة إلكترونية بالبريد من المنظِّم',
      detail: 'يرسل إليك منظِّم الفعالية تذاكرك بالبريد الإلكتروني كمرفق.',
    },
    4: {
      title: 'تذكرة إلكترونية بالبريد قبل الفعالية',
      detail: 'تُرسل إليك تذاكرك بالبريد الإلكتروني كمرفق قبل الفعالية بـ 48 ساعة.',
    },
    5: {
      title: 'رابط تنزيل بالبريد الإلكتروني',
      detail: 'ستصلك رسالة بريد إلكتروني فيها رابط لتنزيل تذاكرك.',
    },
  },
  deliveryUnknown: {
    title: 'التذاكر',
    detail: 'ستُؤكَّد طريقة تسليم تذاكرك بالبريد الإلكتروني.',
  },
};

/**
 * Every language with its own words: English, and Arabic (the right-to-left layout is built and
 * tested with it). The widget's other 19 languages are still to come.
 */
const SURFACE_WORDS: Readonly<Record<string, SurfaceWords>> = { en, ar };

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export interface SurfaceLanguage {
  /** The language whose words are used: the booking's, else its base language, else en. */
  language: string;
  words: SurfaceWords;
  dir: 'ltr' | 'rtl';
}

export function surfaceLanguage(requested: string): SurfaceLanguage {
  const base = requested.toLowerCase().split('-')[0] ?? 'en';
  const language = SURFACE_WORDS[requested] ? requested : SURFACE_WORDS[base] ? base : 'en';
  return {
    language,
    words: SURFACE_WORDS[language]!,
    dir: RTL.has(language.split('-')[0]!) ? 'rtl' : 'ltr',
  };
}
