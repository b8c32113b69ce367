/**
 * An error as OCTO defines it: `{ error, errorMessage, ...the offending id }`, 400 for anything wrong with the
 * request, 401 without a valid key, 403 for a key that may not do this. Resellers' software branches on `error`.
 */
export class OctoError extends Error {
  override readonly name = 'OctoError';
  constructor(
    readonly status: 400 | 401 | 403,
    readonly error: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON(): Record<string, string> {
    return { error: this.error, errorMessage: this.message, ...this.fields };
  }
}

export const invalidProductId = (productId: string) => new OctoError(400, 'INVALID_PRODUCT_ID', `There is no product "${productId}".`, { productId });
export const invalidOptionId = (optionId: string) => new OctoError(400, 'INVALID_OPTION_ID', `The product has no option "${optionId}".`, { optionId });
export const invalidUnitId = (unitId: string) => new OctoError(400, 'INVALID_UNIT_ID', `The option has no unit "${unitId}".`, { unitId });
export const invalidAvailabilityId = (availabilityId: string, why = 'is not a departure of this option') =>
  new OctoError(400, 'INVALID_AVAILABILITY_ID', `The availability "${availabilityId}" ${why}.`, { availabilityId });
export const invalidBookingUuid = (uuid: string) => new OctoError(400, 'INVALID_BOOKING_UUID', `There is no booking with uuid "${uuid}".`, { uuid });
export const badRequest = (message: string) => new OctoError(400, 'BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError(400, 'UNPROCESSABLE_ENTITY', message);
export const octoUnauthorized = () => new OctoError(401, 'UNAUTHORIZED', 'Send your reseller API key as "Authorization: Bearer <key>".');
/** A departure without the seats a reservation asks for. */
export const notEnoughSeats = (remaining: number, quantity: number) =>
  unprocessable(remaining === 0 ? 'This departure is sold out.' : `Only ${remaining} ${remaining === 1 ? 'place is' : 'places are'} left on this departure; the booking asks for ${quantity}.`);
