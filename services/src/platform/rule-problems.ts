/**
 * The one table of refusals: every code a decider or use case refuses with (`RuleError<Code>`) and the HTTP status and
 * problem title the api answers it with. A code means the same thing, and answers the same way, in every module; a
 * `RuleError` whose code is not here does not type-check. The api's error handler turns any `RuleError` a route lets
 * through into problem+json from this table (platform/http/rule-problem.ts); routes keep no maps of their own.
 */
const notFound = { status: 404, title: 'Not Found' } as const;
const conflict = { status: 409, title: 'Conflict' } as const;
const unprocessable = { status: 422, title: 'Unprocessable Content' } as const;
const forbidden = { status: 403, title: 'Forbidden' } as const;
const bookingRule = (status: 404 | 409 | 422) => ({ status, title: 'Booking Rule' }) as const;

export const RULE_PROBLEMS = {
  // booking (decider, sale, supplier answers)
  bookingNotFound: bookingRule(404),
  idempotencyKeyReused: bookingRule(422),
  unknownItem: bookingRule(404),
  unknownSession: bookingRule(409),
  notRetryable: bookingRule(409),
  notCancellable: bookingRule(409),
  answerConflict: bookingRule(409),
  busy: bookingRule(409),
  invariant: { status: 500, title: 'Internal Server Error' },
  notYourItem: forbidden,
  otherAttempt: conflict,
  // cart
  cartNotFound: notFound,
  lineNotFound: notFound,
  alreadyOpen: conflict,
  checkedOut: conflict,
  lineIdReused: conflict,
  unknownExperience: unprocessable,
  unavailable: unprocessable,
  unknownOption: unprocessable,
  notRunning: unprocessable,
  unknownStartTime: unprocessable,
  departed: unprocessable,
  beyondHorizon: unprocessable,
  overCapacity: unprocessable,
  travellersRequired: unprocessable,
  itemsRequired: unprocessable,
  unitNotPriced: unprocessable,
  tooManyPeoplePerItem: unprocessable,
  unknownExtra: unprocessable,
  extraQuantity: unprocessable,
  unknownPickup: unprocessable,
  pickupTime: unprocessable,
  duplicateDeparture: unprocessable,
  cartFull: unprocessable,
  emptyCart: unprocessable,
  // promo codes (in a cart, at checkout, created by ops)
  promoUnknown: unprocessable,
  promoExpired: unprocessable,
  promoUsedUp: unprocessable,
  promoMinSpend: unprocessable,
  promoEmptyCart: unprocessable,
  promoWorse: conflict,
  promoExists: conflict,
  // enquiries
  enquiryKeyReused: conflict,
  // reviews
  alreadyReviewed: conflict,
  reviewAfterTrip: forbidden,
  reviewCancelled: forbidden,
  reviewNotBooked: forbidden,
  // catalog
  notPublished: conflict,
  alreadyPublished: conflict,
  withdrawn: conflict,
  otherExperience: unprocessable,
  invalidDayTicket: unprocessable,
  // identity
  accountExists: conflict,
  accountNotFound: notFound,
  invalidToken: unprocessable,
  alreadyVerified: conflict,
  // chat
  unknownChat: notFound,
  chatFull: conflict,
  // inventory
  unknownHold: notFound,
  holdNotActive: conflict,
  holdIdReused: conflict,
  tooManyReturned: conflict,
  expiryNotAfterNow: unprocessable,
  // tickets
  otherSupplier: forbidden,
  cancelled: conflict,
  notConfirmed: conflict,
  alreadyCheckedIn: conflict,
  wrongDeparture: conflict,
  wrongDay: conflict,
  noShow: conflict,
  beforeStart: conflict,
  // OCTO bookings and resellers (the OCTO routes answer in OCTO's own error shape; these are for any other caller)
  unknownBooking: notFound,
  uuidReused: { status: 400, title: 'Bad Request' },
  expired: unprocessable,
  confirmed: conflict,
  unknownReseller: notFound,
  resellerExists: conflict,
  unknownWebhook: notFound,
  tooManyWebhooks: conflict,
  unknownKey: notFound,
  // e-invoicing chain
  'out-of-order': conflict,
  'already-issued': conflict,
} as const satisfies Record<string, { status: number; title: string }>;

/** Every code a refusal may carry. */
export type RuleCode = keyof typeof RULE_PROBLEMS;
