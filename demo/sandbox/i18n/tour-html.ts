/** The words of the tours' HTML fields (itinerary, included, notes) in each translation. */
import type { HtmlWords } from '../catalogue/tour-html.js';
import type { Lang } from './language.js';

export const HTML_WORDS: Partial<Record<Lang, HtmlWords>> = {
  de: {
    meet: (pickup) => `Treffen mit Ihrem Guide${pickup ? ' oder Zustieg an Ihrem Abholort' : ''}.`,
    freeTime: 'Freie Zeit für Fotos und Erfrischungen.',
    back: (city) => `Rückkehr in die Innenstadt von ${city}.`,
    included: ['Professioneller Guide', 'Eintrittskarten, sofern angegeben', 'Wasser in Flaschen'],
    excluded: [
      'Trinkgelder',
      'Rücktransfer zum Hotel',
      'Speisen und Getränke, sofern nicht angegeben',
    ],
    essential:
      '<p>Bitte bringen Sie einen <strong>gültigen Lichtbildausweis</strong> mit und tragen Sie bequeme Schuhe.</p><p>Die Tour findet auch bei leichtem Regen statt.</p>',
    pleaseNote: (terms) =>
      `<p>Der Ablauf kann sich wegen Verkehr oder Wetter ändern. Beachten Sie bitte die ${terms('Geschäftsbedingungen')}.</p>`,
    hotelPickup: '<p>Abholung am gewählten Abholort.</p>',
    meetingPoint: (city) =>
      `<p>Treffpunkt am Besucherkiosk im Zentrum von ${city}.<br>Achten Sie auf den Guide mit dem orangefarbenen Schirm.</p>`,
    arrive: (time) => `<p>${time} Uhr; bitte seien Sie <em>15 Minuten</em> früher da.</p>`,
    returns: (city) => `<p>Rückkehr zum Ausgangspunkt in ${city}.</p>`,
  },
  ar: {
    meet: (pickup) => `لقاء المرشد${pickup ? ' أو الصعود من نقطة الالتقاء التي اخترتها' : ''}.`,
    freeTime: 'وقت حر لالتقاط الصور وتناول المرطبات.',
    back: (city) => `العودة إلى وسط ${city}.`,
    included: ['مرشد محترف', 'تذاكر الدخول حيثما ذُكر ذلك', 'مياه معبأة'],
    excluded: ['الإكراميات', 'التوصيل إلى الفندق', 'الطعام والمشروبات ما لم يُذكر خلاف ذلك'],
    essential:
      '<p>يُرجى إحضار <strong>بطاقة هوية سارية تحمل صورة</strong> وارتداء أحذية مريحة.</p><p>تُقام الجولة في حال هطول أمطار خفيفة.</p>',
    pleaseNote: (terms) =>
      `<p>قد يتغير البرنامج بسبب حركة المرور أو الطقس. يُرجى الاطلاع على ${terms('الشروط والأحكام')}.</p>`,
    hotelPickup: '<p>الانطلاق من نقطة الالتقاء التي اخترتها.</p>',
    meetingPoint: (city) =>
      `<p>نقطة اللقاء عند كشك الزوار في وسط ${city}.<br>ابحث عن المرشد صاحب المظلة البرتقالية.</p>`,
    arrive: (time) => `<p>${time}؛ يُرجى الحضور قبل الموعد بـ <em>15 دقيقة</em>.</p>`,
    returns: (city) => `<p>العودة إلى نقطة الانطلاق في ${city}.</p>`,
  },
  ja: {
    meet: (pickup) => `ガイドと合流${pickup ? '、または送迎場所からご乗車' : ''}します。`,
    freeTime: '写真撮影や休憩のための自由時間です。',
    back: (city) => `${city}中心部に戻ります。`,
    included: ['プロのガイド', '記載がある場合は入場券', 'ボトル入りの水'],
    excluded: ['チップ', 'ホテルへの送り', '記載のない飲食代'],
    essential:
      '<p><strong>有効な写真付き身分証明書</strong>をお持ちのうえ、歩きやすい靴でお越しください。</p><p>小雨の場合もツアーは催行します。</p>',
    pleaseNote: (terms) =>
      `<p>交通状況や天候により、行程が変更になる場合があります。${terms('利用規約')}をご確認ください。</p>`,
    hotelPickup: '<p>お選びいただいた送迎場所からお迎えします。</p>',
    meetingPoint: (city) =>
      `<p>${city}中心部のビジターキオスクに集合です。<br>オレンジ色の傘を持ったガイドが目印です。</p>`,
    arrive: (time) => `<p>${time}。<em>15分前</em>までにお越しください。</p>`,
    returns: (city) => `<p>${city}の出発地点に戻ります。</p>`,
  },
};
