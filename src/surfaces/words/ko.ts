import type { SurfaceWords } from './surface-words.js';

/** Korean: the widget's labels and delivery methods (xliff/ko.xlf), the email's own sentences. */
export const ko: SurfaceWords = {
  subject: (reference) => `예약(${reference})이 확정되었습니다`,
  preview: (reference) => `예약 ${reference}: 티켓 및 다음 안내`,
  heading: '예약이 확정되었습니다',
  greeting: (name) => (name ? `${name} 님, 안녕하세요.` : '안녕하세요.'),
  intro: '예약해 주셔서 감사합니다. 구매 내역은 다음과 같습니다.',
  reference: '예약 번호',
  when: '일시',
  where: '장소',
  option: '옵션',
  tourLanguage: '언어',
  pickup: '픽업',
  delivery: '수령 방법',
  tickets: '티켓',
  fees: '수수료',
  subtotal: '소계',
  total: '결제 완료',
  generalAdmission: '자유석',
  row: (row) => `${row}열`,
  seat: (seat) => `${seat}번 좌석`,
  seatByVenue: '좌석은 공연장에서 배정합니다',
  ticketOf: (n, of) => `티켓 ${n}/${of}`,
  scanAtEntry: '입장 시 이 코드를 보여 주세요.',
  footerNote: '티켓을 예약하신 분께 보내 드리는 이메일입니다.',
  deliveryMethods: {
    0: {
      title: '매표소 현장 수령',
      detail: '공연 전에 매표소에서 티켓을 수령해 주세요.',
    },
    1: {
      title: '이메일 e-티켓',
      detail: '결제 후 티켓을 이메일 첨부 파일로 보내 드립니다.',
    },
    2: {
      title: '주최 측 발송 e-티켓',
      detail: '공연 주최 측에서 별도의 이메일로 티켓을 보내 드립니다.',
    },
    3: {
      title: '주최 측 이메일 발송 e-티켓',
      detail: '공연 주최 측에서 티켓을 이메일 첨부 파일로 보내 드립니다.',
    },
    4: {
      title: '공연 전 이메일 e-티켓',
      detail: '공연 48시간 전에 티켓을 이메일 첨부 파일로 보내 드립니다.',
    },
    5: {
      title: '이메일 다운로드 링크',
      detail: '티켓을 다운로드할 수 있는 링크를 이메일로 보내 드립니다.',
    },
  },
  deliveryUnknown: {
    title: '티켓',
    detail: '티켓 수령 방법은 이메일로 안내해 드립니다.',
  },
};
