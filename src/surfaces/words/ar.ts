import type { SurfaceWords } from './surface-words.js';

/** Arabic: the widget's labels and delivery methods (xliff/ar.xlf), the email's own sentences. */
export const ar: SurfaceWords = {
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
  pickup: 'الاصطحاب',
  delivery: 'التسليم',
  tickets: 'التذاكر',
  fees: 'الرسوم',
  subtotal: 'المجموع الفرعي',
  total: 'المبلغ المدفوع',
  generalAdmission: 'دخول عام',
  row: (row) => `الصف ${row}`,
  seat: (seat) => `المقعد ${seat}`,
  seatByVenue: 'مقعد يحدده مكان الفعالية',
  ticketOf: (n, of) => `التذكرة ${n} من ${of}`,
  scanAtEntry: 'أظهر هذا الرمز عند المدخل.',
  footerNote: 'تصلك هذه الرسالة لأنك حجزت تذاكر.',
  deliveryMethods: {
    0: {
      title: 'الاستلام من شباك التذاكر',
      detail: 'استلم تذاكرك من شباك التذاكر قبل الفعالية.',
    },
    1: {
      title: 'تذكرة إلكترونية عبر البريد الإلكتروني',
      detail: 'تُرسل تذاكرك إليك كمرفق عبر البريد الإلكتروني بعد الدفع.',
    },
    2: {
      title: 'تذكرة إلكترونية من المنظّم',
      detail: 'يرسل منظّم الفعالية تذاكرك في رسالة بريد إلكتروني منفصلة.',
    },
    3: {
      title: 'تذكرة إلكترونية عبر البريد الإلكتروني من المنظّم',
      detail: 'يرسل منظّم الفعالية تذاكرك إليك كمرفق عبر البريد الإلكتروني.',
    },
    4: {
      title: 'تذكرة إلكترونية عبر البريد الإلكتروني قبل الفعالية',
      detail: 'تُرسل تذاكرك إليك كمرفق عبر البريد الإلكتروني قبل 48 ساعة من الفعالية.',
    },
    5: {
      title: 'رابط تنزيل عبر البريد الإلكتروني',
      detail: 'ستصلك رسالة بريد إلكتروني تحتوي على رابط لتنزيل تذاكرك.',
    },
  },
  deliveryUnknown: {
    title: 'التذاكر',
    detail: 'سيتم تأكيد طريقة تسليم تذاكرك عبر البريد الإلكتروني.',
  },
};
