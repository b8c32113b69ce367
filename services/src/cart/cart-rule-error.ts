/** Why a cart command was refused. The route maps the code to a status; the message is the problem's detail. */
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
  | 'currencyMismatch'
  | 'cartFull'
  | 'emptyCart'
  | 'promoUnknown'
  | 'promoExpired'
  | 'promoUsedUp'
  | 'promoMinSpend'
  | 'promoCurrency'
  | 'promoEmptyCart';

export class CartRuleError extends Error {
  override readonly name = 'CartRuleError';
  constructor(
    readonly code: CartRuleCode,
    message: string,
    /** Extra problem fields a client can use (e.g. { capacity }). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The spec's sentences. */
export const CART_MESSAGES = {
  overCapacity: (capacity: number) => `You can select up to ${capacity} travellers per item`,
  unavailable: "We're sorry! This activity is currently unavailable for booking",
  noOptionOnDate: 'Unfortunately there is no available option at this date, please choose another date from the calendar.',
  emptyCart: 'Your cart is empty',
} as const;
