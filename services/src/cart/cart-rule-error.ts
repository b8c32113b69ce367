import { RuleError } from '../platform/rule-error.ts';

/** Why a cart command was refused. The api answers each code with the status platform/rule-problems.ts gives it; the message is the problem's detail. */
export type CartRuleCode =
  | 'cartNotFound'
  | 'lineNotFound'
  | 'alreadyOpen'
  | 'checkedOut'
  | 'lineIdReused'
  | 'unknownExperience'
  | 'unavailable'
  | 'unknownOption'
  | 'notRunning'
  | 'unknownStartTime'
  | 'departed'
  | 'beyondHorizon'
  | 'overCapacity'
  | 'travellersRequired'
  | 'itemsRequired'
  | 'unitNotPriced'
  | 'tooManyPeoplePerItem'
  | 'unknownExtra'
  | 'extraQuantity'
  | 'unknownPickup'
  | 'pickupTime'
  | 'duplicateDeparture'
  | 'cartFull'
  | 'emptyCart'
  | 'promoUnknown'
  | 'promoExpired'
  | 'promoUsedUp'
  | 'promoMinSpend'
  | 'promoEmptyCart'
  | 'promoWorse';

/** A sentence a buyer reads comes in both languages; a developer-facing one (bad ids) in English. Extra problem fields (e.g. { capacity }) in `details`. */
export class CartRuleError extends RuleError<CartRuleCode> {
  override readonly name = 'CartRuleError';
}

/** The spec's sentences. */
export const CART_MESSAGES = {
  overCapacity: (capacity: number) => `You can select up to ${capacity} travellers per item`,
  unavailable: "We're sorry! This activity is currently unavailable for booking",
  noOptionOnDate: 'Unfortunately there is no available option at this date, please choose another date from the calendar.',
  emptyCart: 'Your cart is empty',
} as const;

/** The same sentences as the Arabic storefront words them. */
export const CART_MESSAGES_AR = {
  overCapacity: (capacity: number) => `يمكنك اختيار ما يصل إلى ${capacity} مسافرين لكل عنصر`,
  unavailable: 'نأسف! هذا النشاط غير متاح للحجز حاليًا',
  noOptionOnDate: 'للأسف لا يوجد خيار متاح في هذا التاريخ، يرجى اختيار تاريخ آخر من التقويم.',
  emptyCart: 'سلتك فارغة',
} as const;

/** A spec sentence in both languages. */
export const cartMessage = <K extends 'unavailable' | 'noOptionOnDate' | 'emptyCart'>(k: K) => ({ en: CART_MESSAGES[k], ar: CART_MESSAGES_AR[k] });
