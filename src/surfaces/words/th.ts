import type { SurfaceWords } from './surface-words.js';

/** Thai: the widget's labels and delivery methods (xliff/th.xlf), the email's own sentences. */
export const th: SurfaceWords = {
  subject: (reference) => `การจอง ${reference} ของคุณได้รับการยืนยันแล้ว`,
  preview: (reference) => `การจอง ${reference}: ตั๋วของคุณและขั้นตอนถัดไป`,
  heading: 'ยืนยันการจองแล้ว',
  greeting: (name) => (name ? `สวัสดีคุณ ${name}` : 'สวัสดี'),
  intro: 'ขอบคุณสำหรับการจอง รายการที่คุณซื้อมีดังนี้',
  reference: 'หมายเลขการจอง',
  when: 'วันและเวลา',
  where: 'สถานที่',
  option: 'ตัวเลือก',
  tourLanguage: 'ภาษา',
  pickup: 'จุดรับ',
  delivery: 'วิธีรับตั๋ว',
  tickets: 'ตั๋ว',
  fees: 'ค่าธรรมเนียม',
  subtotal: 'ยอดรวมย่อย',
  total: 'ชำระแล้ว',
  generalAdmission: 'ไม่ระบุที่นั่ง',
  row: (row) => `แถว ${row}`,
  seat: (seat) => `ที่นั่ง ${seat}`,
  seatByVenue: 'สถานที่จัดงานเป็นผู้กำหนดที่นั่ง',
  ticketOf: (n, of) => `ตั๋วใบที่ ${n} จาก ${of}`,
  scanAtEntry: 'กรุณาแสดงรหัสนี้ที่ทางเข้า',
  footerNote: 'คุณได้รับอีเมลนี้เนื่องจากคุณได้จองตั๋ว',
  deliveryMethods: {
    0: {
      title: 'รับตั๋วที่จุดจำหน่ายตั๋ว',
      detail: 'กรุณารับตั๋วของคุณที่จุดจำหน่ายตั๋วก่อนเริ่มงาน',
    },
    1: {
      title: 'อีทิกเก็ตทางอีเมล',
      detail: 'เราจะส่งตั๋วของคุณเป็นไฟล์แนบทางอีเมลหลังชำระเงิน',
    },
    2: {
      title: 'อีทิกเก็ตจากผู้จัดงาน',
      detail: 'ผู้จัดงานจะส่งตั๋วของคุณในอีเมลแยกต่างหาก',
    },
    3: {
      title: 'อีทิกเก็ตทางอีเมลจากผู้จัดงาน',
      detail: 'ผู้จัดงานจะส่งตั๋วของคุณเป็นไฟล์แนบทางอีเมล',
    },
    4: {
      title: 'อีทิกเก็ตทางอีเมลก่อนวันงาน',
      detail: 'เราจะส่งตั๋วของคุณเป็นไฟล์แนบทางอีเมล 48 ชั่วโมงก่อนเริ่มงาน',
    },
    5: {
      title: 'ลิงก์ดาวน์โหลดทางอีเมล',
      detail: 'คุณจะได้รับอีเมลพร้อมลิงก์สำหรับดาวน์โหลดตั๋ว',
    },
  },
  deliveryUnknown: {
    title: 'ตั๋ว',
    detail: 'วิธีการรับตั๋วจะได้รับการยืนยันทางอีเมล',
  },
};
