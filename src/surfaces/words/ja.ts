import type { SurfaceWords } from './surface-words.js';

/** Japanese: the widget's labels and delivery methods (xliff/ja.xlf), the email's own sentences. */
export const ja: SurfaceWords = {
  subject: (reference) => `ご予約 ${reference} が確定しました`,
  preview: (reference) => `予約 ${reference}：チケットと今後の流れ`,
  heading: '予約が確定しました',
  greeting: (name) => (name ? `${name} 様` : 'お客様'),
  intro: 'ご予約いただきありがとうございます。ご購入内容は以下のとおりです。',
  reference: '予約番号',
  when: '日時',
  where: '場所',
  option: 'プラン',
  tourLanguage: '言語',
  pickup: 'ピックアップ',
  delivery: '受取方法',
  tickets: 'チケット',
  fees: '手数料',
  subtotal: '小計',
  total: '支払い済み',
  generalAdmission: '自由席',
  row: (row) => `${row}列`,
  seat: (seat) => `${seat}番席`,
  seatByVenue: '座席は会場が割り当てます',
  ticketOf: (n, of) => `チケット ${n}/${of}`,
  scanAtEntry: '入場時にこのコードをご提示ください。',
  footerNote: 'このメールは、チケットをご予約いただいた方にお送りしています。',
  deliveryMethods: {
    0: {
      title: 'チケット窓口で受け取り',
      detail: '開演前にチケット窓口でチケットをお受け取りください。',
    },
    1: {
      title: '電子チケット（メール送付）',
      detail: 'お支払い後、チケットをメールの添付ファイルでお送りします。',
    },
    2: {
      title: '主催者発行の電子チケット',
      detail: 'チケットはイベント主催者から別途メールで送られます。',
    },
    3: {
      title: '電子チケット（主催者からメール送付）',
      detail: 'チケットはイベント主催者からメールの添付ファイルで送られます。',
    },
    4: {
      title: '電子チケット（開催前にメール送付）',
      detail: 'チケットは開催の48時間前にメールの添付ファイルでお送りします。',
    },
    5: {
      title: 'ダウンロードリンク（メール送付）',
      detail: 'チケットをダウンロードできるリンクをメールでお送りします。',
    },
  },
  deliveryUnknown: {
    title: 'チケット',
    detail: 'チケットの受取方法はメールでご案内します。',
  },
};
