import type { LocalizedText } from '@rihla/events/common';
import type { BookingStatus, ItemStatus } from './decider/booking-state.ts';

/** A booking's or an item's state as a buyer reads it (never the api's own words). */
const STATE_WORDS: Record<BookingStatus | ItemStatus, LocalizedText> = {
  none: { en: 'not started', ar: 'لم يبدأ' },
  holding: { en: 'being checked', ar: 'قيد التحقق' },
  awaitingPayment: { en: 'waiting for payment', ar: 'بانتظار الدفع' },
  confirming: { en: 'being confirmed', ar: 'قيد التأكيد' },
  onHold: { en: 'on hold', ar: 'معلّق' },
  reviewRequired: { en: 'waiting for a cart review', ar: 'بانتظار مراجعة السلة' },
  confirmed: { en: 'confirmed', ar: 'مؤكد' },
  partiallyConfirmed: { en: 'partially confirmed', ar: 'مؤكد جزئيًا' },
  failed: { en: 'failed', ar: 'غير مكتمل' },
  pending: { en: 'pending', ar: 'قيد الانتظار' },
  held: { en: 'held', ar: 'محجوز مؤقتًا' },
  unavailable: { en: 'unavailable', ar: 'غير متاح' },
  awaiting: { en: 'awaiting the supplier', ar: 'بانتظار رد المزوّد' },
  cancelled: { en: 'cancelled', ar: 'ملغى' },
};

/**
 * The sentences the checkout and the booking routes answer a person with, in both languages (the problem's `detail`
 * is the request's; both stay in `localizedDetail`). English keeps the wording clients and tests already know.
 */
export const BOOKING_TEXT = {
  noBooking: (bookingId: string): LocalizedText => ({ en: `There is no booking ${bookingId}.`, ar: `لا يوجد حجز بالرقم ${bookingId}.` }),
  noInvoice: (bookingId: string): LocalizedText => ({ en: `There is no invoice for booking ${bookingId}.`, ar: `لا توجد فاتورة للحجز ${bookingId}.` }),
  noSuchBooking: { en: 'There is no such booking.', ar: 'لا يوجد هذا الحجز.' },
  noItem: (bookingId: string, itemId: string): LocalizedText => ({ en: `Booking ${bookingId} has no item ${itemId}.`, ar: `لا يحتوي الحجز ${bookingId} على العنصر ${itemId}.` }),
  noCart: (cartId: string): LocalizedText => ({ en: `There is no cart ${cartId}.`, ar: `لم نعثر على السلة ${cartId}؛ ربما انتهت صلاحيتها. أضف أنشطتك مرة أخرى.` }),
  cartAlreadyBooked: { en: 'This cart was already booked; start a new cart to book again.', ar: 'تم حجز هذه السلة بالفعل؛ ابدأ سلة جديدة لحجز المزيد.' },
  keyReusedForAnotherCart: {
    en: 'This Idempotency-Key was already used to check out another cart; send a new key.',
    ar: 'استُخدم طلب إتمام الحجز هذا لسلة أخرى؛ أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  claimRefused: {
    en: 'This checkout could not take its promo code or cart (another booking took them first); review your cart and check out again.',
    ar: 'تعذّر إتمام هذا الحجز لأن رمز الخصم أو السلة استُخدما في حجز آخر أولًا؛ راجع سلتك وأتمم الحجز مرة أخرى.',
  },
  cartChanged: { en: 'Your cart changed since you saw it: review it and check out again.', ar: 'تغيّرت سلتك منذ أن عرضناها: راجعها وأتمم الحجز مرة أخرى.' },
  itemsUnavailable: { en: 'Some items are no longer available: review your cart and check out again.', ar: 'بعض العناصر لم تعد متاحة: راجع سلتك وأتمم الحجز مرة أخرى.' },
  returnUrl: { en: 'The returnUrl must be a page of this shop.', ar: 'يجب أن يكون عنوان العودة صفحة من هذا المتجر.' },
  nothingCancelled: { en: 'Nothing was cancelled.', ar: 'لم يُلغَ أي شيء.' },
  cannotRetryNow: (bookingId: string, status: BookingStatus): LocalizedText =>
    status === 'reviewRequired'
      ? { en: `Booking ${bookingId} cannot retry items now: its cart needs a review; check out again.`, ar: `لا يمكن إعادة محاولة عناصر الحجز ${bookingId} الآن: تحتاج سلته إلى مراجعة؛ أتمم الحجز مرة أخرى.` }
      : { en: `Booking ${bookingId} cannot retry items now: it is ${status}.`, ar: `لا يمكن إعادة محاولة عناصر الحجز ${bookingId} الآن: حالته ${STATE_WORDS[status].ar}.` },
  onlyFailedRetried: (itemIds: string[]): LocalizedText => ({
    en: `Only failed items can be retried; ${itemIds.join(', ')} ${itemIds.length === 1 ? 'is' : 'are'} not failed.`,
    ar: `لا تُعاد إلا محاولة العناصر غير المكتملة؛ ${itemIds.join('، ')} ${itemIds.length === 1 ? 'ليس منها' : 'ليست منها'}.`,
  }),
  nameFailedItem: { en: 'Name at least one failed item to retry.', ar: 'حدّد عنصرًا واحدًا على الأقل لم يكتمل لإعادة المحاولة.' },
  nameItemToCancel: { en: 'Name at least one item to cancel.', ar: 'حدّد عنصرًا واحدًا على الأقل لإلغائه.' },
  bookingNotSettled: (bookingId: string, status: BookingStatus): LocalizedText => ({
    en: `Booking ${bookingId} is ${status}; only confirmed items of a settled booking can be cancelled.`,
    ar: `الحجز ${bookingId} ${STATE_WORDS[status].ar}؛ لا يُلغى إلا ما تأكّد من عناصر حجز مكتمل.`,
  }),
  itemNotConfirmed: (title: LocalizedText, itemId: string, status: ItemStatus): LocalizedText => ({
    en: `Item ${itemId} is ${status}; only confirmed items can be cancelled.`,
    ar: `«${title.ar}» ${STATE_WORDS[status].ar}؛ لا يُلغى إلا العنصر المؤكد.`,
  }),
  tooLateToCancel: (title: LocalizedText, itemId: string, policyText: LocalizedText): LocalizedText => ({
    en: `Item ${itemId} can no longer be cancelled: ${policyText.en}.`,
    ar: `لم يعد إلغاء «${title.ar}» ممكنًا: ${policyText.ar}.`,
  }),
} as const;
