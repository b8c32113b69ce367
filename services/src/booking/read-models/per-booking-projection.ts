import { bookingEvents, type BookingEvent } from '@rihla/events/booking';
import { entityProjection, type EntityProjection, type EntityProjectionOptions } from '../../platform/entity-projection.ts';
import { bookingIdOfStream } from './booking-id-of-stream.ts';

/** A read model of one document per booking, folded from every event of the booking's stream (and no other). */
export function perBookingProjection<Doc>(o: Omit<EntityProjectionOptions<BookingEvent, Doc>, 'registry' | 'idOf'>): EntityProjection<BookingEvent, Doc> {
  return entityProjection<BookingEvent, Doc>({ ...o, registry: bookingEvents, idOf: (_event, recorded) => bookingIdOfStream(recorded.streamName) });
}
