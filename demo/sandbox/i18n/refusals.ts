/**
 * The descriptions of the sandbox's business and payment errors in every language it serves.
 * Each entry takes what the message names and returns a Say; the English is the source.
 */
import type { Attraction } from '../catalogue/types.js';
import type { Lang, Say } from './language.js';
import { nameIn } from './words.js';

type Texts = Record<Lang, string>;
const say =
  (texts: (lang: Lang) => Texts): Say =>
  (lang) =>
    texts(lang)[lang];

const list = (items: (string | number)[], lang: Lang) =>
  items.join(lang === 'ja' ? '、' : lang === 'ar' ? '، ' : ', ');

export const REFUSALS = {
  // 41 Not available
  placesLeft: (left: number, where: string) =>
    say(() => ({
      en: `Only ${left} places left in ${where}.`,
      de: `In ${where} sind nur noch ${left} Plätze frei.`,
      ar: `عدد الأماكن المتبقية في ${where}: ${left} فقط.`,
      ja: `${where}の残りは${left}席のみです。`,
    })),
  placesLeftOn: (left: number, option: string) =>
    say(() => ({
      en: `Only ${left} places left on ${option}.`,
      de: `Für ${option} sind nur noch ${left} Plätze frei.`,
      ar: `عدد الأماكن المتبقية في ${option}: ${left} فقط.`,
      ja: `${option}の残りは${left}名分のみです。`,
    })),
  seatHeld: (seat: string) =>
    say(() => ({
      en: `Seat ${seat} is already held by another booking. Choose other seats.`,
      de: `Der Platz ${seat} ist bereits durch eine andere Buchung reserviert. Bitte wählen Sie andere Plätze.`,
      ar: `المقعد ${seat} محجوز بالفعل في حجز آخر. يُرجى اختيار مقاعد أخرى.`,
      ja: `座席${seat}はすでにほかの予約で確保されています。別の座席をお選びください。`,
    })),
  noSeatsTogether: (count: number, section: string) =>
    say(() => ({
      en: `No ${count} seats together are left in ${section}.`,
      de: `In ${section} sind keine ${count} nebeneinanderliegenden Plätze mehr frei.`,
      ar: `لا تتوفر مقاعد متجاورة بالعدد المطلوب (${count}) في ${section}.`,
      ja: `${section}には、${count}席並びの空席がもうありません。`,
    })),
  // 24 Multi-currency basket
  oneCurrency: (currency: string) =>
    say(() => ({
      en: `The basket is in ${currency}; use one currency.`,
      de: `Ihr Warenkorb ist in ${currency}; bitte verwenden Sie nur eine Währung.`,
      ar: `سلتك بعملة ${currency}؛ يُرجى استخدام عملة واحدة.`,
      ja: `カートの通貨は${currency}です。通貨は1種類のみご利用いただけます。`,
    })),
  // 36 Incompatible attractions
  incompatible: (a: Attraction) =>
    say((lang) => ({
      en: `${a.name} cannot share a transaction with the reservations in the basket. Complete them separately or remove them.`,
      de: `${nameIn(a, lang)} kann nicht zusammen mit den Reservierungen in Ihrem Warenkorb gebucht werden. Bitte schließen Sie diese separat ab oder entfernen Sie sie.`,
      ar: `لا يمكن حجز ${nameIn(a, lang)} في معاملة واحدة مع الحجوزات الموجودة في السلة. يُرجى إتمامها بشكل منفصل أو إزالتها.`,
      ja: `${nameIn(a, lang)}は、カート内の予約と一緒にご購入いただけません。別々にお手続きいただくか、カートから削除してください。`,
    })),
  // 31 Max tickets exceeded
  maxTickets: (max: number, a: Attraction) =>
    say((lang) => ({
      en: `At most ${max} tickets per order for ${a.name}.`,
      de: `Für ${nameIn(a, lang)} sind höchstens ${max} Tickets pro Bestellung möglich.`,
      ar: `الحد الأقصى لعدد التذاكر في الطلب الواحد لـ ${nameIn(a, lang)} هو ${max}.`,
      ja: `${nameIn(a, lang)}は、1回のご注文につき${max}枚までです。`,
    })),
  // 30 Seat selection not supported
  noSeatingChart: say(() => ({
    en: 'No seating chart is assigned to this event.',
    de: 'Für diese Veranstaltung gibt es keinen Saalplan.',
    ar: 'لا يوجد مخطط مقاعد لهذه الفعالية.',
    ja: 'この公演には座席表がありません。',
  })),
  seatSalesDisabled: say(() => ({
    en: 'Seat-map sales are disabled for this event.',
    de: 'Für diese Veranstaltung ist die Platzwahl im Saalplan deaktiviert.',
    ar: 'اختيار المقاعد من المخطط غير متاح لهذه الفعالية.',
    ja: 'この公演では座席表からのご購入はできません。',
  })),
  noSeatSales: (a: Attraction) =>
    say((lang) => ({
      en: `${a.name} has no individual seat sales; omit the seats array.`,
      de: `Für ${nameIn(a, lang)} können keine einzelnen Plätze gewählt werden.`,
      ar: `لا يمكن اختيار مقاعد محددة في ${nameIn(a, lang)}.`,
      ja: `${nameIn(a, lang)}では座席を個別に指定できません。`,
    })),
  // 1 Invalid split
  invalidSplit: (label: string, count: number, splits: number[]) =>
    say((lang) => ({
      en: `${label}: ${count} tickets is not allowed; choose ${splits.join(', ')}.`,
      de: `${label}: ${count} Tickets sind nicht möglich; bitte wählen Sie ${list(splits, lang)}.`,
      ar: `${label}: لا يمكن حجز هذا العدد من التذاكر (${count})؛ يُرجى اختيار ${list(splits, lang)}.`,
      ja: `${label}：${count}枚ではご購入いただけません。${list(splits, lang)}枚からお選びください。`,
    })),
  // 2 Multipurchase not supported
  onePriceBand: say(() => ({
    en: 'Tickets from one price band only; make one reservation per price band.',
    de: 'Nur Tickets aus einer Preiskategorie möglich; bitte reservieren Sie jede Preiskategorie einzeln.',
    ar: 'يمكن حجز تذاكر من فئة سعرية واحدة فقط؛ يُرجى إجراء حجز منفصل لكل فئة سعرية.',
    ja: 'チケットは1つの価格帯からのみお選びいただけます。価格帯ごとに別々にご予約ください。',
  })),
  // 50 Invalid booking fee
  bookingFee: (label: string, low: number, high: number, currency: string) =>
    say(() => ({
      en: `Booking fee for ${label} must be between ${low} and ${high} ${currency}.`,
      de: `Die Buchungsgebühr für ${label} muss zwischen ${low} und ${high} ${currency} liegen.`,
      ar: `يجب أن تكون رسوم الحجز لـ ${label} بين ${low} و${high} ${currency}.`,
      ja: `${label}の予約手数料は${low}～${high} ${currency}の範囲で指定してください。`,
    })),
  // 53 Updating reservation is not supported
  bandAlreadyHeld: say(() => ({
    en: 'This session already holds tickets in that price band for this performance; remove that reservation and create a new one.',
    de: 'Sie haben für diese Vorstellung bereits Tickets in dieser Preiskategorie reserviert; bitte entfernen Sie diese Reservierung und legen Sie eine neue an.',
    ar: 'لديك بالفعل تذاكر محجوزة في هذه الفئة السعرية لهذا العرض؛ يُرجى إزالة ذلك الحجز وإنشاء حجز جديد.',
    ja: 'この公演のこの価格帯のチケットはすでに確保されています。その予約を削除してから、新しくご予約ください。',
  })),
  selectionAlreadyReserved: say(() => ({
    en: 'This selection is already reserved; remove that reservation and create a new one.',
    de: 'Diese Auswahl ist bereits reserviert; bitte entfernen Sie diese Reservierung und legen Sie eine neue an.',
    ar: 'هذا الاختيار محجوز بالفعل؛ يُرجى إزالة ذلك الحجز وإنشاء حجز جديد.',
    ja: 'この内容はすでに予約済みです。その予約を削除してから、新しくご予約ください。',
  })),
  // 32 Multi-row not supported
  oneRow: say(() => ({
    en: 'All seats of a reservation must be in one row.',
    de: 'Alle Plätze einer Reservierung müssen in derselben Reihe liegen.',
    ar: 'يجب أن تكون جميع مقاعد الحجز في صف واحد.',
    ja: '1件のご予約のお座席は、すべて同じ列でお選びください。',
  })),
  // 33 Selection expired
  selectionExpired: say(() => ({
    en: 'The availability selection has expired. Check availability again.',
    de: 'Ihre Auswahl ist abgelaufen. Bitte prüfen Sie die Verfügbarkeit erneut.',
    ar: 'انتهت صلاحية اختيارك. يُرجى التحقق من التوفر مرة أخرى.',
    ja: '選択の有効期限が切れました。もう一度空き状況をご確認ください。',
  })),
  // 51 Invalid ticket configuration
  sameAsAvailability: say(() => ({
    en: 'Send the same tour, date, currency and tickets as in the availability request.',
    de: 'Tour, Datum, Währung und Tickets müssen mit Ihrer Verfügbarkeitsanfrage übereinstimmen.',
    ar: 'يجب أن تتطابق الجولة والتاريخ والعملة والتذاكر مع طلب التوفر.',
    ja: 'ツアー、日付、通貨、チケットは、空き状況の確認時と同じ内容でお申し込みください。',
  })),
  tourLanguage: (keys: string[]) =>
    say((lang) => ({
      en: `tour_language must be one of ${keys.join(', ')}.`,
      de: `Bitte wählen Sie eine der Tour-Sprachen: ${list(keys, lang)}.`,
      ar: `يُرجى اختيار إحدى لغات الجولة: ${list(keys, lang)}.`,
      ja: `ツアーの言語は次の中からお選びください：${list(keys, lang)}。`,
    })),
  // 26 Invalid pickup point
  pickupPoint: say(() => ({
    en: 'Use a service_pickup_id from the availability response.',
    de: 'Bitte wählen Sie einen der angebotenen Abholorte.',
    ar: 'يُرجى اختيار إحدى نقاط الالتقاء المعروضة.',
    ja: 'ご案内している送迎場所の中からお選びください。',
  })),
  // 37, 38, 39 traveller mix
  minTickets: (min: number) =>
    say(() => ({
      en: `At least ${min} tickets are needed for this tour.`,
      de: `Für diese Tour sind mindestens ${min} Tickets erforderlich.`,
      ar: `الحد الأدنى لعدد التذاكر في هذه الجولة هو ${min}.`,
      ja: `このツアーは${min}枚以上からお申し込みいただけます。`,
    })),
  totalTickets: (min: number, max: number) =>
    say(() => ({
      en: `The total must be between ${min} and ${max}.`,
      de: `Die Gesamtzahl der Tickets muss zwischen ${min} und ${max} liegen.`,
      ar: `يجب أن يكون إجمالي عدد التذاكر بين ${min} و${max}.`,
      ja: `チケットの合計枚数は${min}～${max}枚の範囲でお選びください。`,
    })),
  perType: (name: string, max: number) =>
    say(() => ({
      en: `${name}: at most ${max} per booking.`,
      de: `${name}: höchstens ${max} pro Buchung.`,
      ar: `${name}: الحد الأقصى ${max} لكل حجز.`,
      ja: `${name}：1回のご予約につき${max}枚までです。`,
    })),
  needsAdult: say(() => ({
    en: 'Children and infants must travel with at least one adult.',
    de: 'Kinder und Kleinkinder müssen von mindestens einem Erwachsenen begleitet werden.',
    ar: 'يجب أن يرافق الأطفالَ والرضّعَ شخصٌ بالغ واحد على الأقل.',
    ja: 'お子さまと幼児は、大人1名以上の同伴が必要です。',
  })),
  // 25, 52 attendees; 28, 29 phone
  missingAttendees: (a: Attraction) =>
    say((lang) => ({
      en: `${a.name} needs attendee details for every ticket before confirming.`,
      de: `Für ${nameIn(a, lang)} benötigen wir vor der Bestätigung die Angaben zu jeder teilnehmenden Person.`,
      ar: `يتطلب ${nameIn(a, lang)} بيانات الحاضر لكل تذكرة قبل التأكيد.`,
      ja: `${nameIn(a, lang)}は、ご予約の確定前にすべてのチケットの参加者情報が必要です。`,
    })),
  attendeeCount: (a: Attraction, filled: number, tickets: number) =>
    say((lang) => ({
      en: `${a.name}: ${filled} attendees for ${tickets} tickets.`,
      de: `${nameIn(a, lang)}: Angaben zu ${filled} Personen für ${tickets} Tickets.`,
      ar: `${nameIn(a, lang)}: عدد الحاضرين المُدخلة بياناتهم ${filled}، وعدد التذاكر ${tickets}.`,
      ja: `${nameIn(a, lang)}：チケット${tickets}枚に対し、参加者情報が${filled}名分です。`,
    })),
  phoneNeeded: (a: Attraction) =>
    say((lang) => ({
      en: `${a.name} needs a verified phone number. Request a verification code first.`,
      de: `Für ${nameIn(a, lang)} ist eine bestätigte Telefonnummer erforderlich. Bitte fordern Sie zuerst einen Bestätigungscode an.`,
      ar: `يتطلب ${nameIn(a, lang)} رقم هاتف تم التحقق منه. يُرجى طلب رمز التحقق أولًا.`,
      ja: `${nameIn(a, lang)}には認証済みの電話番号が必要です。まず確認コードをリクエストしてください。`,
    })),
  requestCodeFirst: say(() => ({
    en: 'Request a verification code for this number first.',
    de: 'Bitte fordern Sie zuerst einen Bestätigungscode für diese Nummer an.',
    ar: 'يُرجى طلب رمز التحقق لهذا الرقم أولًا.',
    ja: 'まず、この電話番号宛ての確認コードをリクエストしてください。',
  })),
  wrongCode: say(() => ({
    en: 'The verification code is not correct. Re-enter the code.',
    de: 'Der Bestätigungscode ist nicht korrekt. Bitte geben Sie ihn erneut ein.',
    ar: 'رمز التحقق غير صحيح. يُرجى إدخال الرمز مرة أخرى.',
    ja: '確認コードが正しくありません。もう一度入力してください。',
  })),
  // 503 provider failures
  providerDown: (name: string) =>
    say(() => ({
      en: `${name}: the ticketing provider did not answer. Retry later.`,
      de: `${name}: Der Ticketanbieter antwortet nicht. Bitte versuchen Sie es später erneut.`,
      ar: `${name}: لم يستجب مزوّد التذاكر. يُرجى المحاولة لاحقًا.`,
      ja: `${name}：チケット提供元から応答がありません。しばらくしてから再度お試しください。`,
    })),
  injected: (name: string) =>
    say(() => ({
      en: `${name} (injected by a sandbox fault).`,
      de: `${name} (durch einen Sandbox-Fehler ausgelöst).`,
      ar: `${name} (خطأ مُفتعل في بيئة الاختبار).`,
      ja: `${name}（サンドボックスの擬似障害です）。`,
    })),
  // Format 4: the payment provider's refusals
  cardDeclined: say(() => ({
    en: 'Your card was declined.',
    de: 'Ihre Karte wurde abgelehnt.',
    ar: 'تم رفض بطاقتك.',
    ja: 'カードが承認されませんでした。',
  })),
  insufficientFunds: say(() => ({
    en: 'Your card has insufficient funds.',
    de: 'Ihre Karte ist nicht ausreichend gedeckt.',
    ar: 'رصيد بطاقتك غير كافٍ.',
    ja: 'カードの残高が不足しています。',
  })),
  expiredCard: say(() => ({
    en: 'Your card has expired.',
    de: 'Ihre Karte ist abgelaufen.',
    ar: 'انتهت صلاحية بطاقتك.',
    ja: 'カードの有効期限が切れています。',
  })),
  paymentFault: say(() => ({
    en: 'The payment provider could not process the request.',
    de: 'Der Zahlungsanbieter konnte die Anfrage nicht verarbeiten.',
    ar: 'تعذّر على مزوّد الدفع معالجة الطلب.',
    ja: '決済事業者でリクエストを処理できませんでした。',
  })),
};
