import { z } from 'zod';
import { localizedTextShape as text } from '../../platform/http/named-shapes.ts';

/** What "Find my booking" answers once the guest proved the address: each booking and a booking link to open it. */
export const foundBookings = z
  .object({
    bookings: z.array(
      z.object({
        orderId: z.string(),
        purchaseDate: z.string(),
        bookingDates: z.array(z.string()),
        experiences: z.array(text),
        /** A signed booking link token: the storefront opens /booking?token=… with it. */
        token: z.string(),
      }),
    ),
  })
  .meta({ id: 'FoundBookings' });

export type FoundBookings = z.infer<typeof foundBookings>;

export const lookupCodeSent = z.object({ message: z.string() });
