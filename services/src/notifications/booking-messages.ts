import type { Locale, LocalizedText, Money, TimeZone } from '@rihla/events/common';
import { dateTimeFormat, formatMoney, intlLocale } from './format-money.ts';

export const BOOKING_OUTCOMES = ['confirmed', 'partiallyConfirmed', 'failed', 'onHold', 'paymentDeclined', 'payLaterBooked', 'cancelled', 'refundIssued', 'paymentNeeded'] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

export interface BookingMessageItem {
  title: LocalizedText;
  /** YYYY-MM-DD, the slot's local date. */
  date: string;
  /** HH:MM local time, when the activity has a start time. */
  startTime?: string | null;
  timeZone?: TimeZone | null;
  /** A day ticket: valid all day on `date`, the venue's hours that date (instead of a start time). */
  validAllDay?: { opens: string; closes: string } | null;
  travellers?: number | null;
  /** A per-item product (a boat, a car): how many items were booked; counted instead of travellers. */
  items?: number | null;
  amount: Money;
  status?: 'confirmed' | 'failed' | 'awaitingSupplier' | 'cancelled' | null;
  /** The pickup point chosen with the item (local time). */
  pickup?: { name: LocalizedText; time: string } | null;
  extras?: { title: LocalizedText; quantity: number }[];
}

export interface BookingMessageDetails {
  orderId: string;
  customerName?: string | null;
  items: BookingMessageItem[];
  total: Money;
  paymentMethod?: 'card' | 'payLater';
  /** failed / cancelled: money was captured (so it comes back as a refund rather than a released hold). */
  paymentTaken?: boolean;
  /**
   * partiallyConfirmed: what was charged, and what was released from the hold (or, for a method that cannot hold and
   * was charged in full, `refund`: what comes back for the failed items).
   */
  captured?: Money | null;
  released?: Money | null;
  /** failed / cancelled / refundIssued / partiallyConfirmed: the amount refunded. */
  refund?: Money | null;
  /** ISO date-time by which a refund is due (24 h after it was requested). */
  refundDueBy?: string | null;
  /** cancelled: the policy's cancellation fee. */
  penalty?: Money | null;
  declineReason?: 'card_declined' | 'insufficient_funds' | null;
  /** The booking page (or its 'Try Again' action; paymentNeeded: the secure payment page). */
  link?: string | null;
  /** Items priced in other currencies: the rates fixed at checkout (the amounts above are in the charge currency). */
  exchange?: { chargeCurrency: string; rates: { from: string; to: string; rate: number }[] } | null;
}

export interface BookingMessage {
  subject: string;
  text: string;
  whatsapp: string;
}

type Statuses = NonNullable<BookingMessageItem['status']>;

interface Copy {
  hello: (name?: string | null) => string;
  signOff: string;
  brand: string;
  order: (id: string) => string;
  orderLine: (id: string) => string;
  travellers: (n: number) => string;
  items: (n: number) => string;
  zone: Record<TimeZone, string>;
  at: string;
  allDay: (opens: string, closes: string) => string;
  pickup: (place: string, time: string) => string;
  extras: (list: string) => string;
  status: Record<Statuses, string>;
  viewBooking: (link: string) => string;
  tryAgainLink: (link: string) => string;
  payLink: (link: string) => string;
  total: (amount: string) => string;
  exchange: (currency: string, rates: string) => string;
  dueBy: (when: string) => string;
  outcome: { [K in BookingOutcome]: (d: Ctx) => { subject: string; headline: string; body: string[]; whatsapp: string[] } };
}

interface Ctx {
  d: BookingMessageDetails;
  money: (m: Money | null | undefined) => string;
  list: (items: BookingMessageItem[]) => string;
  itemsWith: (status: Statuses) => BookingMessageItem[];
  dueBy: string;
}

const positive = (m: Money | null | undefined): m is Money => !!m && m.amount > 0;

const EN: Copy = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: 'Warm regards,\nThe Rihla team',
  brand: 'Rihla',
  order: (id) => `order ${id}`,
  orderLine: (id) => `Order number: ${id}`,
  travellers: (n) => (n === 1 ? '1 traveller' : `${n} travellers`),
  items: (n) => (n === 1 ? '1 item' : `${n} items`),
  zone: { 'Asia/Riyadh': 'Riyadh time', 'Asia/Dubai': 'Dubai time' },
  at: 'at',
  allDay: (opens, closes) => `valid all day, open ${opens}–${closes}`,
  pickup: (place, time) => `Pickup: ${place} at ${time}`,
  extras: (list) => `Extras: ${list}`,
  status: { confirmed: 'confirmed', failed: 'could not be booked', awaitingSupplier: 'awaiting confirmation', cancelled: 'cancelled' },
  viewBooking: (link) => `View your booking: ${link}`,
  tryAgainLink: (link) => `Try again: ${link}`,
  payLink: (link) => `Pay securely: ${link}`,
  total: (amount) => `Total: ${amount}`,
  exchange: (currency, rates) => `Charged in ${currency} at the rate fixed when you booked: ${rates}.`,
  dueBy: (when) => ` (by ${when})`,
  outcome: {
    confirmed: ({ d, money, list }) => ({
      subject: `Your booking is confirmed – order ${d.orderId}`,
      headline: 'Your booking is confirmed!',
      body: [
        `Great news: your booking is confirmed${d.paymentMethod === 'payLater' ? '' : ` and your payment of ${money(d.total)} has been completed`}.`,
        list(d.items),
        'Please arrive a little before your start time and keep this message with you. We hope you have a wonderful experience!',
      ],
      whatsapp: [`Your booking is confirmed${d.paymentMethod === 'payLater' ? '' : ` and ${money(d.total)} has been paid`}.`],
    }),
    partiallyConfirmed: ({ d, money, list, itemsWith, dueBy }) => {
      // A method that cannot hold was charged in full at once: what could not be booked comes back as a refund.
      const charge = positive(d.refund)
        ? `You were charged ${money(d.captured)} when you paid; the ${money(d.refund)} for the activities that could not be booked will be refunded to your card within 24 hours${dueBy}.`
        : positive(d.captured)
          ? `We charged only ${money(d.captured)} for the confirmed activities${positive(d.released) ? `; the remaining ${money(d.released)} held on your card has been released and will not be charged` : ''}.`
          : 'You will only pay for the confirmed activities.';
      return {
        subject: `Part of your booking is confirmed – order ${d.orderId}`,
        headline: 'Part of your booking is confirmed.',
        body: [
          'Your booking is partially complete: some activities are confirmed, but others could not be booked.',
          `Confirmed:\n${list(itemsWith('confirmed'))}`,
          `Could not be booked:\n${list(itemsWith('failed'))}`,
          charge,
          'You can try booking the unconfirmed activities again from your booking page.',
        ],
        whatsapp: ['Some of your activities are confirmed and others could not be booked.', charge, 'You can retry the unconfirmed ones from your booking page.'],
      };
    },
    failed: ({ d, money, list, dueBy }) => {
      const money_ = d.paymentTaken
        ? `The payment of ${money(d.refund ?? d.total)} that was taken will be refunded to your card within 24 hours${dueBy}.`
        : d.paymentMethod === 'card'
          ? 'The amount held on your card has been released; you have not been charged.'
          : 'You have not been charged.';
      return {
        subject: `Your booking was unsuccessful – order ${d.orderId}`,
        headline: 'Your booking was unsuccessful.',
        body: ["We're sorry, but we couldn't complete your booking.", list(d.items), money_, 'Please try again, or choose another date or activity.'],
        whatsapp: ["We're sorry, we couldn't complete your booking.", money_],
      };
    },
    onHold: ({ d, money, list }) => {
      // A method that cannot hold was charged at once: what the provider declines comes back as a refund.
      const hold =
        d.paymentMethod === 'payLater'
          ? 'An update follows by WhatsApp and e-mail.'
          : positive(d.captured)
            ? `You were charged ${money(d.captured)} when you paid; whatever the provider declines is refunded to your card within 24 hours. An update follows by WhatsApp and e-mail.`
            : `The card amount (${money(d.total)}) is only held and charged after confirmation; an update follows by WhatsApp and e-mail.`;
      return {
        subject: `We've received your booking – awaiting confirmation (order ${d.orderId})`,
        headline: 'Your booking is on hold, awaiting confirmation.',
        body: ["Thank you! We've received your booking and are waiting for the activity provider to confirm it.", list(d.items), hold],
        whatsapp: ["We've received your booking and are waiting for the activity provider to confirm it.", hold],
      };
    },
    paymentDeclined: ({ d }) => {
      const reason = d.declineReason === 'insufficient_funds' ? 'The card has insufficient funds.' : d.declineReason === 'card_declined' ? 'Your bank declined the card.' : null;
      return {
        subject: `Payment not completed – order ${d.orderId}`,
        headline: 'Payment not completed.',
        body: [
          'Sorry, payment was not completed. Please check your information and try again.',
          ...(reason ? [reason] : []),
          'No amount was charged and your booking has not been made yet.',
        ],
        whatsapp: ['Sorry, payment was not completed. Please check your information and try again.'],
      };
    },
    payLaterBooked: ({ d, money, list }) => ({
      subject: `You're booked – pay later (order ${d.orderId})`,
      headline: "You're booked – pay later.",
      body: [
        `Your booking is made without payment for now. The activity provider will contact you to arrange payment of ${money(d.total)}.`,
        list(d.items),
        'We hope you have a wonderful experience!',
      ],
      whatsapp: [`Your booking is made without payment for now; the activity provider will contact you to arrange payment of ${money(d.total)}.`],
    }),
    cancelled: ({ d, money, list, dueBy }) => {
      const lines = [
        ...(positive(d.penalty) ? [`A cancellation fee of ${money(d.penalty)} applies under the activity's cancellation policy.`] : []),
        ...(positive(d.refund)
          ? [`A refund of ${money(d.refund)} will be returned to your card within 24 hours${dueBy}.`]
          : d.paymentTaken
            ? ["Under the activity's cancellation policy this booking is non-refundable."]
            : []),
      ];
      return {
        subject: `Your booking has been cancelled – order ${d.orderId}`,
        headline: 'Your booking has been cancelled.',
        body: ['Your booking has been cancelled as you requested.', list(d.items), ...lines, 'We hope to welcome you on another journey soon.'],
        whatsapp: ['Your booking has been cancelled as you requested.', ...lines],
      };
    },
    paymentNeeded: ({ d, money, list }) => ({
      subject: `Action needed: complete your payment – order ${d.orderId}`,
      headline: 'We are booking your remaining activities again and need your payment.',
      body: [
        'We are trying again to book the activities that could not be confirmed:',
        list(d.items),
        `To go ahead, please pay ${money(d.total)} on the secure payment page. The amount is only held on your card and charged once the activities are confirmed.`,
      ],
      whatsapp: [`To book your remaining activities, please pay ${money(d.total)} on the secure payment page (held until confirmed).`],
    }),
    refundIssued: ({ d, money }) => ({
      subject: `Your refund of ${money(d.refund ?? d.total)} has been issued – order ${d.orderId}`,
      headline: 'Your refund has been issued.',
      body: [
        `We've issued your refund of ${money(d.refund ?? d.total)} to the card you paid with.`,
        'Depending on your bank, it may take a few business days to appear on your statement.',
      ],
      whatsapp: [`We've issued your refund of ${money(d.refund ?? d.total)} to the card you paid with.`],
    }),
  },
};

const arPlurals = new Intl.PluralRules('ar');
/** An Arabic count by the plural rules: one and two are words of their own. */
const arCount =
  (one: string, two: string, few: string, many: string, other: string) =>
  (n: number): string => {
    switch (arPlurals.select(n)) {
      case 'one':
        return one;
      case 'two':
        return two;
      case 'few':
        return `${n} ${few}`;
      case 'many':
        return `${n} ${many}`;
      default:
        return `${n} ${other}`;
    }
  };

const AR: Copy = {
  hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  signOff: 'مع أطيب التحيات،\nفريق رحلة',
  brand: 'رحلة',
  order: (id) => `الطلب رقم ${id}`,
  orderLine: (id) => `رقم الطلب: ${id}`,
  travellers: arCount('مسافر واحد', 'مسافران', 'مسافرين', 'مسافرًا', 'مسافر'),
  items: arCount('عنصر واحد', 'عنصران', 'عناصر', 'عنصرًا', 'عنصر'),
  zone: { 'Asia/Riyadh': 'بتوقيت الرياض', 'Asia/Dubai': 'بتوقيت دبي' },
  at: 'الساعة',
  allDay: (opens, closes) => `صالحة طوال اليوم، ساعات العمل ${opens}–${closes}`,
  pickup: (place, time) => `الالتقاط: ${place} الساعة ${time}`,
  extras: (list) => `الإضافات: ${list}`,
  status: { confirmed: 'مؤكَّد', failed: 'تعذّر حجزه', awaitingSupplier: 'بانتظار التأكيد', cancelled: 'ملغى' },
  viewBooking: (link) => `عرض حجزك: ${link}`,
  tryAgainLink: (link) => `حاول مرة أخرى: ${link}`,
  payLink: (link) => `ادفع بأمان: ${link}`,
  total: (amount) => `الإجمالي: ${amount}`,
  exchange: (currency, rates) => `تم الدفع بعملة ${currency} بسعر الصرف المثبّت عند الحجز: ${rates}.`,
  dueBy: (when) => ` (في موعد أقصاه ${when})`,
  outcome: {
    confirmed: ({ d, money, list }) => ({
      subject: `تم تأكيد حجزك – الطلب رقم ${d.orderId}`,
      headline: 'تم تأكيد حجزك!',
      body: [
        d.paymentMethod === 'payLater' ? 'يسعدنا إبلاغك بأن حجزك قد تأكّد.' : `يسعدنا إبلاغك بأن حجزك قد تأكّد، وأن عملية دفع مبلغ ${money(d.total)} قد اكتملت بنجاح.`,
        list(d.items),
        'نرجو الحضور قبل موعد البدء بقليل والاحتفاظ بهذه الرسالة. نتمنى لك تجربة رائعة!',
      ],
      whatsapp: [d.paymentMethod === 'payLater' ? 'تم تأكيد حجزك.' : `تم تأكيد حجزك ودفع مبلغ ${money(d.total)}.`],
    }),
    partiallyConfirmed: ({ d, money, list, itemsWith, dueBy }) => {
      const charge = positive(d.refund)
        ? `خُصم منك ${money(d.captured)} عند الدفع، وسيُعاد مبلغ ${money(d.refund)} مقابل الأنشطة التي تعذّر حجزها إلى بطاقتك خلال 24 ساعة${dueBy}.`
        : positive(d.captured)
          ? `لم نخصم سوى ${money(d.captured)} مقابل الأنشطة المؤكدة${positive(d.released) ? `، وأُلغي حجز المبلغ المتبقي البالغ ${money(d.released)} على بطاقتك ولن يُخصم` : ''}.`
          : 'ستدفع مقابل الأنشطة المؤكدة فقط.';
      return {
        subject: `تم تأكيد جزء من حجزك – الطلب رقم ${d.orderId}`,
        headline: 'تم تأكيد جزء من حجزك.',
        body: [
          'اكتمل حجزك جزئيًا: تأكّدت بعض الأنشطة، بينما تعذّر حجز أنشطة أخرى.',
          `الأنشطة المؤكدة:\n${list(itemsWith('confirmed'))}`,
          `الأنشطة التي تعذّر حجزها:\n${list(itemsWith('failed'))}`,
          charge,
          'يمكنك إعادة محاولة حجز الأنشطة غير المؤكدة من صفحة حجزك.',
        ],
        whatsapp: ['تأكّدت بعض أنشطتك، وتعذّر حجز أنشطة أخرى.', charge, 'يمكنك إعادة محاولة حجز الأنشطة غير المؤكدة من صفحة حجزك.'],
      };
    },
    failed: ({ d, money, list, dueBy }) => {
      const money_ = d.paymentTaken
        ? `سيُعاد المبلغ المدفوع البالغ ${money(d.refund ?? d.total)} إلى بطاقتك خلال 24 ساعة${dueBy}.`
        : d.paymentMethod === 'card'
          ? 'أُلغي حجز المبلغ على بطاقتك، ولم يُخصم منك أي مبلغ.'
          : 'لم يُخصم منك أي مبلغ.';
      return {
        subject: `تعذّر إتمام حجزك – الطلب رقم ${d.orderId}`,
        headline: 'تعذّر إتمام حجزك.',
        body: ['نأسف، لم نتمكن من إتمام حجزك.', list(d.items), money_, 'يُرجى المحاولة مرة أخرى، أو اختيار تاريخ أو نشاط آخر.'],
        whatsapp: ['نأسف، لم نتمكن من إتمام حجزك.', money_],
      };
    },
    onHold: ({ d, money, list }) => {
      const hold =
        d.paymentMethod === 'payLater'
          ? 'وستصلك التحديثات عبر واتساب والبريد الإلكتروني.'
          : positive(d.captured)
            ? `خُصم منك ${money(d.captured)} عند الدفع، وأي مبلغ يرفضه المزوّد سيُعاد إلى بطاقتك خلال 24 ساعة. وستصلك التحديثات عبر واتساب والبريد الإلكتروني.`
            : `المبلغ البالغ ${money(d.total)} محجوز على بطاقتك فقط، ولن يُخصم إلا بعد التأكيد؛ وستصلك التحديثات عبر واتساب والبريد الإلكتروني.`;
      return {
        subject: `استلمنا حجزك – بانتظار التأكيد (الطلب رقم ${d.orderId})`,
        headline: 'حجزك معلّق بانتظار التأكيد.',
        body: ['شكرًا لك! استلمنا حجزك، ونحن بانتظار تأكيده من مزوّد النشاط.', list(d.items), hold],
        whatsapp: ['استلمنا حجزك، ونحن بانتظار تأكيده من مزوّد النشاط.', hold],
      };
    },
    paymentDeclined: ({ d }) => {
      const reason = d.declineReason === 'insufficient_funds' ? 'الرصيد المتاح في البطاقة غير كافٍ.' : d.declineReason === 'card_declined' ? 'رفض البنك المُصدِر البطاقة.' : null;
      return {
        subject: `لم تكتمل عملية الدفع – الطلب رقم ${d.orderId}`,
        headline: 'لم تكتمل عملية الدفع.',
        body: ['عذرًا، لم تكتمل عملية الدفع. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.', ...(reason ? [reason] : []), 'لم يُخصم أي مبلغ، ولم يُنجَز حجزك بعد.'],
        whatsapp: ['عذرًا، لم تكتمل عملية الدفع. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.'],
      };
    },
    payLaterBooked: ({ d, money, list }) => ({
      subject: `تم حجزك – الدفع لاحقًا (الطلب رقم ${d.orderId})`,
      headline: 'تم حجزك – الدفع لاحقًا.',
      body: [`تم حجزك دون دفع في الوقت الحالي. وسيتواصل معك مزوّد النشاط لترتيب دفع مبلغ ${money(d.total)}.`, list(d.items), 'نتمنى لك تجربة رائعة!'],
      whatsapp: [`تم حجزك دون دفع في الوقت الحالي، وسيتواصل معك مزوّد النشاط لترتيب دفع مبلغ ${money(d.total)}.`],
    }),
    cancelled: ({ d, money, list, dueBy }) => {
      const lines = [
        ...(positive(d.penalty) ? [`تُطبَّق رسوم إلغاء قدرها ${money(d.penalty)} وفقًا لسياسة الإلغاء الخاصة بالنشاط.`] : []),
        ...(positive(d.refund)
          ? [`سيُعاد مبلغ ${money(d.refund)} إلى بطاقتك خلال 24 ساعة${dueBy}.`]
          : d.paymentTaken
            ? ['وفقًا لسياسة الإلغاء الخاصة بالنشاط، هذا الحجز غير قابل للاسترداد.']
            : []),
      ];
      return {
        subject: `تم إلغاء حجزك – الطلب رقم ${d.orderId}`,
        headline: 'تم إلغاء حجزك.',
        body: ['تم إلغاء حجزك بناءً على طلبك.', list(d.items), ...lines, 'نتطلع إلى استقبالك في رحلة أخرى قريبًا.'],
        whatsapp: ['تم إلغاء حجزك بناءً على طلبك.', ...lines],
      };
    },
    paymentNeeded: ({ d, money, list }) => ({
      subject: `إجراء مطلوب: أكمل الدفع – الطلب رقم ${d.orderId}`,
      headline: 'نعيد حجز أنشطتك المتبقية ونحتاج إلى دفعتك.',
      body: [
        'نحاول مجددًا حجز الأنشطة التي تعذّر تأكيدها:',
        list(d.items),
        `للمتابعة، يُرجى دفع ${money(d.total)} عبر صفحة الدفع الآمنة. يُحجز المبلغ على بطاقتك فقط ولا يُخصم إلا بعد تأكيد الأنشطة.`,
      ],
      whatsapp: [`لحجز أنشطتك المتبقية، يُرجى دفع ${money(d.total)} عبر صفحة الدفع الآمنة (يُحجز المبلغ حتى التأكيد).`],
    }),
    refundIssued: ({ d, money }) => ({
      subject: `تم إصدار استرداد مبلغ ${money(d.refund ?? d.total)} – الطلب رقم ${d.orderId}`,
      headline: 'تم إصدار المبلغ المسترد.',
      body: [`أصدرنا استرداد مبلغ ${money(d.refund ?? d.total)} إلى البطاقة التي دفعت بها.`, 'وقد يستغرق ظهوره في كشف حسابك بضعة أيام عمل بحسب البنك.'],
      whatsapp: [`أصدرنا استرداد مبلغ ${money(d.refund ?? d.total)} إلى البطاقة التي دفعت بها.`],
    }),
  },
};

const COPY: Record<Locale, Copy> = { en: EN, ar: AR };

function formatDate(date: string, locale: Locale): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(d);
}

function formatTime(time: string, locale: Locale): string {
  const d = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(d.getTime()) ? time : dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(d);
}

/**
 * The buyer's e-mail subject and text and the WhatsApp text for one booking outcome, in English or Modern Standard
 * Arabic. Wording follows the spec where it has one (payment failed, on hold, 24 h refund). Pure: the caller
 * passes every amount and date.
 */
export function bookingMessage(outcome: BookingOutcome, locale: Locale, details: BookingMessageDetails): BookingMessage {
  const c = COPY[locale];
  const money = (m: Money | null | undefined) => (m ? formatMoney(m, locale) : '');
  const item = (i: BookingMessageItem) => {
    const when = [
      formatDate(i.date, locale),
      i.validAllDay ? c.allDay(formatTime(i.validAllDay.opens, locale), formatTime(i.validAllDay.closes, locale)) : null,
      !i.validAllDay && i.startTime ? `${c.at} ${formatTime(i.startTime, locale)}${i.timeZone ? ` ${c.zone[i.timeZone]}` : ''}` : null,
    ].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
    const parts = [i.title[locale], when, i.items ? c.items(i.items) : i.travellers ? c.travellers(i.travellers) : null, money(i.amount)].filter(Boolean);
    const addOns = [
      i.pickup ? c.pickup(i.pickup.name[locale], formatTime(i.pickup.time, locale)) : null,
      i.extras?.length ? c.extras(new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(i.extras.map((x) => `${x.title[locale]} × ${x.quantity}`))) : null,
    ].filter((x): x is string => !!x);
    return `• ${parts.join(' — ')}${i.status && outcome === 'onHold' ? ` (${c.status[i.status]})` : ''}${addOns.map((a) => `\n  ${a}`).join('')}`;
  };
  const list = (items: BookingMessageItem[]) => items.map(item).join('\n');
  const zone: TimeZone = details.items[0]?.timeZone ?? 'Asia/Riyadh';
  const dueBy = details.refundDueBy
    ? c.dueBy(`${dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(details.refundDueBy))} ${c.zone[zone]}`)
    : '';
  const ctx: Ctx = { d: details, money, list, itemsWith: (status) => details.items.filter((i) => i.status === status), dueBy };
  const o = c.outcome[outcome](ctx);
  const linkLine = details.link
    ? (outcome === 'failed' || outcome === 'paymentDeclined' ? c.tryAgainLink : outcome === 'paymentNeeded' ? c.payLink : c.viewBooking)(details.link)
    : null;

  const rate = (r: { from: string; to: string; rate: number }) =>
    `1 ${r.from} = ${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 6, numberingSystem: 'latn' }).format(r.rate)} ${r.to}`;
  const exchangeLine = details.exchange ? c.exchange(details.exchange.chargeCurrency, details.exchange.rates.map(rate).join(' · ')) : null;
  const text = [
    c.hello(details.customerName),
    ...o.body.filter((p) => p.trim() !== ''),
    [c.orderLine(details.orderId), c.total(money(details.total)), ...(exchangeLine ? [exchangeLine] : [])].join('\n'),
    ...(linkLine ? [linkLine] : []),
    c.signOff,
  ].join('\n\n');
  const whatsapp = [`${c.brand}: ${o.headline} (${c.order(details.orderId)})`, ...o.whatsapp, ...(linkLine ? [linkLine] : [])].join('\n');
  return { subject: o.subject, text, whatsapp };
}
